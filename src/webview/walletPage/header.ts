// The wallet page's top and its holdings (at the page's end): loading and error states, the header (label, address with Copy and each
// chain's explorer, total, 24h change, PnL, Refresh), a note (why a refresh failed, wallets not loaded), then the
// holdings as the Wallets view lists them with their risk and spam flags. Built with DOM calls and text nodes from
// already formatted text; redrawn per message.
import type { WalletView } from '../../walletPage/protocol';
import { button, el, tableBox } from '../kit/dom';

/** The header and its note; a state box while nothing is loaded. */
export function walletTop(view: WalletView): HTMLElement[] {
  if (view.status === 'loading') {
    const box = el('div', 'state loading', el('div', 'spinner'), el('p', undefined, `Loading ${view.label}…`));
    box.setAttribute('aria-busy', 'true');
    box.firstElementChild?.setAttribute('aria-hidden', 'true');
    return [box];
  }
  const nodes = [header(view)];
  if (view.note !== undefined) {
    const note = el('p', view.status === 'error' ? 'warning' : 'hint', view.note);
    if (view.status === 'error') note.setAttribute('role', 'alert');
    nodes.push(note);
  }
  return nodes;
}

function header(view: WalletView): HTMLElement {
  const address = el('p', 'wallet-address');
  if (view.address !== undefined) address.append(el('code', 'address', view.address));
  if (view.copy !== undefined) address.append(' ', button('Copy', { action: 'copy', copy: view.copy, focus: 'copy' }, 'Copy the wallet\'s address'));
  for (const x of view.explorers) address.append(' ', button(`${x.name} ↗`, { action: 'open', url: x.url, focus: `explorer:${x.url}` }, `${x.name}: the wallet`, 'link'));
  const stats = [stat('Total', view.total)];
  if (view.change) stats.push(stat('24h change', view.change.text, `change ${view.change.direction ?? ''}`));
  const refresh = button('Refresh', { action: 'refresh', focus: 'refresh' });
  refresh.title = 'Ask the service again, skipping cached data';
  return el('header', 'wallet-header',
    el('div', 'title', el('h1', undefined, view.label), address),
    el('div', 'toolbar', refresh),
    el('dl', 'stats', ...stats),
    ...(view.pnl.length > 0 ? [el('ul', 'pnl', ...view.pnl.map((line) => el('li', undefined, line)))] : []));
}

/** The holdings as the Wallets view lists them: the section's content (the page hides it while the wallet loads). */
export function holdings(view: WalletView): HTMLElement[] {
  const title = el('h2', undefined, 'Holdings');
  if (view.holdings.length === 0) return [title, el('p', 'hint', view.status === 'error' ? 'No holdings to show.' : 'This wallet holds nothing the service prices.')];
  const head = el('tr', undefined, ...['Asset', 'Value · balance', 'Chains'].map((label) => {
    const th = el('th', undefined, label);
    th.scope = 'col';
    return th;
  }));
  const rows = view.holdings.map((h) => {
    const name = el('th', undefined, h.label);
    name.scope = 'row';
    if (h.spam !== undefined) name.append(el('span', 'flag', h.spam));
    return el('tr', h.risk !== undefined || h.spam !== undefined ? 'flagged' : undefined, name, el('td', 'figures', h.description), el('td', 'chains', h.chains));
  });
  const table = tableBox('Holdings table', el('table', 'holdings-table', el('thead', undefined, head), el('tbody', undefined, ...rows)));
  return view.holdingsNote !== undefined ? [title, table, el('p', 'hint', view.holdingsNote)] : [title, table];
}

function stat(label: string, value: string, className?: string): HTMLElement {
  return el('div', 'stat', el('dt', undefined, label), el('dd', className, value));
}
