import assert from 'node:assert/strict';
import { InvalidResponseError } from '../../src/api/transport/errors';
import {
  metadataResponseSchema, multiPortfolioSchema, nftResponseSchema, parseResponse, searchResponseSchema, singlePortfolioSchema,
} from '../../src/api/schemas';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const WALLET = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

const record = {
  id: 3408, name: 'USD Coin', symbol: 'USDC', contracts: [USDC, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
  blockchains: ['Ethereum', 'Solana'], twitter: 'https://x.com/circle', website: 'https://www.circle.com', logo: 'https://x/usdc.png',
  price: 1.0001, market_cap: 60_000_000_000, liquidity: 1_000_000, volume: 5_000_000_000, description: 'A stablecoin',
  kyc: null, audit: null, total_supply_contracts: null, total_supply: 60_000_000_000, circulating_supply: 60_000_000_000,
  circulating_supply_addresses: [], discord: null,
};

describe('response schemas', () => {
  describe('metadata', () => {
    it('reads the record wrapped in data (live) or at the top level (spec)', () => {
      for (const body of [{ data: record }, record]) {
        const asset = parseResponse(metadataResponseSchema, body);
        assert.equal(asset.symbol, 'USDC');
        assert.deepEqual(asset.contracts, [
          { address: USDC, blockchain: 'Ethereum' },
          { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', blockchain: 'Solana' },
        ]);
        assert.equal(asset.kyc, undefined);
        assert.equal(asset.marketCap, 60_000_000_000);
      }
    });

    it('ignores extra live fields, accepts numbers as strings and numbers beyond 2^53', () => {
      const asset = parseResponse(metadataResponseSchema, {
        data: { ...record, rank: 7, decimals: 6, tags: ['stablecoin'], investors: [{ name: 'x' }], price: '0.000000000012', total_supply: 4.2e17, max_supply: null, chat: 'https://t.me/x' },
      });
      assert.equal(asset.price, 1.2e-11);
      assert.equal(asset.totalSupply, 4.2e17);
      assert.equal(asset.rank, 7);
      assert.equal(asset.maxSupply, undefined);
      assert.equal(asset.chat, 'https://t.me/x');
    });

    it('skips null contracts (native coins in the multi-wallet variant)', () => {
      const asset = parseResponse(metadataResponseSchema, { ...record, contracts: [null, USDC], blockchains: ['Bitcoin', 'Ethereum'] });
      assert.deepEqual(asset.contracts, [{ address: USDC, blockchain: 'Ethereum' }]);
    });

    it('names the field that is wrong', () => {
      assert.throws(() => parseResponse(metadataResponseSchema, { data: { ...record, name: 42 } }), (e: unknown) =>
        e instanceof InvalidResponseError && e.field === 'name' && /name/.test(e.message));
    });

    it('reads each extra as the page shows it, dropping a malformed entry but never the record', () => {
      const asset = parseResponse(metadataResponseSchema, {
        data: {
          ...record,
          cexs: [{ id: 'gate', name: 'Gate', logo: 'https://x/gate.webp' }, { name: 'MEXC', logo: '' }, { logo: 'https://x/nameless.webp' }, 'Binance'],
          investors: [
            { name: 'Paradigm', type: 'Venture Capital', lead: true, country_name: 'United States' },
            { name: 'Angel', type: null, lead: 'yes', country_name: ' ' }, { name: '' },
          ],
          distribution: [{ name: 'Team', percentage: '20.5' }, { name: 'Treasury' }, { name: 'Community', percentage: 30 }],
          release_schedule: [
            { unlock_date: 2_000, tokens_to_unlock: '50', allocation_details: { Team: '30', Investors: 20, Nobody: 'n/a', '': 5 } },
            { unlock_date: 1_000, tokens_to_unlock: 10, allocation_details: null }, { unlock_date: 'soon', tokens_to_unlock: 1 },
          ],
          listed_at: '2018-10-08T00:00:00.000Z', tags: ['Stablecoin', null, ''], rank: '7',
        },
      });
      assert.deepEqual(asset.exchanges, [{ name: 'Gate', logo: 'https://x/gate.webp' }, { name: 'MEXC', logo: undefined }]);
      assert.deepEqual(asset.investors, [
        { name: 'Paradigm', type: 'Venture Capital', lead: true, country: 'United States' },
        { name: 'Angel', type: undefined, lead: false, country: undefined },
      ], 'lead only when the service says true');
      assert.deepEqual(asset.distribution, [{ name: 'Team', percentage: 20.5 }, { name: 'Community', percentage: 30 }]);
      assert.deepEqual(asset.unlocks, [
        { date: 1_000, amount: 10, allocations: [] },
        { date: 2_000, amount: 50, allocations: [{ name: 'Team', amount: 30 }, { name: 'Investors', amount: 20 }] },
      ], 'earliest first');
      assert.equal(asset.listedAt, Date.UTC(2018, 9, 8));
      assert.deepEqual(asset.tags, ['Stablecoin']);
      assert.equal(asset.rank, 7);
    });
  });

  describe('search', () => {
    const hit = { id: 1, name: 'Ethereum', symbol: 'ETH', contracts: [], blockchains: ['Ethereum'], liquidity: 0, logo: 'l', market_cap: 1, price: 3000, twitter: 't', volume: 2, website: 'w' };
    it('accepts an array, a single object, or nothing in data', () => {
      assert.equal(parseResponse(searchResponseSchema, { data: [hit, { ...hit, name: 'Ether.fi', symbol: 'ETHFI' }] }).length, 2);
      assert.deepEqual(parseResponse(searchResponseSchema, { data: hit }).map((r) => r.symbol), ['ETH']);
      assert.deepEqual(parseResponse(searchResponseSchema, { data: null }), []);
      assert.deepEqual(parseResponse(searchResponseSchema, {}), []);
    });

    it('reads a pool as a pair: base token first, named by symbol, else name, else address', () => {
      const token = (address: string, symbol?: string, name?: string) => ({ address, symbol, name, logo: `https://x/${address}.png` });
      const pool = {
        type: 'uniswap-v3', address: '0xpool', blockchain: 'Ethereum', token0: token('0xusdc', 'USDC', 'USD Coin'), token1: token('0xWETH', undefined, 'Wrapped Ether'),
        baseToken: '0xweth', exchange: { name: 'Uniswap V3' }, liquidity: '1000', volume24h: 20, price: 3000,
      };
      const [pair, unnamed] = parseResponse(searchResponseSchema, {
        data: [pool, { ...pool, baseToken: undefined, exchange: 'Uniswap', token0: token('0x1234567890'), token1: token('0xusdc', undefined, ' ') }],
      });
      assert.deepEqual(pair, {
        kind: 'pair', id: undefined, name: 'Wrapped Ether/USDC', symbol: 'Wrapped Ether/USDC', logo: 'https://x/0xWETH.png',
        contracts: [{ address: '0xWETH', blockchain: 'Ethereum' }], blockchains: ['Ethereum'],
        price: 3000, marketCap: undefined, liquidity: 1000, volume: 20, website: undefined, twitter: undefined,
        pair: {
          address: '0xpool', blockchain: 'Ethereum', exchange: 'Uniswap V3',
          base: { name: 'Wrapped Ether', symbol: 'Wrapped Ether', address: '0xWETH' }, quote: { name: 'USD Coin', symbol: 'USDC', address: '0xusdc' },
        },
      });
      assert.equal(unnamed?.name, '0x1234…/0xusdc…');
      assert.ok(unnamed?.kind === 'pair');
      assert.equal(unnamed.pair.exchange, undefined);
      assert.deepEqual(unnamed.pair.quote, { name: '', symbol: '', address: '0xusdc' });
    });

    it('drops one malformed hit but reports a list where every hit is malformed', () => {
      assert.equal(parseResponse(searchResponseSchema, { data: [hit, { id: 2 }] }).length, 1);
      assert.throws(() => parseResponse(searchResponseSchema, { data: [{ id: 2 }] }), (e: unknown) =>
        e instanceof InvalidResponseError && e.field === 'data[0].name');
    });
  });

  describe('single-wallet holdings', () => {
    const liveEntry = {
      asset: { id: null, name: 'USD Coin', symbol: 'USDC', logo: 'l', decimals: 6, contracts: [USDC], blockchains: ['Ethereum'] },
      price: 1, price_change_24h: 0.01, token_balance: '1500.5', estimated_balance: 1500.5, allocation: 60,
      wallets: [WALLET], realized_pnl: 0, unrealized_pnl: 0.5, price_bought: 0.99, total_invested: 1485,
      cross_chain_balances: {
        Ethereum: { balance: 1000, balanceRaw: '1000000000', chainId: 1, address: USDC },
        Base: { balance: '500.5', balanceRaw: '500500000', chainId: 'evm:8453', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
        junk: 'not a balance',
      },
      contracts_balances: [{ address: USDC, balance: 1000, balanceRaw: '1000000000', chainId: 'evm:1', decimals: 6 }],
    };

    it('reads the live shape { data: { assets, total_wallet_balance } }', () => {
      const portfolio = parseResponse(singlePortfolioSchema(WALLET), { data: { total_wallet_balance: 2500.5, wallets: [WALLET], assets: [liveEntry], balances_length: 1 } });
      assert.equal(portfolio.wallet, WALLET);
      assert.equal(portfolio.totalUsd, 2500.5);
      const [holding] = portfolio.holdings;
      assert.equal(holding?.tokenBalance, 1500.5);
      assert.equal(holding?.asset.id, undefined);
      assert.deepEqual(holding?.chainBalances.map((c) => [c.chain, c.chainId, c.tokenBalance]), [['Ethereum', '1', 1000], ['Base', 'evm:8453', 500.5]]);
      assert.equal(holding?.priceBought, 0.99);
    });

    it('reads the spec shape { assets: [{ balance, roi, ... }] } and sums the total itself', () => {
      const portfolio = parseResponse(singlePortfolioSchema(WALLET), {
        assets: [
          { allocation: 75, asset: { name: 'Ether', symbol: 'ETH' }, balance: 1, estimated_balance: 3000, price: 3000, price_bought: 2000, roi: 50 },
          { allocation: 25, asset: { symbol: 'USDC' }, balance: 1000, estimated_balance: 1000, price: 1, price_bought: 1, roi: 0 },
        ],
      });
      assert.equal(portfolio.totalUsd, 4000);
      assert.equal(portfolio.holdings[0]?.roi, 50);
      assert.equal(portfolio.holdings[1]?.asset.name, 'USDC');
    });

    it('computes the USD value when the service leaves it out', () => {
      const portfolio = parseResponse(singlePortfolioSchema(WALLET), { assets: [{ asset: { symbol: 'ETH' }, balance: 2, price: 3000 }] });
      assert.equal(portfolio.holdings[0]?.usdValue, 6000);
    });

    it('says which field is wrong when no holding can be read', () => {
      assert.throws(() => parseResponse(singlePortfolioSchema(WALLET), { data: { assets: [{ ...liveEntry, token_balance: 'lots' }] } }), (e: unknown) =>
        e instanceof InvalidResponseError && e.field === 'assets[0].token_balance');
      assert.throws(() => parseResponse(singlePortfolioSchema(WALLET), { data: { assets: 'none' } }), InvalidResponseError);
    });
  });

  describe('multi-wallet holdings', () => {
    it('reads the spec shape with asset.data and a wallet per entry', () => {
      const body = { data: [{ total_wallet_balance: 1000, wallet: WALLET, assets: [{ asset: { data: { ...record, contracts: [null], kyc: null } }, price: 1, estimated_balance: 1000, token_balance: 1000, cross_chain_balances: {} }] }] };
      const [portfolio] = parseResponse(multiPortfolioSchema([WALLET]), body);
      assert.equal(portfolio?.wallet, WALLET);
      assert.equal(portfolio?.holdings[0]?.asset.symbol, 'USDC');
      assert.deepEqual(portfolio?.holdings[0]?.asset.contracts, []);
    });

    it('matches live entries without a wallet field by their wallets list or position', () => {
      const other = 'So11111111111111111111111111111111111111112';
      const body = { data: [{ total_wallet_balance: 0, wallets: [WALLET], assets: [] }, { total_wallet_balance: '12.5', assets: [] }] };
      assert.deepEqual(parseResponse(multiPortfolioSchema([WALLET, other]), body).map((p) => [p.wallet, p.totalUsd]), [[WALLET, 0], [other, 12.5]]);
    });
  });

  describe('NFTs', () => {
    it('parses the metadata JSON string and tolerates null metadata and numeric strings', () => {
      const { nfts, total } = parseResponse(nftResponseSchema, {
        data: [
          { amount: '1', contract_type: 'ERC721', metadata: '{"name":"Ape #1","image":"ipfs://Qm/1.png"}', name: 'BoredApeYachtClub', symbol: 'BAYC', token_address: '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', token_hash: 'h', token_id: '1', token_uri: 'ipfs://Qm/1', owner_of: WALLET, blockchain: 'Ethereum', chain_id: 'evm:1' },
          { amount: '3', contract_type: 'ERC1155', metadata: null, name: null, symbol: null, token_address: '0x28472a58A490c5e09A238847F66A68a47cC76f0f', token_hash: 'h2', token_id: 0, token_uri: 'https://x/0' },
          { amount: '1', contract_type: 'ERC721', metadata: '{broken', token_address: '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', token_id: '2' },
        ],
        pagination: { total: 3 },
      });
      assert.deepEqual(nfts[0]?.metadata, { name: 'Ape #1', description: undefined, image: 'ipfs://Qm/1.png' });
      assert.equal(nfts[1]?.amount, 3);
      assert.equal(nfts[1]?.tokenId, '0');
      assert.equal(nfts[1]?.name, undefined);
      assert.equal(nfts[2]?.metadata, undefined);
      assert.equal(total, 3);
    });
  });
});
