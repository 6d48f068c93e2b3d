// The price list: what each request costs (each operation's declaration says its endpoint's price), and that the
// client's reading agrees with the reference server's own account (written apart) on every request Walletscope makes.
import assert from 'node:assert/strict';
import { OPERATIONS } from '../../src/api/catalogue';
import { ALL_CHAINS_ESTIMATE, portfolioPrice, priceOf } from '../../src/api/credits/prices';
import { planOf } from '../../src/api/credits/plans';
import { readServiceFigures } from '../../src/api/transport/serviceFigures';
import { CreditAccount } from '../server/account';
import { CHAINS } from '../server/data/chains';

/** Each declared endpoint, by its full path. */
const ENDPOINTS = new Map(OPERATIONS.flatMap((op) => Object.values(op.generations)).map((e) => [e.path.startsWith('/api/') ? e.path : `/api/1${e.path}`, e]));

const price = (url: string, allChains?: number) => {
  const u = new URL(url, 'https://api.example');
  const endpoint = ENDPOINTS.get(u.pathname);
  assert.ok(endpoint, `${u.pathname} is declared`);
  return priceOf(endpoint.price, (n) => u.searchParams.get(n), allChains);
};

describe('credits: the price list', () => {
  it('charges the listed endpoints their price and every other call 1', () => {
    assert.equal(price('/api/1/market/history/pair?address=0x1'), 5);
    assert.equal(price('/api/1/search?input=usd&name=usd'), 5);
    assert.equal(price('/api/1/market/history?id=1&from=0&period=5m'), 5);
    assert.equal(price('/api/1/metadata?asset=USDC'), 1);
    assert.equal(price('/api/1/wallet/nfts?wallet=0xabc&page=1'), 1);
    assert.equal(price('/api/1/market/sparkline?id=1&timeFrame=7d'), 1);
  });

  it('charges portfolios per chain named, and every chain when none is', () => {
    assert.equal(price('/api/1/wallet/portfolio?wallet=0x1&blockchains=Ethereum,Base'), 2);
    assert.equal(price('/api/1/wallet/portfolio?wallet=0x1'), ALL_CHAINS_ESTIMATE);
    assert.equal(price('/api/1/wallet/portfolio?wallet=0x1', 6), 6);
    assert.equal(price('/api/1/wallet/multi-portfolio?wallets=0x1,0x2,0x3&blockchains=Solana'), 3);
    assert.equal(price('/api/1/wallet/multi-portfolio?wallets=0x1,0x2', 6), 12);
    assert.equal(portfolioPrice(3, ['Ethereum', 'Base']), 6);
    assert.equal(portfolioPrice(2, undefined, 6), 12);
    assert.equal(portfolioPrice(2, [], 6), 12);
  });

  it('charges wallet history 2 per EVM chain and 4 for Solana per wallet, v1 transactions 1 and 2, activity and labels 1', () => {
    assert.equal(price('/api/1/wallet/history?wallets=0x1,0x2&blockchains=Base,Solana'), 12);
    assert.equal(price('/api/1/wallet/history?wallet=0x1', 6), 14, 'every chain, Solana among them');
    assert.equal(price('/api/1/wallet/transactions?wallet=0x1&blockchains=solana:solana,evm:1'), 3);
    assert.equal(price('/api/2/wallet/activity?wallet=0x1&blockchains=Ethereum,Solana'), 1);
    assert.equal(price('/api/1/wallet/labels'), 1);
  });

  it('charges batched market data per asset', () => {
    assert.equal(price('/api/1/market/multi-data?ids=1,2,3'), 3);
    assert.equal(price('/api/1/market/multi-data?assets=0xa,0xb&blockchains=Ethereum,Base'), 2);
  });

  it('agrees with the reference server\'s own account on every request Walletscope makes', () => {
    const account = new CreditAccount('free');
    const requests = [
      '/api/1/search?input=usd&name=usd', '/api/1/metadata?asset=USD+Coin', '/api/1/market/history?id=100006&from=1&period=1h',
      '/api/1/wallet/multi-portfolio?wallets=0x1,0x2&cache=true&pnl=true', '/api/1/wallet/multi-portfolio?wallets=0x1&blockchains=Ethereum,Base',
      '/api/1/wallet/portfolio?wallet=0x1&blockchains=Solana', '/api/1/wallet/nfts?wallet=0x1&page=2&limit=100&pagination=true',
      '/api/1/market/multi-data?ids=100001,100006', '/api/1/market/multi-data?assets=0xa&blockchains=Ethereum', '/api/1/market/sparkline?id=1&timeFrame=7d',
      '/api/2/wallet/activity?wallet=0x1&limit=25&order=desc&filterSpam=true', '/api/2/wallet/activity?wallet=0x1&blockchains=Ethereum,Solana&cursorHash=0xab',
      '/api/1/wallet/transactions?wallet=0x1&limit=25&pagination=true', '/api/1/wallet/transactions?wallet=0x1&blockchains=Ethereum,Solana&offset=25',
      '/api/1/wallet/history?wallet=0x1&from=0&period=1d', '/api/1/wallet/history?wallets=0x1,0x2&blockchains=Base,Solana&period=1h',
      '/api/1/wallet/history?wallets=0x1,0x2,0x3', '/api/1/wallet/labels',
      '/api/2/fast-search?input=usd&limit=20', '/api/2/asset/price-history?id=1&period=1h', '/api/2/asset/details', '/api/2/token/price',
      '/api/2/token/markets?address=0x1&blockchain=Ethereum', '/api/1/market/pairs?asset=0x1', '/api/2/market/details?address=0x1',
      '/api/2/market/ohlcv-history?address=0x1&blockchain=Base&period=1h', '/api/1/market/history/pair?address=0x1&period=1h',
      '/api/1/market/trades/pair?address=0x1', '/api/2/swap/quoting?chainId=evm:1', '/api/2/pulse', '/api/1/market/query?sortBy=volume',
    ];
    const asked = new Set(requests.map((url) => new URL(url, 'http://127.0.0.1').pathname));
    for (const path of ENDPOINTS.keys()) assert.ok(asked.has(path), `${path} is among the requests compared`);
    for (const url of requests) {
      const u = new URL(url, 'http://127.0.0.1');
      assert.equal(price(url, CHAINS.length), account.cost(u.pathname, u.searchParams), url);
    }
  });
});

describe('credits: plans', () => {
  it('knows each plan\'s credits and whether the price feed comes with it', () => {
    assert.deepEqual([planOf('free', 0).monthlyCredits, planOf('free', 0).priceFeed], [10_000, 'no']);
    assert.equal(planOf('startup', 0).monthlyCredits, 125_000);
    assert.equal(planOf('growth', 0).monthlyCredits, 1_250_000);
    assert.deepEqual([planOf('enterprise', 0).monthlyCredits, planOf('enterprise', 0).priceFeed], [Infinity, 'yes']);
    assert.deepEqual([planOf('custom', 42_000).monthlyCredits, planOf('custom', 42_000).priceFeed], [42_000, 'try']);
  });

  it('takes an unknown plan for the free one, and a custom plan without credits as the free allowance', () => {
    assert.equal(planOf('platinum', 0).name, 'free');
    assert.equal(planOf('custom', -5).monthlyCredits, 10_000);
    assert.equal(planOf('custom', NaN).monthlyCredits, 10_000);
    assert.equal(planOf('custom', 1e200).monthlyCredits, 1e12, 'the setting\'s maximum, which VS Code does not enforce');
  });
});

describe('credits: the service\'s own figures', () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name];

  it('reads cost, limit and remaining under the names services use', () => {
    assert.deepEqual(readServiceFigures(headers({ 'x-ratelimit-cost': '6', 'x-ratelimit-limit': '10000', 'x-ratelimit-remaining': '9994' })),
      { cost: 6, limit: 10_000, remaining: 9994 });
    assert.deepEqual(readServiceFigures(headers({ 'x-credits-remaining': '12' })), { remaining: 12 });
  });

  it('has nothing to say for absent, negative, absurd or non-numeric figures', () => {
    assert.equal(readServiceFigures(headers({})), undefined);
    assert.equal(readServiceFigures(headers({ 'x-ratelimit-cost': '-1', 'x-ratelimit-limit': '1e400', 'x-ratelimit-remaining': 'lots' })), undefined);
    assert.equal(readServiceFigures(headers({ 'x-ratelimit-remaining': '9'.repeat(309) })), undefined);
  });
});
