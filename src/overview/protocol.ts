// The portfolio overview's messages, both directions, as zod schemas: shared by the extension and the page
// script, each parsing what it receives. The model is formatted text; raw numbers ride along only for the
// charts and sorting, and only while amounts are shown (a masked model carries none). No vscode, no DOM.
import * as z from 'zod/mini';
import { holdingRowSchema, holdingSortSchema } from '../format/holdingRows';
import { boundedText as text, pageProtocol } from '../format/parsed';

/** Finite (zod 4 numbers refuse NaN and Infinity). */
const num = z.number();
const list = <T extends z.ZodMiniType>(item: T, max: number) => z.array(item).check(z.maxLength(max));

export const DIRECTIONS = ['up', 'down', 'flat'] as const;
/** Top assets (or chains) in the allocation charts, before "Other". */
export const TOP_SHARES = 8;
/** The most rows the holdings table lists (the largest first). */
export const MAX_ROWS = 50;
/** The most wallet cards the page shows (the largest, beyond a screenful a thousand wallets would hold its first paint back); totals count every wallet. */
export const MAX_WALLET_CARDS = 40;

/** "+$12.30 (+1.2%)": text, and a direction for the colour only while amounts are shown (masked has no sign). */
const changeSchema = z.object({ text: text(80), direction: z.optional(z.enum(DIRECTIONS)) });

/** One bar: `share` in percent (0 to 100); `percent` and `value` are its text. */
const shareSchema = z.object({ name: text(200), percent: text(20), value: text(40), share: num.check(z.minimum(0), z.maximum(100)) });
export type Share = z.infer<typeof shareSchema>;

/** The holdings table's rows, as the wallet page's (format/holdingRows). */
const rowSchema = holdingRowSchema;
export type { HoldingRow, HoldingSort as OverviewState, SortColumn } from '../format/holdingRows';

const walletCardSchema = z.object({
  label: text(200),
  total: text(40),
  change: z.optional(changeSchema),
  pnl: list(text(80), 5),
  spam: z.optional(text(200)),
  honeypots: z.optional(text(200)),
  /** Not loaded yet, or why the last refresh failed. */
  status: z.optional(text(400)),
});
export type WalletCard = z.infer<typeof walletCardSchema>;

const riskSchema = z.object({ asset: text(300), reason: text(200), wallets: text(400) });

export const overviewModelSchema = z.object({
  masked: z.boolean(),
  /** Shown instead of everything else: no wallet watched. */
  empty: z.optional(text(300)),
  total: text(40),
  change: z.optional(changeSchema),
  /** "Some wallets are still loading." */
  note: z.optional(text(300)),
  /** Omitted while amounts are hidden. */
  allocation: z.optional(z.object({ assets: list(shareSchema, TOP_SHARES + 1), chains: list(shareSchema, TOP_SHARES + 1) })),
  rows: list(rowSchema, MAX_ROWS),
  /** "The 100 largest of 2,013 holdings." */
  rowsNote: z.optional(text(200)),
  wallets: list(walletCardSchema, MAX_WALLET_CARDS),
  /** "The 40 largest of 1,000 wallets; totals count them all." */
  walletsNote: z.optional(text(200)),
  /** All wallets' PnL lines; absent when no wallet has PnL data. */
  pnl: z.optional(z.object({ lines: list(text(80), 5), note: z.optional(text(200)) })),
  spam: z.optional(text(200)),
  risks: list(riskSchema, 200),
});
export type OverviewModel = z.infer<typeof overviewModelSchema>;

/** Extension → page. */
export const toOverviewSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('model'), model: overviewModelSchema }),
]);
export type ToOverviewMessage = z.infer<typeof toOverviewSchema>;

/** Page → extension. */
export const fromOverviewSchema = z.discriminatedUnion('type', [
  /** The script listens: the extension sends the model (again, after the page was hidden and shown). */
  z.object({ type: z.literal('ready') }),
  /** The Refresh button: ask the service again, skipping cached data. */
  z.object({ type: z.literal('refresh') }),
]);
export type FromOverviewMessage = z.infer<typeof fromOverviewSchema>;

/** What the page keeps with `setState`: the table's sort. */
export const overviewStateSchema = holdingSortSchema;

export const OVERVIEW_PROTOCOL = pageProtocol({ toPage: toOverviewSchema, fromPage: fromOverviewSchema, saved: overviewStateSchema }, ['model']);
export const { parseToPage: parseToOverview, parseFromPage: parseFromOverview, parseSaved: parseOverviewState } = OVERVIEW_PROTOCOL;
