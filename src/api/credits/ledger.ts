// What the credits went to: per feature and UTC day, in small files that every window shares and that outlive a
// restart. Each writer (a window session) writes only its own file per day, so no window overwrites another's
// figures; finished days are merged into one file by whichever window claims them first (an atomic rename).
import { dayKey, monthKey } from './calendar';
import { add, emptyDay, merged, parseDay, serialize, sum, type DayData, type ServiceAccount } from './dayData';
import type { Feature } from './prices';
import type { ServiceFigures } from './serviceFigures';

/** Where the files live: a folder of the extension's global storage in VS Code, plain files elsewhere. */
export interface LedgerStore {
  list(): Promise<string[]>;
  read(name: string): Promise<string | undefined>;
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
  /** The service's latest figures this month, if it sent any. */
  readonly account: ServiceAccount | undefined;
  /** When this month's credits ran out, if they did and no answer came since. */
  readonly exhaustedAt: number | undefined;
}

/** Days older than this are deleted; the month and the pace need five weeks at most. */
const KEEP_DAYS = 62;
const DAY_MS = 86_400_000;
const NAME = /^(\d{4}-\d{2}-\d{2})\.([a-z0-9-]{1,80})\.json(?:\.claim-[a-z0-9-]{1,80})?$/;

export class CreditLedger {
  /** This writer's days not yet old (today, yesterday): the only ones it writes. */
  private readonly own = new Map<string, DayData>();
  private readonly dirty = new Set<string>();
  /** Everything on disk but this writer's own current days, as of the last refresh. */
  private disk = new Map<string, DayData>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly writer: string;

  constructor(private readonly store: LedgerStore, writer: string, private readonly now: () => number, private readonly flushDelayMs = 2000) {
    this.writer = writer.toLowerCase().replace(/[^a-z0-9-]/g, '-').slice(0, 60) || 'writer';
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

  /** The service's figures for the key (limit, remaining), stamped with when they were read. */
  noteAccount(figures: ServiceFigures): void {
    if (figures.limit === undefined && figures.remaining === undefined) return;
    this.ownDay().account = { limit: figures.limit, remaining: figures.remaining, at: this.now() };
    this.changed();
  }

  /** The service refused a request because the month's credits are used up. */
  noteExhausted(): void {
    this.ownDay().exhaustedAt = this.now();
    this.changed();
  }

  usage(): Usage {
    const now = this.now();
    const today = dayKey(now);
    const month = monthKey(now);
    const from = dayKey(now - 35 * DAY_MS);
    const usage = {
      today: new Map<Feature, number>(), month: new Map<Feature, number>(), requestsThisMonth: new Map<Feature, number>(),
      todayTotal: 0, monthTotal: 0, daily: new Map<string, number>(), fromService: 0,
      account: undefined as ServiceAccount | undefined, exhaustedAt: undefined as number | undefined,
    };
    let answeredAt = -1;
    for (const [day, data] of this.days()) {
      if (day < from) continue;
      const total = sum(data.credits);
      usage.daily.set(day, (usage.daily.get(day) ?? 0) + total);
      if (!day.startsWith(month)) continue;
      for (const [feature, credits] of data.credits) add(usage.month, feature, credits);
      for (const [feature, count] of data.requests) add(usage.requestsThisMonth, feature, count);
      usage.monthTotal += total;
      usage.fromService += data.fromService;
      if (data.account && (!usage.account || data.account.at > usage.account.at)) usage.account = data.account;
      if (data.exhaustedAt !== undefined) usage.exhaustedAt = Math.max(usage.exhaustedAt ?? 0, data.exhaustedAt);
      answeredAt = Math.max(answeredAt, data.answeredAt ?? -1);
      if (day === today) {
        for (const [feature, credits] of data.credits) add(usage.today, feature, credits);
        usage.todayTotal += total;
      }
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
    for (const [day, names] of await this.filesByDay(now)) if (day <= finished && names.length > 1) await this.compact(day, names);
    const disk = new Map<string, DayData>();
    for (const [day, names] of await this.filesByDay(now)) disk.set(day, await this.readAll(names));
    this.disk = disk;
    this.changed(false);
  }

  /** The files of each day still kept (older ones are deleted on the way), but this writer's current days. */
  private async filesByDay(now: number): Promise<Map<string, string[]>> {
    const oldest = dayKey(now - KEEP_DAYS * DAY_MS);
    const byDay = new Map<string, string[]>();
    for (const name of await this.store.list()) {
      const match = NAME.exec(name);
      if (!match) continue;
      const [, day, writer] = match as unknown as [string, string, string];
      if (day < oldest) {
        await this.store.remove(name).catch(() => undefined);
        continue;
      }
      if (writer === this.writer && this.own.has(day)) continue; // memory is newer
      byDay.set(day, [...(byDay.get(day) ?? []), name]);
    }
    return byDay;
  }

  /** Writes this writer's changed days now. */
  async flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const today = dayKey(this.now());
    for (const day of [...this.dirty]) {
      this.dirty.delete(day);
      const data = this.own.get(day);
      if (data) await this.store.write(`${day}.${this.writer}.json`, serialize(data));
    }
    // Days before yesterday are on disk now; from here on they are read like anyone else's.
    for (const day of [...this.own.keys()]) if (day < dayKey(Date.parse(`${today}T00:00:00Z`) - DAY_MS)) this.moveToDisk(day);
  }

  dispose(): Promise<void> {
    this.listeners.clear();
    return this.flush();
  }

  private days(): Map<string, DayData> {
    const all = new Map<string, DayData>();
    for (const map of [this.disk, this.own]) for (const [day, data] of map) all.set(day, all.has(day) ? merged(all.get(day)!, data) : data);
    return all;
  }

  private ownDay(): DayData {
    const day = dayKey(this.now());
    let data = this.own.get(day);
    if (!data) {
      data = emptyDay();
      this.own.set(day, data);
    }
    this.dirty.add(day);
    return data;
  }

  private moveToDisk(day: string): void {
    const data = this.own.get(day);
    this.own.delete(day);
    if (data) this.disk.set(day, this.disk.has(day) ? merged(this.disk.get(day)!, data) : data);
  }

  /**
   * Claims a finished day's files (a rename: only one window gets each), writes their sum as one file, then deletes
   * them. A file another window claimed first is that window's to merge.
   */
  private async compact(day: string, names: readonly string[]): Promise<void> {
    const claimed: string[] = [];
    for (const name of names) {
      const to = `${name.replace(/\.claim-.*$/, '')}.claim-${this.writer}`;
      if (await this.store.claim(name, to).catch(() => false)) claimed.push(to);
    }
    if (claimed.length === 0) return;
    try {
      await this.store.write(`${day}.merged-${this.writer}-${claimed.length}-${Date.now().toString(36)}.json`, serialize(await this.readAll(claimed)));
      for (const name of claimed) await this.store.remove(name).catch(() => undefined);
    } catch {
      // The claimed files stay, and still count: a later refresh merges them.
    }
  }

  private async readAll(names: readonly string[]): Promise<DayData> {
    let total = emptyDay();
    for (const name of names) {
      const data = parseDay(await this.store.read(name).catch(() => undefined));
      if (data) total = merged(total, data);
    }
    return total;
  }

  private changed(flush = true): void {
    if (flush) this.flushTimer ??= setTimeout(() => void this.flush().catch(() => undefined), this.flushDelayMs);
    for (const listener of [...this.listeners]) listener();
  }
}

