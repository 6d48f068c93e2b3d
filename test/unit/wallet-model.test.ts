import assert from 'node:assert/strict';
import type { Holding, Nft, Portfolio } from '../../src/api/types';
import { breakdown, shownTotals } from '../../src/core/breakdown';
import {
  groupForRequests, groupNfts, matchPortfolios, openableTokenUri, parseWalletSetting, sortHoldings, visibleHoldings,
} from '../../src/wallets/model';

const A = '0x7cdCEc1688b3C228619F35b18C8328d473186720';
const B = '0x83205C42196a94f331C406334215Dba2E09f0A3d';
const S = '89pFM3kBrQzdEW7wZpULWFRMzps3HRaph9yZMJjVUeZz';

function holding(symbol: string, usdValue: number): Holding {
  return {
    asset: { id: undefined, name: symbol, symbol, logo: undefined, contracts: [], blockchains: [] },
    price: 1, tokenBalance: usdValue, usdValue, allocation: undefined, priceChange24h: undefined, priceBought: undefined,
    roi: undefined, realizedPnl: undefined, unrealizedPnl: undefined, chainBalances: [],
  };
}

function nft(contract: string, tokenId: string, name?: string): Nft {
  return { contract, tokenId, name, symbol: undefined, amount: 1, contractType: 'ERC721', tokenUri: undefined, tokenHash: undefined, blockchain: 'Ethereum', metadata: undefined };
}

describe('wallet model', () => {
  it('reads the wallets setting leniently and keeps each wallet once', () => {
    assert.deepEqual(parseWalletSetting([
      { address: ` ${A} `, label: ' Main ', chains: ['Base', 3, ''] },
      A.toLowerCase(),
      S,
      { label: 'no address' },
      42,
      { address: B, label: '' },
    ]), [{ address: A, label: 'Main', chains: ['Base'] }, { address: S }, { address: B }]);
    assert.deepEqual(parseWalletSetting('nope'), []);
  });

  it('groups wallets by chain filter into chunks, one request per chunk', () => {
    const wallets = Array.from({ length: 50 }, (_, i) => ({ address: `w${i}` }));
    const groups = groupForRequests(wallets, 20);
    assert.deepEqual(groups.map((g) => g.wallets.length), [20, 20, 10]);
    const mixed = groupForRequests([{ address: 'a', chains: ['Solana'] }, { address: 'b' }, { address: 'c', chains: ['Solana'] }], 20);
    assert.deepEqual(mixed, [{ wallets: ['a', 'c'], chains: ['Solana'] }, { wallets: ['b'], chains: undefined }]);
  });

  it('matches portfolios to wallets by address in any case, else by position', () => {
    const p = (wallet: string): Portfolio => ({ wallet, totalUsd: 1, holdings: [] });
    const matched = matchPortfolios(['vitalik.eth', A], [p('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'), p(A.toLowerCase())]);
    assert.equal(matched.get(A)?.wallet, A.toLowerCase());
    assert.equal(matched.get('vitalik.eth')?.wallet, '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045');
  });

  it('sorts holdings by USD value, ties by symbol', () => {
    assert.deepEqual(sortHoldings([holding('B', 5), holding('A', 5), holding('C', 50)]).map((h) => h.asset.symbol), ['C', 'A', 'B']);
  });

  it('hides balances under the threshold and says how many and how much', () => {
    const v = visibleHoldings([holding('DUST', 0.2), holding('ETH', 3000), holding('SHIB', 0.9)], true, 1);
    assert.deepEqual(v.shown.map((h) => h.asset.symbol), ['ETH']);
    assert.equal(v.hiddenCount, 2);
    assert.ok(Math.abs(v.hiddenUsd - 1.1) < 1e-9);
    assert.equal(visibleHoldings([holding('DUST', 0.2)], false, 1).shown.length, 1);
  });

  it('adds up the wallets\' shown totals (what the Wallets view, status bar, overview and wallet page show), a wallet not loaded yet as zero', () => {
    const a: Portfolio = { wallet: A, totalUsd: 10.5, holdings: [holding('ETH', 8.5), holding('USDC', 2)] };
    const b: Portfolio = { wallet: B, totalUsd: 2, holdings: [holding('SOL', 2)] };
    const totals = shownTotals([breakdown(a, true), undefined, breakdown(b, true)]);
    assert.equal(totals.totalUsd, 12.5);
    assert.equal(totals.change24hUsd, undefined, 'no holding has a 24h change');
    assert.deepEqual(shownTotals([]), { totalUsd: 0, change24hUsd: undefined });
  });

  it('groups NFTs by contract in any case, named collections, numeric token order', () => {
    const bayc = '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D';
    const groups = groupNfts([nft(bayc, '10'), nft('0x28472a58A490c5e09A238847F66A68a47cC76f0f', '1', 'Adidas'), nft(bayc.toLowerCase(), '9', 'BoredApeYachtClub'), nft(bayc, '100')]);
    assert.deepEqual(groups.map((g) => [g.name, g.items.map((i) => i.tokenId)]), [['Adidas', ['1']], ['BoredApeYachtClub', ['9', '10', '100']]]);
  });

  it('opens only http(s) token URIs and rewrites ipfs:// through the gateway', () => {
    assert.equal(openableTokenUri('ipfs://QmHash/1', 'https://ipfs.io/ipfs/'), 'https://ipfs.io/ipfs/QmHash/1');
    assert.equal(openableTokenUri('ipfs://ipfs/QmHash', 'https://cloudflare-ipfs.com/ipfs'), 'https://cloudflare-ipfs.com/ipfs/QmHash');
    assert.equal(openableTokenUri('https://api.example/1', 'https://ipfs.io/ipfs/'), 'https://api.example/1');
    assert.equal(openableTokenUri('javascript:alert(1)', 'https://ipfs.io/ipfs/'), undefined);
    assert.equal(openableTokenUri('data:text/html,x', 'https://ipfs.io/ipfs/'), undefined);
    assert.equal(openableTokenUri('ipfs://Qm', 'javascript:x'), 'https://ipfs.io/ipfs/Qm', 'a non-https gateway is not used');
    assert.equal(openableTokenUri(undefined, 'https://ipfs.io/ipfs/'), undefined);
  });
});
