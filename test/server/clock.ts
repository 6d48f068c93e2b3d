// The reference API's clock. By default the process's own (src/core/clock.ts: the machine's, or the pinned calendar a
// test process set, so a server and a client in one process agree); given an offset from the machine's clock, that one
// (the test host pins every window's reference APIs at one instant: ../host/calendar.ts). Moved on together with the
// extension's test clock when a test leaves a window open for hours (POST /__control/clock).
import { nowMs } from '../../src/core/clock';

export class ServerClock {
  private advancedMs = 0;

  /** `offsetMs`: from the machine's clock; undefined follows the process's clock. */
  constructor(private readonly offsetMs?: number) {}

  now(): number {
    return (this.offsetMs === undefined ? nowMs() : Date.now() + this.offsetMs) + this.advancedMs;
  }

  /** Moves the clock on (never back: a service's clock does not run backwards). */
  advance(ms: number): number {
    if (Number.isFinite(ms) && ms > 0) this.advancedMs += ms;
    return this.now();
  }
}
