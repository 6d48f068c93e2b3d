// Candles, trades and swap quotes, read leniently. Candles (./requests): v2 `{data: [{v,o,h,l,c,t}]}`,
// v1 `{data: [{volume, open, high, low, close, time}]}`. Trades:
// MarketTradesPairSchema. Quotes: SwapQuotingOutput; its transaction is never read.
import * as z from 'zod/mini';
import { arrayHead, MAX_LIST_ENTRIES, optionalNumber, optionalString, readNumber } from '../schemas/primitives';
import type { Candle, SwapHop, SwapQuote, Trade } from './types';

/** The most candles kept: the service's own cap on one answer. */
export const MAX_CANDLES = 2000;

function candleOf(item: unknown): Candle | undefined {
  if (!item || typeof item !== 'object') return undefined;
  const r = item as Record<string, unknown>;
  const read = (a: string, b: string) => readNumber(r[a] ?? r[b]);
  const t = read('t', 'time'), o = read('o', 'open'), h = read('h', 'high'), l = read('l', 'low'), c = read('c', 'close');
  if (t === undefined || o === undefined || h === undefined || l === undefined || c === undefined) return undefined;
  if (![o, h, l, c].every((p) => p >= 0)) return undefined;
  const v = read('v', 'volume');
  // A candle whose high and low do not bound its open and close is widened, not dropped: the prices are real.
  return { t, o, c, h: Math.max(h, o, c), l: Math.min(l, o, c), v: v !== undefined && v >= 0 ? v : 0 };
}

/** Oldest first, one candle per start time (the last sent wins), at most MAX_CANDLES (the newest). */
export const candlesSchema = z.pipe(
  z.object({ data: arrayHead(2 * MAX_CANDLES) }),
  z.transform((body): Candle[] => {
    const byTime = new Map<number, Candle>();
    for (const item of body.data) {
      const candle = candleOf(item);
      if (candle) byTime.set(candle.t, candle);
    }
    return [...byTime.values()].sort((a, b) => a.t - b.t).slice(-MAX_CANDLES);
  }),
);

const trade = z.object({
  date: optionalNumber, type: optionalString, token_price: optionalNumber, token_amount: optionalNumber, token_amount_usd: optionalNumber,
  hash: optionalString, sender: optionalString, transaction_sender_address: optionalString,
});

/** Newest first; a trade without a time or a side is dropped. */
export const tradesSchema = z.pipe(
  z.object({ data: arrayHead(MAX_LIST_ENTRIES) }),
  z.transform((body): Trade[] => body.data.flatMap((item) => {
    const parsed = trade.safeParse(item);
    if (!parsed.success) return [];
    const t = parsed.data;
    const side = t.type?.toLowerCase();
    if (t.date === undefined || (side !== 'buy' && side !== 'sell')) return [];
    return [{
      date: t.date, side, priceUSD: nonNegative(t.token_price), amount: nonNegative(t.token_amount), amountUSD: nonNegative(t.token_amount_usd),
      hash: t.hash, trader: t.transaction_sender_address ?? t.sender,
    } satisfies Trade];
  }).sort((a, b) => b.date - a.date)),
);

const hop = z.object({
  poolAddress: z.string().check(z.minLength(1)), exchange: optionalString, feePercentage: optionalNumber,
  tokenIn: z.optional(z.object({ symbol: optionalString, address: optionalString })),
  tokenOut: z.optional(z.object({ symbol: optionalString, address: optionalString })),
});
const quoteData = z.object({
  amountOutTokens: optionalNumber, amountInUSD: optionalNumber, amountOutUSD: optionalNumber, marketImpactPercentage: optionalNumber,
  poolFeesPercentage: optionalNumber, details: z.optional(z.object({ route: z.optional(z.object({ hops: z.optional(arrayHead(16)) })) })),
});

/** The quote's figures and hops; `error` when the service could not route (its `data` is then mostly empty). */
export const swapQuoteSchema = z.pipe(
  z.object({ data: z.optional(z.unknown()), error: optionalString }),
  z.transform((body): SwapQuote => {
    const parsed = quoteData.safeParse(body.data ?? {});
    const d = parsed.success ? parsed.data : undefined;
    const hops = (d?.details?.route?.hops ?? []).flatMap((item): SwapHop[] => {
      const h = hop.safeParse(item);
      if (!h.success) return [];
      const { poolAddress, exchange, feePercentage, tokenIn, tokenOut } = h.data;
      return [{ pool: poolAddress, exchange, feePercent: feePercentage, tokenIn: tokenIn?.symbol ?? tokenIn?.address, tokenOut: tokenOut?.symbol ?? tokenOut?.address }];
    });
    return {
      amountOut: nonNegative(d?.amountOutTokens), amountInUSD: nonNegative(d?.amountInUSD), amountOutUSD: nonNegative(d?.amountOutUSD),
      priceImpact: d?.marketImpactPercentage, poolFees: d?.poolFeesPercentage, hops, error: body.error ?? (parsed.success ? undefined : 'unexpected answer'),
    };
  }),
);

function nonNegative(value: number | undefined): number | undefined {
  return value !== undefined && value >= 0 ? value : undefined;
}
