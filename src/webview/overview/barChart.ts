// A horizontal bar chart of shares (percent of a total) in HTML and CSS: one row per name, largest on top, in the
// theme's chart colours ("Other" in the muted foreground), so a theme change needs no redraw. A name too long for its
// column ends in an ellipsis and carries the full name as its tooltip; in a narrow figure each name has a line of its
// own above its bar (overview.css). The percent axis gets as many ticks as fit with room between their labels,
// chosen again when the width changes. The plot is an image to assistive technology: its label and a hidden list
// say the shares (allocation.ts).
import { el } from '../kit/dom';

export interface Bar {
  readonly name: string;
  /** Percent, 0 to 100. */
  readonly share: number;
}

const PALETTE = ['blue', 'green', 'yellow', 'orange', 'purple', 'red'] as const;
/** Percent between two ticks, the finest first. */
const STEPS = [1, 2, 5, 10, 20, 25, 50, 100] as const;
/** The least room between two tick labels, in px. */
const TICK_GAP = 12;

/** The axis's step and end for the widest bar: as many ticks as leave `labelWidth` plus a gap between them. */
export function axisFor(max: number, trackWidth: number, labelWidth: number): { step: number; top: number } {
  for (const step of STEPS) {
    const top = Math.min(100, Math.max(step, Math.ceil((max * 1.1) / step) * step));
    // The end labels sit inside the axis (the first starts at 0, the last ends at the top), the others centred on theirs:
    // neighbours of an end label need half a label more.
    if ((trackWidth * step) / top >= labelWidth * 1.5 + TICK_GAP) return { step, top };
  }
  return { step: 100, top: 100 };
}

export class BarChart {
  private bars: readonly Bar[] = [];
  private fills: HTMLElement[] = [];
  private readonly axis = el('div', 'bar-axis');
  private readonly resize = new ResizeObserver(() => this.layout());
  /** The widest tick label ("100%"), measured once the page's font is known. */
  private labelWidth = 0;

  constructor(readonly host: HTMLElement) {
    host.classList.add('bar-chart');
    this.axis.setAttribute('aria-hidden', 'true');
    this.resize.observe(host);
  }

  draw(bars: readonly Bar[]): void {
    this.bars = bars;
    this.fills = [];
    if (bars.length === 0) {
      this.host.replaceChildren();
      return;
    }
    const rows = bars.flatMap((bar, i) => {
      const name = el('span', 'bar-name', bar.name);
      name.title = bar.name;
      const fill = el('span', 'bar-fill');
      fill.style.backgroundColor = bar.name === 'Other' ? 'var(--vscode-descriptionForeground)' : `var(--vscode-charts-${PALETTE[i % PALETTE.length]})`;
      this.fills.push(fill);
      return [name, el('span', 'bar-track', fill)];
    });
    this.host.replaceChildren(...rows, this.axis);
    this.layout();
  }

  /** Bars drawn (0 when nothing is plotted). */
  get count(): number {
    return this.fills.length;
  }

  dispose(): void {
    this.resize.disconnect();
  }

  /** Bar lengths, grid and ticks for the track's width now (the name column takes what the names need, up to a share). */
  private layout(): void {
    const track = this.host.querySelector<HTMLElement>('.bar-track');
    if (!track || track.clientWidth === 0) return; // not drawn yet, or hidden: laid out when it shows
    if (this.labelWidth === 0) this.labelWidth = measure(this.axis, '100%');
    const { step, top } = axisFor(Math.max(...this.bars.map((b) => b.share)), track.clientWidth, this.labelWidth);
    this.fills.forEach((fill, i) => { fill.style.width = `${Math.min(100, (this.bars[i]!.share / top) * 100)}%`; });
    this.host.style.setProperty('--grid-step', `${(step / top) * 100}%`);
    const ticks: HTMLElement[] = [];
    for (let value = 0; value <= top; value += step) {
      const tick = el('span', value === 0 ? 'tick first' : value === top ? 'tick last' : 'tick', `${value}%`);
      tick.style.left = `${(value / top) * 100}%`;
      ticks.push(tick);
    }
    this.axis.replaceChildren(...ticks);
  }
}

/** The width of `text` as a tick label in `axis`. */
function measure(axis: HTMLElement, text: string): number {
  const probe = el('span', 'tick', text);
  axis.replaceChildren(probe);
  const width = probe.getBoundingClientRect().width;
  probe.remove();
  return Math.ceil(width);
}
