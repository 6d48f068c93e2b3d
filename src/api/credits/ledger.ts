// What the credits went to: per feature and UTC day, in small files that every window shares and that outlive a
// restart. Each writer (a window session) writes only its own file per day, atomically (the store writes a whole file
// or nothing); finished days are merged into one file by whichever window claims them. A record names its writer and
// revision, so two windows, restarts, sleep across midnights, a merge claimed twice and crashes never count anything
// twice (./dayData). The user may set the month back to zero (./resetMark). The files are ./dayFiles's, the sums
// ./usage's; this keeps this window's counts and when they are written.
import { dayKey, DAY_MS, monthKey } from './calendar';
import { add, copyDay, emptyDay, serializeWriter, takeLatest, type DayData, type DayRecords, type ServiceAccount } from './dayData';
import { readLedger, type LedgerStore } from './dayFiles';
import type { Feature } from './prices';
import { latestMark, resetFileName, serializeReset, type ResetMark } from './resetMark';
import type { ServiceFigures } from '../transport/serviceFigures';
import { sumUsage, type Usage } from './usage';

export type { LedgerStore, ServiceAccount, Usage };

export class CreditLedger {
  /** This writer's days not yet old (today, yesterday): the only ones it writes. */
  private readonly own = new Map<string, DayData>();
  private readonly revs = new Map<string, number>();
  private readonly dirty = new Set<string>();
  /** Every record on disk, by day and writer, as of the last refresh (this writer's older days included). */
  private disk = new Map<string, DayRecords>();
  private marks = new Map<string, ResetMark>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  /** The write under way (./ledger flush), which the next waits for. */
  private writing: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  private readonly writer: string;

  constructor(private readonly store: LedgerStore, writer: string, private readonly now: () => number, private readonly flushDelayMs = 2000) {
    // A random tail: two windows that were given the same name (two browser tabs of one session) still write apart.
    const name = writer.toLowerCase().replace(/[^a-z0-9-]/g, '-').slice(0, 48) || 'writer';
    this.writer = `${name}-${Math.random().toString(36).slice(2, 8)}`;
  }

  onDidChange(listener: () => void): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  /**
   * Credits an answer (or a minute of an open socket: `requests` 0) cost; `fromService` when the service priced
   * it itself. An answer also shows that the month's credits are not used up.
   */
  record(feature: Feature, credits: number, fromService = false, requests = 1): void {
    if (!(credits >= 0) || !Number.isFinite(credits)) return;
    const day = this.ownDay();
    add(day.credits, feature, credits);
    add(day.requests, feature, requests);
    if (fromService) day.fromService += credits;
    if (requests > 0) day.answeredAt = this.now();
    this.changed();
  }

  /** The service's figures for an account (limit, remaining), stamped with when they were read and what was spent then. */
  noteAccount(figures: ServiceFigures, who?: string): void {
    if (figures.limit === undefined && figures.remaining === undefined) return;
    const spent = this.usage().monthTotal;
    this.ownDay().account = { limit: figures.limit, remaining: figures.remaining, at: this.now(), ...(who !== undefined ? { who } : {}), spent };
    this.changed();
  }

  /** The service refused a request because the month's credits are used up (for `who`'s account, when known). */
  noteExhausted(who?: string): void {
    const day = this.ownDay();
    day.exhaustedAt = this.now();
    day.exhaustedWho = who;
    this.changed();
  }

  /**
   * The month's figures back to zero from now (the user knows they are wrong), for every window: what each writer had
   * counted, read fresh from the disk after this window's own records are on it.
   */
  async resetMonth(): Promise<void> {
    await this.flush();
    await this.refresh();
    const now = this.now();
    const month = monthKey(now);
    const days = new Map<string, Map<string, DayData>>();
    for (const [day, records] of this.records()) {
      // Copies: this writer's current day goes on counting after the mark.
      if (day.startsWith(month)) days.set(day, new Map([...records].map(([writer, data]) => [writer, copyDay(data)])));
    }
    const mark: ResetMark = { at: now, days };
    this.marks.set(month, mark);
    this.changed(false);
    await this.afterWrites(() => this.store.write(resetFileName(month, this.writer), serializeReset(mark)));
  }

  /** Usage as this window knows it; `who` picks the service figures and exhaustion of one account (./accountId). */
  usage(who?: string): Usage {
    return sumUsage(this.records(), this.marks, this.now(), who);
  }

  /**
   * Reads what every writer has recorded (other windows, earlier sessions), merges finished days into one file
   * each, and deletes days nobody needs any more. Failures leave the last reading in place.
   */
  async refresh(): Promise<void> {
    const now = this.now();
    const [disk, marks] = await readLedger(this.store, this.writer, now);
    for (const [month, mark] of this.marks) marks.set(month, latestMark(marks.get(month), mark, now));
    this.disk = disk;
    this.marks = new Map([...marks].filter((entry): entry is [string, ResetMark] => entry[1] !== undefined));
    this.changed(false);
  }

  /**
   * Writes this writer's changed days now, after any write already under way: two writes of one day's file at once (the
   * timer's and a reset's) race in the file system's replace, and one of them fails.
   */
  flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    return this.afterWrites(() => this.writeDirty());
  }

  /** Runs `write` once the writes under way are done (./ledger flush). */
  private afterWrites(write: () => Promise<void>): Promise<void> {
    const run = this.writing.then(write);
    this.writing = run.catch(() => undefined);
    return run;
  }

  private async writeDirty(): Promise<void> {
    const today = dayKey(this.now());
    for (const day of [...this.dirty]) {
      this.dirty.delete(day);
      const data = this.own.get(day);
      if (!data) continue;
      const rev = (this.revs.get(day) ?? 0) + 1;
      this.revs.set(day, rev);
      try {
        await this.store.write(`${day}.${this.writer}.json`, serializeWriter(this.writer, rev, data));
      } catch (e) {
        this.dirty.add(day); // written next time: the day is still this writer's to write
        throw e;
      }
    }
    // Days before yesterday are on disk now; from here on they are read like anyone else's.
    for (const day of [...this.own.keys()]) if (day < dayKey(Date.parse(`${today}T00:00:00Z`) - DAY_MS)) this.moveToDisk(day);
  }

  dispose(): Promise<void> {
    this.listeners.clear();
    return this.flush();
  }

  /** Each day's records by writer, each writer once at its latest revision; this writer's current days from memory. */
  private records(): Map<string, Map<string, DayData>> {
    const out = new Map<string, Map<string, DayData>>();
    for (const [day, records] of this.disk) out.set(day, new Map([...records].map(([writer, r]) => [writer, r.data])));
    for (const [day, data] of this.own) out.set(day, (out.get(day) ?? new Map<string, DayData>()).set(this.writer, data));
    return out;
  }

  private ownDay(): DayData {
    const day = dayKey(this.now());
    let data = this.own.get(day);
    if (!data) {
      // A day this writer had already put on disk (the clock was set back across midnights) goes on from its record.
      const before = this.disk.get(day)?.get(this.writer);
      data = before ? copyDay(before.data) : emptyDay();
      this.own.set(day, data);
    }
    this.dirty.add(day);
    return data;
  }

  private moveToDisk(day: string): void {
    const data = this.own.get(day);
    this.own.delete(day);
    if (!data) return;
    const records = this.disk.get(day) ?? new Map();
    takeLatest(records, new Map([[this.writer, { rev: this.revs.get(day) ?? 0, data }]]));
    this.disk.set(day, records);
  }

  private changed(flush = true): void {
    if (flush) this.flushTimer ??= setTimeout(() => void this.flush().catch(() => undefined), this.flushDelayMs);
    for (const listener of [...this.listeners]) listener();
  }
}
