// The feed client against the reference feed over loopback: what users rely on (prices arrive, survive drops,
// stop costing anything when nothing is on screen, fall back quietly) asserted through the server's own counts.
import assert from 'node:assert/strict';
import { PriceFeed, type FeedStatus } from '../../src/api/feed/priceFeed';
import type { PriceTick } from '../../src/api/priceTarget';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { nowMs } from '../../src/core/clock';

const BTC = { kind: 'asset', id: 100001, symbol: 'BTC' } as const;
const ETH = { kind: 'asset', id: 100002, symbol: 'ETH' } as const;

async function until(what: string, test: () => boolean, ms = 5000): Promise<void> {
  const end = nowMs() + ms;
  while (!test()) {
    if (nowMs() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('price feed client', function () {
  this.timeout(20_000);
  let server: ReferenceServer;
  let feed: PriceFeed;
  let log: string[];
  let statuses: FeedStatus[];

  beforeEach(async () => {
    server = await startReferenceServer({ feedTickMs: 50, apiKey: 'k-123' });
    log = [];
    statuses = [];
    feed = new PriceFeed({
      url: () => server.feedUrl, apiKey: () => 'k-123', log: (m) => log.push(m),
      backoff: { baseMs: 20, maxMs: 100 }, restMs: 60_000, lingerMs: 50, silenceMs: 600,
    });
    feed.onStatus((s) => statuses.push(s));
  });

  afterEach(async () => {
    feed.dispose();
    await server.close();
  });

  it('subscribes with the key, delivers updates to each listener of the price, and goes live', async () => {
    const a: PriceTick[] = [];
    const b: PriceTick[] = [];
    const one = feed.subscribe(BTC, (t) => a.push(t));
    const two = feed.subscribe(BTC, (t) => b.push(t));
    await until('updates to both listeners', () => a.length >= 3 && b.length >= 3);
    assert.equal(feed.status, 'live');
    assert.ok(a.every((t) => t.baseId === '100001' && t.priceUsd > 1000), JSON.stringify(a[0]));
    const sent = server.feedMessages().map((f) => f.data as Record<string, unknown>);
    assert.equal(sent.length, 1, 'one subscribe for one price, however many listeners');
    assert.equal(sent[0]!.authorization, 'k-123');
    assert.deepEqual(sent[0]!.asset_ids, [100001]);
    assert.equal(server.feedStats().subscriptions, 1);
    one.dispose();
    two.dispose();
  });

  it('reads array frames for several prices and routes each update to its own listeners', async () => {
    const btc: number[] = [];
    const eth: number[] = [];
    feed.subscribe(BTC, (t) => btc.push(t.priceUsd));
    feed.subscribe(ETH, (t) => eth.push(t.priceUsd));
    await until('both prices', () => btc.length >= 2 && eth.length >= 2);
    assert.equal(server.feedStats().subscriptions, 2);
    assert.ok(Math.min(...btc) > Math.max(...eth), 'BTC and ETH prices are not mixed up');
  });

  it('unsubscribes what is no longer shown and closes the socket when nothing is', async () => {
    const btc = feed.subscribe(BTC, () => undefined);
    const eth = feed.subscribe(ETH, () => undefined);
    await until('two subscriptions', () => server.feedStats().subscriptions === 2);
    eth.dispose();
    await until('one subscription', () => server.feedStats().subscriptions === 1);
    btc.dispose();
    await until('no connection', () => server.feedStats().connections === 0);
    assert.equal(feed.status, 'idle');
  });

  it('closes at once, without its linger, when nothing may follow prices (live prices off, credits used up)', async () => {
    const lingering = new PriceFeed({ url: () => server.feedUrl, apiKey: () => 'k-123', log: (m) => log.push(m), lingerMs: 60_000 });
    try {
      const btc = lingering.subscribe(BTC, () => undefined);
      await until('live', () => lingering.status === 'live');
      btc.dispose();
      lingering.closeIfIdle();
      await until('no connection', () => server.feedStats().connections === 0);
      assert.equal(lingering.status, 'idle');
      const again = lingering.subscribe(ETH, () => undefined); // a price followed again opens a socket again
      await until('live again', () => lingering.status === 'live');
      lingering.closeIfIdle();
      assert.equal(lingering.status, 'live', 'a socket someone follows stays');
      again.dispose();
    } finally {
      lingering.dispose();
    }
  });

  it('reconnects after a drop and subscribes again', async () => {
    const ticks: PriceTick[] = [];
    feed.subscribe(BTC, (t) => ticks.push(t));
    await until('first updates', () => ticks.length >= 1);
    server.setFeedFault({ mode: 'drop', afterMessages: 2 });
    await until('a reconnection', () => log.some((m) => m.includes('reconnecting')));
    server.setFeedFault({ mode: 'normal' });
    const before = ticks.length;
    await until('updates after reconnecting', () => ticks.length >= before + 3);
    const subscribes = server.feedMessages().filter((f) => (f.data as { type?: string }).type === 'feed');
    assert.ok(subscribes.length >= 2, `subscribed ${subscribes.length} times`);
    assert.equal(feed.status, 'live');
  });

  it('ignores garbage frames between updates', async () => {
    server.setFeedFault({ mode: 'garbage' });
    const ticks: PriceTick[] = [];
    feed.subscribe(BTC, (t) => ticks.push(t));
    await until('updates through the garbage', () => ticks.length >= 5);
    assert.ok(ticks.every((t) => Number.isFinite(t.priceUsd) && t.priceUsd > 0));
    assert.equal(feed.status, 'live');
  });

  it('gives up for the session when refused, so callers poll instead, and says why in the log', async () => {
    server.setFeedFault({ mode: 'refuse' });
    feed.subscribe(BTC, () => undefined);
    await until('refused', () => feed.status === 'refused');
    assert.ok(log.some((m) => m.includes('HTTP 403')), log.join('\n'));
    assert.equal(log.filter((m) => m.includes('HTTP 403')).length, 1, 'one handshake, no retry');
    assert.equal(server.feedStats().connections, 0);
    const attempts = server.feedStats();
    await new Promise((r) => setTimeout(r, 300));
    assert.deepEqual(server.feedStats(), attempts, 'no more attempts');
  });

  it('is refused on a plan without websockets, as the service refuses them, and does not ask again', async () => {
    server.setCredits({ plan: 'free' });
    try {
      feed.subscribe(BTC, () => undefined);
      await until('refused', () => feed.status === 'refused');
      assert.ok(log.some((m) => m.includes('HTTP 403')), log.join('\n'));
      await new Promise((r) => setTimeout(r, 500));
      assert.equal(log.filter((m) => m.includes('HTTP 403')).length, 1);
    } finally {
      server.setCredits({ plan: 'enterprise' });
    }
  });

  it('gives up on a wrong key (the feed closes with a policy error)', async () => {
    const wrong = new PriceFeed({ url: () => server.feedUrl, apiKey: () => 'wrong', log: (m) => log.push(m), backoff: { baseMs: 20, maxMs: 100 } });
    try {
      wrong.subscribe(BTC, () => undefined);
      await until('refused', () => wrong.status === 'refused');
      assert.ok(log.some((m) => /Unauthorized|1008/.test(m)), log.join('\n'));
    } finally {
      wrong.dispose();
    }
  });

  it('treats a silent feed as dead: reconnects, then gives up after repeated silence', async () => {
    server.setFeedFault({ mode: 'silent' });
    feed.subscribe(BTC, () => undefined);
    await until('unavailable after silence', () => feed.status === 'unavailable', 10_000);
    assert.ok(log.some((m) => m.includes('sent nothing')), log.join('\n'));
  });

  it('drops a feed that floods it, and gives up when it keeps flooding', async () => {
    await server.close();
    server = await startReferenceServer({ feedTickMs: 1, apiKey: 'k-123' });
    feed.subscribe(BTC, () => undefined);
    await until('unavailable after floods', () => feed.status === 'unavailable');
    assert.ok(log.some((m) => m.includes('more than 50 frames a second')), log.join('\n'));
  });

  it('stays refused when a page closes and opens again (no new handshake per tab switch)', async () => {
    server.setFeedFault({ mode: 'refuse' });
    const first = feed.subscribe(BTC, () => undefined);
    await until('refused', () => feed.status === 'refused');
    first.dispose();
    await new Promise((r) => setTimeout(r, 120)); // past the linger
    const attempts = log.filter((m) => m.includes('HTTP 403')).length;
    const again = feed.subscribe(BTC, () => undefined);
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(feed.status, 'refused');
    assert.equal(log.filter((m) => m.includes('HTTP 403')).length, attempts, 'no new handshake');
    again.dispose();
  });

  it('restart() (a new key, service or plan) tries again at once after a refusal', async () => {
    server.setFeedFault({ mode: 'refuse' });
    const ticks: PriceTick[] = [];
    feed.subscribe(BTC, (t) => ticks.push(t));
    await until('refused', () => feed.status === 'refused');
    server.setFeedFault({ mode: 'normal' });
    feed.restart();
    await until('live again', () => ticks.length > 0 && feed.status === 'live');
  });
});
