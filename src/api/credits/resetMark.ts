// A month's figures set back to zero by the user (Show Credit Usage: the figure is wrong, say after a broken cost
// header): what every day of the month had counted at that moment, so that only what comes after counts. Records only
// grow, so a day's count less its mark is what was counted since; a merge, a claim twice or a restart changes neither.
import { add, counts, emptyDay, figure, isRecord, time, type DayData } from './dayData';

export interface ResetMark {
  /** When the user reset the month. */
  readonly at: number;
  /** Each day's counts at that moment. */
  readonly days: ReadonlyMap<string, DayData>;
}

/** reset.<month>.<writer>.json */
export const RESET_FILE = /^reset\.(\d{4}-\d{2})\.([a-z0-9-]{1,80})\.json$/;

export function resetFileName(month: string, writer: string): string {
  return `reset.${month}.${writer}.json`;
}

export function serializeReset(mark: ResetMark): string {
  return JSON.stringify({
    v: 2, at: mark.at,
    days: Object.fromEntries([...mark.days].map(([day, d]) => [day, { credits: Object.fromEntries(d.credits), requests: Object.fromEntries(d.requests), fromService: d.fromService }])),
  });
}

export function parseReset(text: string | undefined): ResetMark | undefined {
  if (!text || text.length > 100_000) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || time(value.at) === undefined || !isRecord(value.days)) return undefined;
  const days = new Map<string, DayData>();
  for (const [day, entry] of Object.entries(value.days).slice(0, 31)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isRecord(entry)) continue;
    const credits = counts(entry.credits);
    const requests = counts(entry.requests);
    if (credits && requests) days.set(day, { credits, requests, fromService: figure(entry.fromService) ?? 0 });
  }
  return { at: time(value.at)!, days };
}

/** The latest of several marks (two windows may reset the same month). */
export function latestMark(a: ResetMark | undefined, b: ResetMark | undefined): ResetMark | undefined {
  return !a || (b && b.at > a.at) ? b : a;
}

/** A day's counts since the mark: each figure less what it was then, never below zero. */
export function sinceMark(day: DayData, mark: DayData | undefined): DayData {
  if (!mark) return day;
  const out = { ...emptyDay(), account: day.account, exhaustedAt: day.exhaustedAt, answeredAt: day.answeredAt };
  for (const [f, v] of day.credits) add(out.credits, f, Math.max(0, v - (mark.credits.get(f) ?? 0)));
  for (const [f, v] of day.requests) add(out.requests, f, Math.max(0, v - (mark.requests.get(f) ?? 0)));
  out.fromService = Math.max(0, day.fromService - mark.fromService);
  return out;
}
