// A line chart as a page's chart section shows it (the asset page's price, the wallet page's net worth): the plot, a
// focusable image whose crosshair follows the mouse and the arrow keys (./plot), the point's read-out under it ("date ·
// value") and the status line; drawn with a summary for a screen reader, or cleared and hidden.
import { LineChart, type PlotSeries } from './lineChart';
import { plotParts } from './plot';
import { dateTime } from './times';

export class LinePlot {
  readonly host: HTMLElement;
  readonly tip: HTMLElement;
  readonly status: HTMLElement;
  private readonly chart: LineChart;
  private cursor: number | undefined;

  /** `value`: a point's value as the read-out writes it. */
  constructor(private readonly value: (v: number) => string) {
    ({ host: this.host, tip: this.tip, status: this.status } = plotParts({
      count: () => this.chart.pointCount, at: () => this.cursor, show: (index) => this.chart.showPoint(index),
    }));
    this.chart = new LineChart(this.host, (index) => this.readOut(index));
  }

  /** Draws `series`; `summary` is what a screen reader hears for the plot. */
  draw(series: PlotSeries, summary: string): void {
    this.reset();
    this.host.hidden = false;
    this.host.setAttribute('aria-label', summary);
    this.chart.draw(series);
  }

  /** No chart: the plot hidden, its read-out and status empty. */
  clear(): void {
    this.reset();
    this.chart.clear();
    this.host.hidden = true;
  }

  /** A live value for the newest point (./lineChart's updateLast). */
  updateLast(t: number, v: number, step: number, max: number): void {
    this.chart.updateLast(t, v, step, max);
  }

  private reset(): void {
    this.cursor = undefined;
    this.tip.textContent = '';
    this.status.replaceChildren();
  }

  private readOut(index: number | undefined): void {
    this.cursor = index;
    const point = index !== undefined ? this.chart.pointAt(index) : undefined;
    this.tip.textContent = point ? `${dateTime(point.t)} · ${this.value(point.v)}` : '';
  }
}
