// The budget: background work may spend what is left this month, less a reserve for direct actions, spread over
// what is left of the month; and the projection to the month's end at the recent pace.
import assert from 'node:assert/strict';
import { allowance, projectedMonth, RESERVE_SHARE } from '../../src/api/credits/budget';
import { CreditLedger } from '../../src/api/credits/ledger';
import { planOf } from '../../src/api/credits/plans';
import { MemoryLedgerStore, november } from './creditFakes';

const FREE = planOf('free', 0);
const HOURS_IN_NOVEMBER = 30 * 24;

function usageAfter(entries: Array<[number, number]>, now: number) {
  const clock = { time: 0 };
  const l = new CreditLedger(new MemoryLedgerStore(), 'w', () => clock.time, 60_000);
  for (const [at, credits] of entries) {
    clock.time = at;
    l.record('wallets', credits);
  }
  clock.time = now;
  return l.usage();
}

describe('credits: the budget', () => {
  it('gives the free plan about 10 background credits an hour at the start of the month (14 an hour less the reserve)', () => {
    const a = allowance(FREE, usageAfter([], november(1)), november(1));
    assert.ok(Math.abs(a.perHour - (10_000 * (1 - RESERVE_SHARE)) / HOURS_IN_NOVEMBER) < 1e-9, String(a.perHour));
    assert.ok(a.perHour <= 14);
    assert.equal(a.source, 'ledger');
  });

  it('keeps the same pace mid-month when spending has kept pace, more when it has not, less when it ran ahead', () => {
    const mid = november(16);
    const onPace = allowance(FREE, usageAfter([[november(2), 5_000]], mid), mid).perHour;
    const under = allowance(FREE, usageAfter([[november(2), 1_000]], mid), mid).perHour;
    const over = allowance(FREE, usageAfter([[november(2), 8_000]], mid), mid).perHour;
    assert.ok(Math.abs(onPace - 10.42) < 0.05, String(onPace));
    assert.ok(under > onPace && over < onPace, `${under} ${onPace} ${over}`);
    assert.equal(allowance(FREE, usageAfter([[november(2), 9_800]], mid), mid).perHour, 0, 'what is left is the reserve');
  });

  it('prefers the service\'s own figures for the key when it sent them, within the plan the user set', () => {
    const now = november(16);
    const usage = { ...usageAfter([[november(2), 100]], now), account: { limit: 125_000, remaining: 20_000, at: now } };
    const a = allowance(planOf('startup', 0), usage, now);
    assert.deepEqual([a.monthly, a.remaining, a.source], [125_000, 20_000, 'service']);
    const free = allowance(FREE, usage, now);
    assert.deepEqual([free.monthly, free.remaining], [10_000, 9_900], 'a header cannot grant credits the plan setting does not have');
    const absurd = allowance(FREE, { ...usage, account: { limit: 1e12, remaining: 1e12, at: now } }, now);
    const byLedger = allowance(FREE, usageAfter([[november(2), 100]], now), now).perHour;
    assert.ok(absurd.perHour <= byLedger, `a figure of 10^12 affords ${absurd.perHour} an hour, no more than the free plan's ${byLedger}`);
  });

  it('takes what was counted since the service\'s last figures off what it said was left', () => {
    const now = november(16);
    const usage = { ...usageAfter([[november(2), 100], [november(15), 900]], now), account: { limit: 10_000, remaining: 6_000, at: november(10), spent: 100 } };
    assert.equal(allowance(FREE, usage, now).remaining, 5_100, 'figures that stopped coming do not keep the budget where it was');
  });

  it('affords nothing once credits are used up, and no limit on an unlimited plan', () => {
    const now = november(16);
    assert.equal(allowance(FREE, { ...usageAfter([], now), exhaustedAt: now }, now).perHour, 0);
    assert.equal(allowance(planOf('enterprise', 0), usageAfter([[november(2), 1e6]], now), now).perHour, Infinity);
  });

  it('projects the month from the last week\'s pace, not from a busy first hour', () => {
    const first = usageAfter([[november(1, 9), 45]], november(1, 10));
    const projected = projectedMonth(first, november(1, 10));
    assert.ok(projected > 45 && projected < 1_500, `a 45-credit first session projects to ${projected}, not 30,000`);
    const steady = Array.from({ length: 14 * 24 }, (_, h): [number, number] => [november(1) + h * 3_600_000, 10]);
    const p = projectedMonth(usageAfter(steady, november(15)), november(15));
    assert.ok(Math.abs(p - 10 * HOURS_IN_NOVEMBER) < 300, `10 an hour projects to ${p}`);
  });
});
