// Discover Tokens in words (no vscode): the views' names, a row's three lines, what was left out, and the picker's
// title with what the list cost. Plain text: each surface makes it safe (the quick pick through safeIconLabel).
import type { DiscoverView } from '../api/discover/types';
import type { Screened, ShownRow } from '../core/discover';
import { credits } from './credits';
import { formatChange, formatPrice, formatUsdCompact } from './numbers';
import { ageText } from './poolWindows';
import { riskLine } from './risk';
import { MIXED_SCRIPTS_WARNING } from './safeText';

export const VIEW_LABELS: Readonly<Record<DiscoverView, { readonly label: string; readonly detail: string }>> = {
  trending: { label: 'Trending', detail: 'Tokens trading the most now' },
  new: { label: 'New pairs', detail: 'Pools created lately, newest first' },
  gainers: { label: 'Top gainers 24h', detail: 'The biggest rises of the last 24 hours' },
  losers: { label: 'Top losers 24h', detail: 'The biggest falls of the last 24 hours' },
};

export interface RowText {
  readonly label: string;
  readonly description: string;
  readonly detail: string;
  /** A risk or a look-alike name: the row is flagged. */
  readonly warning: string | undefined;
}

/** "PEPE" (a pool: "PEPE/WETH · Uniswap V3"); "Pepe · Ethereum"; "$0.00001234 · +12.3% · Liq $28.1M · Vol 24h $33.7M · 2.6 y". */
export function discoverRowText({ row, risks, lookAlike }: ShownRow, now: number): RowText {
  const figure = (value: number | undefined, text: (n: number) => string) => (value === undefined ? undefined : text(value));
  const facts = [
    figure(row.price, formatPrice), figure(row.change24h, formatChange), `Liq ${figure(row.liquidity, formatUsdCompact) ?? '—'}`,
    `Vol 24h ${figure(row.volume24h, formatUsdCompact) ?? '—'}`, figure(row.createdAt, (at) => `${ageText(Math.max(0, now - at))} old`),
  ];
  const warning = riskLine(risks) ?? (lookAlike ? MIXED_SCRIPTS_WARNING : undefined);
  return {
    label: row.kind === 'pool' ? [row.pair ?? row.symbol, row.exchange].filter(Boolean).join(' · ') : row.symbol,
    description: `${row.name} · ${row.chain}`,
    detail: [...facts.filter((f): f is string => f !== undefined), warning && `Risk: ${warning}`].filter(Boolean).join(' · '),
    warning,
  };
}

/** "12 under $50K liquidity hidden · 1 spam hidden"; undefined when nothing was left out. */
export function hiddenLine(screened: Screened, minLiquidityUsd: number): string | undefined {
  const parts = [
    screened.underFloor > 0 ? `${screened.underFloor} under ${formatUsdCompact(minLiquidityUsd)} liquidity hidden` : undefined,
    screened.spam > 0 ? `${screened.spam} spam hidden` : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** "Discover Tokens: Trending on Base · 1 credit" ("kept from the last minute" when the answer cost nothing now). */
export function discoverTitle(view: DiscoverView, chain: string | undefined, spent?: number): string {
  const what = `Discover Tokens: ${VIEW_LABELS[view].label}${chain === undefined ? '' : ` on ${chain}`}`;
  if (spent === undefined) return what;
  return `${what} · ${spent > 0 ? `${credits(spent)} ${spent === 1 ? 'credit' : 'credits'}` : 'kept from the last minute, no credit'}`;
}
