// The pool page's live part (src/pool/pageLive), with a stand-in for the window's hub: what it shows and hides,
// a burst of updates handed on as one (every 250 ms at most), the words it sends, the trades' refresh resumed when
// the socket goes, and nothing followed once the page has closed.
import assert from 'node:assert/strict';
import type { MarketListener } from '../../src/api/feed/marketStreams';
import type { MarketTarget } from '../../src/api/feed/marketFrames';
import { LIVE_FLUSH_MS } from '../../src/api/feed/marketInterest';
import type { Trade } from '../../src/api/markets/types';
import type { MarketLive } from '../../src/live/marketLive';
import { PageLive } from '../../src/pool/pageLive';
import type { ToPageMessage } from '../../src/pool/protocol';

const POOL = { address: '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640', blockchain: 'Ethereum' };

function fakeHub() {
  const shown = new Map<string, { targets: readonly MarketTarget[]; listener: MarketListener }>();
  const changed = new Set<() => void>();
  let live = true;
  const hub = {
    onDidChange: (l: () => void) => { changed.add(l); return { dispose: () => changed.delete(l) }; },
    isLive: (owner: string) => live && shown.has(owner), capped: () => false,
    show: (owner: string, targets: readonly MarketTarget[], listener: MarketListener) => { shown.set(owner, { targets, listener }); },
    hide: (owner: string) => { shown.delete(owner); },
  };
  return { hub: hub as unknown as MarketLive, shown, setLive: (v: boolean) => { live = v; for (const l of changed) l(); } };
}

const trade = (date: number): Trade => ({ date, side: 'buy', priceUSD: 3000, amount: 1, amountUSD: 3000, hash: undefined, trader: undefined });

describe('pool page: the live part', () => {
  it('follows the pool\'s figures, trades and the chart\'s candle while visible, and hands a burst on as one', async () => {
    const { hub, shown } = fakeHub();
    const handed: Trade[][] = [];
    const posted: ToPageMessage[] = [];
    const live = new PageLive(hub, { trades: async (t) => { handed.push([...t]); }, candle: async () => undefined, figures: () => undefined, resumePolling: () => undefined },
      async (m) => { posted.push(m); }, () => 15_000);
    try {
      live.follow(POOL, '1m', true);
      const [entry] = [...shown.values()];
      assert.deepEqual(entry!.targets.map((t) => t.kind), ['market-details', 'fast-trade', 'ohlcv']);
      assert.equal(entry!.targets[2]!.period, '1m');
      for (let i = 0; i < 50; i++) entry!.listener({ kind: 'trade', id: 'x', trade: trade(i) }, entry!.targets[1]!);
      await new Promise((r) => setTimeout(r, LIVE_FLUSH_MS + 50));
      assert.equal(handed.length, 1, 'fifty trades, one hand-over');
      assert.equal(handed[0]!.length, 50);
      assert.equal(live.taken, 50);
      assert.deepEqual(posted.at(-1), { type: 'live', live: { live: true, text: 'Live: trades, the current candle and the figures update as they happen.' } });
      live.follow(POOL, '1m', false);
      assert.equal(shown.size, 0, 'hidden: taken back');
    } finally {
      live.dispose();
    }
  });

  it('resumes the trades\' refresh when the socket goes, and says so', async () => {
    const { hub, setLive } = fakeHub();
    let resumed = 0;
    const posted: ToPageMessage[] = [];
    const live = new PageLive(hub, { trades: async () => undefined, candle: async () => undefined, figures: () => undefined, resumePolling: () => { resumed++; } },
      async (m) => { posted.push(m); }, () => 15_000);
    try {
      live.follow(POOL, '1h', true);
      assert.equal(live.live, true);
      setLive(false);
      await Promise.resolve();
      assert.equal(live.live, false);
      assert.equal(resumed, 1);
      assert.deepEqual(posted.at(-1), { type: 'live', live: { live: false, text: 'Refreshes every 15 s while visible.' } });
    } finally {
      live.dispose();
    }
  });

  it('follows nothing once the page has closed (a pool that loads late)', () => {
    const { hub, shown } = fakeHub();
    const live = new PageLive(hub, { trades: async () => undefined, candle: async () => undefined, figures: () => undefined, resumePolling: () => undefined }, async () => undefined, () => 15_000);
    live.dispose();
    live.follow(POOL, '1h', true);
    assert.equal(shown.size, 0);
  });
});
