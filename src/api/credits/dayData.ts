// One writer's (or a merged) record of one UTC day: credits and requests per feature, and the account's state.
// Read back from files other windows wrote, so anything that is not a plausible record counts as nothing.
import { FEATURES, type Feature } from './prices';

/** The service's own figures for the key, as last reported. */
export interface ServiceAccount {
  readonly limit?: number;
  readonly remaining?: number;
  readonly at: number;
}

export interface DayData {
  readonly credits: Map<Feature, number>;
  readonly requests: Map<Feature, number>;
  /** Credits whose price the service reported itself. */
  fromService: number;
  account?: ServiceAccount;
  exhaustedAt?: number;
  /** The last answer the service charged for: after an exhaustion, proof that credits are back. */
  answeredAt?: number;
}

export function emptyDay(): DayData {
  return { credits: new Map(), requests: new Map(), fromService: 0 };
}

export function add<K>(map: Map<K, number>, key: K, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

export function sum(map: ReadonlyMap<unknown, number>): number {
  let total = 0;
  for (const value of map.values()) total += value;
  return total;
}

export function merged(a: DayData, b: DayData): DayData {
  const out = emptyDay();
  for (const d of [a, b]) {
    for (const [f, v] of d.credits) add(out.credits, f, v);
    for (const [f, v] of d.requests) add(out.requests, f, v);
    out.fromService += d.fromService;
  }
  out.account = !a.account || (b.account && b.account.at > a.account.at) ? b.account : a.account;
  const exhausted = Math.max(a.exhaustedAt ?? -1, b.exhaustedAt ?? -1);
  if (exhausted >= 0) out.exhaustedAt = exhausted;
  const answered = Math.max(a.answeredAt ?? -1, b.answeredAt ?? -1);
  if (answered >= 0) out.answeredAt = answered;
  return out;
}

export function serialize(d: DayData): string {
  return JSON.stringify({
    v: 1, credits: Object.fromEntries(d.credits), requests: Object.fromEntries(d.requests), fromService: d.fromService,
    ...(d.account ? { account: d.account } : {}), ...(d.exhaustedAt !== undefined ? { exhaustedAt: d.exhaustedAt } : {}),
    ...(d.answeredAt !== undefined ? { answeredAt: d.answeredAt } : {}),
  });
}

/** A file as written by serialize(); anything else (hand-edited, truncated, absurd) counts as nothing. */
export function parseDay(text: string | undefined): DayData | undefined {
  if (!text || text.length > 100_000) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const credits = counts(value.credits);
  const requests = counts(value.requests);
  if (!credits || !requests) return undefined;
  const data: DayData = { credits, requests, fromService: figure(value.fromService) ?? 0 };
  if (isRecord(value.account) && time(value.account.at) !== undefined) {
    data.account = { limit: figure(value.account.limit), remaining: figure(value.account.remaining), at: time(value.account.at)! };
  }
  const exhaustedAt = time(value.exhaustedAt);
  if (exhaustedAt !== undefined) data.exhaustedAt = exhaustedAt;
  const answeredAt = time(value.answeredAt);
  if (answeredAt !== undefined) data.answeredAt = answeredAt;
  return data;
}

function counts(value: unknown): Map<Feature, number> | undefined {
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

function figure(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_FIGURE ? value : undefined;
}

/** A time in ms since the epoch, as Date can hold it. */
function time(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 8.64e15 ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
