// What the credits went to: per feature and UTC day, in small files that every window shares and that outlive a
// restart. Each writer (a window session) writes only its own file per day, atomically (the store writes a whole file
// or nothing); finished days are merged into one file by whichever window claims them. A record names its writer and
// revision, so two windows, restarts, sleep across midnights, a merge claimed twice and crashes never count anything
// twice (./dayData). The user may set the month back to zero (./resetMark). Stamps from the future are not trusted.
import { dayKey, monthKey } from './calendar';
import {
  add, copyDay, emptyDay, parseDayFile, serializeMerged, serializeWriter, sum, takeLatest, type DayData, type DayRecords, type ServiceAccount,
} from './dayData';
import type { Feature } from './prices';
import { latestMark, parseReset, RESET_FILE, resetFileName, serializeReset, sinceMark, type ResetMark } from './resetMark';
import type { ServiceFigures } from './serviceFigures';

/** Where the files live: a folder of the extension's global storage in VS Code, plain files elsewhere. */
export interface LedgerStore {
  list(): Promise<string[]>;
  read(name: string): Promise<string | undefined>;
  /** Replaces the file whole or leaves it as it was (a temporary file renamed over it). */
  write(name: string, text: string): Promise<void>;
  /** Renames when `from` exists and `to` does not; false when another writer got there first. */
  claim(from: string, to: string): Promise<boolean>;
  remove(name: string): Promise<void>;
}

export type { ServiceAccount };

export interface Usage {
  readonly today: ReadonlyMap<Feature, number>;
  readonly month: ReadonlyMap<Feature, number>;
  readonly requestsThisMonth: ReadonlyMap<Feature, number>;
  readonly todayTotal: number;
  readonly monthTotal: number;
  /** Credits per day (key "2026-11-23") over the last five weeks, for the pace. */
  readonly daily: ReadonlyMap<string, number>;
  /** Of this month's credits, how many the service priced itself (headers) rather than the price list. */
  readonly fromService: number;
  /** The service's latest figures this month for the account asked about (any, when none was named). */
  readonly account: ServiceAccount | undefined;
  /** When this month's credits ran out, if they did and no answer came since. */
  readonly exhaustedAt: number | undefined;
  /** When the user last set this month's figures back to zero. */
  readonly resetAt: number | undefined;
}

/** Days older than this are deleted; the month and the pace need five weeks at most. */
const KEEP_DAYS = 62;
const DAY_MS = 86_400_000;
const NAME = /^(\d{4}-\d{2}-\d{2})\.([a-z0-9.-]{1,120})\.json(?:\.claim-[a-z0-9-]{1,80})?$/;

export class CreditLedger {
  /** This writer's days not yet old (today, yesterday): the only ones it writes. */
  private readonly own = new Map<string, DayData>();
  private readonly revs = new Map<string, number>();
  private readonly dirty = new Set<string>();
  /** Every record on disk, by day and writer, as of the last refresh (this writer's older days included). */
  private disk = new Map<string, DayRecords>();
  private marks = new Map<string, ResetMark>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
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
    await this.store.write(resetFileName(month, this.writer), serializeReset(mark));
  }

  /** Usage as this window knows it; `who` picks the service figures and exhaustion of one account (./accountId). */
  usage(who?: string): Usage {
    const now = this.now();
    const today = dayKey(now);
    const month = monthKey(now);
    const from = dayKey(now - 35 * DAY_MS);
    const mark = latestMark(this.marks.get(month), undefined, now);
    const resetAt = mark?.at;
    const usage = {
      today: new Map<Feature, number>(), month: new Map<Feature, number>(), requestsThisMonth: new Map<Feature, number>(),
      todayTotal: 0, monthTotal: 0, daily: new Map<string, number>(), fromService: 0,
      account: undefined as ServiceAccount | undefined, exhaustedAt: undefined as number | undefined, resetAt,
    };
    /** A stamp from the future (a clock that ran ahead, then was set back) is no stamp, nor one from before a reset. */
    const trusted = (at: number | undefined) => at !== undefined && at <= now && !(resetAt !== undefined && at <= resetAt);
    let answeredAt = -1;
    for (const [day, records] of this.records()) {
      if (day < from) continue;
      const inMonth = day.startsWith(month);
      let dayTotal = 0;
      for (const [writer, record] of records) {
        const data = inMonth ? sinceMark(record, mark?.days.get(day)?.get(writer)) : record;
        const credits = sum(data.credits);
        dayTotal += credits;
        if (!inMonth) continue;
        for (const [feature, n] of data.credits) add(usage.month, feature, n);
        for (const [feature, n] of data.requests) add(usage.requestsThisMonth, feature, n);
        usage.fromService += data.fromService;
        if (day === today) for (const [feature, n] of data.credits) add(usage.today, feature, n);
        const a = data.account;
        if (a && trusted(a.at) && (who === undefined || a.who === who) && (!usage.account || a.at > usage.account.at)) usage.account = a;
        const e = data.exhaustedAt;
        if (trusted(e) && (who === undefined || data.exhaustedWho === undefined || data.exhaustedWho === who)) usage.exhaustedAt = Math.max(usage.exhaustedAt ?? 0, e!);
        if (data.answeredAt !== undefined && data.answeredAt <= now) answeredAt = Math.max(answeredAt, data.answeredAt);
      }
      usage.daily.set(day, dayTotal);
      if (!inMonth) continue;
      usage.monthTotal += dayTotal;
      if (day === today) usage.todayTotal += dayTotal;
    }
    if (usage.exhaustedAt !== undefined && answeredAt > usage.exhaustedAt) usage.exhaustedAt = undefined;
    return usage;
  }

  /**
   * Reads what every writer has recorded (other windows, earlier sessions), merges finished days into one file
   * each, and deletes days nobody needs any more. Failures leave the last reading in place.
   */
  async refresh(): Promise<void> {
    const now = this.now();
    const finished = dayKey(now - 2 * DAY_MS);
    for (const [day, names] of (await this.files(now)).days) if (day <= finished && names.length > 1) await this.compact(day, names);
    const { days, resets } = await this.files(now);
    const disk = new Map<string, DayRecords>();
    for (const [day, names] of days) disk.set(day, await this.readAll(names));
    const marks = new Map<string, ResetMark | undefined>();
    for (const [month, names] of resets) {
      for (const name of names) marks.set(month, latestMark(marks.get(month), parseReset(await this.store.read(name).catch(() => undefined)), now));
    }
    for (const [month, mark] of this.marks) marks.set(month, latestMark(marks.get(month), mark, now));
    this.disk = disk;
    this.marks = new Map([...marks].filter((entry): entry is [string, ResetMark] => entry[1] !== undefined));
    this.changed(false);
  }

  /** Writes this writer's changed days now. */
  async flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
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

  /** The ledger's files by day (older ones deleted on the way), and the reset marks by month. */
  private async files(now: number): Promise<{ days: Map<string, string[]>; resets: Map<string, string[]> }> {
    const oldest = dayKey(now - KEEP_DAYS * DAY_MS);
    const days = new Map<string, string[]>();
    const resets = new Map<string, string[]>();
    for (const name of await this.store.list()) {
      const match = NAME.exec(name);
      const reset = match ? undefined : RESET_FILE.exec(name);
      const day = match?.[1] ?? (reset ? `${reset[1]}-31` : undefined);
      if (day === undefined) continue;
      if (day < oldest) {
        await this.store.remove(name).catch(() => undefined);
        continue;
      }
      const into = match ? days : resets;
      const key = match ? day : reset![1]!;
      into.set(key, [...(into.get(key) ?? []), name]);
    }
    return { days, resets };
  }

  /**
   * Claims a finished day's files (a rename: only one window gets each), writes each writer's latest record in one
   * file, then deletes what it claimed. Should two windows both get a file (a store whose rename is not atomic), the
   * writers inside are the same, and count once.
   */
  private async compact(day: string, names: readonly string[]): Promise<void> {
    const claimed: string[] = [];
    for (const name of names) {
      const to = `${name.replace(/\.claim-.*$/, '')}.claim-${this.writer}`;
      if (await this.store.claim(name, to).catch(() => false)) claimed.push(to);
    }
    if (claimed.length === 0) return;
    try {
      await this.store.write(`${day}.merged.${this.writer}-${Date.now().toString(36)}.json`, serializeMerged(await this.readAll(claimed)));
      for (const name of claimed) await this.store.remove(name).catch(() => undefined);
    } catch {
      // The claimed files stay, and still count: a later refresh merges them.
    }
  }

  private async readAll(names: readonly string[]): Promise<DayRecords> {
    const records: DayRecords = new Map();
    for (const name of names) {
      const found = parseDayFile(await this.store.read(name).catch(() => undefined), name);
      if (found) takeLatest(records, found);
    }
    return records;
  }

  private changed(flush = true): void {
    if (flush) this.flushTimer ??= setTimeout(() => void this.flush().catch(() => undefined), this.flushDelayMs);
    for (const listener of [...this.listeners]) listener();
  }
}
