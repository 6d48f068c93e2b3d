// The one clock (src/core/clock.ts) and a page's view of it (src/webview/kit/hostClock.ts): a pin no calendar could be
// is refused, whatever the global holds is read as a shift only if it is one, and a page dates by the host's time.
import * as assert from 'node:assert/strict';
import { advanceClock, clockShiftMs, machineNowMs, nowMs, pinClock } from '../../src/core/clock';
import { heardHostTime, hostNow } from '../../src/webview/kit/hostClock';

describe('the one clock', () => {
  let pinned: number;
  beforeEach(() => { pinned = clockShiftMs(); });
  afterEach(() => { pinClock(pinned); }); // the unit tests' own calendar (test/pinnedCalendar.ts)

  it('is the machine\'s, shifted by the pin; advancing moves it on, never back', () => {
    assert.equal(pinClock(-86_400_000), true);
    assert.ok(Math.abs(nowMs() - (machineNowMs() - 86_400_000)) < 1000);
    advanceClock(3_600_000);
    assert.equal(clockShiftMs(), -82_800_000);
    advanceClock(-3_600_000);
    advanceClock(Number.NaN);
    assert.equal(clockShiftMs(), -82_800_000, 'nothing moves it back or breaks it');
  });

  it('refuses a pin no calendar could be, and reads a shift only where one is', () => {
    pinClock(5000);
    for (const bad of [Number.NaN, Infinity, 1e300, -1e15]) assert.equal(pinClock(bad), false, String(bad));
    assert.equal(clockShiftMs(), 5000, 'the last good pin stands');
    (globalThis as Record<symbol, unknown>)[Symbol.for('walletscope.clockShiftMs')] = '5'; // another extension's write
    assert.equal(clockShiftMs(), 0);
    assert.equal(typeof nowMs(), 'number');
    assert.ok(Number.isFinite(new Date(nowMs()).getTime()));
  });
});

describe('a page\'s clock', () => {
  it('counts from the host\'s time once told, and ignores what is not a time', () => {
    heardHostTime(machineNowMs() - 7 * 86_400_000);
    assert.ok(Math.abs(hostNow() - (machineNowMs() - 7 * 86_400_000)) < 1000);
    heardHostTime(Number.NaN);
    heardHostTime(undefined);
    assert.ok(Math.abs(hostNow() - (machineNowMs() - 7 * 86_400_000)) < 1000, 'kept');
    heardHostTime(machineNowMs());
  });
});
