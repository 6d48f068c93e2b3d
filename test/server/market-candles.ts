// A pool's candles (OHLCV of its base token) from the price curve and the pool's trades: open is the curve at
// the candle's start, close at its end (or now), high and low from samples in between widened by a hashed
// wick. Where a candle spans few trade slots its volume is the sum of its trades and a candle with no trade
// is a gap (left out, or with `fill` carried forward at v=0), so thin pools show gaps as on the service.
// Longer candles take their volume from the pool's 24h volume, spread over the period with a hashed factor.
import { hashUnit, HOUR, MINUTE, seedOf } from './data/price-series';
import type { PairRecord } from './data/pairs';
import { slotsIn, tradesNewestFirst, tradesOldestFirst } from './market-activity';
import { createdAtMs, usdPrice, viewOf } from './pool-model';

/** The service's max `amount` (MarketOHLCVHistorySchema); also what a request without `amount` gets at most. */
export const MAX_CANDLES = 2000;
/** Above this many trade slots per candle, volume comes from the 24h figure instead of trade by trade. */
const EXACT_SLOTS = 64;

/** The periods of the service's normalizePeriod (utils/functions/period.ts) that divide a day, in ms. */
export const PERIOD_MS: Readonly<Record<string, number>> = {
  '1s': 1_000, '5s': 5_000, '15s': 15_000, '30s': 30_000, '1m': MINUTE, '5m': 5 * MINUTE, '15m': 15 * MINUTE, '30m': 30 * MINUTE,
  '1h': HOUR, '4h': 4 * HOUR, '6h': 6 * HOUR, '12h': 12 * HOUR, '1d': 24 * HOUR,
};
/** normalizePeriod's other spellings ("5" and "5min" are 5m, "60" is 1h...). */
const PERIOD_ALIASES: Readonly<Record<string, string>> = {
  '1': '1m', '1min': '1m', '5': '5m', '5min': '5m', '15': '15m', '15min': '15m', '30': '30m', '30min': '30m',
  '60': '1h', '240': '4h', '360': '6h', '720': '12h',
};

export function normalizePeriod(text: string): string | undefined {
  const key = text.trim().toLowerCase();
  const period = PERIOD_ALIASES[key] ?? key;
  return PERIOD_MS[period] === undefined ? undefined : period;
}

export interface Candle { t: number; o: number; h: number; l: number; c: number; v: number }

export interface CandleRequest { from: number; to: number; periodMs: number; amount: number; fill: boolean; usd: boolean }

/** Candles ascending by start time `t` (aligned to the period) inside [from, to], the newest `amount` of them. */
export function poolCandles(pool: PairRecord, req: CandleRequest, now: number, anchorMs: number): Candle[] {
  const { base, quote } = viewOf(pool);
  const seed = seedOf(`candles:${pool.address}`);
  const price = (t: number) => usdPrice(base.asset, t, anchorMs) / (req.usd ? 1 : usdPrice(quote.asset, t, anchorMs));
  const p = req.periodMs;
  const lo = Math.max(req.from, createdAtMs(pool, anchorMs)), hi = Math.min(req.to, now);
  const exact = slotsIn(pool, p) <= EXACT_SLOTS;
  const wick = (viewOf(pool).base.asset.tags.includes('stablecoin') ? 0.0002 : 0.002) * Math.min(3, Math.sqrt(p / HOUR));

  // Newest first, to stop at `amount`. Without fill, trades find the periods that have any (gaps are skipped
  // without walking them); otherwise every period counts, a gap with volume undefined.
  const starts: Array<{ t: number; volume: number | undefined }> = exact && !req.fill ? tradedPeriods(pool, lo, hi, p, req.amount) : [];
  if (!exact || req.fill) {
    for (let t = Math.floor(hi / p) * p; t + p > lo && starts.length < req.amount; t -= p) {
      starts.push({ t, volume: exact ? tradedUsd(pool, Math.max(t, lo), Math.min(t + p - 1, hi)) : formulaVolume(pool, seed, t, p) });
    }
  }
  let carried: number | undefined;
  return starts.reverse().map(({ t, volume }) => {
    if (volume === undefined) { // no trade: the last close carried forward (the curve before it, if none yet)
      const c = carried ??= price(t);
      return { t, o: c, h: c, l: c, c, v: 0 };
    }
    const o = price(t), c = price(Math.min(t + p, now));
    const samples = [o, c, ...[0.25, 0.5, 0.75].map((k) => price(Math.min(t + k * p, now)))];
    const candle = {
      t, o, c, v: volume,
      h: Math.max(...samples) * (1 + wick * hashUnit(seed, t / 1000)),
      l: Math.min(...samples) * (1 - wick * hashUnit(seed ^ 0x51ed270b, t / 1000)),
    };
    carried = c;
    return candle;
  });
}

/** The newest `amount` periods with trades, newest first, found trade by trade (a thin pool's 1s candles are mostly gaps). */
function tradedPeriods(pool: PairRecord, lo: number, hi: number, p: number, amount: number): Array<{ t: number; volume: number }> {
  const out: Array<{ t: number; volume: number }> = [];
  for (const trade of tradesNewestFirst(pool, hi, lo)) {
    const t = Math.floor(trade.t / p) * p;
    const last = out[out.length - 1];
    if (last?.t === t) last.volume += trade.usd;
    else if (out.length === amount) break;
    else out.push({ t, volume: trade.usd });
  }
  return out;
}

/** USD traded in [lo, hi], or undefined when no trade falls there. */
function tradedUsd(pool: PairRecord, lo: number, hi: number): number | undefined {
  let sum: number | undefined;
  for (const trade of tradesOldestFirst(pool, lo, hi)) sum = (sum ?? 0) + trade.usd;
  return sum;
}

function formulaVolume(pool: PairRecord, seed: number, t: number, p: number): number {
  return pool.volume24h * (p / (24 * HOUR)) * (0.5 + hashUnit(seed ^ 0x2545f491, t / 1000));
}
