// The pool page's top: loading, not-found and error states, and for a loaded pool its header (pair, DEX, chain,
// address with Copy and Explorer, prices, liquidity, Refresh), the "showing earlier data" note, and the activity
// table per window. Built with DOM calls and text nodes from already formatted text; redrawn per state.
import type { PageState, PoolView } from '../../pool/protocol';
import { button, el, remoteLogo, tableBox } from '../kit/dom';
import { clockTime, timeElement } from '../kit/times';

type Loaded = Extract<PageState, { status: 'loaded' }>;

const WINDOW_LABELS = { '5m': '5 minutes', '1h': '1 hour', '4h': '4 hours', '24h': '24 hours' } as const;
const WORD = { up: 'up', down: 'down', flat: 'unchanged' } as const;

/** The nodes for a state that is not a loaded pool. */
export function stateView(state: Exclude<PageState, Loaded>): HTMLElement {
  const where = state.blockchain ? ` on ${state.blockchain}` : '';
  if (state.status === 'loading') {
    const box = el('div', 'state loading', el('div', 'spinner'), el('p', undefined, `Loading pool ${state.address}${where}…`));
    box.setAttribute('aria-busy', 'true');
    box.firstElementChild?.setAttribute('aria-hidden', 'true');
    return box;
  }
  if (state.status === 'not-found') {
    return el('div', 'state not-found', el('h1', undefined, 'Pool not found'),
      el('p', undefined, `The service knows no pool at ${state.address}${where}.`),
      el('p', 'hint', 'Check the address and chain; a token\'s pools are listed on its asset page.'),
      button('Try Again', { action: 'refresh', focus: 'refresh' }));
  }
  const box = el('div', 'state error', el('h1', undefined, 'Could not load this pool'), el('p', 'message', state.message),
    button('Retry', { action: 'refresh', focus: 'refresh' }));
  box.setAttribute('role', 'alert');
  return box;
}

/** Header, the earlier-data note, and the activity table of a loaded pool. */
export function poolHeader(state: Loaded): HTMLElement[] {
  const pool = state.pool;
  const nodes: HTMLElement[] = [header(pool, state.refreshing)];
  if (state.warning !== undefined) {
    const warning = el('p', 'warning', `Showing earlier data: ${state.warning}`);
    warning.setAttribute('role', 'alert');
    nodes.push(warning);
  }
  nodes.push(activity(pool));
  return nodes;
}

function header(pool: PoolView, refreshing: boolean): HTMLElement {
  const logo = el('div', 'logo', el('span', 'initials', initials(pool.dex)));
  logo.setAttribute('aria-hidden', 'true');
  const image = remoteLogo(pool.dexLogo);
  if (image) logo.append(image);
  const address = el('p', 'pool-address', el('code', 'address', pool.address), ' ',
    button('Copy', { action: 'copy', copy: pool.address, what: 'pool', focus: 'copy-pool' }, 'Copy the pool address'));
  if (pool.explorerUrl) {
    const name = pool.explorerName ?? 'Explorer';
    address.append(' ', button(`${name} ↗`, { action: 'open', url: pool.explorerUrl, focus: 'explorer' }, `${name}: the pool`, 'link'));
  }
  const refresh = button(refreshing ? 'Refreshing…' : 'Refresh', { action: 'refresh', focus: 'refresh' });
  refresh.title = 'Ask the service again, skipping cached data';
  refresh.setAttribute('aria-busy', String(refreshing));
  const time = timeElement(pool.fetchedAt, clockTime(pool.fetchedAt));
  return el('header', 'pool-header', logo,
    el('div', 'title',
      el('h1', undefined, pool.pair),
      el('p', 'meta', `${pool.dex} · ${pool.chain}${pool.age === '—' ? '' : ` · created ${pool.age} ago`}`),
      address),
    el('div', 'toolbar', refresh, el('p', 'updated', 'Data from ', time)),
    el('dl', 'stats',
      stat('Price', pool.priceUsd), stat(`Price in ${pool.quote}`, pool.priceQuote), stat('Liquidity', pool.liquidity)));
}

function activity(pool: PoolView): HTMLElement {
  const head = el('tr', undefined, ...['Window', 'Volume', 'Change', 'Buys / sells'].map((label, i) => {
    const th = el('th', i > 0 ? 'num' : undefined, label);
    th.scope = 'col';
    return th;
  }));
  const rows = pool.windows.map((w) => {
    const name = el('th', undefined, WINDOW_LABELS[w.name]);
    name.scope = 'row';
    const change = el('td', `num change ${w.direction}`, w.change);
    if (w.change !== '—') change.title = `${WORD[w.direction]} ${w.change} in ${WINDOW_LABELS[w.name]}`;
    return el('tr', undefined, name, el('td', 'num', w.volume), change, el('td', 'num', w.txns));
  });
  const section = el('section', 'activity', el('h2', undefined, 'Activity'),
    tableBox('Activity table', el('table', 'windows', el('thead', undefined, head), el('tbody', undefined, ...rows))));
  section.setAttribute('aria-label', 'Activity per window');
  return section;
}

function stat(label: string, value: string): HTMLElement {
  return el('div', 'stat', el('dt', undefined, label), el('dd', undefined, value));
}

function initials(text: string): string {
  return [...text.trim()].slice(0, 2).join('').toUpperCase() || '?';
}
