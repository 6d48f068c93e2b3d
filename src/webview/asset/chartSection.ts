// The chart's section of the page: range and series switches (radio groups: arrows move, Enter or Space picks),
// the change over the range, the plot with its crosshair read-out (keys: ../kit/plot), and the loading, empty and
// error states.
// Built once with DOM calls and text nodes; it outlives the page's redraws (main.ts moves it into its slot).
import { RANGE_SPECS } from '../../api/historyRanges';
import type { ChartData, ChartRange, ChartSeriesName } from '../../asset/protocol';
import { CHART_RANGES, CHART_SERIES, MAX_CHART_POINTS } from '../../asset/protocol';
import { formatAxisPrices, formatPrice, formatPriceSpoken, formatUsdCompact } from '../../format/numbers';
import { changeText, seriesChange, type ChangeText } from '../../format/priceChange';
import { el, radioGroup } from '../kit/dom';
import { LinePlot } from '../kit/linePlot';
import { seriesSummary } from '../kit/plot';

const SERIES_LABEL: Record<ChartSeriesName, string> = { price: 'Price', marketCap: 'Market cap', volume: 'Volume' };
const RANGE_LABEL: Record<ChartRange, string> = { '24h': '24H', '7d': '7D', '30d': '30D', '1y': '1Y', all: 'All' };

export class ChartSection {
  readonly element: HTMLElement;
  private data: ChartData | undefined;
  private readonly ranges: ReturnType<typeof radioGroup<ChartRange>>;
  private readonly seriesSwitch: ReturnType<typeof radioGroup<ChartSeriesName>>;
  private readonly change = el('p', 'chart-change');
  private readonly plot = new LinePlot((v) => this.money(v));
  /** The header's 24h change: the 24h price chart says the same figure, not one of its own from other points. */
  private dayChange: ChangeText | undefined;

  constructor(public range: ChartRange, public series: ChartSeriesName, private readonly onRange: (range: ChartRange) => void, onSeries: (s: ChartSeriesName) => void) {
    this.ranges = radioGroup('Range', CHART_RANGES.map((r) => [r, RANGE_LABEL[r], RANGE_SPECS[r].label]), range, (r) => { this.range = r; onRange(r); });
    this.seriesSwitch = radioGroup('Series', CHART_SERIES.map((s) => [s, SERIES_LABEL[s], SERIES_LABEL[s]]), series, (s) => {
      this.series = s;
      onSeries(s);
      this.redraw();
    });
    this.element = el('section', 'chart', el('h2', undefined, 'Price history'),
      el('div', 'chart-toolbar', this.ranges.element, this.seriesSwitch.element), this.change, this.plot.host, this.plot.tip, this.plot.status);
    this.element.setAttribute('aria-label', 'Price history');
  }

  /** A chart message for the range on screen (others are stale answers and ignored). */
  show(data: ChartData): void {
    if (data.range !== this.range) return;
    this.data = data;
    this.redraw();
  }

  /** The 24h change the header shows (from the quote): the 24h price chart's change line shows it too. */
  setDayChange(change: ChangeText | undefined): void {
    const before = this.dayChange;
    this.dayChange = change;
    if (this.range === '24h' && this.series === 'price' && (before?.text !== change?.text || before?.direction !== change?.direction)) this.redraw();
  }

  /** A live price: the newest point of the price line follows it. */
  tick(at: number, price: number): void {
    if (this.data?.status !== 'loaded' || this.series !== 'price' || !this.data.price) return;
    const t = this.data.price.t;
    const step = t.length >= 2 ? (t[t.length - 1]! - t[0]!) / (t.length - 1) : 60_000;
    this.plot.updateLast(at, price, step, MAX_CHART_POINTS);
  }

  private current() {
    return this.data?.status === 'loaded' ? this.data[this.series] : undefined;
  }

  private redraw(): void {
    const data = this.data;
    const label = RANGE_SPECS[this.range].label;
    const series = this.current();
    this.change.replaceChildren();
    this.element.dataset.state = data?.status ?? 'loading';
    if (!data || data.status === 'loading') return this.clear(`Loading ${label} of history…`);
    if (data.status === 'error') {
      this.clear(`Could not load the history: ${data.message ?? 'unknown error'}`);
      const retry = el('button', 'link', 'Retry');
      retry.type = 'button';
      retry.addEventListener('click', () => this.onRange(this.range));
      return this.plot.status.append(' ', retry);
    }
    if (!series || series.t.length === 0) return this.clear(`No ${SERIES_LABEL[this.series].toLowerCase()} history for ${label}.`);
    const change = this.range === '24h' && this.series === 'price' && this.dayChange ? this.dayChange : changeText(seriesChange(series));
    if (change && this.series !== 'volume') {
      this.change.className = `chart-change ${change.direction}`;
      this.change.append(el('strong', undefined, change.text), ` over ${label}`);
    }
    this.plot.draw({ t: series.t, v: series.v, bars: this.series === 'volume', direction: change?.direction ?? 'flat', axisValues: (values, step) => this.axisMoney(values, step) },
      seriesSummary(SERIES_LABEL[this.series], label, series.v, (v) => (this.series === 'price' ? formatPriceSpoken(v) : this.money(v))));
    this.element.dataset.points = String(series.t.length);
  }

  /** Prices in full; caps and volumes compact. */
  private readonly money = (value: number): string => (this.series === 'price' ? formatPrice(value) : formatUsdCompact(value));

  /** Prices with the decimals the tick step needs (format/numbers); caps and volumes compact. */
  private axisMoney(values: readonly number[], step: number): string[] {
    return this.series === 'price' ? formatAxisPrices(values, step) : values.map(formatUsdCompact);
  }

  private clear(text: string): void {
    this.plot.clear();
    this.element.dataset.points = '0';
    this.plot.status.textContent = text;
  }
}
