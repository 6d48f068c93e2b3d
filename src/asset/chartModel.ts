// What the chart is sent (no vscode): a range's series, cut to what the page draws.
import type { PriceHistory, Series } from '../api/types';
import { MAX_CHART_POINTS, type ChartData, type ChartRange } from './protocol';

/** The newest MAX_CHART_POINTS of a series; undefined for an empty one. */
function cut(series: Series): Series | undefined {
  if (series.t.length === 0) return undefined;
  const from = Math.max(0, series.t.length - MAX_CHART_POINTS);
  return from === 0 ? series : { t: series.t.slice(from), v: series.v.slice(from) };
}

export function chartFromHistory(range: ChartRange, history: PriceHistory | undefined): ChartData {
  const price = history && cut(history.price);
  if (!history || !price) return { range, status: 'empty' };
  return { range, status: 'loaded', price, marketCap: cut(history.marketCap), volume: cut(history.volume) };
}
