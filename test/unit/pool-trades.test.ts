// The pool page's trades refresh through the credits scheduler, without a server: asked once on opening, then in the
// background only while the page is wanted (visible, window focused), never sooner than 15 seconds and only as the
// budget allows; a failed refresh keeps the earlier trades with why; nothing runs once the page is closed.
import assert from 'node:assert/strict';
import type { WalletAssetClient } from '../../src/api/client';
import { BackgroundScheduler, type BudgetView } from '../../src/core/scheduler';
import { tradesOperation } from '../../src/api/markets/requests';
import type { Trade } from '../../src/api/markets/types';
import { PageTrades, TRADES_MIN_INTERVAL_MS } from '../../src/pool/pageTrades';
import type { ToPageMessage, TradesData } from '../../src/pool/protocol';
import { FakeClock } from './creditFakes';
import { pool } from './pool-model.test';

const NOW = Date.parse('2026-11-25T00:00:00Z');
const trade: Trade = { date: NOW, side: 'buy', priceUSD: 3000, amount: 1, amountUSD: 3000, hash: undefined, trader: undefined };

function setUp(budget: BudgetView) {
  const clock = new FakeClock(NOW);
  const scheduler = new BackgroundScheduler(clock, () => budget);
  const asked: boolean[] = [];
  let fail: Error | undefined;
  // The client's one generic call, as getPoolTrades calls it: what was asked, and the trade it answers.
  const client = {
    call: (operation: unknown, _ask: unknown, options: { forceRefresh?: boolean }) => {
      assert.equal(operation, tradesOperation);
      asked.push(options.forceRefresh === true);
      return fail ? Promise.reject(fail) : Promise.resolve([trade]);
    },
  } as unknown as WalletAssetClient;
  const sent: TradesData[] = [];
  const state = { wanted: true };
  const trades = new PageTrades(client, scheduler, () => state.wanted, (m: ToPageMessage) => {
    if (m.type === 'trades') sent.push(m.trades);
    return Promise.resolve();
  }, () => undefined);
  const settle = async (ms: number) => {
    clock.advance(ms);
    await scheduler.idle();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { clock, scheduler, asked, sent, state, trades, settle, failWith: (e: Error | undefined) => { fail = e; } };
}

describe('pool page trades refresh', () => {
  it('asks once on opening, then every 15 seconds while wanted, and not at all while not', async () => {
    const t = setUp({ perHour: Infinity });
    await t.trades.setPool(pool(), false);
    assert.deepEqual(t.asked, [false]);
    await t.settle(TRADES_MIN_INTERVAL_MS - 1000);
    assert.equal(t.asked.length, 1, 'not sooner than 15 seconds');
    await t.settle(1000);
    assert.deepEqual(t.asked, [false, true], 'a background refresh skips the cache');
    t.state.wanted = false;
    t.scheduler.poke();
    await t.settle(10 * TRADES_MIN_INTERVAL_MS);
    assert.equal(t.asked.length, 2, 'hidden or unfocused: nothing');
    t.state.wanted = true;
    t.scheduler.poke();
    await t.settle(0);
    assert.equal(t.asked.length, 3, 'shown again: at once, since it is due');
    assert.equal(t.sent.at(-1)?.status, 'loaded');
    assert.equal(t.sent.at(-1)?.rows.length, 1);
    t.trades.dispose();
  });

  it('waits as long as the budget needs to pay for each refresh', async () => {
    const t = setUp({ perHour: 60 }); // a credit a minute for this one job
    await t.trades.setPool(pool(), false);
    await t.settle(30_000);
    assert.equal(t.asked.length, 1, '15 seconds are not enough for the budget');
    await t.settle(30_000);
    assert.equal(t.asked.length, 2);
    t.trades.dispose();
  });

  it('keeps the earlier trades with why when a refresh fails, and stops when the page closes', async () => {
    const t = setUp({ perHour: Infinity });
    await t.trades.setPool(pool(), false);
    t.failWith(new Error('the service is down'));
    await t.settle(TRADES_MIN_INTERVAL_MS);
    const last = t.sent.at(-1)!;
    assert.deepEqual([last.status, last.rows.length], ['error', 1]);
    assert.match(last.message ?? '', /the service is down/);
    t.trades.dispose();
    await t.settle(10 * TRADES_MIN_INTERVAL_MS);
    assert.equal(t.asked.length, 2, 'closed: nothing more');
    const stopped = setUp({ perHour: 0, stopped: 'credits used up' });
    await stopped.trades.setPool(pool(), false);
    await stopped.settle(10 * TRADES_MIN_INTERVAL_MS);
    assert.equal(stopped.asked.length, 1, 'credits used up: only what the user asked');
    stopped.trades.dispose();
  });

  it('puts live trades at the top, newest first, and shows a trade it already lists once', async () => {
    const t = setUp({ perHour: Infinity });
    await t.trades.setPool(pool(), false);
    const later = (s: number, usd: number): Trade => ({ ...trade, date: NOW + s * 1000, amountUSD: usd, hash: `0x${String(s).padStart(64, '0')}` });
    await t.trades.addLive([later(2, 500), later(1, 200), later(2, 500)]);
    await t.trades.addLive([trade, later(1, 200)]); // the refresh's trade and a resent frame
    const rows = t.sent.at(-1)!.rows;
    assert.deepEqual(rows.map((r) => [r.at - NOW, r.usdValue]), [[2000, 500], [1000, 200], [0, 3000]]);
    t.trades.dispose();
  });
});
