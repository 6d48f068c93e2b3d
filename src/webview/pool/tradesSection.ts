// The pool page's recent trades: a minimum-USD filter (a radio group: All, $100+, $1K+, $10K+, kept in the page's
// state), then a table of time, side (Buy or Sell in words, not only colour), price, amount, USD, the trader
// shortened with Copy, and the transaction's explorer link ("Tx ↗", a button the extension checks), 25 rows at a
// time (a long table is what slows a first paint). In a narrow editor each trade is a block of its figures under
// their column names (pool.css); the page does not scroll sideways. Loading, empty and error states, with Retry.
import { MIN_USD, TRADES_PAGE, type LiveData, type MinUsd, type TradeRow, type TradesData } from '../../pool/protocol';
import { button, el, labelCells, radioGroup, tableBox } from '../kit/dom';
import { hostNow, heardHostTime } from '../kit/hostClock';
import { clockTime, rowTime } from '../kit/times';

const FILTER_LABELS: Readonly<Record<MinUsd, string>> = { 0: 'All', 100: '$100+', 1000: '$1K+', 10000: '$10K+' };
const FLOORS: Readonly<Record<MinUsd, string>> = { 0: '$0', 100: '$100', 1000: '$1,000', 10000: '$10,000' };
/** Column headings, figures right-aligned as their cells. */
const COLUMNS: ReadonlyArray<readonly [string, boolean]> = [['Time', false], ['Side', false], ['Price', true], ['Amount', true], ['USD', true], ['Trader', false], ['Transaction', false]];

export class TradesSection {
  readonly element: HTMLElement;
  private data: TradesData | undefined;
  private shown = TRADES_PAGE;
  private readonly more = el('button', 'more');
  private readonly status = el('p', 'trades-status');
  /** "Live: …" or "Refreshes every 15 s…": a polite status, so a screen reader hears the change once. */
  private readonly live = el('p', 'live-state');
  private readonly body = el('tbody');
  private readonly table: HTMLTableElement;

  constructor(private minUsd: MinUsd, onFilter: (min: MinUsd) => void, private readonly onRetry: () => void) {
    const filter = radioGroup('Minimum trade size', MIN_USD.map((m) => [`${m}` as const, FILTER_LABELS[m], m > 0 ? `Trades of ${FLOORS[m]} or more` : 'All trades']), `${minUsd}`, (m) => {
      this.minUsd = Number(m) as MinUsd;
      this.shown = TRADES_PAGE;
      onFilter(this.minUsd);
      this.redraw();
    });
    this.status.setAttribute('role', 'status');
    this.live.setAttribute('role', 'status');
    this.more.type = 'button';
    this.more.addEventListener('click', () => { this.shown += TRADES_PAGE; this.redraw(); });
    const head = el('tr', undefined, ...COLUMNS.map(([label, figure]) => {
      const th = el('th', figure ? 'num' : undefined, label);
      th.scope = 'col';
      return th;
    }));
    this.table = el('table', 'trades-table', el('thead', undefined, head), this.body);
    this.element = el('section', 'trades', el('h2', undefined, 'Recent trades'), el('div', 'trades-toolbar', filter.element, this.live), this.status,
      tableBox('Trades table', this.table), this.more);
    this.element.setAttribute('aria-label', 'Recent trades');
    this.redraw();
  }

  setLive(live: LiveData): void {
    this.live.textContent = live.text;
    this.live.dataset.live = String(live.live);
    this.element.dataset.live = String(live.live);
  }

  show(data: TradesData): void {
    this.data = data;
    heardHostTime(data.now);
    this.redraw();
  }

  private redraw(): void {
    const data = this.data;
    const rows = data?.rows ?? [];
    const visible = this.minUsd > 0 ? rows.filter((r) => r.usdValue >= this.minUsd) : rows;
    const now = hostNow();
    this.body.replaceChildren(...visible.slice(0, this.shown).map((r) => row(r, now)));
    this.more.hidden = visible.length <= this.shown;
    this.more.textContent = `Show ${Math.min(TRADES_PAGE, visible.length - this.shown)} more`;
    this.table.hidden = visible.length === 0;
    this.element.dataset.state = data?.status ?? 'loading';
    this.element.dataset.rows = String(Math.min(visible.length, this.shown));
    this.element.setAttribute('aria-busy', String(!data || data.status === 'loading'));
    this.status.replaceChildren(statusText(data, rows.length, visible.length, Math.min(visible.length, this.shown), this.minUsd));
    if (data?.status === 'error') {
      const retry = el('button', 'link', 'Retry');
      retry.type = 'button';
      retry.addEventListener('click', () => this.onRetry());
      this.status.append(' ', retry);
    }
  }
}

function statusText(data: TradesData | undefined, all: number, matching: number, drawn: number, min: MinUsd): string {
  if (!data || data.status === 'loading') return 'Loading trades…';
  const updated = data.at !== undefined ? ` Updated ${clockTime(data.at)}.` : '';
  if (data.status === 'error') return `${all > 0 ? 'Showing earlier trades: ' : 'Could not load the trades: '}${data.message ?? 'unknown error'}.${all > 0 ? updated : ''}`;
  if (all === 0) return `The service lists no recent trades for this pool.${updated}`;
  const more = drawn < matching ? `; showing the newest ${drawn}.` : ', newest first.';
  if (min === 0) return `The latest ${all} trades${more}${updated}`;
  if (matching === 0) return `None of the latest ${all} trades is of ${FLOORS[min]} or more.${updated}`;
  return `${matching} of the latest ${all} trades ${matching === 1 ? 'is' : 'are'} of ${FLOORS[min]} or more${more}${updated}`;
}

/** One row of each kind, built once and cloned per trade: 500 rows in a few milliseconds. */
let blank: { withTrader: HTMLTableRowElement; withoutTrader: HTMLTableRowElement } | undefined;

function template(withTrader: boolean): HTMLTableRowElement {
  const trader = withTrader
    ? el('td', 'trader', el('code', 'address'), ' ', button('Copy', { action: 'copy', what: 'trader' }, undefined, 'link'))
    : el('td', 'trader', '—');
  const tr = el('tr', undefined, el('td', 'time', el('time')), el('td', 'side'), el('td', 'num'), el('td', 'num'), el('td', 'num'), trader, el('td', 'tx'));
  labelCells(tr, COLUMNS.map(([label]) => label));
  return tr;
}

function row(trade: TradeRow, now: number): HTMLTableRowElement {
  blank ??= { withTrader: template(true), withoutTrader: template(false) };
  const tr = (trade.trader ? blank.withTrader : blank.withoutTrader).cloneNode(true) as HTMLTableRowElement;
  const [time, side, price, amount, usd, trader, tx] = tr.children as unknown as HTMLElement[];
  const at = new Date(trade.at);
  const when = time!.firstElementChild as HTMLTimeElement;
  when.textContent = rowTime(trade.at, now);
  when.dateTime = at.toISOString();
  tr.className = trade.side;
  side!.className = `side ${trade.side}`;
  side!.textContent = trade.side === 'buy' ? 'Buy' : 'Sell';
  price!.textContent = trade.price;
  amount!.textContent = trade.amount;
  usd!.textContent = trade.usd;
  if (trade.trader) {
    const code = trader!.firstElementChild as HTMLElement;
    code.textContent = trade.traderShort ?? trade.trader;
    code.title = trade.trader;
    const copy = trader!.lastElementChild as HTMLButtonElement;
    copy.dataset.copy = trade.trader;
    copy.setAttribute('aria-label', `Copy the trader's address ${trade.trader}`);
    copy.dataset.focus = `trader:${trade.at}:${trade.trader}`;
  }
  if (trade.txUrl) tx!.append(button('Tx ↗', { action: 'open', url: trade.txUrl, focus: `tx:${trade.txUrl}` }, `Tx: the ${trade.side} of ${trade.usd} at ${when.textContent}`, 'link'));
  return tr;
}
