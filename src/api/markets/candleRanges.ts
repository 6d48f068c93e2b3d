// The candle periods the pool chart offers, from 1 minute to 1 day, each with the span it shows (a few hundred
// candles: enough to read, few enough to draw at once). The window ends at the current candle's start, rounded to
// the period, so asking the same period twice within a candle is the same request (the cache answers it).

export const CANDLE_PERIODS = ['1m', '5m', '15m', '1h', '4h', '1d'] as const;
export type CandlePeriod = (typeof CANDLE_PERIODS)[number];

const MINUTE = 60_000;

export const PERIOD_MS: Readonly<Record<CandlePeriod, number>> = {
  '1m': MINUTE, '5m': 5 * MINUTE, '15m': 15 * MINUTE, '1h': 60 * MINUTE, '4h': 240 * MINUTE, '1d': 1440 * MINUTE,
};

/** How many candles each period shows: 6 hours of minutes, a day of 5 minutes… a year of days. */
export const CANDLES_SHOWN: Readonly<Record<CandlePeriod, number>> = { '1m': 360, '5m': 288, '15m': 384, '1h': 336, '4h': 360, '1d': 365 };

export const PERIOD_LABELS: Readonly<Record<CandlePeriod, string>> = {
  '1m': '1 minute', '5m': '5 minutes', '15m': '15 minutes', '1h': '1 hour', '4h': '4 hours', '1d': '1 day',
};

export function isCandlePeriod(value: unknown): value is CandlePeriod {
  return typeof value === 'string' && (CANDLE_PERIODS as readonly string[]).includes(value);
}

/** The window to ask for at `now`: ms since the epoch, `to` inclusive of the candle now forming. */
export function candleWindow(period: CandlePeriod, now: number): { from: number; to: number; amount: number } {
  const size = PERIOD_MS[period];
  const current = Math.floor(now / size) * size;
  const amount = CANDLES_SHOWN[period];
  return { from: current - (amount - 1) * size, to: current + size - 1, amount };
}
