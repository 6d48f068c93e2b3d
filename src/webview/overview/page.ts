// The overview page's sections, drawn from the model with DOM calls and text nodes only: the total and its 24h
// change, allocation charts, the holdings table, one card per wallet, PnL, and spam and risks. The charts and the
// table are kept across redraws; the rest is rebuilt from each model.
import type { OverviewModel, OverviewState, WalletCard } from '../../overview/protocol';
import { el } from '../asset/dom';
import { AllocationSection } from './allocation';
import { HoldingsTable } from './table';

export class OverviewPage {
  private readonly allocation = new AllocationSection();
  private readonly table: HoldingsTable;
  private model: OverviewModel | undefined;

  constructor(private readonly root: HTMLElement, sort: OverviewState, onSort: (sort: OverviewState) => void, private readonly onRefresh: () => void) {
    this.table = new HoldingsTable(sort, (s) => {
      onSort(s);
      if (this.model) this.table.show(this.model.rows, this.model.masked);
    });
  }

  show(model: OverviewModel): void {
    this.model = model;
    this.root.removeAttribute('aria-busy');
    this.root.dataset.masked = String(model.masked);
    if (model.empty !== undefined) {
      this.root.replaceChildren(el('h1', undefined, 'Portfolio overview'), el('p', 'empty', model.empty));
      return;
    }
    this.allocation.show(model);
    this.table.show(model.rows, model.masked);
    this.root.replaceChildren(
      this.header(model),
      this.allocation.element,
      section('holdings', 'Top holdings',
        model.rowsNote !== undefined ? el('p', 'hint', model.rowsNote) : '',
        model.rows.length > 0 ? this.table.element : el('p', 'hint', 'No holdings yet.')),
      section('wallets', 'Wallets', model.walletsNote !== undefined ? el('p', 'hint', model.walletsNote) : '', el('ul', 'cards', ...model.wallets.map(card))),
      section('pnl', 'Profit and loss', ...pnl(model)),
      section('risks', 'Spam and risks', ...risks(model)),
    );
  }

  /** Nothing of what was shown stays: only why, and Refresh. */
  clear(why: string): void {
    const refresh = el('button', 'refresh', 'Refresh');
    refresh.type = 'button';
    refresh.addEventListener('click', () => this.onRefresh());
    this.root.replaceChildren(el('h1', undefined, 'Portfolio overview'), el('p', 'empty', why), refresh);
  }

  private header(model: OverviewModel): HTMLElement {
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

function section(key: string, title: string, ...content: Array<Node | string>): HTMLElement {
  const heading = el('h2', undefined, title);
  heading.id = `${key}-title`;
  const element = el('section', key, heading, ...content);
  element.setAttribute('aria-labelledby', heading.id);
  return element;
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
