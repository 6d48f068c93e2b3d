// The browser build's websocket port (src/api/feed/browserSocket) under the market streams, against the reference
// server: pings are the service's JSON `{"event":"ping"}` (the browser has no ping frames) and its answers keep the
// socket alive, frames flow, a cut is reconnected. Node 20 has no WebSocket of its own here: `ws`'s browser-style API
// (onopen, onmessage with MessageEvent.data, onclose with a code) stands in for it.
import assert from 'node:assert/strict';
import { WebSocket as WsWebSocket } from 'ws';
import { browserOpener } from '../../src/api/feed/browserSocket';
import type { MarketTarget, MarketUpdate } from '../../src/api/feed/marketFrames';
import { MarketStreams } from '../../src/api/feed/marketStreams';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { nowMs } from '../../src/core/clock';

const POOL = { address: '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640', blockchain: 'Ethereum' };
const targets: MarketTarget[] = [{ kind: 'market-details', ...POOL }, { kind: 'fast-trade', ...POOL }];

describe('market streams on the browser\'s WebSocket', function () {
  this.timeout(15_000);
  let server: ReferenceServer;
  const hadWebSocket = 'WebSocket' in globalThis;
  before(async () => {
    if (!hadWebSocket) (globalThis as { WebSocket?: unknown }).WebSocket = WsWebSocket;
    server = await startReferenceServer({ plan: 'growth', marketTickMs: 100_000 });
  });
  after(async () => {
    if (!hadWebSocket) delete (globalThis as { WebSocket?: unknown }).WebSocket;
    await server.close();
  });
  const until = async (what: string, test: () => boolean, logs: string[]) => {
    const end = nowMs() + 5000;
    while (!test()) { if (nowMs() > end) throw new Error(`timed out waiting for ${what}; log: ${logs.slice(-5).join(' | ')}`); await new Promise((r) => setTimeout(r, 20)); }
  };

  it('pings with {"event":"ping"}, stays up on the answers, takes frames in, and reconnects after a cut', async () => {
    const logs: string[] = [];
    const heard: MarketUpdate[] = [];
    const s = new MarketStreams({ opener: browserOpener, url: () => server.url.replace(/^http/, 'ws'), apiKey: () => undefined, log: (m) => logs.push(m), pingMs: 100, backoff: { baseMs: 20, maxMs: 50 } });
    try {
      s.allow(true);
      s.show('pool', targets, (u) => heard.push(u));
      await until('subscribed', () => server.streamStats().marketSubscriptions === 2, logs);
      await new Promise((r) => setTimeout(r, 450)); // four pings
      const pings = server.streamStats().received.filter((m) => (m as { event?: string }).event === 'ping').length;
      assert.ok(pings >= 3, `${pings} JSON pings`);
      assert.ok(!logs.some((l) => /no answer to a ping/.test(l)), logs.join(' | '));
      server.pushMarket(2);
      await until('four updates', () => heard.length === 4, logs);
      server.dropStreams();
      await until('subscribed again', () => s.status === 'live' && server.streamStats().marketSubscriptions === 2 && logs.some((l) => /reconnecting/.test(l)), logs);
    } finally {
      s.dispose();
    }
  });
});
