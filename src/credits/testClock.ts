// The clock background work runs on, as tests and the bench drive it: the extension's one clock (../core/clock), which a
// test window first pins to the test host's calendar (the offset it puts in the extension host's environment), then moves
// an hour on in a second (`advance`) so a simulated hour asks the reference server what a real one would. Never in
// production: there the offset is not taken and nothing can move the clock.
import type { Clock } from '../core/scheduler';
import { advanceClock, nowMs, pinClock } from '../core/clock';

export class OffsetClock implements Clock {
  /** `pinnedOffsetMs`: the test host's calendar, when the window was given one. */
  constructor(pinnedOffsetMs: unknown) {
    if (typeof pinnedOffsetMs === 'number') pinClock(pinnedOffsetMs);
  }

  now(): number {
    return nowMs();
  }

  setTimeout(run: () => void, ms: number): unknown {
    return setTimeout(run, ms);
  }

  clearTimeout(handle: unknown): void {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  }

  /** Moves this clock on; whoever plans by it must be poked to notice. */
  advance(ms: number): void {
    advanceClock(ms);
  }
}
