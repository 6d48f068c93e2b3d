// A month's figures set back to zero by the user (Show Credit Usage: the figure is wrong, say after a broken cost
// header): what each writer had counted each day at that moment, so that only what comes after counts. A writer's
// records only grow, so its count less its mark is what it counted since; a merge, a claim twice or a restart changes
// neither, and a writer whose day never reached the disk (a crash) takes nothing off anyone else's.
import { add, counts, emptyDay, figure, isRecord, jsonRecord, time, type DayData } from './dayData';

export interface ResetMark {
  /** When the user reset the month. */
  readonly at: number;
  /** Each day's counts at that moment, by writer. */
  readonly days: ReadonlyMap<string, ReadonlyMap<string, DayData>>;
}

/** reset.<month>.<writer>.json */
export const RESET_FILE = /^reset\.(\d{4}-\d{2})\.([a-z0-9-]{1,80})\.json$/;

export function resetFileName(month: string, writer: string): string {
  return `reset.${month}.${writer}.json`;
}

export function serializeReset(mark: ResetMark): string {
  const counted = (d: DayData) => ({ credits: Object.fromEntries(d.credits), requests: Object.fromEntries(d.requests), fromService: d.fromService });
  return JSON.stringify({
    v: 2, at: mark.at,
    days: Object.fromEntries([...mark.days].map(([day, writers]) => [day, Object.fromEntries([...writers].map(([w, d]) => [w, counted(d)]))])),
  });
}

export function parseReset(text: string | undefined): ResetMark | undefined {
  const value = jsonRecord(text);
  if (!value || time(value.at) === undefined || !isRecord(value.days)) return undefined;
  const days = new Map<string, Map<string, DayData>>();
  for (const [day, writers] of Object.entries(value.days).slice(0, 31)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isRecord(writers)) continue;
    const byWriter = new Map<string, DayData>();
    for (const [writer, entry] of Object.entries(writers).slice(0, 1000)) {
      const credits = isRecord(entry) ? counts(entry.credits) : undefined;
      const requests = isRecord(entry) ? counts(entry.requests) : undefined;
      if (credits && requests) byWriter.set(writer, { credits, requests, fromService: figure((entry as Record<string, unknown>).fromService) ?? 0 });
    }
    days.set(day, byWriter);
  }
  return { at: time(value.at)!, days };
}

/** The latest of several marks (two windows may reset the same month); one stamped after `now` is not trusted. */
export function latestMark(a: ResetMark | undefined, b: ResetMark | undefined, now: number): ResetMark | undefined {
  const trusted = [a, b].filter((m): m is ResetMark => m !== undefined && m.at <= now);
  return trusted.reduce<ResetMark | undefined>((best, m) => (!best || m.at > best.at ? m : best), undefined);
}

/** A writer's day since the mark: each figure less what it was then, never below zero. */
export function sinceMark(day: DayData, mark: DayData | undefined): DayData {
  if (!mark) return day;
  const out: DayData = { ...emptyDay(), account: day.account, exhaustedAt: day.exhaustedAt, exhaustedWho: day.exhaustedWho, answeredAt: day.answeredAt };
  for (const [f, v] of day.credits) add(out.credits, f, Math.max(0, v - (mark.credits.get(f) ?? 0)));
  for (const [f, v] of day.requests) add(out.requests, f, Math.max(0, v - (mark.requests.get(f) ?? 0)));
  out.fromService = Math.max(0, day.fromService - mark.fromService);
  return out;
}
