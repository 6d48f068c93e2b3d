// Inlay hints are background work: the editor asks for them on every edit and scroll, and a screen of token addresses
// can cost 40 credits. They ask only while the credit meter's budget lets background work run (not when credits are used
// up or the service wants a key) and while a token bucket of its hourly allowance holds credits: it fills at
// `perHour`, holds at most one hour's worth, and what inline notes cost is taken from it (it may go below zero once; then
// hints wait until it has refilled). Hovers and completion are asked for by the user and never wait here.
import type { BudgetView } from '../core/scheduler';

const HOUR_MS = 3_600_000;
export const ALLOWANCE_SPENT = 'the hourly allowance for background work is spent';

export class HintBudget {
  private level = 0;
  /** When `level` was last brought up to date; undefined until the first question (or while the plan is unlimited). */
  private at: number | undefined;
  private spentBefore = 0;

  /** `spent`: the credits inline notes cost this month (any figure that only grows within a month will do). */
  constructor(private readonly budget: () => BudgetView, private readonly spent: () => number, private readonly now: () => number) {}

  /** Why inlay hints may not ask now; undefined when they may. */
  paused(): string | undefined {
    const { perHour, stopped } = this.budget();
    const now = this.now();
    const spent = this.spent();
    const since = Math.max(0, spent - this.spentBefore); // a new month starts from 0 again
    this.spentBefore = spent;
    if (stopped) return stopped;
    if (!Number.isFinite(perHour)) {
      this.at = undefined;
      return undefined;
    }
    this.level = this.at === undefined ? perHour : Math.min(perHour, this.level + (perHour * Math.max(0, now - this.at)) / HOUR_MS) - since;
    this.at = now;
    return this.level > 0 ? undefined : ALLOWANCE_SPENT;
  }
}
