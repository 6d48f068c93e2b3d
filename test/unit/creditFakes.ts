// Test doubles for the credits code: a ledger store in memory (the files every window shares) and a clock that
// only moves when told.
import type { LedgerStore } from '../../src/api/credits/ledger';
import type { Clock } from '../../src/core/scheduler';

export class MemoryLedgerStore implements LedgerStore {
  readonly files = new Map<string, string>();

  list(): Promise<string[]> {
    return Promise.resolve([...this.files.keys()]);
  }

  read(name: string): Promise<string | undefined> {
    return Promise.resolve(this.files.get(name));
  }

  write(name: string, text: string): Promise<void> {
    this.files.set(name, text);
    return Promise.resolve();
  }

  claim(from: string, to: string): Promise<boolean> {
    const text = this.files.get(from);
    if (text === undefined || this.files.has(to)) return Promise.resolve(false);
    this.files.delete(from);
    this.files.set(to, text);
    return Promise.resolve(true);
  }

  remove(name: string): Promise<void> {
    this.files.delete(name);
    return Promise.resolve();
  }
}

export class FakeClock implements Clock {
  private timers = new Map<number, { at: number; run: () => void }>();
  private next = 1;

  constructor(public time: number) {}

  now(): number {
    return this.time;
  }

  setTimeout(run: () => void, ms: number): unknown {
    const id = this.next++;
    this.timers.set(id, { at: this.time + ms, run });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Moves time on, firing every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = Math.max(this.time, due[1].at);
      due[1].run();
    }
    this.time = end;
  }
}

/** 1 November 2026, 00:00 UTC, plus hours. */
export function november(day: number, hour = 0): number {
  return Date.UTC(2026, 10, day, hour);
}
