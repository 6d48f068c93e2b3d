// The wallet page's activity: a table of transactions, newest first (the move an alert announced before them, marked in
// words), each with time, chain, what happened, the counterparty, USD with the fee under it, the transaction's explorer
// link as a button the extension checks; "Show more" for more of the rows the extension holds, then the next older page
// (the extension decides which), and its states: loading, an empty wallet, a wallet the service knows no activity of, an error that keeps the rows
// shown. In a narrow editor each transaction is a block of its figures under their column names (walletPage.css).
import type { ActivityData, ActivityRow } from '../../walletPage/protocol';
import { button, el, labelCells, tableBox } from '../kit/dom';
import { heardHostTime, hostNow } from '../kit/hostClock';
import { rowTime } from '../kit/times';

const COLUMNS: ReadonlyArray<readonly [string, boolean]> = [['Time', false], ['Chain', false], ['What', false], ['Counterparty', false], ['USD', true], ['Transaction', false]];

export class ActivitySection {
  readonly element: HTMLElement;
  private readonly status = el('p', 'activity-status');
  private readonly note = el('p', 'hint');
  private readonly body = el('tbody');
  private readonly table: HTMLTableElement;
  private readonly more = el('button', 'more', 'Show more');

  /** `onMore`: Show more (or Retry): the extension sends more rows. */
  constructor(onMore: () => void) {
    this.status.setAttribute('role', 'status');
    this.more.type = 'button';
    this.more.dataset.focus = 'more';
    // Busy, not disabled, while more comes: a disabled button drops the keyboard's focus to the page's body.
    this.more.addEventListener('click', () => { if (this.more.getAttribute('aria-disabled') !== 'true') onMore(); });
    const head = el('tr', undefined, ...COLUMNS.map(([label, figure]) => {
      const th = el('th', figure ? 'num' : undefined, label);
      th.scope = 'col';
      return th;
    }));
    this.table = el('table', 'activity-table', el('thead', undefined, head), this.body);
    this.element = el('section', 'activity', el('h2', undefined, 'Activity'), this.status, tableBox('Activity table', this.table), this.note, this.more);
    this.element.setAttribute('aria-label', 'Activity');
    this.show(undefined);
  }

  show(data: ActivityData | undefined): void {
    heardHostTime(data?.now);
    const rows = data?.rows ?? [];
    const total = Math.max(data?.total ?? 0, rows.length);
    const now = hostNow();
    this.body.replaceChildren(...rows.map((r) => row(r, now)));
    this.table.hidden = rows.length === 0;
    this.element.dataset.state = data?.status ?? 'loading';
    this.element.dataset.rows = String(rows.length);
    this.element.setAttribute('aria-busy', String(!data || data.status === 'loading' || data.loadingMore === true));
    this.status.textContent = statusText(data, total);
    this.note.textContent = data?.note ?? '';
    this.note.hidden = !data?.note;
    this.more.hidden = !data?.more && data?.status !== 'error' && total <= rows.length;
    this.more.textContent = data?.loadingMore ? 'Loading more…' : data?.status === 'error' ? 'Retry' : 'Show more';
    this.more.setAttribute('aria-disabled', String(data?.loadingMore === true));
  }
}

function statusText(data: ActivityData | undefined, total: number): string {
  if (!data || data.status === 'loading') return 'Loading activity…';
  switch (data.status) {
    case 'empty': return 'No activity: this wallet has made no transaction the service knows of, and holds nothing.';
    case 'unknown': return 'The service knows no activity for this wallet, though it holds assets: its chains may not be covered yet.';
    case 'error': return `${data.rows.length > 0 ? 'Showing the activity loaded before: ' : 'Could not load the activity: '}${data.message ?? 'unknown error'}`;
    case 'loaded': {
      const drawn = data.rows.length;
      return `${drawn < total ? `The newest ${drawn.toLocaleString()} of ` : ''}${total.toLocaleString()} transactions, ${data.rows[0]?.announced ? 'the move the alert announced first, then newest first' : 'newest first'}${data.more || drawn < total ? '; more with Show more.' : '.'}`;
    }
  }
}

const FUTURE = 'time given by the service is in the future';

/** "⚠" after a time the service gave in the future (shown as when it was read); read out in words. */
function futureMark(): HTMLElement {
  const mark = el('span', 'future', el('span', undefined, ' ⚠'), el('span', 'visually-hidden', ` (${FUTURE})`));
  mark.title = `The ${FUTURE}: shown as when it was read.`;
  mark.firstElementChild!.setAttribute('aria-hidden', 'true');
  return mark;
}

/** One row, built once and cloned per transaction: 1,000 rows in a few milliseconds. */
let blank: HTMLTableRowElement | undefined;

function row(r: ActivityRow, now: number): HTMLTableRowElement {
  if (!blank) {
    blank = el('tr', undefined, el('td', 'time', el('time')), el('td', 'chain'), el('td', 'what'), el('td', 'counterparty'), el('td', 'num usd', el('span'), el('span', 'fee')), el('td', 'tx'));
    labelCells(blank, COLUMNS.map(([label]) => label));
  }
  const tr = blank.cloneNode(true) as HTMLTableRowElement;
  const [time, chain, what, counterparty, usd, tx] = tr.children as unknown as HTMLElement[];
  const at = new Date(r.at);
  const when = time!.firstElementChild as HTMLTimeElement;
  when.textContent = rowTime(r.at, now);
  when.dateTime = at.toISOString();
  if (r.future) time!.append(futureMark());
  tr.className = r.announced ? `${r.kind} announced` : r.kind;
  tr.dataset.key = r.key;
  chain!.textContent = r.chain;
  if (r.announced) what!.append(el('span', 'announced-mark', 'The move the alert announced'));
  if (r.lines.length === 1 && !r.announced) what!.textContent = r.lines[0]!;
  else what!.append(...r.lines.map((line) => el('span', 'line', line)));
  counterparty!.textContent = r.counterparty ?? '—';
  if (r.warning) { // address poisoning: said in words next to the address, for eyes and screen readers alike
    tr.classList.add('poisoned');
    counterparty!.append(el('span', 'poison', `⚠ ${r.warning}`));
  }
  usd!.firstElementChild!.textContent = r.usd;
  usd!.lastElementChild!.textContent = r.fee ?? '';
  // Named for the row it opens (25 rows would otherwise read 25 identical "Etherscan" buttons), visible label first.
  const which = `${when.textContent}, ${(r.lines[0] ?? '').slice(0, 100)}`;
  if (r.txUrl) tx!.append(button(`${r.explorer ?? 'Tx'} ↗`, { action: 'open', url: r.txUrl, focus: `tx:${r.key}` }, `${r.explorer ?? 'Tx'}: the transaction of ${which}`, 'link'));
  return tr;
}
