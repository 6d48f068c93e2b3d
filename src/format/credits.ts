// Credits in words, for the status bar tooltip, Check Connection and the Show Credit Usage page (no vscode).
import type { CreditStatus } from '../api/credits/meter';
import { FEATURES, type Feature } from '../api/credits/prices';
import { monthlyFigures } from '../api/transport/serviceFigures';
import { formatSpan } from './text';

/** How the Show Credit Usage table names each feature. */
export const FEATURE_LABELS: Readonly<Record<Feature, string>> = {
  wallets: 'Wallets', nfts: 'NFTs', hover: 'Hovers', inline: 'Inline notes', search: 'Search', asset: 'Asset pages', pool: 'Pool pages', quote: 'Swap quotes',
  overview: 'Portfolio overview', walletPage: 'Wallet page', alerts: 'Alerts', names: 'Names', live: 'Live prices', markets: 'Live markets',
  discover: 'Discover', agent: 'Agent', connection: 'Check Connection',
  other: 'Other',
};

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "1,240"; "unlimited" for Infinity. Credits are never hidden by Hide Amounts: they are not the user's holdings. */
export function credits(n: number): string {
  return Number.isFinite(n) ? whole.format(Math.round(n)) : 'unlimited';
}

/** "Credits: 1,240 used this month, about 3,900 by month end of 10,000 (free plan)". */
export function creditLine(status: CreditStatus): string {
  const { plan, usage, allowance, projected } = status;
  if (status.exhausted) return `Credits: used up this month (${plan.label}); they come back on ${status.resetsOn}`;
  const used = `Credits: ${credits(usage.monthTotal)} used this month`;
  if (!Number.isFinite(allowance.monthly)) return `${used} (${plan.label}, unlimited)`;
  return `${used}, about ${credits(Math.max(projected, usage.monthTotal))} by month end of ${credits(allowance.monthly)} (${plan.label})`;
}

/** What the service itself reported for the key, when it did: "The service reports 8,760 of 10,000 credits left". */
export function serviceLine(status: CreditStatus, timeOf: (ms: number) => string): string | undefined {
  const account = status.usage.account;
  if (!account || account.remaining === undefined || !monthlyFigures(account)) return undefined;
  const of = account.limit !== undefined ? ` of ${credits(account.limit)}` : '';
  return `The service reports ${credits(account.remaining)}${of} credits left for this key (${timeOf(account.at)})`;
}

/** Why background work is stopped, for a banner over data that is kept; undefined when it is not. */
export function pausedLine(status: CreditStatus): string | undefined {
  if (status.exhausted) return `Credits used up: showing the last data; they come back on ${status.resetsOn}`;
  if (status.needsKey) return 'The service needs an API key: showing the last data';
  return undefined;
}

/** How fast background work may spend now: "Background work may spend about 10 credits an hour". */
export function paceLine(status: CreditStatus): string {
  const perHour = status.allowance.perHour;
  if (status.exhausted || status.needsKey) return 'Background work is stopped';
  if (!Number.isFinite(perHour)) return 'Background work runs at its usual pace (no credit limit)';
  return perHour >= 1 ? `Background work may spend about ${credits(perHour)} credits an hour for the rest of the month`
    : 'Background work waits: what is left this month is kept for what you ask for';
}

export interface UsageRow {
  readonly feature: Feature;
  readonly label: string;
  readonly today: number;
  readonly month: number;
  readonly requests: number;
}

/** One row per feature that spent anything this month, most first. */
export function usageRows(status: CreditStatus): UsageRow[] {
  const { usage } = status;
  return FEATURES
    .map((feature) => ({
      feature, label: FEATURE_LABELS[feature], today: usage.today.get(feature) ?? 0, month: usage.month.get(feature) ?? 0,
      requests: usage.requestsThisMonth.get(feature) ?? 0,
    }))
    .filter((row) => row.month > 0 || row.requests > 0)
    .sort((a, b) => b.month - a.month || a.label.localeCompare(b.label));
}

/** Where the figures come from, in one sentence. */
export function sourceLine(status: CreditStatus): string {
  const { usage } = status;
  if (usage.monthTotal > 0 && usage.fromService >= usage.monthTotal) return 'Every figure is what the service said each request cost.';
  if (usage.fromService > 0) return `${credits(usage.fromService)} of these credits are what the service said; the rest are from its price list.`;
  return 'Figures are from the service\'s price list: it did not say what requests cost.';
}

/**
 * "Watched wallets refresh at most every 48 minutes while on screen"; "…: not now" when the budget stops them, or
 * nothing of theirs is on screen (`wanted` false).
 */
export function everyLine(what: string, intervalMs: number, wanted = true): string {
  if (!Number.isFinite(intervalMs) || !wanted) return `${what}: not now${wanted ? '' : ' (nothing on screen is due)'}`;
  return `${what} at most every ${formatSpan(intervalMs)} while on screen`;
}
