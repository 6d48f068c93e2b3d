// Price changes from a history series (no vscode): over the whole series, or over its last 24 hours, and as
// signed text. Used by the asset page (header, chart) and the hover (24h change).
import type { Series } from '../api/types';
import { formatChange } from './numbers';

/** The change from the first to the last point, as a fraction (0.05 is +5%); undefined with fewer than 2 points. */
export function seriesChange(series: Series): number | undefined {
  const first = series.v[0];
  const last = series.v[series.v.length - 1];
  return series.v.length >= 2 && first !== undefined && last !== undefined && first > 0 ? last / first - 1 : undefined;
}

/** The change over the last 24 hours of a series that covers them (from the point nearest to a day before its end). */
export function change24h(series: Series, latest?: number): number | undefined {
  const n = series.t.length;
  if (n < 2) return undefined;
  const end = series.t[n - 1]!;
  const target = end - 24 * 3600_000;
  if (series.t[0]! > target + 3600_000) return undefined; // the series does not reach back a day
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (series.t[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  const then = series.v[lo]!;
  const now = latest ?? series.v[n - 1]!;
  return then > 0 && now > 0 ? now / then - 1 : undefined;
}

export interface ChangeText {
  readonly text: string;
  readonly direction: 'up' | 'down' | 'flat';
}

/** "+3.20%" and which way, for colour (and words, for screen readers). */
export function changeText(change: number | undefined): ChangeText | undefined {
  if (change === undefined || !Number.isFinite(change)) return undefined;
  // Shown to two decimals of a percent: what rounds to 0 is flat, never "−0.00%".
  const percent = Math.round(change * 10_000) / 100;
  if (percent === 0) return { text: formatChange(0), direction: 'flat' };
  return { text: formatChange(percent), direction: percent > 0 ? 'up' : 'down' };
}
