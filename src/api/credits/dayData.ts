// One writer's record of one UTC day: credits and requests per feature, and the account's state. A writer (one window
// session) only ever adds to its own record, so its latest revision holds everything it counted that day. Files carry
// the writer and the revision, and a merged file keeps each writer's record apart: however often a day is merged,
// claimed twice or written again after a merge, each writer counts once, at its latest revision.
// Read back from files other windows wrote, so anything that is not a plausible record counts as nothing.
import { FEATURES, type Feature } from './prices';

/** The service's own figures for a key, as last reported. */
export interface ServiceAccount {
  readonly limit?: number;
  readonly remaining?: number;
  readonly at: number;
  /** Which service and key they are about (./accountId): figures of another service or key steer nothing. */
  readonly who?: string;
  /** The month's credits as the ledger counted them when the figures came: what was spent since comes off `remaining`. */
  readonly spent?: number;
}

export interface DayData {
  readonly credits: Map<Feature, number>;
  readonly requests: Map<Feature, number>;
  /** Credits whose price the service reported itself. */
  fromService: number;
  account?: ServiceAccount;
  exhaustedAt?: number;
  /** The account (./accountId) whose credits ran out: another account's exhaustion stops nothing. */
  exhaustedWho?: string;
  /** The last answer the service charged for: after an exhaustion, proof that credits are back. */
  answeredAt?: number;
}

/** A writer's record at a revision. */
export interface WriterDay {
  readonly rev: number;
  readonly data: DayData;
}

/** A day's records by writer. */
export type DayRecords = Map<string, WriterDay>;

export function emptyDay(): DayData {
  return { credits: new Map(), requests: new Map(), fromService: 0 };
}

export function add<K>(map: Map<K, number>, key: K, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

/** Every count of `from` added into `into`. */
export function addAll<K>(into: Map<K, number>, from: ReadonlyMap<K, number>): void {
  for (const [key, value] of from) add(into, key, value);
}

export function sum(map: ReadonlyMap<unknown, number>): number {
  let total = 0;
  for (const value of map.values()) total += value;
  return total;
}

export function merged(a: DayData, b: DayData): DayData {
  const out = emptyDay();
  for (const d of [a, b]) {
    addAll(out.credits, d.credits);
    addAll(out.requests, d.requests);
    out.fromService += d.fromService;
  }
  out.account = !a.account || (b.account && b.account.at > a.account.at) ? b.account : a.account;
  const exhausted = Math.max(a.exhaustedAt ?? -1, b.exhaustedAt ?? -1);
  if (exhausted >= 0) {
    out.exhaustedAt = exhausted;
    const who = exhausted === a.exhaustedAt ? a.exhaustedWho : b.exhaustedWho;
    if (who !== undefined) out.exhaustedWho = who;
  }
  const answered = Math.max(a.answeredAt ?? -1, b.answeredAt ?? -1);
  if (answered >= 0) out.answeredAt = answered;
  return out;
}

/** Adds `from`'s records to `into`, keeping each writer's latest revision. */
export function takeLatest(into: DayRecords, from: ReadonlyMap<string, WriterDay>): void {
  for (const [writer, record] of from) {
    const known = into.get(writer);
    if (!known || record.rev > known.rev) into.set(writer, record);
  }
}

/** A copy that goes its own way (a writer's live record goes on counting). */
export function copyDay(d: DayData): DayData {
  return merged(emptyDay(), d);
}

/** A writer's own file. */
export function serializeWriter(writer: string, rev: number, d: DayData): string {
  return JSON.stringify({ v: 2, writer, rev, ...fields(d) });
}

/**
 * A merged file: each writer's latest record, kept apart. Its name (`<day>.merged.<writer>-<time>.json`) is one the
 * first format's windows do not read: a window still on an older version neither counts it as nothing nor merges it away.
 */
export function serializeMerged(records: DayRecords): string {
  return JSON.stringify({ v: 2, writers: Object.fromEntries([...records].map(([writer, r]) => [writer, { rev: r.rev, ...fields(r.data) }])) });
}

function fields(d: DayData): Record<string, unknown> {
  return {
    credits: Object.fromEntries(d.credits), requests: Object.fromEntries(d.requests), fromService: d.fromService,
    ...(d.account ? { account: d.account } : {}), ...(d.exhaustedAt !== undefined ? { exhaustedAt: d.exhaustedAt } : {}),
    ...(d.exhaustedWho !== undefined ? { exhaustedWho: d.exhaustedWho } : {}),
    ...(d.answeredAt !== undefined ? { answeredAt: d.answeredAt } : {}),
  };
}

/**
 * A file's records by writer. A file of the first format (no writer inside) is its own writer, named after the file
 * (a claim's suffix removed, so a claimed copy is the same writer). Anything implausible counts as nothing.
 */
export function parseDayFile(text: string | undefined, fileName: string): DayRecords | undefined {
  const value = jsonRecord(text);
  if (!value) return undefined;
  const out: DayRecords = new Map();
  if (value.v === 2 && isRecord(value.writers)) {
    for (const [writer, entry] of Object.entries(value.writers).slice(0, 10_000)) {
      const data = isRecord(entry) ? parseDay(entry) : undefined;
      const rev = isRecord(entry) ? revision(entry.rev) : undefined;
      if (data && rev !== undefined && WRITER.test(writer)) out.set(writer, { rev, data });
    }
    return out;
  }
  const data = parseDay(value);
  if (!data) return undefined;
  const writer = value.v === 2 && typeof value.writer === 'string' && WRITER.test(value.writer) ? value.writer : `file:${fileName.replace(/\.claim-.*$/, '')}`;
  out.set(writer, { rev: value.v === 2 ? revision(value.rev) ?? 0 : 0, data });
  return out;
}

const WRITER = /^[a-z0-9:.-]{1,120}$/;

function parseDay(value: Record<string, unknown>): DayData | undefined {
  const credits = counts(value.credits);
  const requests = counts(value.requests);
  if (!credits || !requests) return undefined;
  const data: DayData = { credits, requests, fromService: figure(value.fromService) ?? 0 };
  if (isRecord(value.account) && time(value.account.at) !== undefined) {
    const a = value.account;
    data.account = {
      limit: figure(a.limit), remaining: figure(a.remaining), at: time(a.at)!,
      ...(typeof a.who === 'string' && a.who.length <= 300 ? { who: a.who } : {}), ...(figure(a.spent) !== undefined ? { spent: figure(a.spent) } : {}),
    };
  }
  const exhaustedAt = time(value.exhaustedAt);
  if (exhaustedAt !== undefined) data.exhaustedAt = exhaustedAt;
  if (exhaustedAt !== undefined && typeof value.exhaustedWho === 'string' && value.exhaustedWho.length <= 300) data.exhaustedWho = value.exhaustedWho;
  const answeredAt = time(value.answeredAt);
  if (answeredAt !== undefined) data.answeredAt = answeredAt;
  return data;
}

export function counts(value: unknown): Map<Feature, number> | undefined {
  if (!isRecord(value)) return undefined;
  const map = new Map<Feature, number>();
  for (const feature of FEATURES) {
    const n = figure(value[feature]);
    if (n !== undefined) map.set(feature, n);
  }
  return map;
}

/** A figure in a file above MAX_FIGURE is not a credit count: the file is ignored. */
const MAX_FIGURE = 1e12;

export function figure(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_FIGURE ? value : undefined;
}

function revision(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** A time in ms since the epoch, as Date can hold it. */
export function time(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 8.64e15 ? value : undefined;
}

/** A ledger file's JSON object; undefined for anything else (not JSON, too large for a ledger's file, not an object). */
export function jsonRecord(text: string | undefined): Record<string, unknown> | undefined {
  if (!text || text.length > 1_000_000) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
