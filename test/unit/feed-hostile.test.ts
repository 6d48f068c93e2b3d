// A hostile or broken price feed: updates stamped ahead of the clock (a few minutes at most are taken, and none holds
// the next ones off), updates for a token that a look-alike shares its symbol with (never the look-alike's price),
// and floods of bytes (not only of frames) that would keep the extension host busy.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { MAX_CLOCK_SKEW_MS, readFrame, tickMatches } from '../../src/api/feed/messages';
import { PriceFeed } from '../../src/api/feed/priceFeed';
import { Subscriptions } from '../../src/api/feed/subscriptions';
import type { FeedTarget, PriceTick } from '../../src/api/priceTarget';
import type { Asset } from '../../src/api/types';
import { PageMarket, type LiveSource } from '../../src/asset/pageMarket';
import type { ToPageMessage } from '../../src/asset/protocol';
import { nowMs } from '../../src/core/clock';

const USDC: FeedTarget = { kind: 'asset', id: 100006, symbol: 'USDC' };
const LOOK_ALIKE: FeedTarget = { kind: 'token', blockchain: 'BNB Smart Chain (BEP20)', address: '0x1111111111111111111111111111111111111111', symbol: 'USDC' };
const tick = (over: Partial<PriceTick>): PriceTick => ({ timestamp: nowMs(), priceUsd: 1, volume24h: undefined, baseSymbol: 'USDC', baseId: undefined, ...over });

describe('price feed: hostile updates', () => {
  it('takes an update stamped minutes ahead of the clock, not hours', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const at = (ms: number) => readFrame(JSON.stringify({ timestamp: now + ms, price: 1, quoteSymbol: 'USD', baseSymbol: 'X' }), now).length;
    assert.equal(at(2 * 60_000), 1, 'a clock two minutes fast');
    assert.equal(at(MAX_CLOCK_SKEW_MS + 1), 0);
    assert.equal(at(24 * 3_600_000 - 1), 0, 'a day ahead, as a hostile feed sent');
  });

  it('never gives a look-alike the real token\'s price: an update naming an id is about that asset only', () => {
    assert.ok(tickMatches(tick({ baseId: '100006' }), USDC));
    assert.ok(!tickMatches(tick({ baseId: '100006' }), LOOK_ALIKE));
    const subs = new Subscriptions();
    const heard: string[] = [];
    subs.add(USDC, (t) => heard.push(`real ${t.priceUsd}`));
    subs.add(LOOK_ALIKE, (t) => heard.push(`look-alike ${t.priceUsd}`));
    subs.deliver(tick({ baseId: '100006', priceUsd: 1 }), () => undefined);
    subs.deliver(tick({ priceUsd: 0.02 }), () => undefined); // no id, a symbol both share: about neither
    assert.deepEqual(heard, ['real 1']);
    const alone = new Subscriptions();
    alone.add(LOOK_ALIKE, (t) => heard.push(`alone ${t.priceUsd}`));
    alone.deliver(tick({ priceUsd: 0.03 }), () => undefined);
    alone.deliver(tick({ baseId: '100006', priceUsd: 1 }), () => undefined);
    assert.deepEqual(heard, ['real 1', 'alone 0.03'], 'followed alone, by its symbol; never by the real token\'s id');
  });

  it('lets no tick stamped ahead of the clock hold the next ones off the page', async () => {
    let listener: ((t: PriceTick) => void) | undefined;
    const live: LiveSource = { status: 'live', follow: (_t, l) => { listener = l; return { dispose: () => undefined }; } };
    const posted: ToPageMessage[] = [];
    const client = { getPriceHistory: async () => undefined } as never;
    const market = new PageMarket(client, live, async (m) => { posted.push(m); }, () => undefined);
    market.setAsset({ id: 100006, symbol: 'USDC', name: 'USD Coin', price: 1, contracts: [] } as unknown as Asset);
    try {
      listener!(tick({ timestamp: nowMs() + 4 * 60_000, priceUsd: 1.5 }));
      await new Promise((r) => setTimeout(r, 1100));
      listener!(tick({ timestamp: nowMs(), priceUsd: 1.0001 }));
      await new Promise((r) => setTimeout(r, 1100));
      const quotes = posted.flatMap((m) => (m.type === 'quote' ? [m.quote] : []));
      assert.equal(quotes.at(-1)?.priceUsd, 1.0001, 'the real update after the one from the future shows');
      assert.ok((quotes.at(-1)?.at ?? Infinity) <= nowMs(), 'and no time ahead of the clock is shown');
    } finally {
      market.dispose();
    }
  });

  describe('floods', function () {
    this.timeout(10_000);
    async function flood(frameBytes: number, perSecond: number): Promise<string[]> {
      const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
      const frame = JSON.stringify({ timestamp: nowMs(), price: 1, quoteSymbol: 'USD', baseSymbol: 'BTC', pad: 'x'.repeat(frameBytes) });
      wss.on('connection', (ws) => {
        const timer = setInterval(() => { if (ws.readyState === ws.OPEN) ws.send(frame); }, 1000 / perSecond);
        ws.on('close', () => clearInterval(timer));
      });
      await new Promise((r) => wss.once('listening', r));
      const log: string[] = [];
      const feed = new PriceFeed({
        url: () => `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, apiKey: () => undefined, log: (m) => log.push(m),
        backoff: { baseMs: 20, maxMs: 40 }, maxFailures: 2, restMs: 60_000,
      });
      feed.subscribe({ kind: 'asset', id: 100001, symbol: 'BTC' }, () => undefined);
      const end = nowMs() + 6000;
      while (feed.status !== 'unavailable' && nowMs() < end) await new Promise((r) => setTimeout(r, 20));
      feed.dispose();
      for (const client of wss.clients) client.terminate();
      await new Promise((r) => wss.close(r));
      return log;
    }

    it('refuses a frame far larger than any price update', async () => {
      const log = await flood(244 * 1024, 5);
      assert.ok(log.some((m) => /1009|max payload|closed the connection/i.test(m)), log.join('\n'));
    });

    it('drops a feed that sends more bytes a second than prices take, however few the frames', async () => {
      const log = await flood(40 * 1024, 20);
      assert.ok(log.some((m) => m.includes('more than 256 KB a second')), log.join('\n'));
    });
  });
});
