// The overview page's sections, drawn from the model with DOM calls and text nodes only: the total and its 24h
// change, allocation charts, the holdings table, one card per wallet, PnL, and spam and risks. The charts, the table
// and the sections are kept across redraws, their content applied in place (kit/morph), and so is the reader's place.
import type { OverviewModel, OverviewState, WalletCard } from '../../overview/protocol';
import { el } from '../kit/dom';
import { keepSection, morphChildren } from '../kit/morph';
import { AllocationSection } from './allocation';
import { HoldingsTable } from '../kit/holdingsTable';

export class OverviewPage {
  private readonly allocation = new AllocationSection();
  private readonly table: HoldingsTable;
  /**
   * Kept across redraws and filled in place, so the browser keeps their laid-out height (content-visibility remembers
   * it per element) and a reader's place in them.
   */
  private readonly sections = {
    holdings: new Section('holdings', 'Top holdings'),
    wallets: new Section('wallets', 'Wallets'),
    pnl: new Section('pnl', 'Profit and loss'),
    risks: new Section('risks', 'Spam and risks'),
  };
  private header: HTMLElement | undefined;
  private model: OverviewModel | undefined;

  constructor(private readonly root: HTMLElement, sort: OverviewState, onSort: (sort: OverviewState) => void, private readonly onRefresh: () => void) {
    this.table = keepSection(new HoldingsTable(sort, (s) => {
      onSort(s);
      if (this.model) this.table.show(this.model.rows, this.model.masked);
    }, { name: 'all wallets', several: true }));
  }

  show(model: OverviewModel): void {
    this.model = model;
    this.root.removeAttribute('aria-busy');
    this.root.dataset.masked = String(model.masked);
    if (model.empty !== undefined) {
      this.root.replaceChildren(el('h1', undefined, 'Portfolio overview'), el('p', 'empty', model.empty));
      return;
    }
    const place = readingPlace(this.root, this.header);
    this.allocation.show(model);
    this.table.show(model.rows, model.masked);
    const { holdings, wallets, pnl: pnlSection, risks: risksSection } = this.sections;
    holdings.fill(model.rowsNote !== undefined ? el('p', 'hint', model.rowsNote) : '', model.rows.length > 0 ? this.table.element : el('p', 'hint', 'No holdings yet.'));
    wallets.fill(model.walletsNote !== undefined ? el('p', 'hint', model.walletsNote) : '', el('ul', 'cards', ...model.wallets.map(card)));
    pnlSection.fill(...pnl(model));
    risksSection.fill(...risks(model));
    const header = this.headerOf(model);
    // In place (kit/morph): a tick of the total changes its figure, not the nodes a reader or the keyboard is on.
    if (this.header?.parentNode === this.root) morphChildren(this.header, [...header.childNodes]);
    else {
      this.root.replaceChildren(header, this.allocation.element, holdings.element, wallets.element, pnlSection.element, risksSection.element);
      this.header = header;
    }
    place?.keep();
  }

  /** Nothing of what was shown stays: only why, and Refresh. */
  clear(why: string): void {
    const refresh = el('button', 'refresh', 'Refresh');
    refresh.type = 'button';
    refresh.addEventListener('click', () => this.onRefresh());
    this.root.replaceChildren(el('h1', undefined, 'Portfolio overview'), el('p', 'empty', why), refresh);
  }

  private headerOf(model: OverviewModel): HTMLElement {
    const refresh = el('button', 'refresh', 'Refresh');
    refresh.type = 'button';
    refresh.dataset.focus = 'refresh';
    refresh.title = 'Ask the service again, skipping cached data';
    refresh.addEventListener('click', this.onRefresh);
    const change = model.change
      ? el('p', `change ${model.change.direction ?? ''}`, el('span', 'figure', model.change.text), ' over 24 hours')
      : el('p', 'change hint', 'No 24h change data');
    return el('header', 'summary',
      el('div', 'title', el('h1', undefined, 'Portfolio overview'), refresh),
      el('p', 'total', el('span', 'label', 'All wallets '), el('span', 'figure', model.total)),
      change,
      model.note !== undefined ? el('p', 'hint', model.note) : '');
  }
}

/** A section whose heading stays and whose content is replaced by each redraw. */
class Section {
  readonly element: HTMLElement;
  private readonly heading: HTMLElement;

  constructor(key: string, title: string) {
    this.heading = el('h2', undefined, title);
    this.heading.id = `${key}-title`;
    this.element = el('section', key, this.heading);
    this.element.setAttribute('aria-labelledby', this.heading.id);
  }

  /** Its content now, applied in place (kit/morph); '' is nothing. */
  fill(...content: Array<Node | string>): void {
    morphChildren(this.element, [this.heading, ...content.filter((c) => c !== '').map((c) => (typeof c === 'string' ? document.createTextNode(c) : c))]);
  }
}

/**
 * Where the reader is: the block at the middle of the window (not the header, which each redraw replaces), and its
 * offset. `keep` scrolls by what that block moved in a redraw (charts hidden or a table grown above it), so what is
 * read stays in place. Nothing is measured at the top of the page (the first paint).
 */
function readingPlace(root: HTMLElement, replaced: HTMLElement | undefined): { keep(): void } | undefined {
  if (window.scrollY === 0) return undefined;
  const middle = window.innerHeight / 2;
  const blocks = [...root.children].filter((child) => child !== replaced);
  // In page order, top to bottom: the last that starts above the middle holds it (or ends just above it).
  const block = blocks.filter((b) => b.getBoundingClientRect().top <= middle).pop();
  if (!block) return undefined;
  const top = block.getBoundingClientRect().top;
  return {
    keep: () => {
      if (!block.isConnected) return;
      const moved = block.getBoundingClientRect().top - top;
      if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    },
  };
}

function card(wallet: WalletCard): HTMLElement {
  return el('li', 'card',
    el('h3', undefined, wallet.label),
    el('p', 'total', wallet.total),
    wallet.change ? el('p', `change ${wallet.change.direction ?? ''}`, wallet.change.text, ' 24h') : '',
    wallet.pnl.length > 0 ? el('ul', 'pnl', ...wallet.pnl.map((line) => el('li', undefined, line))) : '',
    wallet.spam !== undefined ? el('p', 'spam', wallet.spam) : '',
    wallet.honeypots !== undefined ? el('p', 'honeypots', wallet.honeypots) : '',
    wallet.status !== undefined ? el('p', 'status', wallet.status) : '');
}

function pnl(model: OverviewModel): Array<Node | string> {
  if (!model.pnl) return [el('p', 'hint', 'The service sent no profit and loss data for these wallets.')];
  return [el('ul', 'pnl', ...model.pnl.lines.map((line) => el('li', undefined, line))), model.pnl.note !== undefined ? el('p', 'hint', model.pnl.note) : ''];
}

function risks(model: OverviewModel): Array<Node | string> {
  const list = model.risks.length > 0
    ? el('ul', 'risk-list', ...model.risks.map((r) => el('li', undefined, el('span', 'asset', r.asset), ': ', el('span', 'reason', r.reason), el('span', 'in', ` (${r.wallets})`))))
    : el('p', 'hint', 'No holding has a warning from the contract scan.');
  return [model.spam !== undefined ? el('p', 'spam', model.spam) : '', el('h3', undefined, 'Risk flags'), list];
}
