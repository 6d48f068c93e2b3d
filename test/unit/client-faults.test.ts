// Every fault the reference server can produce gives the right typed error, and nothing hangs.
import assert from 'node:assert/strict';
import {
  CancelledError, HttpError, InvalidResponseError, NetworkError, RateLimitedError, ResponseTooLargeError, TimeoutError,
} from '../../src/api/transport/errors';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WalletAssetClient } from '../../src/api/client';
import { FAST_RETRY, startHarness, type Harness } from './helpers';
import { searchAssets } from '../../src/api/search';
import { nowMs } from '../../src/core/clock';

const SEARCH = '/api/1/search';

describe('client under faults', () => {
  let h: Harness;
  before(async () => { h = await startHarness(); });
  after(async () => { await h.server.close(); });
  beforeEach(() => {
    h.server.clearFaults();
    h.server.resetCounts();
    h.client.cache.clear();
    h.settings.timeoutMs = 2000;
    h.log.length = 0;
  });

  it('waits through added latency within the timeout', async () => {
    h.server.addFault({ kind: 'latency', latencyMs: 150 });
    const hits = await searchAssets(h.client, 'usd');
    assert.ok(hits.length > 0);
  });

  it('times out a slow answer with TimeoutError and does not retry it', async () => {
    h.settings.timeoutMs = 100;
    h.server.addFault({ kind: 'latency', latencyMs: 1000 });
    await assert.rejects(searchAssets(h.client, 'usd'), (e: unknown) => e instanceof TimeoutError && /0\.1 s/.test(e.message));
    assert.equal(h.server.count(SEARCH), 1);
  });

  it('retries a 429 after its Retry-After and then succeeds', async () => {
    h.server.addFault({ kind: 'rate-limit', retryAfterSeconds: 0 });
    const hits = await searchAssets(h.client, 'usd');
    assert.ok(hits.length > 0);
    assert.equal(h.server.count(SEARCH), 2);
    assert.deepEqual(h.log.map((e) => e.status), [429, 200]);
  });

  it('gives RateLimitedError with the delay when Retry-After is beyond the bound, without waiting', async () => {
    h.server.addFault({ kind: 'rate-limit', retryAfterSeconds: 60, times: Infinity });
    await assert.rejects(searchAssets(h.client, 'usd'), (e: unknown) =>
      e instanceof RateLimitedError && e.retryAfterMs === 60_000 && /try again in 60 s/.test(e.message));
    assert.equal(h.server.count(SEARCH), 1);
  });

  it('gives up on a persistent 429 after two retries', async () => {
    h.server.addFault({ kind: 'rate-limit', retryAfterSeconds: 0, times: Infinity });
    await assert.rejects(searchAssets(h.client, 'usd'), RateLimitedError);
    assert.equal(h.server.count(SEARCH), 3);
  });

  it('reports a 500 with the server message and does not retry it', async () => {
    h.server.addFault({ kind: 'server-error', times: Infinity });
    await assert.rejects(searchAssets(h.client, 'usd'), (e: unknown) => e instanceof HttpError && e.status === 500 && /500 \(server error\): \S/.test(e.message));
    assert.equal(h.server.count(SEARCH), 1);
  });

  it('retries a 502 HTML page and reports its title, not its markup', async () => {
    h.server.addFault({ kind: 'bad-gateway-html', times: Infinity });
    await assert.rejects(searchAssets(h.client, 'usd'), (e: unknown) => e instanceof HttpError && e.status === 502 && !/[<>]/.test(e.message));
    assert.equal(h.server.count(SEARCH), 3);
  });

  it('recovers when a 502 happens once', async () => {
    h.server.addFault({ kind: 'bad-gateway-html' });
    assert.ok((await searchAssets(h.client, 'usd')).length > 0);
    assert.equal(h.server.count(SEARCH), 2);
  });

  it('reports malformed JSON as an invalid response', async () => {
    h.server.addFault({ kind: 'malformed-json' });
    await assert.rejects(searchAssets(h.client, 'usd'), (e: unknown) => e instanceof InvalidResponseError && /not valid JSON/.test(e.message));
  });

  it('reports a body cut short as a network failure, and does not ask again: the service billed it', async () => {
    h.server.addFault({ kind: 'truncated', times: Infinity });
    await assert.rejects(searchAssets(h.client, 'usd'), (e: unknown) => e instanceof NetworkError && /closed before the response was complete/.test(e.message));
    assert.equal(h.server.count(SEARCH), 1);
  });

  it('refuses an oversized body while it streams', async () => {
    h.server.addFault({ kind: 'oversized' });
    await assert.rejects(searchAssets(h.client, 'usd'), (e: unknown) => e instanceof ResponseTooLargeError && /10 MB/.test(e.message));
  });

  it('refuses an oversized body from its Content-Length alone', async () => {
    h.server.addFault({ kind: 'oversized', withContentLength: true });
    await assert.rejects(searchAssets(h.client, 'usd'), ResponseTooLargeError);
  });

  it('reports a dropped connection as a network failure and retries it', async () => {
    h.server.addFault({ kind: 'drop' });
    assert.ok((await searchAssets(h.client, 'usd')).length > 0);
    h.server.addFault({ kind: 'drop', times: Infinity });
    await assert.rejects(searchAssets(h.client, 'eth'), NetworkError);
  });

  it('times out an answer that never comes', async () => {
    h.settings.timeoutMs = 200;
    h.server.addFault({ kind: 'hang' });
    await assert.rejects(searchAssets(h.client, 'usd'), TimeoutError);
  });

  it('stops a request at once when it is cancelled', async () => {
    h.server.addFault({ kind: 'hang' });
    const controller = new AbortController();
    const pending = searchAssets(h.client, 'usd', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const started = nowMs();
    await assert.rejects(pending, CancelledError);
    assert.ok(nowMs() - started < 1000, 'cancellation does not wait for the timeout');
  });

  it('stops waiting between retries when cancelled', async () => {
    h.server.addFault({ kind: 'rate-limit', retryAfterSeconds: 2, times: Infinity });
    const controller = new AbortController();
    const pending = searchAssets(h.client, 'usd', { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await assert.rejects(pending, CancelledError);
    assert.equal(h.server.count(SEARCH), 1);
  });

  it('times out a body that stops halfway, and cancels one too', async () => {
    const sockets = new Set<import('node:net').Socket>();
    const stalling: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":[');
    });
    stalling.on('connection', (socket) => { sockets.add(socket); });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`;
      const client = new WalletAssetClient(() => ({ baseUrl, timeoutMs: 150, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: '1' as const }), { retry: FAST_RETRY });
      await assert.rejects(searchAssets(client, 'usd'), TimeoutError);
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 30);
      await assert.rejects(searchAssets(client, 'usd', { signal: controller.signal }), CancelledError);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => stalling.close(resolve));
    }
  });

  it('reports a refused connection as a network failure', async () => {
    const closed = await startHarness();
    await closed.server.close();
    await assert.rejects(searchAssets(closed.client, 'usd'), (e: unknown) => e instanceof NetworkError && /refused/.test(e.message));
  });
});
