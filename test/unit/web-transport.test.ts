// The browser build's HTTP (the platform's own fetch, src/api/transport/web.ts) behind the same client, over loopback:
// Node 20's fetch is the WHATWG one a browser has. Answers, credit figures, caps, cancellation and the CORS message.
import assert from 'node:assert/strict';
import { WalletAssetClient, type RequestMeter } from '../../src/api/client';
import { CancelledError, NetworkError, ResponseTooLargeError } from '../../src/api/transport/errors';
import { CORS_HINT, webTransport } from '../../src/api/transport/web';
import { onceEach } from '../../src/platform/types';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { FAST_RETRY } from './helpers';
import { searchAssets } from '../../src/api/search';

describe('web transport (the browser build\'s fetch)', () => {
  let server: ReferenceServer;
  const figures: unknown[] = [];
  const meter: RequestMeter = { answered: (_f, _u, f) => figures.push(f), refused: () => undefined };
  const client = (baseUrl: string, maxBodyBytes?: number) => new WalletAssetClient(
    () => ({ baseUrl, timeoutMs: 2000, cacheTtlSeconds: 60, apiKey: 'web-key', apiVersion: '1' }),
    { transport: webTransport, retry: FAST_RETRY, meter, maxBodyBytes },
  );

  before(async () => { server = await startReferenceServer({ plan: 'free', apiKey: 'web-key' }); });
  after(() => server.close());
  beforeEach(() => { server.clearFaults(); figures.length = 0; });

  it('answers through the same client, with the key and the service\'s credit figures', async () => {
    const usdc = await client(server.url).getAssetMetadata('USD Coin');
    assert.equal(usdc?.symbol, 'USDC');
    assert.equal(server.requests.at(-1)?.headers.authorization, 'web-key');
    // A page may not set User-Agent (Firefox would send it, and the service's CORS would have to allow it).
    assert.doesNotMatch(String(server.requests.at(-1)?.headers['user-agent']), /walletscope/);
    assert.deepEqual(figures.length, 1);
    assert.ok(figures[0] && typeof (figures[0] as { remaining?: number }).remaining === 'number', 'x-ratelimit-remaining read');
  });

  it('refuses a body over the cap while it streams', async () => {
    server.addFault({ kind: 'oversized' });
    await assert.rejects(searchAssets(client(server.url, 64 * 1024), 'usd'), (e: unknown) => e instanceof ResponseTooLargeError);
  });

  it('honours cancellation', async () => {
    server.addFault({ kind: 'latency', latencyMs: 1000 });
    const cancel = new AbortController();
    const asked = searchAssets(client(server.url), 'usd', { signal: cancel.signal });
    setTimeout(() => cancel.abort(), 50);
    await assert.rejects(asked, (e: unknown) => e instanceof CancelledError);
  });

  it('says the service may not answer browsers (CORS) when fetch fails without a status, counts it as billed once, and asks no more', async () => {
    const closed = await startReferenceServer();
    const url = closed.url;
    await closed.close();
    await assert.rejects(searchAssets(client(url), 'usd'), (e: unknown) => e instanceof NetworkError && e.message.includes(CORS_HINT) && e.billed === true);
    assert.equal(figures.length, 1, 'a refused cross-origin answer may have been billed: counted once, not retried');
  });

  it('takes a failure from a service whose answers it could read for a failed connection: retried, not counted', async () => {
    const gone = await startReferenceServer({ plan: 'free' });
    const c = (() => new WalletAssetClient(() => ({ baseUrl: gone.url, timeoutMs: 2000, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: '1' }),
      { transport: webTransport, retry: FAST_RETRY, meter }))();
    await c.getAssetMetadata('USD Coin');
    figures.length = 0;
    await gone.close();
    await assert.rejects(c.getAssetMetadata('ARB'), (e: unknown) => e instanceof NetworkError && e.billed !== true);
    assert.equal(figures.length, 0);
  });
});

describe('page bundles load once', () => {
  it('shares one load between concurrent first uses, and tries again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const load = onceEach(async (name: string) => {
      calls++;
      if (fail) throw new Error(`no ${name}`);
      return {};
    });
    await Promise.all([assert.rejects(load('asset')), assert.rejects(load('asset'))]);
    assert.equal(calls, 1);
    fail = false;
    const [a, b] = await Promise.all([load('asset'), load('asset')]);
    assert.equal(a, b);
    assert.equal(calls, 2);
    await load('pool');
    assert.equal(calls, 3);
  });
});
