// The Pools section: the token's DEX pools with the sort named and changeable by keyboard (a radio group), pools
// under the liquidity floor folded behind a checkbox, 25 rows at a time, and a chain picker when the asset has
// several. Built with DOM calls and text nodes; it outlives the page's redraws (main.ts moves it into its slot). Where
// the page is narrower than the table, each pool is a block of its figures under their column names (asset.css).
import { POOL_SORT_LABELS, POOL_SORTS, POOLS_PAGE, type PoolRow, type PoolSort, type PoolsData } from '../../asset/poolsProtocol';
import { el, labelCells, radioGroup, remoteLogo, tableBox } from '../kit/dom';
import { morphChildren } from '../kit/morph';

const COLUMNS: ReadonlyArray<readonly [string, PoolSort | undefined]> = [
  ['Pair', undefined], ['DEX', undefined], ['Chain', undefined], ['Price', undefined], ['Liquidity', 'liquidity'],
  ['Volume 24h', 'volume'], ['Change 24h', 'change'], ['Buys / sells 24h', undefined], ['Age', 'age'], ['', undefined],
];
const LABELS = COLUMNS.map(([label]) => label);

export interface PoolsChoices {
  sort: PoolSort;
  showLow: boolean;
}

export class PoolsSection {
  readonly element: HTMLElement;
  private data: PoolsData | undefined;
  private shown = POOLS_PAGE;
  private readonly sorts: ReturnType<typeof radioGroup<PoolSort>>;
  private readonly lowToggle = el('input');
  private readonly lowLabel = el('span');
  private readonly chainPicker = el('select');
  private readonly status = el('p', 'pools-status');
  private readonly body = el('tbody');
  private readonly headCells: HTMLTableCellElement[];
  private readonly table: HTMLTableElement;
  private readonly more = el('button', 'more', 'Show more');

  constructor(private readonly choices: PoolsChoices, onChoices: (c: PoolsChoices) => void, onChain: (chain: number) => void) {
    this.sorts = radioGroup('Sort pools by', POOL_SORTS.map((s) => [s, POOL_SORT_LABELS[s], `Sort by ${POOL_SORT_LABELS[s]}`]), choices.sort, (sort) => {
      this.choices.sort = sort;
      onChoices(this.choices);
      this.redraw();
    });
    this.lowToggle.type = 'checkbox';
    this.lowToggle.checked = choices.showLow;
    this.lowToggle.addEventListener('change', () => {
      this.choices.showLow = this.lowToggle.checked;
      onChoices(this.choices);
      this.redraw();
    });
    this.chainPicker.setAttribute('aria-label', 'Chain');
    this.chainPicker.addEventListener('change', () => onChain(Number(this.chainPicker.value)));
    this.more.type = 'button';
    this.more.addEventListener('click', () => { this.shown += POOLS_PAGE; this.redraw(); });
    this.status.setAttribute('role', 'status');
    this.headCells = COLUMNS.map(([label]) => {
      const th = el('th', undefined, label);
      th.scope = 'col';
      return th;
    });
    this.table = el('table', 'pools-table', el('thead', undefined, el('tr', undefined, ...this.headCells)), this.body);
    const toggle = el('label', 'pools-low', this.lowToggle, this.lowLabel);
    this.element = el('section', 'pools', el('h2', undefined, 'Pools'),
      el('div', 'pools-toolbar', this.chainPicker, this.sorts.element, toggle), this.status, tableBox('Pools table', this.table), this.more);
    this.element.setAttribute('aria-label', 'Pools');
    this.redraw();
  }

  show(data: PoolsData): void {
    // A new list starts at one page; live figures (the same list again) keep what the user opened.
    if (data.chain !== this.data?.chain || (data.status === 'loaded' && this.data.status !== 'loaded')) this.shown = POOLS_PAGE;
    this.data = data;
    this.redraw();
  }

  private redraw(): void {
    const data = this.data;
    this.drawChains(data);
    const rows = data?.rows ?? [];
    const low = rows.filter((r) => r.low).length;
    this.lowLabel.textContent = ` Show ${low} ${low === 1 ? 'pool' : 'pools'} under ${data?.floor ?? ''} liquidity`;
    this.lowToggle.parentElement?.toggleAttribute('hidden', low === 0);
    const sort = this.choices.sort;
    const visible = rows.filter((r) => this.choices.showLow || !r.low).sort((a, b) => b.keys[sort] - a.keys[sort]);
    // In place (kit/morph): live figures change the cells, not the row (or its button) a reader is on.
    morphChildren(this.body, visible.slice(0, this.shown).map((r) => row(r, rows.indexOf(r))));
    this.headCells.forEach((th, i) => {
      if (COLUMNS[i]![1] === sort) th.setAttribute('aria-sort', 'descending');
      else th.removeAttribute('aria-sort');
    });
    this.table.toggleAttribute('hidden', visible.length === 0);
    this.more.toggleAttribute('hidden', visible.length <= this.shown);
    this.more.textContent = `Show ${Math.min(POOLS_PAGE, visible.length - this.shown)} more`;
    this.status.textContent = statusText(data, visible.length, Math.min(this.shown, visible.length), low, this.choices);
    this.element.setAttribute('aria-busy', String(data === undefined || data.status === 'loading'));
  }

  private drawChains(data: PoolsData | undefined): void {
    const chains = data?.chains ?? [];
    const same = this.chainPicker.options.length === chains.length && chains.every((c, i) => this.chainPicker.options[i]?.textContent === c);
    if (!same) this.chainPicker.replaceChildren(...chains.map((label, i) => { const o = el('option', undefined, label); o.value = String(i); return o; }));
    if (data) this.chainPicker.value = String(data.chain);
    this.chainPicker.toggleAttribute('hidden', chains.length < 2);
  }
}

function statusText(data: PoolsData | undefined, visible: number, shown: number, low: number, choices: PoolsChoices): string {
  if (!data || data.status === 'loading') return `Loading pools${data?.chains[data.chain] ? ` on ${data.chains[data.chain]}` : ''}…`;
  if (data.status === 'error') return `Could not load pools: ${data.message ?? 'the service did not answer'}`;
  if (data.chains.length === 0) return 'No DEX pools: this asset has no token contract.';
  if (data.rows.length === 0) return `The service lists no pools for this token on ${data.chains[data.chain] ?? 'this chain'}.`;
  const hidden = !choices.showLow && low > 0 ? ` ${low} under ${data.floor} liquidity hidden.` : '';
  const of = data.total !== undefined && data.total > data.rows.length ? ` The service counts ${data.total}; it lists the ${data.rows.length} most liquid.` : '';
  return `Sorted by ${POOL_SORT_LABELS[choices.sort].toLowerCase()}, highest first. Showing ${shown} of ${visible}.${hidden}${of}${data.live ? ` ${data.live}` : ''}`;
}

function row(pool: PoolRow, index: number): HTMLTableRowElement {
  const dex = el('td', 'dex');
  // The logo's place is kept whether it loads, waits or fails: the names line up and the columns never jump.
  if (pool.dexLogo) dex.append(el('span', 'dex-logo', ...[remoteLogo(pool.dexLogo)].filter((l) => l !== undefined)));
  dex.append(pool.dex);
  const change = el('td', `num change ${pool.direction}`, pool.change);
  const actions = el('td', 'pool-actions', button('Copy', `Copy the pool address ${pool.address}`, { action: 'copy', copy: pool.address, what: 'address', focus: `copy:${pool.address}` }));
  if (pool.explorerUrl) actions.append(button('Explorer', `Explorer: the ${pool.pair} pool on ${pool.dex}`, { action: 'open', url: pool.explorerUrl, focus: `explorer:${pool.address}` }));
  const pair = el('th', 'pair', button(pool.pair, `${pool.pair} on ${pool.dex}: open its pool page`, { action: 'pool', index: String(index), focus: `pool:${pool.address}` }));
  pair.scope = 'row';
  pair.title = pool.address;
  const tr = el('tr', pool.low ? 'low' : undefined, pair, dex, el('td', undefined, pool.chain), el('td', 'num', pool.price), el('td', 'num', pool.liquidity),
    el('td', 'num', pool.volume), change, el('td', 'num', pool.txns), el('td', 'num', pool.age), actions);
  labelCells(tr, LABELS);
  return tr;
}

function button(label: string, accessible: string, data: Record<string, string>): HTMLButtonElement {
  const b = el('button', 'link', label);
  b.type = 'button';
  b.setAttribute('aria-label', accessible);
  Object.assign(b.dataset, data);
  return b;
}
