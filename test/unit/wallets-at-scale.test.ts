// A thousand watched wallets (issue 51): their requests go through a turnstile (a few at a time, a little apart, never
// a burst), a first fetch spends unasked only what a small plan affords (the rest wait, and the view says so and what
// fetching them costs), a background refresh the month's credits cannot pay for waits, the view says how old the plan's
// pace lets a wallet get, and the All wallets page asks for the largest wallets only. The reference API knows the crowd.
import assert from 'node:assert/strict';
import { getEventListeners } from 'node:events';
import { Turnstile } from '../../src/core/turnstile';
import { BackgroundScheduler } from '../../src/core/scheduler';
import { FirstFetches, firstFetchCredits, splitFirstFetch } from '../../src/wallets/firstFetch';
import { paceRows, type PaceFacts } from '../../src/wallets/paceRows';
import { askedNote, askedWallets, ASKED_AT_MOST } from '../../src/walletPage/askedWallets';
import { WalletAssetClient } from '../../src/api/client';
import { crowdWallets, CROWD_SIZE } from '../server/data/crowd';
import { startReferenceServer } from '../server/server';
import { FakeClock, november } from './creditFakes';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('wallets at scale', () => {
  it('lets a job\'s requests through a few at a time and a gap apart, in order', async () => {
    const gate = new Turnstile(3, 20);
    let open = 0, most = 0;
    const starts: number[] = [];
    const done = await Promise.all(Array.from({ length: 9 }, (_, i) => gate.through(async () => {
      starts.push(performance.now());
      most = Math.max(most, ++open);
      await sleep(80);
      open--;
      return i;
    })));
    assert.deepEqual(done, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    assert.equal(most, 3, 'never more than three at once');
    for (let i = 1; i < starts.length; i++) assert.ok(starts[i]! - starts[i - 1]! >= 18, `start ${i} came ${(starts[i]! - starts[i - 1]!).toFixed(1)} ms after the one before`);
  });

  it('lets a cancelled job\'s waiting requests through at once, with one listener on its signal however many wait', async () => {
    const gate = new Turnstile(1, 1000);
    const abort = new AbortController();
    const ran: number[] = [];
    const all = Promise.all(Array.from({ length: 50 }, (_, i) => gate.through(async () => { ran.push(i); }, abort.signal)));
    await sleep(10);
    assert.deepEqual(ran, [0], 'one went in; the rest wait a second each');
    assert.equal(getEventListeners(abort.signal, 'abort').length, 1);
    const cancelled = performance.now();
    abort.abort();
    await all;
    assert.equal(ran.length, 50);
    assert.ok(performance.now() - cancelled < 200, 'no waiting out the gaps once cancelled');
  });

  it('fetches new wallets unasked within a request group\'s worth or 2% of the month left, and says what the rest would cost', () => {
    const wallets = crowdWallets(1000);
    const free = splitFirstFetch(wallets, firstFetchCredits(10_000));
    // Every crowd wallet is an EVM one (every chain, 20 by the price list) or a Solana one (Solana only, 1).
    assert.equal(free.now.length + free.waiting.length, 1000);
    assert.ok(free.now.length >= 20 && free.now.length < 30, `${free.now.length} fetched at once on the free plan`);
    assert.equal(free.now.map((w) => w.address).join(), wallets.slice(0, free.now.length).map((w) => w.address).join(), 'in the list\'s order');
    assert.ok(free.waitingPrice > 15_000, `the rest would cost ${free.waitingPrice}`);
    const growth = splitFirstFetch(wallets, firstFetchCredits(1_250_000));
    assert.equal(growth.waiting.length, 0, 'Growth affords a thousand first fetches');
    assert.equal(splitFirstFetch(wallets.slice(0, 6), firstFetchCredits(0)).waiting.length, 0, 'a few wallets are fetched even with nothing left (the service says no)');
  });

  it('puts wallets just added before those already waiting, never fetches one twice at once, and prices only those still waiting', () => {
    const crowd = crowdWallets(100);
    const firsts = new FirstFetches();
    const first = firsts.take(crowd, 400);
    assert.ok(first.length >= 20 && first.length < 30);
    // While the first fetch runs, a second call (Add Wallet calls twice) spends what is left of the 400: nothing.
    const added = { address: '0x' + '12'.repeat(20), label: 'Added' };
    assert.deepEqual(firsts.take([...crowd, added], 400), []);
    firsts.done(first);
    const next = firsts.take([...crowd.slice(first.length), added], 400);
    assert.equal(next[0]?.address, added.address, 'the wallet just added goes first');
    const waiting = new Set(crowd.slice(first.length).map((w) => w.address));
    for (const w of next) waiting.delete(w.address);
    const still = firsts.waitingNow((a) => waiting.has(a));
    assert.equal(still.count, waiting.size);
    const removed = firsts.waitingNow((a) => waiting.has(a) && a !== crowd.at(-1)!.address);
    assert.ok(removed.price < still.price && removed.count === still.count - 1, 'a wallet removed leaves the price');
  });

  it('says in the view which wallets wait for a first fetch, how often the plan\'s pace refreshes, and when it cannot until next month', () => {
    const facts = (over: Partial<PaceFacts>): PaceFacts => ({ wallets: 1000, waiting: { count: 0, price: 0 }, intervalMs: 300_000, minIntervalMs: 300_000, stopped: false, refreshPrice: () => 2335, ...over });
    assert.deepEqual(paceRows(facts({})), [], 'the settings\' interval: nothing to say');
    const [waits] = paceRows(facts({ waiting: { count: 980, price: 19_600 } }));
    assert.equal(waits?.kind === 'message' && waits.text, '980 wallets not fetched yet: about 19,600 credits');
    assert.equal(waits?.kind === 'message' && waits.command?.command, 'walletscope.refreshWallets');
    const [pace] = paceRows(facts({ intervalMs: 9.7 * 86_400_000 }));
    assert.equal(pace?.kind === 'message' && pace.text, 'Refreshed about every 9.7 days (the plan\'s pace)');
    assert.match(pace?.kind === 'message' ? pace.tooltip ?? '' : '', /^1000 watched wallets: about 2,335 credits a refresh, which the plan pays for about every 9.7 days: each wallet may be that old/);
    const [month] = paceRows(facts({ intervalMs: Infinity }));
    assert.equal(month?.kind === 'message' && month.text, 'Not refreshed in the background until next month');
    assert.deepEqual(paceRows(facts({ intervalMs: Infinity, stopped: true })), [], 'the view already says why it stopped');
    assert.deepEqual(paceRows(facts({ intervalMs: 9.7 * 86_400_000, minIntervalMs: 0 })), [], 'background refreshes off: no pace to tell');
  });

  it('holds back a background run the month\'s credits left for background work cannot pay for', async () => {
    const clock = new FakeClock(november(20));
    let runs = 0;
    let left = 2000;
    const s = new BackgroundScheduler(clock, () => ({ perHour: 50, left }));
    s.add({ name: 'wallets', share: 1, minIntervalMs: () => 300_000, cost: () => 2335, wanted: () => true, run: async () => { runs++; } });
    await s.idle();
    assert.equal(runs, 0);
    assert.equal(s.intervalMs('wallets'), Infinity);
    // A new month: the scheduler looks again by itself, with nothing else to wake it.
    left = 7500;
    clock.advance(20 * 60_000);
    await s.idle();
    assert.equal(runs, 1, 'run once the credits allow');
    s.dispose();
  });

  it('asks the All wallets page\'s net worth and activity of the 20 largest wallets, and says so', () => {
    const addresses = Array.from({ length: 1000 }, (_, i) => `w${i}`);
    const asked = askedWallets(addresses, (a) => Number(a.slice(1)) % 97);
    assert.equal(asked.length, ASKED_AT_MOST);
    assert.ok(asked.every((a) => Number(a.slice(1)) % 97 >= 86), 'the largest');
    assert.deepEqual(askedWallets(addresses.slice(0, 6), () => 1), addresses.slice(0, 6));
    assert.equal(askedNote(1000, 20), 'Net worth, activity and Refresh here: the largest 20 of 1,000 wallets (Refresh Wallets in the Wallets view refreshes every wallet).');
    assert.equal(askedNote(6, 6), undefined);
    assert.deepEqual(askedWallets(addresses, (a) => Number(a.slice(1)), true), addresses.slice(0, 20), 'under Hide Amounts the first: their order would tell amounts');
    assert.equal(askedNote(1000, 20, true), 'Net worth, activity and Refresh here: the first 20 of the wallets (Refresh Wallets in the Wallets view refreshes every wallet).');
  });

  it('serves a thousand crowd wallets from the reference API, each with its own holdings on a few chains', async () => {
    const server = await startReferenceServer();
    try {
      const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 10_000, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: 'auto' }));
      const crowd = crowdWallets(CROWD_SIZE);
      assert.equal(new Set(crowd.map((w) => w.address)).size, 1000);
      const [first, solana, last] = await client.getMultiPortfolio([crowd[0]!.address, crowd[4]!.address, crowd[999]!.address]);
      for (const p of [first, solana, last]) assert.ok(p!.holdings.length >= 2 && p!.totalUsd > 0, `${p!.wallet} holds something`);
      assert.ok(solana!.holdings.every((h) => h.chainBalances.every((b) => b.chain === 'Solana')), 'every fifth is a Solana wallet');
      assert.notEqual(first!.totalUsd, last!.totalUsd);
    } finally {
      await server.close();
    }
  });
});
