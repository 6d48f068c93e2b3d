// `GET /market/history`: `[timestamp_ms, value]` pairs per series. Read with one loop per series rather than a
// schema per point: a year of 5-minute points is 100,000 pairs, and a 10 MB answer must read in milliseconds.
// Nulls, numeric strings and exponent notation are accepted; a point without a usable time or value is skipped.
import * as z from 'zod/mini';
import type { PriceHistory, Series } from '../types';
import { optionalString } from './primitives';

/** More points than any range the page asks for; a longer answer keeps its newest points. */
export const MAX_HISTORY_POINTS = 50_000;

function finite(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** Ascending, one value per timestamp; prices must be positive, volumes and caps at least 0. */
export function readSeries(value: unknown, positive: boolean): Series {
  const t: number[] = [];
  const v: number[] = [];
  if (!Array.isArray(value)) return { t, v };
  const start = Math.max(0, value.length - MAX_HISTORY_POINTS);
  let sorted = true;
  for (let i = start; i < value.length; i++) {
    const pair: unknown = value[i];
    if (!Array.isArray(pair)) continue;
    const time = finite(pair[0]);
    const y = finite(pair[1]);
    if (time === undefined || time < 0 || y === undefined || y < 0 || (positive && y === 0)) continue;
    const last = t.length - 1;
    if (last >= 0 && time <= t[last]!) {
      if (time === t[last]) { v[last] = y; continue; }
      sorted = false;
    }
    t.push(time);
    v.push(y);
  }
  return sorted ? { t, v } : sortSeries(t, v);
}

function sortSeries(t: number[], v: number[]): Series {
  const order = t.map((_, i) => i).sort((a, b) => t[a]! - t[b]!);
  const out: Series = { t: [], v: [] };
  for (const i of order) {
    const last = out.t.length - 1;
    if (last >= 0 && out.t[last] === t[i]) out.v[last] = v[i]!;
    else { out.t.push(t[i]!); out.v.push(v[i]!); }
  }
  return out;
}

const historyData = z.object({
  price_history: z.optional(z.unknown()),
  volume_history: z.optional(z.unknown()),
  market_cap_history: z.optional(z.unknown()),
  name: optionalString,
  symbol: optionalString,
});

export const historyResponseSchema = z.pipe(
  z.object({ data: historyData }),
  z.transform(({ data }): PriceHistory => ({
    name: data.name,
    symbol: data.symbol,
    price: readSeries(data.price_history, true),
    volume: readSeries(data.volume_history, false),
    marketCap: readSeries(data.market_cap_history, false),
  })),
);
