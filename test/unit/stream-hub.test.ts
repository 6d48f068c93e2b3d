// The window's one streams socket (src/api/feed/streamHub): the alerts' wallet streams and the pages' market streams
// on a single connection, against the reference server: both subscriptions on it, each side's frames to its own
// reader, the socket closed only when neither holds anything, and its minutes counted once: under Live markets while a
// market is followed, else Alerts.
import assert from 'node:assert/strict';
import type { CreditMeter } from '../../src/api/credits/meter';
import type { MarketTarget, MarketUpdate } from '../../src/api/feed/marketFrames';
import { MarketStreams } from '../../src/api/feed/marketStreams';
import { StreamHub } from '../../src/api/feed/streamHub';
import { WalletStream } from '../../src/api/feed/walletStream';
import { wsOpener } from '../../src/api/feed/wsSocket';
import { WALLETS } from '../server/data/wallet-addresses';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { nowMs } from '../../src/core/clock';

const POOL = { address: '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640', blockchain: 'Ethereum' };
const targets: MarketTarget[] = [{ kind: 'market-details', ...POOL }, { kind: 'fast-trade', ...POOL }];

describe('the window\'s one streams socket', function () {
  this.timeout(15_000);
  let server: ReferenceServer;
  before(async () => { server = await startReferenceServer({ plan: 'growth', marketTickMs: 100_000 }); });
  after(() => server.close());
  const until = async (what: string, test: () => boolean) => {
    const end = nowMs() + 5000;
    while (!test()) { if (nowMs() > end) throw new Error(`timed out waiting for ${what}`); await new Promise((r) => setTimeout(r, 20)); }
  };

  it('carries the alerts\' and the pages\' subscriptions on one connection, each frame to its reader, minutes counted once', async () => {
    const minutes: string[] = [];
    const meter = { socketMinutes: (feature: string) => minutes.push(feature) } as unknown as CreditMeter;
    const tuning = { url: () => server.url.replace(/^http/, 'ws'), apiKey: () => undefined, log: () => undefined, opener: wsOpener };
    const hub = new StreamHub(tuning, meter);
    const heard: string[] = [];
    const updates: MarketUpdate[] = [];
    const wallets = new WalletStream({ ...tuning, onMoved: (w) => heard.push(...w), watched: () => [WALLETS.ordinary] }, hub);
    const markets = new MarketStreams(tuning, hub);
    try {
      wallets.set([{ wallet: WALLETS.ordinary, blockchain: 'Ethereum' }]);
      await until('the alerts live', () => wallets.status === 'live' && server.streamStats().subscriptions === 1);
      assert.deepEqual(minutes, ['alerts'], 'the first minute, as it starts: alerts only so far');
      markets.allow(true);
      markets.show('pool', targets, (u) => updates.push(u));
      await until('both on one socket', () => server.streamStats().subscriptions === 3 && server.streamStats().marketSubscriptions === 2);
      assert.equal(server.streamStats().connections, 1);
      assert.equal(minutes.length, 1, 'no second count for the same socket');
      server.pushMarket(1);
      server.move({ wallet: 'ordinary', token: 'ETH', amount: 0.5, chain: 'Ethereum' });
      await until('each side heard its own', () => updates.length === 2 && heard.length === 1);
      markets.hide('pool');
      await until('the markets left, the socket stays for the alerts', () => server.streamStats().marketSubscriptions === 0);
      assert.equal(server.streamStats().connections, 1);
      wallets.set([]);
      await until('closed with nothing held', () => server.streamStats().connections === 0);
      assert.equal(markets.status, 'idle');
    } finally {
      wallets.dispose();
      markets.dispose();
      hub.dispose();
    }
  });

  it('tells a user that left nothing more: its status listeners go with it (a log closed with the extension is not written to)', async () => {
    const tuning = { url: () => server.url.replace(/^http/, 'ws'), apiKey: () => undefined, log: () => undefined, opener: wsOpener, lingerMs: 50 };
    const hub = new StreamHub(tuning);
    const wallets = new WalletStream({ ...tuning, onMoved: () => undefined, watched: () => [WALLETS.ordinary] }, hub);
    const markets = new MarketStreams(tuning, hub);
    const told: string[] = [];
    markets.onStatus((status) => told.push(status));
    try {
      wallets.set([{ wallet: WALLETS.ordinary, blockchain: 'Ethereum' }]);
      await until('live', () => wallets.status === 'live');
      markets.dispose();
      const before = told.length;
      wallets.set([]);
      await until('closed', () => server.streamStats().connections === 0 && wallets.status === 'idle');
      assert.equal(told.length, before, `told after it left: ${told.slice(before).join(', ')}`);
    } finally {
      wallets.dispose();
      hub.dispose();
    }
  });

  it('holds one cap for the whole socket: a page\'s markets first, the alerts\' wallets in what is left', async () => {
    const tuning = { url: () => server.url.replace(/^http/, 'ws'), apiKey: () => undefined, log: () => undefined, opener: wsOpener };
    const hub = new StreamHub(tuning);
    const wallets = new WalletStream({ ...tuning, onMoved: () => undefined, watched: () => [] }, hub);
    const markets = new MarketStreams(tuning, hub);
    try {
      // Seventeen wallets on three chains: 51 subscriptions, one more than the service takes on a socket.
      const many = Array.from({ length: 17 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`);
      wallets.set(many.flatMap((wallet) => ['Ethereum', 'Base', 'Arbitrum'].map((blockchain) => ({ wallet, blockchain }))));
      markets.allow(true);
      markets.show('pool', targets, () => undefined);
      await until('the cap held', () => server.streamStats().subscriptions === 50 && server.streamStats().marketSubscriptions === 2);
      assert.equal(server.streamStats().connections, 1);
    } finally {
      wallets.dispose();
      markets.dispose();
      hub.dispose();
    }
  });

  it('says a page is live only once the service sends what it follows, and again after a reconnect', async () => {
    const tuning = { url: () => server.url.replace(/^http/, 'ws'), apiKey: () => undefined, log: () => undefined, opener: wsOpener, backoff: { baseMs: 20, maxMs: 50 } };
    const hub = new StreamHub(tuning);
    const markets = new MarketStreams(tuning, hub);
    let told = 0;
    markets.onTaken(() => told++);
    try {
      markets.allow(true);
      markets.show('pool', targets, () => undefined);
      await until('subscribed', () => markets.status === 'live' && server.streamStats().marketSubscriptions === 2);
      assert.equal(markets.isLive('pool', targets[1]!), false, 'subscriptions sent, nothing heard: not Live');
      server.pushMarket(1);
      await until('told', () => told > 0);
      assert.equal(markets.isLive('pool', targets[1]!), true);
      server.dropStreams();
      await until('reconnected', () => markets.status === 'live' && server.streamStats().marketSubscriptions === 2 && server.streamStats().connections === 1);
      assert.equal(markets.isLive('pool', targets[1]!), false, 'a new connection: Live again only when it sends');
    } finally {
      markets.dispose();
      hub.dispose();
    }
  });

  /** Market streams on their own hub, with the minutes it counts and the connections it opens. */
  const counted = (lingerMs?: number) => {
    const minutes: string[] = [];
    const meter = { socketMinutes: (feature: string) => minutes.push(feature) } as unknown as CreditMeter;
    let connections = 0;
    const opener: typeof wsOpener = (url, limits, on) => { connections++; return wsOpener(url, limits, on); };
    const tuning = { url: () => server.url.replace(/^http/, 'ws'), apiKey: () => undefined, log: () => undefined, opener, lingerMs };
    const hub = new StreamHub(tuning, meter);
    return { minutes, opened: () => connections, hub, markets: new MarketStreams(tuning, hub) };
  };

  it('keeps the socket through a quick look away (focus flapping): no second connection, no second minute', async () => {
    const { minutes, opened, hub, markets } = counted(300);
    try {
      markets.allow(true);
      markets.show('pool', targets, () => undefined);
      await until('live', () => markets.status === 'live' && server.streamStats().marketSubscriptions === 2);
      for (let i = 0; i < 5; i++) { markets.allow(false); await new Promise((r) => setTimeout(r, 20)); markets.allow(true); }
      await until('subscribed again', () => server.streamStats().marketSubscriptions === 2);
      assert.equal(opened(), 1, 'one connection');
      assert.deepEqual(minutes, ['markets'], 'one minute');
      markets.allow(false);
      await until('closed after the linger', () => server.streamStats().connections === 0);
      assert.equal(markets.status, 'idle');
    } finally {
      markets.dispose();
      hub.dispose();
    }
  });

  it('keeps a live socket through a plan change (a new socket is a new minute), and tries a refused one again', async () => {
    const { minutes, opened, hub, markets } = counted();
    const plan = (name: string) => fetch(`${server.url}/__control/credits`, { method: 'POST', body: JSON.stringify({ plan: name }) });
    try {
      markets.allow(true);
      markets.show('pool', targets, () => undefined);
      await until('live', () => markets.status === 'live' && server.streamStats().marketSubscriptions === 2);
      markets.forgive(); // the user changed walletscope.plan
      await new Promise((r) => setTimeout(r, 200));
      assert.deepEqual([opened(), minutes, markets.status], [1, ['markets'], 'live'], 'the same socket, no new minute');
      await plan('free');
      markets.restart(); // another key: a new socket, which the free plan refuses
      await until('refused', () => markets.status === 'refused');
      await plan('growth');
      markets.forgive(); // the plan setting now says Growth
      await until('live again', () => markets.status === 'live' && server.streamStats().marketSubscriptions === 2);
    } finally {
      await plan('growth');
      markets.dispose();
      hub.dispose();
    }
  });
});
