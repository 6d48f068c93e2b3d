// The pool page's messages, both directions, as zod schemas: the one module the extension and the page script
// share. Every message is parsed on receipt; anything unknown or malformed is ignored (and logged). Texts come
// formatted, bounded per field; the numbers the page computes with (candles, a trade's USD) are checked finite.
// No vscode and no DOM here: it is bundled into both sides.
import * as z from 'zod/mini';
import { CANDLE_PERIODS } from '../api/markets/candleRanges';
import { boundedText as text, noticeMessageSchema, pageProtocol } from '../format/parsed';

export const WINDOW_NAMES = ['5m', '1h', '4h', '24h'] as const;
export const QUOTE_SIDES = ['sell-base', 'sell-quote'] as const;
export type QuoteSide = (typeof QUOTE_SIDES)[number];
/** The trades filter's floors in USD: All, $100+, $1K+, $10K+. */
export const MIN_USD = [0, 100, 1000, 10_000] as const;
export type MinUsd = (typeof MIN_USD)[number];
/** The service's own cap on one answer of candles. */
export const MAX_CANDLES = 2000;
/** What the page draws at most; the extension sends the newest 100 (one answer of the service). */
export const MAX_TRADE_ROWS = 500;
/** Trade rows the page draws at a time, as the asset page's pools; "Show more" adds as many (a long table is what slows a first paint). */
export const TRADES_PAGE = 25;
export const MAX_HOPS = 16;

const direction = z.enum(['up', 'down', 'flat']);
const windowSchema = z.object({ name: z.enum(WINDOW_NAMES), volume: text(40), change: text(20), direction, txns: text(40) });

/** What the header shows of a pool: already formatted text, so the page only lays it out. */
export const poolViewSchema = z.object({
  /** "WETH / USDC". */
  pair: text(130),
  base: text(60),
  quote: text(60),
  dex: text(80),
  /** https only, and only as the image policy allows. */
  dexLogo: z.optional(text(2048)),
  chain: text(80),
  address: text(200),
  explorerUrl: z.optional(text(400)),
  explorerName: z.optional(text(80)),
  priceUsd: text(40),
  /** "3,352.69 USDC". */
  priceQuote: text(110),
  liquidity: text(40),
  /** "2.3 y". */
  age: text(20),
  windows: z.array(windowSchema).check(z.maxLength(WINDOW_NAMES.length)),
  /** Who quotes are asked for: "Main (0x7cdC…6720)", or a neutral address. */
  quoteWallet: text(300),
  fetchedAt: z.number(),
});
export type PoolView = z.infer<typeof poolViewSchema>;

const query = { address: text(200), blockchain: z.optional(text(80)) };

export const pageStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('loading'), ...query }),
  z.object({ status: z.literal('not-found'), ...query }),
  z.object({ status: z.literal('error'), ...query, message: text(1000) }),
  z.object({
    status: z.literal('loaded'), ...query, pool: poolViewSchema, refreshing: z.boolean(),
    /** Why the last refresh failed, while the earlier data stays on the page. */
    warning: z.optional(text(1000)),
  }),
]);
export type PageState = z.infer<typeof pageStateSchema>;

/** Finite numbers, checked in one loop: a schema per element costs tens of ms on 2,000 candles. */
const numbers = z.custom<number[]>((value) => Array.isArray(value) && value.length <= MAX_CANDLES
  && value.every((x) => typeof x === 'number' && Number.isFinite(x)), { message: `a list of at most ${MAX_CANDLES} finite numbers` });
const candleArrays = z.object({ t: numbers, o: numbers, h: numbers, l: numbers, c: numbers, v: numbers }).check(z.refine(
  (s) => [s.o, s.h, s.l, s.c, s.v].every((a) => a.length === s.t.length), 'as many of each as times'));
export type CandleArrays = z.infer<typeof candleArrays>;

const status = z.enum(['loading', 'loaded', 'error']);

export const candlesSchema = z.object({
  period: z.enum(CANDLE_PERIODS),
  status: z.enum(['loading', 'loaded', 'empty', 'error']),
  message: z.optional(text(1000)),
  /** Oldest first; with an error, the earlier candles of this period, still shown. */
  candles: z.optional(candleArrays),
});
export type CandlesData = z.infer<typeof candlesSchema>;

/** One trade as the page shows it; `at` in ms since the epoch (the page writes it in the user's locale). */
export interface TradeRow {
  readonly at: number;
  readonly side: 'buy' | 'sell';
  readonly price: string;
  readonly amount: string;
  readonly usd: string;
  /** For the minimum-USD filter; 0 when the service gave none. */
  readonly usdValue: number;
  readonly trader?: string | undefined;
  readonly traderShort?: string | undefined;
  readonly txUrl?: string | undefined;
}

const TRADE_TEXT: ReadonlyArray<readonly [keyof TradeRow, number, boolean]> = [
  ['price', 40, true], ['amount', 60, true], ['usd', 40, true], ['trader', 200, false], ['traderShort', 40, false], ['txUrl', 400, false],
];
const isText = (value: unknown, max: number, required: boolean) => (value === undefined ? !required : typeof value === 'string' && value.length <= max);

/** Whether a value is one trade row: checked by hand, since a schema per row costs several ms on 500 rows in the page. */
function isTradeRow(value: unknown): value is TradeRow {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<keyof TradeRow, unknown>;
  return typeof r.at === 'number' && r.at >= 0 && r.at <= 8.64e15 && (r.side === 'buy' || r.side === 'sell')
    && typeof r.usdValue === 'number' && Number.isFinite(r.usdValue) && r.usdValue >= 0
    && TRADE_TEXT.every(([name, max, required]) => isText(r[name], max, required));
}

const tradeRowsSchema = z.custom<TradeRow[]>((value) => Array.isArray(value) && value.length <= MAX_TRADE_ROWS && value.every(isTradeRow),
  { message: `a list of at most ${MAX_TRADE_ROWS} trades` });

export const tradesSchema = z.object({
  status,
  message: z.optional(text(1000)),
  rows: tradeRowsSchema,
  /** When these trades were asked (ms). */
  at: z.optional(z.number()),
  /** The extension's clock as it sent this (the page dates rows by it, not by the browser's, which may differ). */
  now: z.optional(z.number().check(z.minimum(0), z.maximum(8.64e15))),
});
export type TradesData = z.infer<typeof tradesSchema>;

export const quoteResultSchema = z.object({
  status: z.enum(['loading', 'loaded', 'error']),
  side: z.enum(QUOTE_SIDES),
  /** "1,000 USDC". */
  amountIn: text(120),
  message: z.optional(text(1000)),
  amountOut: z.optional(text(120)),
  usdIn: z.optional(text(40)),
  usdOut: z.optional(text(40)),
  impact: z.optional(text(40)),
  fees: z.optional(text(40)),
  /** "USDC → WETH on Uniswap V3 (0.05%)". */
  hops: z.array(text(300)).check(z.maxLength(MAX_HOPS)),
  wallet: text(300),
});
export type QuoteResult = z.infer<typeof quoteResultSchema>;

/** Whether the page's trades, candle and figures come live from the market streams, in words ("Live", "Refreshes every 15 s"). */
export const liveSchema = z.object({ live: z.boolean(), text: text(200) });
export type LiveData = z.infer<typeof liveSchema>;

/** Extension → page. */
export const toPageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), state: pageStateSchema }),
  z.object({ type: z.literal('candles'), candles: candlesSchema }),
  z.object({ type: z.literal('trades'), trades: tradesSchema }),
  z.object({ type: z.literal('quote'), quote: quoteResultSchema }),
  z.object({ type: z.literal('live'), live: liveSchema }),
  noticeMessageSchema,
]);
export type ToPageMessage = z.infer<typeof toPageSchema>;
export const TO_PAGE_TYPES: ReadonlyArray<ToPageMessage['type']> = ['state', 'candles', 'trades', 'quote', 'live', 'notice'];

const PLAIN_AMOUNT = /^(?:\d{1,30}(?:\.\d{0,18})?|\.\d{1,18})$/;

/** A plain positive decimal ("1000", "0.5", ".25"): no sign, exponent, separator or zero; what the quote may ask. */
export function isPlainAmount(value: string): boolean {
  return PLAIN_AMOUNT.test(value) && /[1-9]/.test(value);
}

/** Page → extension. */
export const fromPageSchema = z.discriminatedUnion('type', [
  /** The script runs and listens: the extension sends all it has (again, after the page was hidden). */
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('refresh') }),
  /** The chart shows this period: the extension answers with `candles` messages. */
  z.object({ type: z.literal('candles'), period: z.enum(CANDLE_PERIODS) }),
  /** Trades again (Retry). */
  z.object({ type: z.literal('trades') }),
  z.object({ type: z.literal('quote'), side: z.enum(QUOTE_SIDES), amount: text(50).check(z.refine(isPlainAmount, 'a plain positive decimal')) }),
  /** The extension opens only http(s) URLs, with openExternal. */
  z.object({ type: z.literal('openLink'), url: text(2048) }),
  z.object({ type: z.literal('copy'), text: text(200), what: z.enum(['pool', 'trader']) }),
]);
export type FromPageMessage = z.infer<typeof fromPageSchema>;

/** What the page keeps with `setState`, so a reloaded window can reopen it (the panel serializer reads it). */
export const savedStateSchema = z.object({
  ...query,
  period: z.optional(z.enum(CANDLE_PERIODS)),
  minUsd: z.optional(z.literal(MIN_USD)),
  side: z.optional(z.enum(QUOTE_SIDES)),
});
export type SavedState = z.infer<typeof savedStateSchema>;

export const POOL_PROTOCOL = pageProtocol({ toPage: toPageSchema, fromPage: fromPageSchema, saved: savedStateSchema }, TO_PAGE_TYPES);
export const { parseToPage, parseFromPage, parseSaved: parseSavedState } = POOL_PROTOCOL;
