// The clock background work runs on. Real time, except in the extension's own tests and bench, where a window can be
// moved an hour on in a second (`advance`) so a simulated hour asks the reference server what a real one would.
import type { Clock } from '../api/credits/scheduler';

export class OffsetClock implements Clock {
  private offset = 0;

  now(): number {
    return Date.now() + this.offset;
  }

  setTimeout(run: () => void, ms: number): unknown {
    return setTimeout(run, ms);
  }

  clearTimeout(handle: unknown): void {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  }

  /** Moves this clock on; whoever plans by it must be poked to notice. */
  advance(ms: number): void {
    this.offset += Math.max(0, ms);
  }
}
