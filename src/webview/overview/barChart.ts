// A horizontal bar chart of shares (percent of a total) drawn with uPlot's bars path builder: one bar per name,
// largest on top, in the theme's chart colours ("Other" in the muted foreground). Redrawn when the theme or
// the width changes. The plot is an image to assistive technology: its label and a hidden list say the shares.
import uPlot from 'uplot';

export interface Bar {
  readonly name: string;
  /** Percent, 0 to 100. */
  readonly share: number;
}

const ROW_HEIGHT = 26;
const AXIS_HEIGHT = 28;
const LABEL_CHARS = 18;
const PALETTE = ['blue', 'green', 'yellow', 'orange', 'purple', 'red'] as const;

function themeColour(name: string, fallback: string): string {
  return getComputedStyle(document.body).getPropertyValue(name).trim() || fallback;
}

function shortLabel(name: string): string {
  const chars = [...name];
  return chars.length <= LABEL_CHARS ? name : `${chars.slice(0, LABEL_CHARS - 1).join('')}…`;
}

export class BarChart {
  private plot: uPlot | undefined;
  private bars: readonly Bar[] = [];
  private readonly resize = new ResizeObserver(() => this.fit());
  private readonly theme = new MutationObserver(() => this.draw(this.bars));

  constructor(readonly host: HTMLElement) {
    this.resize.observe(host);
    // VS Code swaps the body's class (vscode-light, vscode-dark, vscode-high-contrast) when the theme changes.
    this.theme.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  }

  draw(bars: readonly Bar[]): void {
    this.bars = bars;
    this.plot?.destroy();
    this.plot = undefined;
    if (bars.length === 0) return;
    const fg = themeColour('--vscode-descriptionForeground', '#888');
    const grid = themeColour('--vscode-editorWidget-border', 'rgba(128,128,128,0.25)');
    const colours = bars.map((b, i) => (b.name === 'Other' ? fg : themeColour(`--vscode-charts-${PALETTE[i % PALETTE.length]}`, '#4493f8')));
    const font = `11px ${themeColour('--vscode-font-family', 'sans-serif')}`;
    const labels = bars.map((b) => shortLabel(b.name));
    const widest = Math.max(...labels.map((l) => [...l].length));
    const max = Math.max(...bars.map((b) => b.share));
    const top = Math.min(100, Math.max(5, Math.ceil((max * 1.1) / 5) * 5));
    const index = bars.map((_, i) => i);
    this.plot = new uPlot({
      width: Math.max(200, this.host.clientWidth),
      height: bars.length * ROW_HEIGHT + AXIS_HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      // Horizontal bars: the category scale (x) runs down the left side, the shares along the bottom.
      scales: { x: { time: false, ori: 1, dir: -1, range: [-0.5, bars.length - 0.5] }, y: { ori: 0, range: [0, top] } },
      axes: [
        { scale: 'x', side: 3, stroke: fg, font, size: Math.min(150, 14 + widest * 6.5), gap: 4, grid: { show: false }, ticks: { show: false },
          splits: () => index, values: (_u, splits) => splits.map((i) => labels[i] ?? '') },
        { scale: 'y', side: 2, stroke: fg, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, values: (_u, values) => values.map((v) => `${v}%`) },
      ],
      series: [{}, {
        width: 0, fill: colours[0], points: { show: false },
        paths: uPlot.paths.bars?.({ size: [0.7, 20], disp: { fill: { unit: 3 as uPlot.Series.BarsPathBuilderFacetUnit, values: () => colours } } }),
      }],
    }, [index, bars.map((b) => b.share)], this.host);
  }

  /** Bars drawn (0 when nothing is plotted). */
  get count(): number {
    return this.plot ? this.bars.length : 0;
  }

  dispose(): void {
    this.plot?.destroy();
    this.plot = undefined;
    this.resize.disconnect();
    this.theme.disconnect();
  }

  private fit(): void {
    const u = this.plot;
    if (u && Math.abs(u.width - this.host.clientWidth) > 1) u.setSize({ width: Math.max(200, this.host.clientWidth), height: u.height });
  }
}
