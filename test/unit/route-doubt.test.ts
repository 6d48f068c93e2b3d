// A bare 404 from a current path (a deploy blip, a gateway's page) does not pin the service to the dearer v1 paths for a
// day: the fallback answers that call, the current path is asked again ten minutes later, and only a second bare 404 in
// a row, or a 404 that says the path is missing, keeps v1 for the day. Real HTTP on loopback; the reference server's
// own account says what each poll cost.
import assert from 'node:assert/strict';
import { WalletAssetClient } from '../../src/api/client';
import { DOUBT_RECHECK_MS, RECHECK_MS, RouteBook, type RememberedRoutes } from '../../src/api/transport/routes';
import type { FeedTarget } from '../../src/api/priceTarget';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { FAST_RETRY } from './helpers';
import { nowMs } from '../../src/core/clock';

/** 30 assets the reference catalogue prices: 3 batches of 10 on the current path, 30 credits on v1's multi-data. */
const IDS = [...Array.from({ length: 21 }, (_, i) => 100001 + i), ...Array.from({ length: 9 }, (_, i) => 100101 + i)];

describe('service generations: a bare 404 is doubted, not believed for a day', () => {
  let server: ReferenceServer;
  let now = nowMs();
  const store: { value?: RememberedRoutes } = {};
  beforeEach(async () => { server = await startReferenceServer({ plan: 'free' }); now = nowMs(); delete store.value; });
  afterEach(async () => { await server.close(); });

  /** A fresh client (empty cache) remembering routes in `store`, as after a restart. */
  function client(): WalletAssetClient {
    return new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 2000, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: 'auto' }), {
      retry: FAST_RETRY, routes: new RouteBook({ read: () => store.value, write: (v) => { store.value = structuredClone(v); } }, () => now),
    });
  }
  const targets: FeedTarget[] = IDS.map((id) => ({ kind: 'asset', id, symbol: `A${id}` }));
  /** One poll of the 30 prices: its credits, and whether it went to v1. */
  async function poll(): Promise<{ credits: number; v1: boolean }> {
    const before = server.credits().used;
    server.resetCounts();
    const quotes = await client().getPrices(targets, { forceRefresh: true });
    assert.ok(quotes.size >= 28, `${quotes.size} prices`);
    return { credits: server.credits().used - before, v1: server.count('/api/1/market/multi-data') > 0 };
  }

  it('answers a poll hit by a bare 404 from v1, and is back on the current path ten minutes later', async () => {
    assert.deepEqual(await poll(), { credits: 3, v1: false });
    server.addFault({ kind: 'not-found-html', path: '/api/2/asset/details' });
    now += RECHECK_MS + 1; // the current path is probed again (a day later)
    assert.deepEqual(await poll(), { credits: 30, v1: true }, 'the blip: the probe (not billed), then v1 answers this poll');
    assert.deepEqual(await poll(), { credits: 30, v1: true }, 'for a short while v1 is asked first');
    now += DOUBT_RECHECK_MS + 1;
    assert.deepEqual(await poll(), { credits: 3, v1: false }, 'then the cheaper path again, across a restart');
    now += 5 * 60 * 60_000;
    assert.deepEqual(await poll(), { credits: 3, v1: false }, 'and it is remembered');
  });

  it('believes a second bare 404 in a row, and a 404 that says the path is missing at once', async () => {
    server.addFault({ kind: 'not-found-html', path: '/api/2/asset/details', times: 2 });
    assert.equal((await poll()).v1, true);
    now += DOUBT_RECHECK_MS + 1;
    assert.deepEqual(await poll(), { credits: 30, v1: true }, 'the second doubt in a row');
    now += DOUBT_RECHECK_MS + 1;
    assert.deepEqual(await poll(), { credits: 30, v1: true }, 'believed: v1 without a probe');
    delete store.value;
    await fetch(`${server.url}/__control/generations`, { method: 'POST', body: JSON.stringify({ mode: 'v1-only' }) });
    assert.equal((await poll()).v1, true);
    now += DOUBT_RECHECK_MS + 1;
    assert.deepEqual(await poll(), { credits: 30, v1: true }, '"Not found: /api/2/..." says the path is missing: no probe after ten minutes');
  });
});
