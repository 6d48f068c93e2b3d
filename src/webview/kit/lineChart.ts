// A line (or bar) chart of one series over time, as the asset page's price and the wallet page's net worth draw it:
// uPlot (about 50 KB, canvas, draws 10,000 points in a few milliseconds) in the colours of the editor's theme. Redrawn
// when the theme or the panel's width changes (./plot); the crosshair moves with the mouse or, when the chart has
// focus, with the arrow keys (./plot's plotParts).
import uPlot from 'uplot';
import { fitAxisSize, followHost, plotWidth, themeAxis, themeColour } from './plot';

export interface PlotSeries {
  readonly t: readonly number[];
  readonly v: readonly number[];
  readonly bars: boolean;
  readonly direction: 'up' | 'down' | 'flat';
  /** The axis's labels, given the step between ticks (labels need as many decimals as the step has): one axis, one notation. */
  readonly axisValues: (values: readonly number[], step: number) => string[];
}

const HEIGHT = 240;

export class LineChart {
  private plot: uPlot | undefined;
  private series: PlotSeries | undefined;
  private readonly following: { disconnect(): void };

  /** `onCursor` gets the index under the crosshair (undefined when it leaves). */
  constructor(private readonly host: HTMLElement, private readonly onCursor: (index: number | undefined) => void) {
    this.following = followHost(host, HEIGHT, () => this.plot, () => this.series && this.draw(this.series));
  }

  draw(series: PlotSeries): void {
    this.series = series;
    this.plot?.destroy();
    const line = series.direction === 'down' ? themeColour('--vscode-charts-red', '#e5534b') : series.direction === 'up'
      ? themeColour('--vscode-charts-green', '#3fb950') : themeColour('--vscode-charts-blue', '#4493f8');
    const axis = themeAxis();
    this.plot = new uPlot({
      width: plotWidth(this.host),
      height: HEIGHT,
      ms: 1,
      legend: { show: false },
      cursor: { y: false, drag: { x: false, y: false }, points: { size: 7, fill: line } },
      scales: { x: { time: true } },
      axes: [axis, { ...axis, size: fitAxisSize(56), values: (_u, values, _axis, _space, step) => series.axisValues(values, step) }],
      series: [{}, {
        stroke: line, width: 1.5, fill: series.bars ? line : undefined, spanGaps: false, points: { show: false },
        paths: series.bars ? uPlot.paths.bars?.({ size: [0.8, 12] }) : undefined,
      }],
      hooks: { setCursor: [(u) => this.onCursor(u.cursor.idx ?? undefined)] },
    }, [series.t as number[], series.v as number[]], this.host);
  }

  /** Moves the crosshair to a point (keyboard), or hides it. */
  showPoint(index: number | undefined): void {
    const u = this.plot;
    if (!u) return;
    if (index === undefined) return u.setCursor({ left: -10, top: -10 });
    const t = u.data[0][index];
    const v = u.data[1]?.[index];
    if (t === undefined || v === undefined || v === null) return;
    u.setCursor({ left: u.valToPos(t, 'x'), top: u.valToPos(v, 'y') });
  }

  /** The newest point changed (a live tick): replaced within a step of the last, else appended (oldest dropped past `max`). */
  updateLast(t: number, v: number, step: number, max: number): void {
    const u = this.plot;
    const s = this.series;
    if (!u || !s || s.bars) return;
    const ts = [...u.data[0]];
    const vs = [...(u.data[1] as number[])];
    const last = ts[ts.length - 1];
    if (last === undefined || t < last) return;
    if (t - last < step) { ts[ts.length - 1] = t; vs[vs.length - 1] = v; } else { ts.push(t); vs.push(v); }
    if (ts.length > max) { ts.shift(); vs.shift(); }
    this.series = { ...s, t: ts, v: vs };
    u.setData([ts, vs]);
  }

  /** The point at `index` as drawn (live ticks included), or undefined. */
  pointAt(index: number): { t: number; v: number } | undefined {
    const t = this.series?.t[index];
    const v = this.series?.v[index];
    return t === undefined || v === undefined ? undefined : { t, v };
  }

  get pointCount(): number {
    return this.plot?.data[0].length ?? 0;
  }

  clear(): void {
    this.plot?.destroy();
    this.plot = undefined;
    this.series = undefined;
  }

  dispose(): void {
    this.clear();
    this.following.disconnect();
  }
}
