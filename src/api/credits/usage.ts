// What the ledger's records add up to for the status bar, the budget and the credits view: today, this month (since
// the user's last reset), the daily pace, the service's latest figures and whether the month ran out. Split from
// ./ledger, which gathers the records; this only sums them. Stamps from the future are not trusted.
import { dayKey, DAY_MS, monthKey } from './calendar';
import { addAll, sum, type DayData, type ServiceAccount } from './dayData';
import type { Feature } from './prices';
import { latestMark, sinceMark, type ResetMark } from './resetMark';

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

/** The usage in each day's records by writer; `who` picks the service figures and exhaustion of one account (./accountId). */
export function sumUsage(records: ReadonlyMap<string, ReadonlyMap<string, DayData>>, marks: ReadonlyMap<string, ResetMark>, now: number, who?: string): Usage {
  const today = dayKey(now);
  const month = monthKey(now);
  const from = dayKey(now - 35 * DAY_MS);
  const mark = latestMark(marks.get(month), undefined, now);
  const resetAt = mark?.at;
  const usage = {
    today: new Map<Feature, number>(), month: new Map<Feature, number>(), requestsThisMonth: new Map<Feature, number>(),
    todayTotal: 0, monthTotal: 0, daily: new Map<string, number>(), fromService: 0,
    account: undefined as ServiceAccount | undefined, exhaustedAt: undefined as number | undefined, resetAt,
  };
  /** A stamp from the future (a clock that ran ahead, then was set back) is no stamp, nor one from before a reset. */
  const trusted = (at: number | undefined) => at !== undefined && at <= now && !(resetAt !== undefined && at <= resetAt);
  let answeredAt = -1;
  for (const [day, byWriter] of records) {
    if (day < from) continue;
    const inMonth = day.startsWith(month);
    let dayTotal = 0;
    for (const [writer, record] of byWriter) {
      const data = inMonth ? sinceMark(record, mark?.days.get(day)?.get(writer)) : record;
      const credits = sum(data.credits);
      dayTotal += credits;
      if (!inMonth) continue;
      addAll(usage.month, data.credits);
      addAll(usage.requestsThisMonth, data.requests);
      usage.fromService += data.fromService;
      if (day === today) addAll(usage.today, data.credits);
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
