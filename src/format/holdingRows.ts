// The holdings table's rows (no vscode, no DOM): one per asset across the wallets shown, as the overview and the wallet
// page both list them (Value, Share, 24h, Balance, Price, PnL, Chains, Wallets), with the schema each page parses them
// by and the sort the page keeps. Built in the extension host with the user's Figures: formatted text, and raw
// figures for sorting only while amounts are shown.
import * as z from 'zod/mini';
import type { AssetTotal } from '../core/holdings';
import type { Figures } from './figures';
import { boundedText as text } from './parsed';
import { pnlTotal, roiOf, usdChangeText } from './pnl';
import { safeLabel } from './safeText';

const num = z.number(); // finite: zod 4 numbers refuse NaN and Infinity
const changeSchema = z.object({ text: text(80), direction: z.optional(z.enum(['up', 'down', 'flat'])) });
/** Raw figures for sorting a row; absent when masked, a field absent when the service did not say. */
const sortKeysSchema = z.object({ value: num, balance: num, price: num, change: z.optional(num), pnl: z.optional(num) });

export const holdingRowSchema = z.object({
  name: text(200),
  symbol: text(60),
  chains: text(400),
  wallets: text(400),
  value: text(40),
  share: text(20),
  balance: text(120),
  price: text(40),
  change: z.optional(changeSchema),
  /** Absent when the service sent no PnL for it: shown as absent, never as zero. */
  pnl: z.optional(text(80)),
  /** The contract scan's one-line warning, when it has one. */
  risk: z.optional(text(200)),
  /** Why it looks like spam, when spam is counted (walletscope.spam) and it does. */
  spam: z.optional(text(200)),
  sort: z.optional(sortKeysSchema),
});
export type HoldingRow = z.infer<typeof holdingRowSchema>;

export const SORT_COLUMNS = ['asset', 'value', 'share', 'change', 'balance', 'price', 'pnl'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
/** The table's sort, which each page keeps with setState. */
export const holdingSortSchema = z.object({ column: z.enum(SORT_COLUMNS), direction: z.enum(['ascending', 'descending']) });
export type HoldingSort = z.infer<typeof holdingSortSchema>;

/** One asset's row: `total` is the value its share is of; `risk` and `spam` as the caller words them. */
export function holdingRow(asset: AssetTotal, total: number, f: Figures, flags: { risk?: string | undefined; spam?: string | undefined } = {}): HoldingRow {
  const pnl = pnlTotal(asset.realized, asset.unrealized);
  const change = asset.change24h;
  return {
    name: safeLabel(asset.name, 200),
    symbol: safeLabel(asset.symbol, 60),
    chains: safeLabel([...asset.chains].join(', '), 400),
    wallets: safeLabel(asset.wallets.join(', '), 400),
    value: f.usd(asset.value),
    share: total > 0 ? f.percent((asset.value / total) * 100) : '—',
    balance: f.amount(asset.balance),
    price: f.price(asset.price),
    ...(change !== undefined ? { change: { text: f.change(change), ...(f.masked ? {} : { direction: change > 0 ? 'up' : change < 0 ? 'down' : 'flat' }) } } : {}),
    ...(pnl !== undefined ? { pnl: usdChangeText(pnl, roiOf(pnl, asset.invested), f) } : {}),
    ...(flags.risk !== undefined ? { risk: safeLabel(flags.risk, 200) } : {}),
    ...(flags.spam !== undefined ? { spam: safeLabel(flags.spam, 200) } : {}),
    ...(f.masked ? {} : { sort: { value: asset.value, balance: asset.balance, price: asset.price, ...(change !== undefined && Number.isFinite(change) ? { change } : {}), ...(pnl !== undefined ? { pnl } : {}) } }),
  };
}
