// What the pages' charts share around uPlot (the asset page's price chart, the pool page's candles): colours and axes
// from the editor's theme; a plot that follows its host's width and is drawn again when the theme changes; and a host
// that takes focus and reads points out from the keyboard (Left and Right step a point, with Shift ten, Home and End
// jump, Escape hides the crosshair).
import type uPlot from 'uplot';
import { el } from './dom';

/** A colour of the editor's theme (one of VS Code's CSS variables), or `fallback` where it has none. */
export function themeColour(name: string, fallback: string): string {
  return getComputedStyle(document.body).getPropertyValue(name).trim() || fallback;
}

/**
 * Both axes' style: muted labels in the editor's font, grid lines and ticks in the widgets' border colour. A high
 * contrast theme's border is as bright as the data, so there the grid is dotted and the line stays the thing seen.
 */
export function themeAxis(): uPlot.Axis {
  const grid = themeColour('--vscode-editorWidget-border', 'rgba(128,128,128,0.25)');
  const highContrast = document.body.classList.contains('vscode-high-contrast') || document.body.classList.contains('vscode-high-contrast-light');
  return {
    stroke: themeColour('--vscode-descriptionForeground', '#888'),
    font: `11px ${themeColour('--vscode-font-family', 'sans-serif')}`,
    grid: { stroke: grid, width: 1, ...(highContrast ? { dash: [1, 6] } : {}) },
    ticks: { stroke: grid, width: 1 },
  };
}

/**
 * A value axis as wide as its longest label, and at least `min` px: a fixed width cut the "$0" off small prices.
 * (uPlot calls this as it lays the axis out, with the labels it will draw.)
 */
export function fitAxisSize(min: number): uPlot.Axis.Size {
  return (u, values, axisIndex) => {
    if (!values || values.length === 0) return min;
    const font = u.axes[axisIndex]?.font;
    u.ctx.save();
    if (Array.isArray(font) && typeof font[0] === 'string') u.ctx.font = font[0];
    const widest = Math.max(...values.map((v) => u.ctx.measureText(String(v)).width));
    u.ctx.restore();
    return Math.max(min, Math.ceil(widest / (globalThis.devicePixelRatio || 1)) + 18);
  };
}

/** A plot's width in its host: the host's, and never under 200 px. */
export function plotWidth(host: HTMLElement): number {
  return Math.max(200, host.clientWidth);
}

/**
 * Keeps a plot as wide as its host (`fit` when the host's width changes) and in the theme's colours (`redraw` when VS
 * Code swaps the body's class: vscode-light, vscode-dark, vscode-high-contrast). Returns what stops both.
 */
export function followHost(host: HTMLElement, height: number, plot: () => uPlot | undefined, redraw: () => void): { disconnect(): void } {
  const resize = new ResizeObserver(() => {
    const u = plot();
    if (u && Math.abs(u.width - host.clientWidth) > 1) u.setSize({ width: plotWidth(host), height });
  });
  const theme = new MutationObserver(redraw);
  resize.observe(host);
  theme.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return { disconnect: () => { resize.disconnect(); theme.disconnect(); } };
}

/** How a chart section moves its crosshair: the points it has, the one under the crosshair, and a move (undefined: hide). */
export interface PlotCursor {
  count(): number;
  at(): number | undefined;
  show(index: number | undefined): void;
}

/** A chart section's parts around its plot: the plot's host (a focusable image), the point's read-out, the status line. */
export function plotParts(cursor: PlotCursor): { readonly host: HTMLElement; readonly tip: HTMLElement; readonly status: HTMLElement } {
  const status = el('p', 'chart-status');
  status.setAttribute('role', 'status');
  const tip = el('p', 'chart-tip');
  tip.setAttribute('aria-live', 'polite');
  const host = el('div', 'chart-plot');
  host.tabIndex = 0;
  host.setAttribute('role', 'img');
  host.addEventListener('keydown', (e) => {
    const n = cursor.count();
    if (n === 0) return;
    if (e.key === 'Escape') return cursor.show(undefined);
    const at = cursor.at() ?? n - 1;
    const step = e.shiftKey ? 10 : 1;
    const next = { ArrowLeft: at - step, ArrowRight: at + step, Home: 0, End: n - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    cursor.show(Math.min(n - 1, Math.max(0, next)));
  });
  host.addEventListener('blur', () => cursor.show(undefined));
  return { host, tip, status };
}

/** What a screen reader hears for a line chart: first, last, low and high, and how to read points. */
export function seriesSummary(what: string, range: string, values: readonly number[], money: (v: number) => string): string {
  let low = Infinity;
  let high = -Infinity;
  for (const v of values) { if (v < low) low = v; if (v > high) high = v; }
  const first = values[0] ?? 0;
  const last = values[values.length - 1] ?? 0;
  return `${what} over ${range}: from ${money(first)} to ${money(last)}; low ${money(low)}, high ${money(high)}. Use the arrow keys to read points.`;
}
