// The pool page's chart section: the period switch (a radio group: arrows move, Enter or Space picks), the candles
// with their crosshair read-out ("date · O H L C · up or down · volume", so colour is never the only cue), and the
// loading, empty and error states (with Retry; earlier candles of the period stay under an error). Keyboard: with
// the plot focused, Left and Right step a candle (Shift: ten), Home and End jump, Escape hides the crosshair.
import { CANDLE_PERIODS, PERIOD_LABELS, type CandlePeriod } from '../../api/markets/candleRanges';
import type { CandleArrays, CandlesData } from '../../pool/protocol';
import { formatAxisPrices, formatPrice, formatPriceSpoken, formatUsdCompact } from '../../format/numbers';
import { ChartSection as Frame } from '../kit/chartSection';
import { plotParts } from '../kit/plot';
import { CandleChart } from './candleChart';
import { dateText, dateTime } from '../kit/times';

const DAY = 86_400_000;

export class ChartSection {
  readonly element: HTMLElement;
  private readonly frame: Frame<CandlePeriod>;
  private data: CandlesData | undefined;
  private readonly tip: HTMLElement;
  private readonly plotHost: HTMLElement;
  private readonly chart: CandleChart;
  private cursor: number | undefined;

  constructor(period: CandlePeriod, onPeriod: (period: CandlePeriod) => void) {
    const parts = plotParts({ count: () => this.candles?.t.length ?? 0, at: () => this.cursor, show: (index) => this.showPoint(index) });
    ({ host: this.plotHost, tip: this.tip } = parts);
    this.chart = new CandleChart(this.plotHost, (index) => this.readOut(index));
    this.frame = new Frame({
      title: 'Candles', label: 'Candles', switchLabel: 'Candle period', choices: CANDLE_PERIODS.map((p) => [p, p, `${PERIOD_LABELS[p]} candles`]),
      choice: period, ask: onPeriod, parts,
    });
    this.element = this.frame.element;
    this.redraw();
  }

  get period(): CandlePeriod {
    return this.frame.choice;
  }

  /** A candles message for the period on screen (others are stale answers and ignored). */
  show(data: CandlesData): void {
    if (!this.frame.current(data.period)) return;
    this.data = data;
    this.redraw();
  }

  private get candles(): CandleArrays | undefined {
    return this.data?.candles && this.data.candles.t.length > 0 ? this.data.candles : undefined;
  }

  private redraw(): void {
    const label = PERIOD_LABELS[this.period];
    this.tip.textContent = '';
    this.cursor = undefined;
    const candles = this.candles;
    if (candles) this.plot(candles);
    else this.clear();
    this.frame.settle(this.data, candles?.t.length ?? 0, {
      loading: `Loading ${label} candles…`, empty: `The service has no ${label} candles for this pool.`,
      failed: 'Could not load the candles', earlier: 'Showing earlier candles',
    });
  }

  private plot(candles: CandleArrays): void {
    this.plotHost.hidden = false;
    this.plotHost.setAttribute('aria-label', summary(PERIOD_LABELS[this.period], candles));
    this.chart.draw({ candles, axisValues: formatAxisPrices });
  }

  private clear(): void {
    this.chart.clear();
    this.plotHost.hidden = true;
  }

  private readOut(index: number | undefined): void {
    this.cursor = index;
    const k = this.candles;
    const i = index ?? -1;
    if (!k || i < 0 || i >= k.t.length) return void (this.tip.textContent = '');
    const o = k.o[i]!, c = k.c[i]!;
    const when = this.period === '1d' ? dateText(k.t[i]!) : dateTime(k.t[i]!);
    const move = o > 0 ? ` ${c >= o ? 'up' : 'down'} ${Math.abs((c / o - 1) * 100).toFixed(2)}%` : ` ${c >= o ? 'up' : 'down'}`;
    this.tip.textContent = `${when} · O ${formatPrice(o)} H ${formatPrice(k.h[i]!)} L ${formatPrice(k.l[i]!)} C ${formatPrice(c)} ·${move} · volume ${formatUsdCompact(k.v[i]!)}`;
  }

  private showPoint(index: number | undefined): void {
    this.chart.showPoint(index);
    if (index !== undefined && this.cursor !== index) this.readOut(index); // the crosshair may not move (a candle off the plot)
  }
}

/** What a screen reader hears for the plot: the span, first open, last close, low and high. */
function summary(period: string, k: CandleArrays): string {
  let low = Infinity, high = -Infinity;
  for (let i = 0; i < k.t.length; i++) { if (k.l[i]! < low) low = k.l[i]!; if (k.h[i]! > high) high = k.h[i]!; }
  const first = k.o[0] ?? 0, last = k.c[k.c.length - 1] ?? 0;
  const days = (k.t[k.t.length - 1]! - k.t[0]!) / DAY;
  const span = days >= 2 ? `${Math.round(days)} days` : `${Math.max(1, Math.round(days * 24))} hours`;
  const say = formatPriceSpoken;
  return `${k.t.length} candles of ${period} over ${span}: from ${say(first)} to ${say(last)} (${last >= first ? 'up' : 'down'}); `
    + `low ${say(low)}, high ${say(high)}. Use the arrow keys to read candles.`;
}
