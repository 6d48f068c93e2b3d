// The wallet page's messages, both directions, as zod schemas: the one module the extension and the page script share.
// Texts come formatted (Hide Amounts applied in the extension), bounded per field; the history's numbers are checked
// finite and ride along only while amounts are shown (a masked page draws no chart). No vscode and no DOM.
import * as z from 'zod/mini';
import { HISTORY_RANGES } from '../api/historyRanges';
import { holdingRowSchema, holdingSortSchema } from '../format/holdingRows';
import { boundedText as text, noticeMessageSchema, pageProtocol } from '../format/parsed';

/** The most holdings the page lists (the largest first). */
export const MAX_HOLDINGS = 200;
/** The most activity rows the page holds ("Show more" adds a page of the service's at a time). */
export const MAX_ACTIVITY_ROWS = 5000;
/**
 * Activity rows the extension sends at first; each "Show more" sends as many more of those it holds before asking the
 * service. The rows it holds but has not sent cost the page nothing: a thousand rows checked and drawn were two thirds
 * of a first paint.
 */
export const ACTIVITY_DRAWN = 50;
/** The most points of one history (the service sends at most 10,000). */
export const MAX_POINTS = 10_000;

const direction = z.enum(['up', 'down', 'flat']);
const change = z.object({ text: text(80), direction: z.optional(direction) });
const link = z.object({ name: text(80), url: text(400) });


/** The header and holdings: from the Wallets view's data for a watched wallet, else from one portfolio request. */
export const walletViewSchema = z.object({
  status: z.enum(['loading', 'loaded', 'error']),
  masked: z.boolean(),
  label: text(200),
  /** As Hide Amounts shows it (masked with masked addresses); absent on the combined page. */
  address: z.optional(text(200)),
  /** What Copy copies: absent while the address is masked. */
  copy: z.optional(text(200)),
  explorers: z.array(link).check(z.maxLength(20)),
  total: text(40),
  change: z.optional(change),
  pnl: z.array(text(80)).check(z.maxLength(5)),
  /** Loading, why the last refresh failed, which wallets are left out. */
  note: z.optional(text(400)),
  /** The overview's table (format/holdingRows): Value, Share, 24h, Balance, Price, PnL, Chains (and Wallets, combined). */
  holdings: z.array(holdingRowSchema).check(z.maxLength(MAX_HOLDINGS)),
  holdingsNote: z.optional(text(300)),
});
export type WalletView = z.infer<typeof walletViewSchema>;

/** Finite numbers, checked in one loop (a schema per element costs tens of ms on 10,000 points). */
const numbers = z.custom<number[]>((v) => Array.isArray(v) && v.length <= MAX_POINTS && v.every((x) => typeof x === 'number' && Number.isFinite(x)),
  { message: `a list of at most ${MAX_POINTS} finite numbers` });
const series = z.object({ t: numbers, v: numbers }).check(z.refine((s) => s.t.length === s.v.length, 'as many values as times'));
export type HistorySeries = z.infer<typeof series>;

export const historySchema = z.object({
  range: z.enum(HISTORY_RANGES),
  /** `hidden`: amounts are hidden, so no chart. */
  status: z.enum(['loading', 'loaded', 'empty', 'error', 'hidden']),
  message: z.optional(text(1000)),
  /** Oldest first; with an error, this range's earlier points, still shown. */
  series: z.optional(series),
  /** "+$1,204.10 (+3.2%) over 7 days". */
  change: z.optional(change),
});
export type HistoryData = z.infer<typeof historySchema>;

/** One transaction as the page lists it; `at` in ms (the page writes it in the user's locale). */
const activityRow = z.object({
  key: text(300),
  at: z.number().check(z.minimum(0), z.maximum(8.64e15)),
  /** The service dated it in the future: `at` is when it was read, and the page marks the time. */
  future: z.optional(z.literal(true)),
  /** The move an alert announced (Show Wallet on it): listed first and marked. */
  announced: z.optional(z.literal(true)),
  chain: text(80),
  kind: z.enum(['swap', 'in', 'out', 'deposit', 'withdraw', 'other']),
  /** "Swapped 1.2 ETH for 4,010 USDC on Uniswap V3"; several actions, one line each. */
  lines: z.array(text(400)).check(z.maxLength(8)),
  usd: text(40),
  /** "from Binance 14 · exchange (0x28C6…1d60)". */
  counterparty: z.optional(text(300)),
  fee: z.optional(text(40)),
  /** "Possible address poisoning: it looks like 0x28C6…1d60, which this wallet dealt with." */
  warning: z.optional(text(300)),
  txUrl: z.optional(text(400)),
  explorer: z.optional(text(80)),
});
export type ActivityRow = z.infer<typeof activityRow>;

export const activitySchema = z.object({
  /** `unknown`: the service knows no activity for it (a chain it does not index); `empty`: it knows the wallet did nothing. */
  status: z.enum(['loading', 'loaded', 'empty', 'unknown', 'error']),
  message: z.optional(text(1000)),
  rows: z.array(activityRow).check(z.maxLength(MAX_ACTIVITY_ROWS)),
  /** The rows the extension holds, when more than `rows` (its newest, sent): "Show more" sends more of them. */
  total: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_ACTIVITY_ROWS))),
  /** An older page is there to ask for ("Show more"); `loadingMore` while it comes. */
  more: z.boolean(),
  loadingMore: z.optional(z.boolean()),
  /** "3 spam transactions hidden." */
  note: z.optional(text(300)),
  /** The extension's clock when it sent this (the page dates rows by it, not by the browser's, which may differ). */
  now: z.optional(z.number().check(z.minimum(0), z.maximum(8.64e15))),
});
export type ActivityData = z.infer<typeof activitySchema>;

/** Extension → page. */
export const toPageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wallet'), wallet: walletViewSchema }),
  z.object({ type: z.literal('history'), history: historySchema }),
  z.object({ type: z.literal('activity'), activity: activitySchema }),
  noticeMessageSchema,
]);
export type ToPageMessage = z.infer<typeof toPageSchema>;
export const TO_PAGE_TYPES: ReadonlyArray<ToPageMessage['type']> = ['wallet', 'history', 'activity', 'notice'];

/** Page → extension. */
export const fromPageSchema = z.discriminatedUnion('type', [
  /** The script runs and listens: the extension sends all it has (again, after the page was hidden). */
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('refresh') }),
  /** The chart shows this range: asked of the service at most once an hour. */
  z.object({ type: z.literal('history'), range: z.enum(HISTORY_RANGES) }),
  /** "Show more": the next (older) page of activity; Retry when it failed. */
  z.object({ type: z.literal('more') }),
  /** The extension opens only http(s) URLs, with openExternal. */
  z.object({ type: z.literal('openLink'), url: text(2048) }),
  z.object({ type: z.literal('copy'), text: text(200) }),
]);
export type FromPageMessage = z.infer<typeof fromPageSchema>;

/** What the page keeps with `setState`, so a reloaded window reopens it (the serializer reads it). */
export const savedStateSchema = z.object({
  /** The wallet's address, or `all` for the combined page. */
  key: text(200),
  range: z.optional(z.enum(HISTORY_RANGES)),
  /** The holdings table's sort. */
  sort: z.optional(holdingSortSchema),
});
export type SavedState = z.infer<typeof savedStateSchema>;

/** A message's part as failed with `why`, none of its data (what the extension sends instead of a message the page would refuse). */
export function failedPart(message: ToPageMessage, why: string): ToPageMessage | undefined {
  switch (message.type) {
    case 'wallet': return { type: 'wallet', wallet: { status: 'error', masked: true, label: 'Wallet', explorers: [], total: '—', pnl: [], note: why, holdings: [] } };
    case 'history': return { type: 'history', history: { range: message.history.range, status: 'error', message: why } };
    case 'activity': return { type: 'activity', activity: { status: 'error', message: why, rows: [], more: false } };
    case 'notice': return undefined;
  }
}

export const WALLET_PROTOCOL = pageProtocol({ toPage: toPageSchema, fromPage: fromPageSchema, saved: savedStateSchema }, TO_PAGE_TYPES);
export const { parseToPage, parseFromPage, parseSaved: parseSavedState } = WALLET_PROTOCOL;
