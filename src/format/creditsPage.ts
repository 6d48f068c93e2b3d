// The Show Credit Usage page as HTML (no vscode, no script): what each feature spent today and this month, the plan,
// what is left, the projection and the pace background work keeps. Every figure is ours; nothing from the service
// reaches it but numbers, which are formatted here.
import type { CreditStatus } from '../api/credits/meter';
import { dayLabel } from '../api/credits/calendar';
import { PLANS_URL } from '../api/credits/plans';
import { credits, paceLine, pausedLine, serviceLine, sourceLine, usageRows } from './credits';
import { escapeHtml, webviewDocument } from './html';

export interface CreditsPageOptions {
  readonly cspSource: string;
  readonly styleUri: string;
  /** The command link that opens the plan setting (allowed by the panel's enableCommandUris). */
  readonly settingsLink: string;
  /** The command link that sets this month's count back to zero, after asking. */
  readonly resetLink: string;
  /** Times as the user's clock shows them. */
  readonly timeOf: (ms: number) => string;
  /** What background work does now, in words ("The Wallets view refreshes about every 48 minutes"). */
  readonly schedule: readonly string[];
}

/** The page's title, in its tab and as its heading (the command is Show Credit Usage). */
export const CREDITS_PAGE_TITLE = 'Credit Usage';

export function creditsPageHtml(status: CreditStatus, o: CreditsPageOptions): string {
  const e = escapeHtml;
  const rows = usageRows(status);
  const { usage, allowance, plan } = status;
  const paused = pausedLine(status);
  const limited = Number.isFinite(allowance.monthly);
  // The plan is said once (its line, with the link to change it), the month's projection once (the summary).
  const summary = `${credits(usage.monthTotal)} credits used this month${limited && !status.exhausted ? `; about ${credits(Math.max(status.projected, usage.monthTotal))} by the month's end at the last week's pace` : ''}.`;
  const left = limited
    ? `${credits(allowance.remaining)} left this month${allowance.source === 'service' ? ', as the service reports' : ''}; they come back on ${status.resetsOn}`
    : 'No monthly limit';
  const facts = [left, paceLine(status), ...o.schedule, serviceLine(status, o.timeOf)].filter((line): line is string => line !== undefined);
  const body = rows.length === 0
    ? '<tr><td colspan="4" class="muted">Nothing spent this month yet.</td></tr>'
    : rows.map((r) => `<tr><th scope="row">${e(r.label)}</th><td class="n">${credits(r.today)}</td><td class="n">${credits(r.month)}</td><td class="n">${credits(r.requests)}</td></tr>`).join('\n');
  const requests = rows.reduce((sum, r) => sum + r.requests, 0);
  return webviewDocument({
    csp: `default-src 'none'; style-src ${o.cspSource}; base-uri 'none'; form-action 'none'`,
    styleUris: [o.styleUri],
    title: CREDITS_PAGE_TITLE,
    body: `<main>
<header>
<h1>${CREDITS_PAGE_TITLE}</h1>
<p class="summary">${e(summary)}</p>
</header>
${paused ? `<p class="paused" role="status">${e(paused)}</p>` : ''}
<section aria-labelledby="plan">
<h2 id="plan">Plan</h2>
<p>${e(`${plan.label}${limited ? `, ${credits(allowance.monthly)} credits a month` : ', unlimited credits'}`)} · <a href="${e(o.settingsLink)}">Change the plan</a> · <a href="${e(PLANS_URL)}">The service's plans and prices</a></p>
<ul class="facts">${facts.map((f) => `<li>${e(f)}</li>`).join('')}</ul>
</section>
<section aria-labelledby="by-feature">
<h2 id="by-feature">By feature</h2>
<table>
<caption>Credits by feature (UTC days, as the service bills)</caption>
<thead><tr><th scope="col">Feature</th><th scope="col" class="n">Today</th><th scope="col" class="n">This month</th><th scope="col" class="n">Requests this month</th></tr></thead>
<tbody>
${body}
</tbody>
<tfoot><tr><th scope="row">Total</th><td class="n">${credits(usage.todayTotal)}</td><td class="n">${credits(usage.monthTotal)}</td><td class="n">${credits(requests)}</td></tr></tfoot>
</table>
<p class="muted">${e(sourceLine(status))} Every window and session adds to the same figures.${usage.resetAt !== undefined ? ` Counted from ${e(dayLabel(usage.resetAt))}, ${e(o.timeOf(usage.resetAt))}, when the count was reset.` : ''}</p>
<p class="muted">A figure you know is wrong (say a request booked at an absurd cost): <a href="${e(o.resetLink)}">reset this month's count</a>.</p>
</section>
</main>`,
  });
}
