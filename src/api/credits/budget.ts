// How much background work the plan affords: what is left this month, less a reserve for what the user asks for
// directly, spread over what is left of the month. And where this month's pace ends up by its last day.
import { dayKey, monthBounds } from './calendar';
import type { Usage } from './ledger';
import type { Plan } from './plans';
import { monthlyFigures } from '../transport/serviceFigures';

/** Share of a month's credits kept for direct actions (searches, pages, refreshes the user asks for). */
export const RESERVE_SHARE = 0.25;
const HOUR_MS = 3_600_000;

export interface Allowance {
  /** Credits an hour background work may spend from now on (Infinity: unlimited plan). */
  readonly perHour: number;
  /** Credits background work may still spend this month: what is left less the reserve (Infinity: unlimited plan). */
  readonly forBackground: number;
  /** Credits left this month, by the service's own figure when it sent one, else by the ledger. */
  readonly remaining: number;
  /** The month's credits: the service's figure for the key when it sent one, else the plan's. */
  readonly monthly: number;
  /** Where `remaining` and `monthly` come from. */
  readonly source: 'service' | 'ledger';
}

/**
 * The month's allowance for background work at `now`. The service's figures are believed within the plan the user set:
 * a limit above the plan's credits is the plan's (a header cannot grant credits), what was left when the service last
 * said so goes down by what the ledger counted since (its figures may stop coming), and never exceeds the plan less
 * what the ledger counted.
 */
export function allowance(plan: Plan, usage: Usage, now: number): Allowance {
  const account = monthlyFigures(usage.account) ? usage.account : undefined;
  const monthly = Math.min(account?.limit ?? Infinity, plan.monthlyCredits);
  if (!Number.isFinite(monthly)) return { perHour: Infinity, forBackground: Infinity, remaining: Infinity, monthly, source: 'ledger' };
  const fromService = account?.remaining !== undefined;
  const spentSince = fromService ? Math.max(0, usage.monthTotal - (account.spent ?? usage.monthTotal)) : 0;
  // What this machine counted is billed, so no more than the plan less the ledger can be left, whatever a figure says.
  const byLedger = Math.max(0, monthly - usage.monthTotal);
  const remaining = fromService ? Math.min(byLedger, Math.max(0, account.remaining! - spentSince)) : byLedger;
  if (usage.exhaustedAt !== undefined) return { perHour: 0, forBackground: 0, remaining: 0, monthly, source: fromService ? 'service' : 'ledger' };
  const { start, end } = monthBounds(now);
  const left = Math.max(end - now, 60_000);
  const reserve = monthly * RESERVE_SHARE * (left / (end - start));
  const forBackground = Math.max(0, remaining - reserve);
  return { perHour: forBackground / (left / HOUR_MS), forBackground, remaining, monthly, source: fromService || account?.limit !== undefined ? 'service' : 'ledger' };
}

/**
 * Credits this month by its last day at the recent pace: what was spent, plus the last seven days' hourly average
 * (over at least a day, so a busy first hour is not taken for the month's pace) for every hour left.
 */
export function projectedMonth(usage: Usage, now: number): number {
  const { end } = monthBounds(now);
  const weekAgo = dayKey(now - 6 * 24 * HOUR_MS);
  let spent = 0;
  let firstDay: string | undefined;
  for (const [day, credits] of usage.daily) {
    if (day < weekAgo || credits <= 0) continue;
    spent += credits;
    if (!firstDay || day < firstDay) firstDay = day;
  }
  if (!firstDay) return usage.monthTotal;
  const windowMs = Math.max(24 * HOUR_MS, now - Date.parse(`${firstDay}T00:00:00Z`));
  return usage.monthTotal + (spent / windowMs) * Math.max(0, end - now);
}
