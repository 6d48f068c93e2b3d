// Answers in the live service's shapes (our own fixtures, each checked against the service's published
// schemas first) go through the client over loopback HTTP and lose nothing a user would see.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidResponseError } from '../../src/api/transport/errors';
import { startFixtureServer, type FixtureServer } from './fixtureServer';
import { liveSchemaIssues, type LiveOperation } from './liveSchemas';
import { getPriceHistory } from '../../src/api/history';
import { searchAssets } from '../../src/api/search';

const FIXTURES = join(__dirname, '..', 'fixtures', 'live');

function fixture(name: string, operation: LiveOperation): unknown {
  const body: unknown = JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));
  assert.deepEqual(liveSchemaIssues(operation, body, { strict: true }), [], `${name}.json must be a live ${operation} answer`);
  return body;
}

describe('conformance: live-shaped answers read without loss', () => {
  let f: FixtureServer;
  before(async () => { f = await startFixtureServer(); });
  after(async () => { await f.close(); });

  describe('metadata', () => {
    it('keeps every figure, link, contract and extra of a full record', async () => {
      f.serve(fixture('metadata-full', 'metadata'));
      const arb = await f.client.getAssetMetadata('ARB');
      assert.ok(arb);
      assert.equal(arb.name, 'Arbitrum');
      assert.equal(arb.symbol, 'ARB');
      assert.equal(arb.id, 100012345);
      assert.equal(arb.rank, 48);
      assert.equal(arb.price, 0.4132);
      assert.equal(arb.marketCap, 1874000000);
      assert.equal(arb.logo, 'https://metadata.mobula.io/assets/logos/arb-example.png');
      assert.deepEqual(arb.contracts, [
        { address: '0x912CE59144191C1204E64559FE8253a0e49E6548', blockchain: 'Arbitrum', decimals: 18 },
        { address: '0xB50721BCf8d664c30412Cfbc6cf7a15145234ad1', blockchain: 'Ethereum', decimals: 18 },
      ]);
      assert.deepEqual([arb.website, arb.twitter, arb.discord, arb.telegram, arb.audit, arb.chat, arb.kyc], [
        'https://arbitrum.foundation', 'https://twitter.com/arbitrum', 'https://discord.gg/arbitrum', 'https://t.me/arbitrum',
        'https://docs.arbitrum.foundation/audit-reports', undefined, undefined,
      ]);
      assert.deepEqual([arb.totalSupply, arb.circulatingSupply, arb.maxSupply], [10000000000, 4535000000, 10000000000]);
      assert.deepEqual(arb.tags, ['Layer 2 (L2)', 'Arbitrum Ecosystem', 'Governance']);
      assert.equal(arb.listedAt, Date.UTC(2023, 2, 23));
      assert.deepEqual(arb.exchanges.map((e) => e.name), ['Binance', 'Coinbase'], 'an exchange without a name is dropped');
      assert.deepEqual(arb.investors.map((i) => [i.name, i.lead, i.type]), [
        ['Lightspeed Venture Partners', true, 'Venture Capital'], ['Pantera Capital', false, 'Venture Capital'],
      ]);
      assert.equal(arb.distribution.length, 5);
      assert.deepEqual(arb.distribution[0], { name: 'DAO Treasury', percentage: 42.78 });
      assert.deepEqual(arb.unlocks.map((u) => [u.date, u.amount]), [[1710547200000, 1110000000], [1900000000000, 92650000]], 'earliest first');
      assert.deepEqual(arb.unlocks[1]?.allocations, [{ name: 'Team and Advisors', amount: 56180000 }, { name: 'Investors', amount: 36470000 }]);
      assert.match(arb.description ?? '', /Arbitrum is a suite/);
    });

    it('reads nulls and empty extras as absent, never as zero or "null"', async () => {
      f.serve(fixture('metadata-nulls', 'metadata'));
      const token = await f.client.getAssetMetadata('7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs');
      assert.ok(token);
      assert.deepEqual([token.id, token.price, token.logo, token.description, token.maxSupply, token.website, token.listedAt, token.rank],
        [undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
      assert.deepEqual(token.contracts, [{ address: '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs', blockchain: 'Solana', decimals: 6 }]);
      assert.deepEqual([token.tags, token.exchanges, token.investors, token.distribution, token.unlocks], [[], [], [], [], []]);
    });

    it('keeps the native placeholder contract and ignores fields it does not know', async () => {
      f.serve(fixture('metadata-native', 'metadata'));
      const eth = await f.client.getAssetMetadata('ETH');
      assert.equal(eth?.contracts.length, 2);
      assert.equal(eth?.chat, 'https://gitter.im/ethereum/home');
      assert.equal(eth?.listedAt, Date.UTC(2015, 7, 7));
      assert.deepEqual(eth?.exchanges, [{ name: 'Kraken', logo: undefined }]);
    });
  });

  describe('search', () => {
    it('reads asset and token hits with their prices, volumes and contracts', async () => {
      f.serve(fixture('search-mixed', 'search'));
      const hits = await searchAssets(f.client, 'usd');
      assert.deepEqual(hits.map((h) => [h.kind, h.symbol, h.name]), [
        ['asset', 'USDC', 'USD Coin'], ['token', 'USDX', 'USD Example Dollar'], ['asset', 'USDT', 'Tether USD'],
      ]);
      const [usdc, usdx, usdt] = hits;
      assert.equal(usdc?.price, 0.99991);
      assert.equal(usdc?.marketCap, 60100000000);
      assert.equal(usdc?.volume, 5200000000);
      assert.equal(usdc?.logo, 'https://metadata.mobula.io/assets/logos/usdc-example.png');
      assert.deepEqual(usdc?.contracts.map((c) => c.blockchain), ['Ethereum', 'Solana']);
      assert.equal(usdx?.id, undefined);
      assert.equal(usdx?.volume, 183000, 'a token hit\'s volume_24h is its volume');
      assert.equal(usdx?.liquidity, undefined);
      assert.equal(usdt?.price, undefined, 'a null price is no price, not $0');
    });

    it('reads a list of only pairs, base token first, numbers given as strings', async () => {
      f.serve(fixture('search-pairs', 'search'));
      const hits = await searchAssets(f.client, 'wsol');
      assert.equal(hits.length, 2);
      const [raydium, uniswap] = hits;
      assert.equal(raydium?.kind, 'pair');
      assert.equal(raydium?.name, 'WSOL/USDC');
      assert.deepEqual([raydium?.price, raydium?.liquidity, raydium?.volume], [184.25, 12400000, 48210000.5]);
      assert.deepEqual(raydium?.contracts, [{ address: 'So11111111111111111111111111111111111111112', blockchain: 'Solana' }]);
      assert.ok(raydium?.kind === 'pair' && raydium.pair.exchange === 'Raydium' && raydium.pair.address === '58oQChx4yWmvKdwLLZzBi4ChoCc2fqCUWBkwMihLYQo2');
      assert.equal(uniswap?.name, 'WETH/USDC', 'baseToken names the base even when it is token1 and lower-cased');
      assert.equal(uniswap?.contracts[0]?.address, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2');
    });

    it('reads an empty list as no results', async () => {
      f.serve(fixture('search-empty', 'search'));
      assert.deepEqual(await searchAssets(f.client, 'zzzz'), []);
    });
  });

  describe('holdings', () => {
    it('keeps balances, USD values, chains and price bought of one wallet', async () => {
      f.serve(fixture('portfolio-evm-pnl', 'portfolio'));
      const p = await f.client.getPortfolio('0x4E5b2e1dc63F6b91cb6Cd759936495434C7e972F', { pnl: true });
      assert.equal(p.totalUsd, 8652.31);
      assert.deepEqual(p.holdings.map((h) => [h.asset.symbol, h.tokenBalance, h.usdValue]), [
        ['ETH', 2.25, 7543.0575], ['USDC', 1100.25, 1100.14], ['HTINU', 2500000000, 10.3],
      ]);
      const eth = p.holdings[0];
      assert.deepEqual(eth?.chainBalances.map((b) => [b.chain, b.tokenBalance]), [['Ethereum', 2], ['Base', 0.25]]);
      assert.deepEqual([eth?.price, eth?.priceChange24h, eth?.priceBought, eth?.realizedPnl, eth?.unrealizedPnl], [3352.47, 1.84, 2511.12, 412.5, 1893.1]);
      assert.equal(eth?.asset.logo, 'https://metacore.mobula.io/eth-example.png');
      assert.equal(p.holdings[2]?.asset.id, undefined);
      assert.equal(p.holdings[2]?.asset.logo, undefined);
    });

    it('reads a Solana wallet with lamports, token accounts and no logo', async () => {
      f.serve(fixture('portfolio-solana', 'portfolio'));
      const p = await f.client.getPortfolio('89pFM3kBrQzdEW7wZpULWFRMzps3HRaph9yZMJjVUeZz');
      assert.equal(p.wallet, '89pFM3kBrQzdEW7wZpULWFRMzps3HRaph9yZMJjVUeZz');
      assert.deepEqual(p.holdings.map((h) => [h.asset.symbol, h.price, h.tokenBalance, h.usdValue]), [
        ['SOL', 184.25, 42.5, 7830.625], ['BONK', 0.00001088, 125000000, 1360],
      ]);
      assert.equal(p.holdings[0]?.asset.logo, undefined);
      assert.deepEqual(p.holdings[1]?.chainBalances, [{ chain: 'Solana', chainId: 'solana:solana', tokenBalance: 125000000, address: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263' }]);
    });

    it('matches several wallets answered out of order, by address in any case', async () => {
      f.serve(fixture('multi-portfolio', 'multiPortfolio'));
      const asked = ['0x7cdCEc1688b3C228619F35b18C8328d473186720', '0xa6e70E417Bc31a700836BB15eE23e85bD9283056'];
      const portfolios = await f.client.getMultiPortfolio(asked);
      const byWallet = new Map(portfolios.map((p) => [p.wallet.toLowerCase(), p]));
      assert.equal(byWallet.get(asked[0]!.toLowerCase())?.totalUsd, 2500.75);
      assert.deepEqual(byWallet.get(asked[0]!.toLowerCase())?.holdings[0]?.chainBalances.map((b) => b.chain), ['Ethereum', 'Base']);
      assert.deepEqual(byWallet.get(asked[1]!.toLowerCase())?.holdings, []);
    });
  });

  describe('NFTs', () => {
    it('reads live items (no metadata, contract type or hash) with token URI and chain, and the total', async () => {
      f.serve(fixture('nfts-page1', 'nfts'));
      const page = await f.client.getNfts('0x72982fdCC074052Fd45137a58972f9844d475072', { maxItems: 3 });
      assert.equal(page.total, 212);
      assert.equal(page.more, true);
      assert.deepEqual(page.nfts.map((n) => [n.contract, n.tokenId, n.amount, n.blockchain, n.tokenUri, n.name]), [
        ['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', '8817', 1, 'Ethereum', 'ipfs://QmExampleBaycFolder/8817', 'BoredApeYachtClub'],
        ['0x33FD426905F149f8376e227d0C9D3340AaD17aF1', '8', 4, 'Ethereum', 'https://arweave.net/example-memes-8', 'The Memes by 6529'],
        ['0xD4307E0acD12CF46fD6cf93BC264f5D5D1598792', '1337', 1, 'Base', undefined, undefined],
      ]);
      assert.equal(f.queries.at(-1)?.get('pagination'), 'true');
    });

    it('reads an answer without pagination as the whole list', async () => {
      f.serve(fixture('nfts-unpaged', 'nfts'));
      const page = await f.client.getNfts('2EXqNzcwaxJbAECbQmvzc8QRPomaEpbpPAstwSbd8Ec9');
      assert.deepEqual([page.nfts.length, page.total, page.more], [1, undefined, false]);
      assert.equal(page.nfts[0]?.blockchain, 'Solana');
    });
  });

  describe('price history', () => {
    it('keeps every price, volume and market cap point, nulls skipped, dust exact', async () => {
      f.serve(fixture('history-7d', 'history'));
      const week = await getPriceHistory(f.client, { id: 100118 }, '7d');
      assert.equal(week?.symbol, 'ARB');
      assert.equal(week?.price.t.length, 11);
      assert.deepEqual([week?.price.v[0], week?.price.v.at(-1)], [0.9512, 0.975]);
      assert.deepEqual(week?.volume.v, [412000000, 389000000]);
      assert.deepEqual(week?.marketCap.v, [4100000000, 4210000000]);
      assert.equal(f.queries.at(-1)?.get('id'), '100118');
      f.serve(fixture('history-tiny', 'history'));
      const tiny = await getPriceHistory(f.client, { asset: 'PEPE' }, 'all');
      assert.equal(tiny?.price.v[1], 2.2957561345049817e-10);
    });

    it('reads an empty window as no points', async () => {
      f.serve(fixture('history-empty', 'history'));
      const empty = await getPriceHistory(f.client, { asset: 'ZPH' }, '24h');
      assert.deepEqual(empty?.price, { t: [], v: [] });
    });
  });

  describe('change in the live shape', () => {
    /** A copy with an unknown field added to every object, at every depth. */
    function withExtras(value: unknown): unknown {
      if (Array.isArray(value)) return value.map(withExtras);
      if (!value || typeof value !== 'object') return value;
      const copy = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withExtras(v)]));
      return { ...copy, addedLater: { nested: [1, 'two', null] } };
    }

    const calls: Array<[string, LiveOperation, (s: FixtureServer) => Promise<unknown>]> = [
      ['metadata-full', 'metadata', (s) => s.client.getAssetMetadata('ARB')],
      ['search-mixed', 'search', (s) => searchAssets(s.client, 'usd')],
      ['search-pairs', 'search', (s) => searchAssets(s.client, 'wsol')],
      ['portfolio-evm-pnl', 'portfolio', (s) => s.client.getPortfolio('0x4E5b2e1dc63F6b91cb6Cd759936495434C7e972F')],
      ['multi-portfolio', 'multiPortfolio', (s) => s.client.getMultiPortfolio(['0x7cdCEc1688b3C228619F35b18C8328d473186720'])],
      ['nfts-page1', 'nfts', (s) => s.client.getNfts('0x72982fdCC074052Fd45137a58972f9844d475072', { maxItems: 3 })],
      ['history-7d', 'history', (s) => getPriceHistory(s.client, { id: 100118 }, '7d')],
    ];
    for (const [name, operation, call] of calls) {
      it(`an unknown extra field at any depth changes nothing read from ${name}`, async () => {
        const body = fixture(name, operation);
        f.serve(body);
        const plain = await call(f);
        f.serve(withExtras(body));
        assert.deepEqual(await call(f), plain);
      });
    }

    it('a record it cannot read names the field', async () => {
      const body = fixture('metadata-full', 'metadata') as { data: Record<string, unknown> };
      f.serve({ data: { ...body.data, name: 42 } });
      await assert.rejects(f.client.getAssetMetadata('ARB'), (e: unknown) => e instanceof InvalidResponseError && e.field === 'name');
    });
  });
});
