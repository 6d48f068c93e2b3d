// One client, two generations of the service's paths: against a server that speaks both, one whose v1
// paths the SDK dropped answer 404, and one that speaks only v1, every routed operation answers the same
// model, with the expected requests and no repeated probing; what answered is remembered per origin.
import assert from 'node:assert/strict';
import { AssetPriceHistoryParamsSchema, AssetPriceHistoryResponseSchema, SearchFastResponseSchema, SearchParamsSchema } from '@mobula_labs/types';
import { WalletAssetClient } from '../../src/api/client';
import { HttpError } from '../../src/api/transport/errors';
import { RECHECK_MS, RouteBook, type ApiVersion, type RememberedRoutes, type RouteStore } from '../../src/api/transport/routes';
import type { Portfolio } from '../../src/api/types';
import { WALLETS } from '../server/data/wallet-addresses';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import type { Generations } from '../server/v2-routes';
import { FAST_RETRY } from './helpers';
import { getPriceHistory } from '../../src/api/history';
import { searchAssets } from '../../src/api/search';
import { nowMs } from '../../src/core/clock';

const ETH_ID = 100002;

function memoryStore(): RouteStore & { value: RememberedRoutes | undefined } {
  const store = { value: undefined as RememberedRoutes | undefined, read: () => store.value, write: (v: RememberedRoutes) => { store.value = structuredClone(v); } };
  return store;
}

describe('service generations: current paths first, v1 as fallback, remembered per origin', () => {
  let server: ReferenceServer;
  before(async () => { server = await startReferenceServer(); });
  after(async () => { await server.close(); });

  let now = nowMs();
  function client(apiVersion: ApiVersion = 'auto', store: RouteStore = memoryStore()): WalletAssetClient {
    return new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 2000, cacheTtlSeconds: 60, apiKey: undefined, apiVersion }),
      { retry: FAST_RETRY, routes: new RouteBook(store, () => now) });
  }
  async function mode(generations: Generations): Promise<void> {
    const res = await fetch(`${server.url}/__control/generations`, { method: 'POST', body: JSON.stringify({ mode: generations }) });
    assert.equal(res.status, 200);
    server.resetCounts();
  }
  const paths = () => server.requests.map((r) => r.path);

  /** Search, a chart range and two wallets' holdings: the routed part of a session. */
  async function session(c: WalletAssetClient) {
    const hits = await searchAssets(c, 'ethereum');
    const history = await getPriceHistory(c, { id: ETH_ID }, '24h');
    const portfolios = await c.getMultiPortfolio([WALLETS.ordinary, WALLETS.multichain], { blockchains: ['Ethereum', 'Base'] });
    return { hits, history, portfolios };
  }
  const total = (ps: Portfolio[]) => ps.map((p) => p.totalUsd.toFixed(2));

  for (const [generations, routed] of [
    ['both', ['/api/1/search', '/api/1/market/history']],
    ['retire-v1', ['/api/1/search', '/api/2/fast-search', '/api/1/market/history', '/api/2/asset/price-history']],
  ] as const) {
    it(`auto on a service with ${generations}: search and history where the full picture is, wallets on the kept path`, async () => {
      await mode(generations);
      const { hits, history, portfolios } = await session(client());
      assert.deepEqual(paths(), [...routed, '/api/1/wallet/portfolio', '/api/1/wallet/portfolio']);
      const eth = hits.find((h) => h.id === ETH_ID);
      assert.equal(eth?.symbol, 'ETH');
      assert.equal(eth?.kind, 'asset');
      assert.ok(history && history.price.t.length > 200, 'a day of 5-minute prices');
      assert.equal(portfolios.length, 2);
    });
  }

  it('the same model from either generation: hits, prices and holdings match what v1 answers', async () => {
    await mode('both');
    const current = await session(client('2'));
    const v1 = await session(client('1'));
    assert.deepEqual(paths().filter((p) => !p.startsWith('/api/2/') && p !== '/api/1/wallet/portfolio'),
      ['/api/1/search', '/api/1/market/history', '/api/1/wallet/multi-portfolio']);
    const pick = (h: typeof current.hits) => h.filter((x) => x.id === ETH_ID).map((x) => ({ id: x.id, name: x.name, symbol: x.symbol, price: x.price }));
    assert.deepEqual(pick(current.hits), pick(v1.hits));
    assert.deepEqual(current.history?.price, v1.history?.price);
    assert.deepEqual(total(current.portfolios), total(v1.portfolios));
    assert.deepEqual(current.portfolios.map((p) => p.holdings.length), v1.portfolios.map((p) => p.holdings.length));
  });

  it('auto on a service with v1 retired: one probe per operation, then the current path straight away, also for a second client on the same store', async () => {
    await mode('retire-v1');
    const store = memoryStore();
    const first = client('auto', store);
    const { hits, history } = await session(first);
    assert.ok(hits.some((h) => h.id === ETH_ID));
    assert.ok(history && history.price.t.length > 200);
    assert.deepEqual(paths(), ['/api/1/search', '/api/2/fast-search', '/api/1/market/history', '/api/2/asset/price-history',
      '/api/1/wallet/portfolio', '/api/1/wallet/portfolio']);
    server.resetCounts();
    await getPriceHistory(first, { id: ETH_ID }, '30d');
    await getPriceHistory(client('auto', store), { id: ETH_ID }, '7d'); // a restart: the store remembers
    await searchAssets(client('auto', store), 'bitcoin');
    assert.deepEqual(paths(), ['/api/2/asset/price-history', '/api/2/asset/price-history', '/api/2/fast-search']);
  });

  it('auto on a v1-only service: every routed operation on v1 with no probe (the per-wallet portfolio is a v1 path too)', async () => {
    await mode('v1-only');
    await session(client());
    assert.deepEqual(paths(), ['/api/1/search', '/api/1/market/history', '/api/1/wallet/portfolio', '/api/1/wallet/portfolio']);
  });

  it('asks v1 again after a day, and moves back when the service has it again', async () => {
    await mode('retire-v1');
    const store = memoryStore();
    await getPriceHistory(client('auto', store), { id: ETH_ID }, '24h');
    await mode('both');
    server.resetCounts();
    await getPriceHistory(client('auto', store), { id: ETH_ID }, '7d');
    assert.deepEqual(paths(), ['/api/2/asset/price-history'], 'within the day the remembered answer stands');
    now += RECHECK_MS + 1;
    server.resetCounts();
    await getPriceHistory(client('auto', store), { id: ETH_ID }, '30d');
    await getPriceHistory(client('auto', store), { id: ETH_ID }, '1y');
    assert.deepEqual(paths(), ['/api/1/market/history', '/api/1/market/history']);
  });

  it('two first searches at once probe the missing path once', async () => {
    await mode('retire-v1');
    const c = client();
    const answers = await Promise.all([searchAssets(c, 'eth'), searchAssets(c, 'btc'), searchAssets(c, 'sol')]);
    assert.ok(answers.every((a) => a.length > 0));
    assert.equal(server.count('/api/1/search'), 1);
    assert.equal(server.count('/api/2/fast-search'), 3);
  });

  it('an unknown asset is "no history", from v2 as from v1, without asking the other generation', async () => {
    await mode('both');
    assert.equal(await getPriceHistory(client(), { id: 999_999_999 }, '24h'), undefined);
    assert.equal(await getPriceHistory(client('2'), { id: 999_999_999 }, '24h'), undefined);
    assert.deepEqual(paths(), ['/api/1/market/history', '/api/2/asset/price-history']);
  });

  it('a setting that names one generation asks only it, and a missing path is a clear error', async () => {
    await mode('retire-v1');
    await assert.rejects(searchAssets(client('1'), 'eth'), (e: unknown) => e instanceof HttpError && e.status === 404 && /404/.test(e.message));
    await mode('v1-only');
    await assert.rejects(getPriceHistory(client('2'), { id: ETH_ID }, '24h'), (e: unknown) => e instanceof HttpError && e.status === 404);
    assert.deepEqual(paths(), ['/api/2/asset/price-history']);
  });

  it('a name alone (no id, no contract) is history only v1 can look up, asked there directly', async () => {
    await mode('both');
    const history = await getPriceHistory(client(), { asset: 'Ethereum' }, '24h');
    assert.ok(history && history.price.t.length > 0);
    assert.deepEqual(paths(), ['/api/1/market/history']);
  });

  it('conformance: what we send to the v2 paths passes the service\'s parameter schemas, and its answers its response schemas', async () => {
    await mode('both');
    const c = client('2');
    await searchAssets(c, 'usd');
    await getPriceHistory(c, { id: ETH_ID }, '7d');
    await getPriceHistory(c, { asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', blockchain: 'Ethereum' }, '30d');
    for (const r of server.requests) {
      const schema = r.path === '/api/2/fast-search' ? SearchParamsSchema : AssetPriceHistoryParamsSchema;
      const parsed = schema.safeParse(r.query);
      assert.ok(parsed.success, `${r.path} ${JSON.stringify(r.query)}: ${JSON.stringify(parsed.error?.issues)}`);
    }
    for (const [path, schema] of [['/api/2/fast-search?input=eth&limit=20', SearchFastResponseSchema],
      [`/api/2/asset/price-history?id=${ETH_ID}&period=1h&from=${nowMs() - 86_400_000}`, AssetPriceHistoryResponseSchema]] as const) {
      const body: unknown = await (await fetch(`${server.url}${path}`)).json();
      const parsed = schema.safeParse(body);
      assert.ok(parsed.success, `${path}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`);
    }
  });
});
