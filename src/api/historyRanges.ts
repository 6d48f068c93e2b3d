// The ranges the price chart offers, and what each asks of the price history (./history): a span, a point spacing that
// gives a few hundred to a few thousand points, and how long an answer stays fresh (minutes for a day, an hour
// for a year). `from` is rounded down to that freshness, so a range asked twice within it is the same request.

export const HISTORY_RANGES = ['24h', '7d', '30d', '1y', 'all'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface RangeSpec {
  /** undefined: since the asset's first point. */
  readonly spanMs: number | undefined;
  readonly period: '5m' | '15m' | '1h' | '6h' | '1d';
  readonly freshMs: number;
  readonly label: string;
}

export const RANGE_SPECS: Readonly<Record<HistoryRange, RangeSpec>> = {
  '24h': { spanMs: DAY, period: '5m', freshMs: 2 * MINUTE, label: '24 hours' },
  '7d': { spanMs: 7 * DAY, period: '15m', freshMs: 10 * MINUTE, label: '7 days' },
  '30d': { spanMs: 30 * DAY, period: '1h', freshMs: 30 * MINUTE, label: '30 days' },
  '1y': { spanMs: 365 * DAY, period: '6h', freshMs: HOUR, label: '1 year' },
  all: { spanMs: undefined, period: '1d', freshMs: HOUR, label: 'all time' },
};

export function isHistoryRange(value: unknown): value is HistoryRange {
  return typeof value === 'string' && (HISTORY_RANGES as readonly string[]).includes(value);
}

/** The query window for a range at `now`: `from` rounded down to the range's freshness; `to` left to the service (now). */
export function rangeWindow(range: HistoryRange, now: number): { from: number; period: RangeSpec['period']; freshMs: number } {
  const spec = RANGE_SPECS[range];
  const from = spec.spanMs === undefined ? 0 : Math.floor((now - spec.spanMs) / spec.freshMs) * spec.freshMs;
  return { from, period: spec.period, freshMs: spec.freshMs };
}
