// Where a limit shapes the Wallets view, a row says so (no vscode): new wallets whose first fetch waits (more than
// Walletscope spends unasked, ./firstFetch), and a refresh the plan's credits pay for only every few hours or days, so
// each wallet may be that old. Many wallets on a small plan never fail silently.
import { REFRESH_WALLETS, SHOW_CREDIT_USAGE } from '../commandIds';
import { credits } from '../format/credits';
import { formatSpan, plural } from '../format/text';
import type { WalletNode } from './walletNodes';

/** A refresh the budget stretches past this is worth a row: each wallet may be that old. */
const STRETCHED_MS = 3_600_000;

export interface PaceFacts {
  readonly wallets: number;
  /** New wallets whose first fetch waits, and its price. */
  readonly waiting: { readonly count: number; readonly price: number };
  /** How often the background refresh runs now, and the least the settings ask for (0: background refreshes are off). */
  readonly intervalMs: number;
  readonly minIntervalMs: number;
  /** Background work is stopped for a reason the view already says (credits used up, no key). */
  readonly stopped: boolean;
  /** What one refresh of every wallet costs by the price list (asked only when the row is shown). */
  refreshPrice(): number;
}

export function paceRows(facts: PaceFacts): WalletNode[] {
  const rows: WalletNode[] = [];
  const { count, price } = facts.waiting;
  if (count > 0) {
    rows.push({
      kind: 'message', id: 'first-fetch-waits', icon: 'info',
      text: `${plural(count, 'wallet')} not fetched yet: about ${credits(price)} credits`,
      tooltip: `A first fetch asks every chain: more than Walletscope spends without asking.\nClick to fetch them now; the background refresh keeps the others up to date.`,
      command: { command: REFRESH_WALLETS, title: 'Refresh Wallets' },
    });
  }
  const { intervalMs, minIntervalMs } = facts;
  if (minIntervalMs <= 0) return rows; // background refreshes are off (walletscope.autoRefreshSeconds 0)
  if (!Number.isFinite(intervalMs) && !facts.stopped) {
    rows.push({
      kind: 'message', id: 'pace', icon: 'info', text: 'Not refreshed in the background until next month',
      tooltip: `${plural(facts.wallets, 'watched wallet')}: about ${credits(facts.refreshPrice())} credits a refresh, more than this month has left for background work.\nRefresh Wallets still asks now.`,
      command: { command: SHOW_CREDIT_USAGE, title: 'Show Credit Usage' },
    });
  } else if (Number.isFinite(intervalMs) && intervalMs >= STRETCHED_MS && intervalMs > minIntervalMs * 1.5) {
    const every = formatSpan(intervalMs);
    rows.push({
      kind: 'message', id: 'pace', icon: 'info', text: `Refreshed about every ${every} (the plan's pace)`,
      tooltip: `${plural(facts.wallets, 'watched wallet')}: about ${credits(facts.refreshPrice())} credits a refresh, which the plan pays for about every ${every}: `
        + 'each wallet may be that old (its row says when it was updated).\nRefresh Wallets asks now.',
      command: { command: SHOW_CREDIT_USAGE, title: 'Show Credit Usage' },
    });
  }
  return rows;
}
