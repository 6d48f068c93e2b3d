// The one place background work asks "may I run now, and what will it cost?". Each job runs only while someone can
// see its result, never more often than its own minimum, and after each run waits until its share of the budget's
// hourly allowance has paid for what the run cost (a token bucket of one run). Nothing runs while the budget is
// stopped (credits used up, no key). A last run stamped in the future (a clock set back) counts as no run (./stamps).
import { trustedStamp } from './stamps';
import { nowMs } from './clock';

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const SYSTEM_CLOCK: Clock = {
  now: () => nowMs(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface BackgroundJob {
  readonly name: string;
  /** Weight among the jobs that want to run: the share of the allowance this job may spend. */
  readonly share: number;
  /** Never more often than this, whatever the budget (ms). */
  minIntervalMs(): number;
  /** Credits the next run will cost (0: free, runs at the minimum interval). */
  cost(): number;
  /** Someone can see the result now (view visible, window focused) and there is something to do. */
  wanted(): boolean;
  /** Does the work; resolves with the credits it really cost when it knows them (else its estimate counts). */
  run(): Promise<number | void>;
}

export interface BudgetView {
  /** Credits an hour background work may spend (Infinity: unlimited). */
  readonly perHour: number;
  /** Why nothing may run at all, when nothing may (e.g. "credits used up"). */
  readonly stopped?: string;
  /** Credits background work may still spend this month: a run that costs more waits for the next month. */
  readonly left?: number;
}

/** Re-plan at least this often, so a budget that changed without a poke is noticed. */
const MAX_SLEEP_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;

interface Entry {
  readonly job: BackgroundJob;
  lastRunAt: number | undefined;
  /** What the last run cost: the wait after it is what the budget needs to pay for it. */
  lastCost: number | undefined;
  running: Promise<void> | undefined;
}

export class BackgroundScheduler {
  private readonly entries = new Map<string, Entry>();
  private timer: unknown;
  private disposed = false;

  constructor(private readonly clock: Clock, private readonly budget: () => BudgetView) {}

  /** The scheduler's time (a test window's clock may run ahead of the wall's). */
  now(): number {
    return this.clock.now();
  }

  /** Adds a job; `lastRunAt` when its data is already this fresh (a snapshot restored at start-up). */
  add(job: BackgroundJob, lastRunAt?: number): { dispose(): void } {
    this.entries.set(job.name, { job, lastRunAt, lastCost: undefined, running: undefined });
    this.poke();
    return { dispose: () => { this.entries.delete(job.name); this.poke(); } };
  }

  /** The job ran because the user asked, costing `cost`: its next background run waits from now. */
  ran(name: string, cost?: number): void {
    const entry = this.entries.get(name);
    if (entry) {
      entry.lastRunAt = this.clock.now();
      entry.lastCost = cost;
    }
    this.poke();
  }

  /**
   * How long this job waits after a run: its minimum, or the time its share of the allowance takes to pay for what
   * the run cost (the next run's estimate before a first run); Infinity when it may not run at all.
   */
  intervalMs(name: string): number {
    const entry = this.entries.get(name);
    if (!entry) return Infinity;
    const budget = this.budget();
    if (budget.stopped) return Infinity;
    const min = entry.job.minIntervalMs();
    // A run the month's credits left for background work cannot pay for (a thousand wallets late in a free month).
    if (budget.left !== undefined && entry.job.cost() > budget.left) return Infinity;
    const cost = entry.lastCost ?? entry.job.cost();
    if (cost <= 0 || budget.perHour === Infinity) return min;
    if (!(budget.perHour > 0)) return Infinity;
    const wanting = [...this.entries.values()].filter((e) => e === entry || e.job.wanted());
    const shares = wanting.reduce((total, e) => total + e.job.share, 0);
    const perHour = budget.perHour * (entry.job.share / shares);
    return Math.max(min, (cost / perHour) * HOUR_MS);
  }

  /** Whether the job has something to do that someone can see now. */
  wanted(name: string): boolean {
    return this.entries.get(name)?.job.wanted() === true;
  }

  /** When the job runs next if nothing changes; undefined when it does not (not wanted, or no budget). */
  nextRunAt(name: string): number | undefined {
    const entry = this.entries.get(name);
    if (!entry || !entry.job.wanted()) return undefined;
    const interval = this.intervalMs(name);
    if (!Number.isFinite(interval)) return undefined;
    const now = this.clock.now();
    const last = trustedStamp(entry.lastRunAt, now);
    return last === undefined ? now : last + interval;
  }

  /** Something changed (visibility, focus, budget, settings, the clock): runs what is due and plans the next wake-up. */
  poke(): void {
    if (this.disposed) return;
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    const now = this.clock.now();
    let wake = Infinity;
    for (const entry of this.entries.values()) {
      if (entry.running) continue;
      const at = this.nextRunAt(entry.job.name);
      if (at === undefined) continue;
      if (at <= now) this.start(entry);
      else wake = Math.min(wake, at);
    }
    // Re-planned at least every MAX_SLEEP_MS while there are jobs: one held back for the month runs when a new one begins.
    if (this.entries.size > 0) this.timer = this.clock.setTimeout(() => this.poke(), Math.min(MAX_SLEEP_MS, Math.max(0, wake - now)));
  }

  /** Resolves once no job is running (tests and the bench wait for a simulated minute's work). */
  async idle(): Promise<void> {
    for (;;) {
      const running = [...this.entries.values()].map((e) => e.running).filter((r) => r !== undefined);
      if (running.length === 0) return;
      await Promise.allSettled(running);
    }
  }

  dispose(): void {
    this.disposed = true;
    this.clock.clearTimeout(this.timer);
    this.entries.clear();
  }

  private start(entry: Entry): void {
    entry.lastRunAt = this.clock.now();
    const estimate = entry.job.cost();
    const run = entry.job.run().then((spent) => {
      entry.lastCost = typeof spent === 'number' && Number.isFinite(spent) && spent >= 0 ? spent : estimate;
    }, () => {
      entry.lastCost = estimate;
    }).finally(() => {
      entry.running = undefined;
      this.poke();
    });
    entry.running = run;
  }
}
