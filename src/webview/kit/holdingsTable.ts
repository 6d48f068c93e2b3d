// The holdings table, the overview's and the wallet page's: a caption, header buttons that sort (click, Enter or
// Space; aria-sort on the sorted column), text cells only. In a narrower page each holding is a block of its figures
// under their column names, the sort buttons a row above them (./holdings.css). With amounts hidden the page has no
// figures to sort by: only the asset's name, and value (the order the extension sent, largest first) can be sorted.
// A page of one wallet has no Wallets column.
import type { HoldingRow, HoldingSort, SortColumn } from '../../format/holdingRows';
import { el, keepFocus, labelCells, tableBox } from './dom';
import { morphChildren } from './morph';
import { DEFAULT_SORT, sortable, sortRows } from './holdingsSort';

type Column = { readonly key: SortColumn | 'chains' | 'wallets'; readonly label: string; readonly numeric: boolean };
const COLUMNS: readonly Column[] = [
  { key: 'asset', label: 'Asset', numeric: false },
  { key: 'value', label: 'Value', numeric: true },
  { key: 'share', label: 'Share', numeric: true },
  { key: 'change', label: '24h', numeric: true },
  { key: 'balance', label: 'Balance', numeric: true },
  { key: 'price', label: 'Price', numeric: true },
  { key: 'pnl', label: 'PnL', numeric: true },
  { key: 'chains', label: 'Chains', numeric: false },
  { key: 'wallets', label: 'Wallets', numeric: false },
];
const SORT_NAMES: Record<SortColumn, string> = { asset: 'name', value: 'value', share: 'share', change: '24h change', balance: 'balance', price: 'price', pnl: 'PnL' };

export class HoldingsTable {
  readonly element = tableBox('Holdings table');
  private readonly columns: readonly Column[];

  /** `whose`: "all wallets", or the one wallet's name (then there is no Wallets column). */
  constructor(private sort: HoldingSort, private readonly onSort: (sort: HoldingSort) => void, private readonly whose: { readonly name: string; readonly several: boolean }) {
    this.element.dataset.focus = 'holdings'; // a redraw of the page moves the table: its focus is given back
    this.columns = whose.several ? COLUMNS : COLUMNS.filter((c) => c.key !== 'wallets');
  }

  show(rows: readonly HoldingRow[], masked: boolean, name = this.whose.name): void {
    if (!sortable(this.sort.column, masked)) this.sort = DEFAULT_SORT;
    const { column, direction } = this.sort;
    const order = column === 'asset' ? (direction === 'ascending' ? 'A to Z' : 'Z to A') : direction === 'descending' ? 'largest first' : 'smallest first';
    const caption = el('caption', undefined, `Holdings of ${name}, sorted by ${SORT_NAMES[column]}, ${order}.`);
    const head = el('tr', undefined, ...this.columns.map((c) => this.header(c, masked)));
    const body = el('tbody', undefined, ...sortRows(rows, this.sort).map((row) => this.rowElement(row)));
    // In place (kit/morph): a live tick changes the figures, not the rows a reader or a screen reader is on.
    keepFocus(this.element, () => morphChildren(this.element, [el('table', 'holdings', caption, el('thead', undefined, head), body)]));
  }

  private header(column: Column, masked: boolean): HTMLElement {
    const th = el('th', column.numeric ? 'num' : undefined);
    th.scope = 'col';
    if (!sortable(column.key, masked)) {
      th.append(column.label);
      return th;
    }
    const key = column.key;
    const active = this.sort.column === key;
    if (active) th.setAttribute('aria-sort', this.sort.direction);
    const arrow = el('span', 'arrow', active ? (this.sort.direction === 'ascending' ? '▲' : '▼') : '');
    arrow.setAttribute('aria-hidden', 'true');
    const button = el('button', 'sort', column.label, arrow);
    button.type = 'button';
    button.dataset.sort = key;
    button.dataset.focus = `sort:${key}`;
    button.title = `Sort by ${SORT_NAMES[key]}`;
    // Read at the click, not when drawn: a redraw keeps this button (kit/morph) and drops the one drawn after it.
    button.addEventListener('click', () => {
      const direction = this.sort.column === key ? (this.sort.direction === 'ascending' ? 'descending' : 'ascending') : key === 'asset' ? 'ascending' : 'descending';
      this.sort = { column: key, direction };
      this.onSort(this.sort);
    });
    th.append(button);
    return th;
  }

  private rowElement(row: HoldingRow): HTMLElement {
    const asset = el('th', 'asset', el('span', 'symbol', row.symbol), ' ', el('span', 'name', row.name));
    asset.scope = 'row';
    for (const [kind, text, title] of [['risk', row.risk, 'Risk (contract scan)'], ['spam', row.spam, 'Spam']] as const) {
      if (text === undefined) continue;
      const flag = el('span', kind, `⚠ ${text}`);
      flag.title = `${title}: ${text}`;
      asset.append(flag);
    }
    const change = el('td', `num change ${row.change?.direction ?? ''}`, row.change?.text ?? absent('No 24h change'));
    const cells = [
      el('td', 'num', row.value), el('td', 'num', row.share), change, el('td', 'num', row.balance), el('td', 'num', row.price),
      el('td', 'num pnl', row.pnl ?? absent('No PnL data')), el('td', 'chains', row.chains), ...(this.whose.several ? [el('td', 'wallets', row.wallets)] : []),
    ];
    const tr = el('tr', undefined, asset, ...cells);
    labelCells(tr, this.columns.map((c) => c.label));
    return tr;
  }
}

/** A figure the service did not send: a dash on screen, words for a screen reader. Never a zero. */
export function absent(words: string): HTMLElement {
  const dash = el('span', 'absent', '—');
  dash.setAttribute('aria-hidden', 'true');
  dash.title = words;
  return el('span', undefined, dash, el('span', 'visually-hidden', words));
}
