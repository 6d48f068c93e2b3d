// When a generation's path answered, a 404 of one item (a wallet, a batch, an unknown asset) is that item's, not
// a missing path: the client neither asks everything again on v1 (paying twice) nor remembers v1 for a day. And a
// hostile fast-search answer of thousands of one asset's tokens is read in one pass. Real HTTP on loopback.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WalletAssetClient } from '../../src/api/client';
import { RouteBook, type RememberedRoutes } from '../../src/api/transport/routes';
import { parseResponse } from '../../src/api/schemas';
import { fastSearchResponseSchema } from '../../src/api/schemas/v2';
import { FAST_RETRY } from './helpers';
import { getPriceHistory } from '../../src/api/history';

type Handler = (path: string, query: URLSearchParams) => { status: number; body: unknown } | undefined;

describe('route fallback: an item\'s 404 after the path answered', () => {
  let server: Server;
  let url = '';
  let handler: Handler = () => undefined;
  const asked: string[] = [];
  before(async () => {
    server = createServer((req, res) => {
      const u = new URL(req.url ?? '/', 'http://x');
      asked.push(u.pathname);
      const answer = handler(u.pathname, u.searchParams) ?? { status: 404, body: 'Not Found' };
      res.writeHead(answer.status, { 'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => { asked.length = 0; });

  function client(store: { value?: RememberedRoutes }) {
    return new WalletAssetClient(() => ({ baseUrl: url, timeoutMs: 2000, cacheTtlSeconds: 60, apiKey: undefined, apiVersion: 'auto' }), {
      retry: FAST_RETRY, routes: new RouteBook({ read: () => store.value, write: (v) => { store.value = structuredClone(v); } }),
    });
  }
  const portfolio = { data: { total_wallet_balance: 1, assets: [] } };

  it('a wallet the service answers 404 for fails alone: no multi-portfolio, and v1 is not remembered', async () => {
    handler = (path, q) => (path === '/api/1/wallet/portfolio' && q.get('wallet') !== '0xbad' ? { status: 200, body: portfolio } : undefined);
    const store: { value?: RememberedRoutes } = {};
    await assert.rejects(client(store).getMultiPortfolio(['0xa', '0xb', '0xbad'], { blockchains: ['Ethereum'] }), /404/);
    assert.deepEqual(asked, ['/api/1/wallet/portfolio', '/api/1/wallet/portfolio', '/api/1/wallet/portfolio']);
    assert.equal(store.value?.[url]?.wallets?.generation, 'current', 'the path answered for the others: current, not v1');
  });

  it('a missing token-price path after asset batches answered: those prices are absent, nothing asked on multi-data', async () => {
    handler = (path) => (path === '/api/2/asset/details' ? { status: 200, body: { payload: [{ asset: { id: 1, priceUSD: 2 }, tokens: [] }] } } : undefined);
    const prices = await client({}).getPrices([{ kind: 'asset', id: 1 }, { kind: 'token', address: '0x' + '1'.repeat(40), blockchain: 'Ethereum', symbol: 'T' }]);
    assert.deepEqual([...prices.values()].map((q) => q.priceUsd), [2]);
    assert.deepEqual(asked, ['/api/2/asset/details', '/api/2/token/price']);
  });

  it('an unknown asset whose v1 history is a bare 404 is "no history", and the current path is not remembered for it', async () => {
    handler = (path) => (path === '/api/2/asset/price-history' ? { status: 200, body: { data: { priceHistory: [], error: 'Asset not found' } } } : undefined);
    const store: { value?: RememberedRoutes } = {};
    assert.equal(await getPriceHistory(client(store), { id: 999 }, '24h'), undefined);
    assert.equal(store.value?.[url]?.history, undefined);
  });

  it('thousands of one asset\'s tokens in a fast-search answer merge into one hit with a bounded contract list', () => {
    const data = Array.from({ length: 30_000 }, (_, i) => ({ address: `a${i}`, chainId: `c${i}`, blockchain: `c${i}`, id: 1, name: 'x', symbol: 'X' }));
    const hits = parseResponse(fastSearchResponseSchema, { data });
    assert.equal(hits.length, 1);
    assert.ok(hits[0]!.contracts.length <= 200 && hits[0]!.contracts.length > 1);
  });
});
