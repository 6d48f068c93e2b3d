// The candlestick plot: uPlot (as on the asset page) with the candles and their volume bars drawn in its draw hook,
// on the canvas it sized and scaled: a wick from high to low, a body from open to close, green when the close is at
// or above the open and red below (the theme's chart colours), volume in the bottom fifth on a scale of its own, below
// the lowest candle (./candleLayout).
// uPlot itself keeps the axes, the time scale, the crosshair and resizing. Redrawn when the theme changes.
import uPlot from 'uplot';
import { fitAxisSize, followHost, plotWidth, themeAxis, themeColour } from '../kit/plot';
import type { CandleArrays } from '../../pool/protocol';
import { priceRange, volumeRange } from './candleLayout';

export interface CandlePlot {
  readonly candles: CandleArrays;
  /** The axis's labels, given the step between ticks: one axis, one notation. */
  readonly axisValues: (values: readonly number[], step: number) => string[];
}

const HEIGHT = 300;


export class CandleChart {
  private plot: uPlot | undefined;
  private shown: CandlePlot | undefined;
  private frame: number | undefined;
  /** `onCursor` gets the candle under the crosshair (undefined when it leaves). */
  constructor(private readonly host: HTMLElement, private readonly onCursor: (index: number | undefined) => void) {
    followHost(host, HEIGHT, () => this.plot, () => this.shown && this.draw(this.shown));
  }

  /** Draws in the next frame: the page is laid out once, with the chart, instead of once more to measure its width. */
  draw(plot: CandlePlot): void {
    this.shown = plot;
    this.frame ??= requestAnimationFrame(() => {
      this.frame = undefined;
      if (this.shown) this.drawNow(this.shown);
    });
  }

  private drawNow(plot: CandlePlot): void {
    this.plot?.destroy();
    const colours = { up: themeColour('--vscode-charts-green', '#3fb950'), down: themeColour('--vscode-charts-red', '#e5534b') };
    const axis = themeAxis();
    const hidden = { paths: () => null, points: { show: false } };
    const { t, h, l, v } = plot.candles;
    this.plot = new uPlot({
      width: plotWidth(this.host),
      height: HEIGHT,
      ms: 1,
      legend: { show: false },
      cursor: { y: false, drag: { x: false, y: false }, points: { show: false } },
      scales: { x: { time: true }, y: { range: (_u, min, max) => priceRange(min, max) }, vol: { range: (_u, _min, max) => volumeRange(max) } },
      axes: [axis, { ...axis, scale: 'y', size: fitAxisSize(56), values: (_u, values, _axis, _space, step) => plot.axisValues(values, step) }],
      series: [{}, { scale: 'y', ...hidden }, { scale: 'y', ...hidden }, { scale: 'vol', ...hidden }],
      hooks: {
        draw: [(u) => drawCandles(u, plot.candles, colours)],
        setCursor: [(u) => this.onCursor(u.cursor.idx ?? undefined)],
      },
    }, [t as number[], h as number[], l as number[], v as number[]], this.host);
  }

  /** Moves the crosshair to a candle (keyboard), or hides it. */
  showPoint(index: number | undefined): void {
    const u = this.plot;
    const candles = this.shown?.candles;
    if (!u || !candles) return;
    if (index === undefined) return u.setCursor({ left: -10, top: -10 });
    const t = candles.t[index], c = candles.c[index];
    if (t === undefined || c === undefined) return;
    u.setCursor({ left: u.valToPos(t, 'x'), top: u.valToPos(c, 'y') });
  }

  clear(): void {
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    this.frame = undefined;
    this.plot?.destroy();
    this.plot = undefined;
    this.shown = undefined;
  }
}

/** One path per colour for the candles and one per colour for the volume bars: four fills, not thousands. */
function drawCandles(u: uPlot, k: CandleArrays, colours: { up: string; down: string }): void {
  const [first, last] = u.series[0]?.idxs ?? [0, k.t.length - 1];
  const { left, top, width, height } = u.bbox;
  const ratio = window.devicePixelRatio || 1;
  const slot = width / Math.max(1, last - first + 1);
  const body = Math.max(1, Math.min(slot * 0.7, 16 * ratio));
  const wick = Math.max(1, Math.round(ratio));
  const floor = u.valToPos(0, 'vol', true);
  const candles = { up: new Path2D(), down: new Path2D() };
  const volumes = { up: new Path2D(), down: new Path2D() };
  for (let i = first; i <= last; i++) {
    const o = k.o[i]!, c = k.c[i]!;
    const side = c >= o ? 'up' : 'down';
    const x = u.valToPos(k.t[i]!, 'x', true);
    const high = u.valToPos(k.h[i]!, 'y', true), low = u.valToPos(k.l[i]!, 'y', true);
    const open = u.valToPos(o, 'y', true), close = u.valToPos(c, 'y', true);
    const volume = u.valToPos(k.v[i]!, 'vol', true);
    candles[side].rect(Math.round(x - wick / 2), high, wick, Math.max(1, low - high));
    candles[side].rect(Math.round(x - body / 2), Math.min(open, close), body, Math.max(1, Math.abs(close - open)));
    volumes[side].rect(Math.round(x - body / 2), volume, body, Math.max(0, floor - volume));
  }
  const ctx = u.ctx;
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, width, height);
  ctx.clip();
  ctx.globalAlpha = 0.35;
  for (const side of ['up', 'down'] as const) { ctx.fillStyle = colours[side]; ctx.fill(volumes[side]); }
  ctx.globalAlpha = 1;
  for (const side of ['up', 'down'] as const) { ctx.fillStyle = colours[side]; ctx.fill(candles[side]); }
  ctx.restore();
}
