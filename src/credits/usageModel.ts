// The Show Credit Usage page's model (no vscode, no DOM): what each feature spent today and this month, the plan,
// what is left, the projection and the pace background work keeps, as text. Every figure is ours; nothing from the
// service reaches it but numbers, which are formatted here. The page script (webview/credits) draws it.
import type { CreditStatus } from '../api/credits/meter';
import { dayLabel } from '../api/credits/calendar';
import { credits, paceLine, pausedLine, serviceLine, sourceLine, usageRows } from '../format/credits';
import type { CreditsModel } from './protocol';

export interface CreditsPageOptions {
  /** Times as the user's clock shows them. */
  readonly timeOf: (ms: number) => string;
  /** What background work does now, in words ("The Wallets view refreshes about every 48 minutes"). */
  readonly schedule: readonly string[];
}

export function creditsModel(status: CreditStatus, o: CreditsPageOptions): CreditsModel {
  const rows = usageRows(status);
  const { usage, allowance, plan } = status;
  const paused = pausedLine(status);
  const limited = Number.isFinite(allowance.monthly);
  // The plan is said once (its line, with the button to change it), the month's projection once (the summary).
  const summary = `${credits(usage.monthTotal)} credits used this month${limited && !status.exhausted ? `; about ${credits(Math.max(status.projected, usage.monthTotal))} by the month's end at the last week's pace` : ''}.`;
  const left = limited
    ? `${credits(allowance.remaining)} left this month${allowance.source === 'service' ? ', as the service reports' : ''}; they come back on ${status.resetsOn}`
    : 'No monthly limit';
  const facts = [left, paceLine(status), ...o.schedule, serviceLine(status, o.timeOf)].filter((line): line is string => line !== undefined);
  const requests = rows.reduce((sum, r) => sum + r.requests, 0);
  return {
    summary,
    ...(paused ? { paused } : {}),
    plan: `${plan.label}${limited ? `, ${credits(allowance.monthly)} credits a month` : ', unlimited credits'}`,
    facts,
    rows: rows.map((r) => ({ label: r.label, today: credits(r.today), month: credits(r.month), requests: credits(r.requests) })),
    total: { label: 'Total', today: credits(usage.todayTotal), month: credits(usage.monthTotal), requests: credits(requests) },
    source: `${sourceLine(status)} Every window and session adds to the same figures.${usage.resetAt !== undefined ? ` Counted from ${dayLabel(usage.resetAt)}, ${o.timeOf(usage.resetAt)}, when the count was reset.` : ''}`,
  };
}
