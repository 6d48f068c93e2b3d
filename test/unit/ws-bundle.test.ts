// The sockets' bundle (dist/price-feed.js), built for production, opens websockets without compression: ws's
// permessage-deflate, its extension header parser and its DOM events are left out (esbuild.mjs wsWithoutCompression),
// and a server that offers compression is answered, and heard, without it. Real sockets on loopback.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocketServer } from 'ws';
import { buildExtensionBundles, type ExtensionBundles } from '../host/extensionBundles';
import { startReferenceServer } from '../server/server';
import { nowMs } from '../../src/core/clock';
import type * as Feed from '../../src/api/feed';

describe('the sockets\' bundle without compression', function () {
  this.timeout(60_000);
  let bundles: ExtensionBundles;
  let dist: string;
  let feed: typeof Feed;

  before(async () => {
    bundles = await buildExtensionBundles();
    dist = mkdtempSync(join(tmpdir(), 'walletscope-feed-'));
    for (const [name, text] of bundles.files) if (!name.includes('/')) writeFileSync(join(dist, name), text);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the production bundle, as the extension host loads it
    feed = require(join(dist, 'price-feed.js')) as typeof Feed;
  });
  after(() => rmSync(dist, { recursive: true, force: true }));

  it('carries none of ws\'s compression, extension parser or DOM events', () => {
    const inputs = bundles.inputsOf('price-feed.js');
    assert.ok(inputs.some((i) => i.endsWith('node_modules/ws/lib/receiver.js')), 'ws is in it');
    assert.deepEqual(inputs.filter((i) => /node_modules\/ws\/lib\/(permessage-deflate|extension|event-target|limiter)\.js$/.test(i)), []);
  });

  it('asks a server that offers compression for none, and hears its frames', async () => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: { threshold: 0 } });
    await new Promise((resolve) => server.once('listening', resolve));
    const asked = new Promise<IncomingMessage>((resolve) => server.once('connection', (socket, request) => {
      socket.send(JSON.stringify({ event: 'hello', padding: 'x'.repeat(2_000) })); // compressed, were compression agreed
      resolve(request);
    }));
    const heard: string[] = [];
    const closed = new Promise<number>((resolve) => {
      const url = `ws://127.0.0.1:${(server.address() as { port: number }).port}/`;
      const socket = feed.wsOpener(url, { handshakeTimeoutMs: 5_000, maxFrameChars: 100_000 }, {
        open: () => undefined, pong: () => undefined, refused: (status) => heard.push(`refused ${status}`), error: (m) => heard.push(`error ${m}`),
        message: (text) => { heard.push(text ?? '(binary)'); socket.terminate(); resolve(0); },
        close: (code) => resolve(code),
      });
    });
    try {
      assert.equal((await asked).headers['sec-websocket-extensions'], undefined, 'no compression asked for');
      await closed;
      assert.equal(heard.length, 1, heard.join('\n'));
      assert.equal(JSON.parse(heard[0]!).event, 'hello');
    } finally {
      for (const client of server.clients) client.terminate();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('follows the reference feed\'s prices with the price feed, the other socket in the bundle', async () => {
    const server = await startReferenceServer({ feedTickMs: 50, apiKey: 'k-123' });
    const log: string[] = [];
    const prices = new feed.PriceFeed({ url: () => server.feedUrl, apiKey: () => 'k-123', log: (m) => log.push(m), backoff: { baseMs: 20, maxMs: 100 } });
    try {
      const ticks: number[] = [];
      prices.subscribe({ kind: 'asset', id: 100001, symbol: 'BTC' }, (tick) => ticks.push(tick.priceUsd));
      const end = nowMs() + 5_000;
      while (ticks.length === 0 && nowMs() < end) await new Promise((r) => setTimeout(r, 20));
      assert.equal(prices.status, 'live', log.join('\n'));
      assert.ok(ticks.length > 0 && ticks.every((p) => p > 0), log.join('\n'));
    } finally {
      prices.dispose();
      await server.close();
    }
  });
});
