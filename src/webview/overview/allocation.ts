// The allocation section: two bar charts (by asset, by chain), each with a caption, an accessible name that
// reads the shares, and the same shares as a visually hidden list. While amounts are hidden the model carries no
// shares: the charts make way for a note. The charts outlive the page's redraws (they are moved, not rebuilt).
import type { OverviewModel, Share } from '../../overview/protocol';
import { el } from '../kit/dom';
import { morphChildren } from '../kit/morph';
import { BarChart } from './barChart';

export const CHARTS_HIDDEN = 'Charts are hidden while amounts are hidden.';

class ShareFigure {
  readonly element: HTMLElement;
  private readonly plot = el('div', 'plot');
  private readonly list = el('ul', 'visually-hidden');
  private readonly empty = el('p', 'hint');
  private readonly chart = new BarChart(this.plot);
  /** Bumped by each show and clear: a draw scheduled for earlier shares is dropped. */
  private generation = 0;

  constructor(private readonly title: string, private readonly key: string) {
    this.plot.setAttribute('role', 'img');
    this.element = el('figure', `share-chart ${key}`, el('figcaption', undefined, title), this.plot, this.list, this.empty);
  }

  show(shares: readonly Share[]): void {
    morphChildren(this.list, shares.map((s) => el('li', undefined, `${s.name}: ${s.percent} (${s.value})`)));
    this.plot.setAttribute('aria-label', `${this.title}: ${shares.map((s) => `${s.name} ${s.percent}`).join(', ')}`);
    this.empty.textContent = shares.length === 0 ? 'Nothing to chart yet.' : '';
    this.plot.hidden = shares.length === 0;
    // Drawn once the figure is in the page, so the plot knows its width.
    const generation = ++this.generation;
    requestAnimationFrame(() => {
      if (generation !== this.generation) return;
      this.chart.draw(shares.map((s) => ({ name: s.name, share: s.share })));
      this.element.dataset.bars = String(this.chart.count);
    });
  }

  /** Nothing of the last shares is kept (amounts were hidden): not the plot, its label nor its list. */
  clear(): void {
    this.generation++;
    this.chart.draw([]);
    this.list.replaceChildren();
    this.plot.setAttribute('aria-label', this.title);
    this.empty.textContent = '';
    this.element.dataset.bars = '0';
  }
}

export class AllocationSection {
  readonly element = el('section', 'allocation');
  private readonly assets = new ShareFigure('Allocation by asset', 'by-asset');
  private readonly chains = new ShareFigure('Allocation by chain', 'by-chain');
  private readonly note = el('p', 'hint charts-hidden');

  constructor() {
    this.element.setAttribute('aria-labelledby', 'allocation-title');
    const title = el('h2', undefined, 'Allocation');
    title.id = 'allocation-title';
    this.element.append(title, el('div', 'charts', this.assets.element, this.chains.element), this.note);
  }

  show(model: OverviewModel): void {
    const allocation = model.allocation;
    this.note.textContent = allocation ? '' : CHARTS_HIDDEN;
    this.note.hidden = allocation !== undefined;
    this.assets.element.hidden = this.chains.element.hidden = allocation === undefined;
    if (!allocation) {
      this.assets.clear();
      this.chains.clear();
      return;
    }
    this.assets.show(allocation.assets);
    this.chains.show(allocation.chains);
  }
}
