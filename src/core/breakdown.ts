// What a wallet's rows and total show once spam and risks are applied (no vscode): the holdings to list, the
// spam set aside with its reasons, and a total without spam (when hidden) and never with honeypots, whose value
// cannot be realised. One implementation for the tree, the status bar and the overview.
import type { Holding, Portfolio } from '../api/types';
import type { Figures } from '../format/figures';
import { addFinite } from '../format/numbers';
import { usdChangeText } from '../format/pnl';
import { isHoneypot, riskFlags } from '../format/risk';
import { spamReason } from '../detect/spam';

export interface SpamHolding {
  readonly holding: Holding;
  readonly reason: string;
}

export interface WalletBreakdown {
  /** Listed holdings: everything but spam when spam is hidden, everything otherwise. */
  readonly holdings: readonly Holding[];
  /** The listed holdings the total counts: all but honeypots. */
  readonly counted: readonly Holding[];
  readonly spam: readonly SpamHolding[];
  readonly spamUsd: number;
  readonly honeypotUsd: number;
  /** The wallet's total as shown. */
  readonly totalUsd: number;
  readonly includesSpam: boolean;
  /** How much the shown total moved over 24 hours in USD, from the holdings that have a 24h change; undefined if none has. */
  readonly change24hUsd: number | undefined;
}

/** Breakdowns of the portfolios on screen: a portfolio is never changed in place (a refresh or a live tick makes a
 *  new one), so the tree, the status bar, the hover and the overview share one breakdown of each per spam mode. */
const cache = new WeakMap<Portfolio, { hidden?: WalletBreakdown; shown?: WalletBreakdown }>();

export function breakdown(portfolio: Portfolio, hideSpam: boolean): WalletBreakdown {
  let entry = cache.get(portfolio);
  if (!entry) cache.set(portfolio, (entry = {}));
  return hideSpam ? (entry.hidden ??= computeBreakdown(portfolio, true)) : (entry.shown ??= computeBreakdown(portfolio, false));
}

/** The breakdown itself, uncached (the bench times this). */
export function computeBreakdown(portfolio: Portfolio, hideSpam: boolean): WalletBreakdown {
  const holdings: Holding[] = [];
  const counted: Holding[] = [];
  const spam: SpamHolding[] = [];
  let spamUsd = 0;
  let honeypotUsd = 0;
  let total = 0;
  let change: number | undefined;
  for (const holding of portfolio.holdings) {
    const honeypot = isHoneypot(riskFlags(holding.security));
    const reason = spamReason(holding);
    const value = Number.isFinite(holding.usdValue) ? holding.usdValue : 0;
    if (honeypot) honeypotUsd = addFinite(honeypotUsd, value);
    if (reason !== undefined) {
      spam.push({ holding, reason });
      spamUsd = addFinite(spamUsd, value);
      if (hideSpam) continue;
    }
    holdings.push(holding);
    if (honeypot) continue;
    counted.push(holding);
    total = addFinite(total, value);
    const pc = holding.priceChange24h;
    const moved = pc !== undefined && pc > -100 ? value - value / (1 + pc / 100) : NaN;
    if (Number.isFinite(moved)) change = addFinite(change ?? 0, moved);
  }
  return { holdings, counted, spam, spamUsd, honeypotUsd, totalUsd: total, includesSpam: !hideSpam && spam.length > 0, change24hUsd: change };
}

/** The shown totals of several wallets added up, and their 24h moves (undefined when no wallet has one). */
export function shownTotals(breakdowns: Iterable<WalletBreakdown | undefined>): Pick<WalletBreakdown, 'totalUsd' | 'change24hUsd'> {
  let totalUsd = 0;
  let change24hUsd: number | undefined;
  for (const b of breakdowns) {
    totalUsd = addFinite(totalUsd, b?.totalUsd ?? 0);
    if (b?.change24hUsd !== undefined) change24hUsd = addFinite(change24hUsd ?? 0, b.change24hUsd);
  }
  return { totalUsd, change24hUsd };
}

/** The 24h change as a percentage of the value a day ago; undefined when unknown or from nothing. */
export function change24hPercent(b: Pick<WalletBreakdown, 'totalUsd' | 'change24hUsd'>): number | undefined {
  if (b.change24hUsd === undefined) return undefined;
  const before = b.totalUsd - b.change24hUsd;
  return before > 0 ? (b.change24hUsd / before) * 100 : undefined;
}

/** A tooltip's "24h +$12.30 (+1.2%)" line; undefined when no 24h move is known. */
export function change24hLine(b: Pick<WalletBreakdown, 'totalUsd' | 'change24hUsd'>, f: Figures): string | undefined {
  return b.change24hUsd === undefined ? undefined : `24h ${usdChangeText(b.change24hUsd, change24hPercent(b), f)}`;
}
