// The wallet page's top and its holdings section (at the page's end): loading and error states, the header (label,
// address with Copy and each chain's explorer, total, 24h change, PnL, Refresh), a note (why a refresh failed, wallets
// not loaded), then the holdings in the overview's table (../kit/holdingsTable). Built with DOM calls and text nodes
// from already formatted text; redrawn per message.
import type { WalletView } from '../../walletPage/protocol';
import { button, el } from '../kit/dom';

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
  if (view.change) {
    // From the holdings' prices: money sent or received is no gain or loss, and the figure says so.
    const change = stat('24h price change', view.change.text, `change ${view.change.direction ?? ''}`);
    change.lastElementChild!.append(el('span', 'stat-note', 'from prices; transfers not counted'));
    stats.push(change);
  }
  const refresh = button('Refresh', { action: 'refresh', focus: 'refresh' });
  refresh.title = 'Ask the service again, skipping cached data';
  return el('header', 'wallet-header',
    el('div', 'title', el('h1', undefined, view.label), address),
    el('div', 'toolbar', refresh),
    el('dl', 'stats', ...stats),
    ...(view.pnl.length > 0 ? [el('ul', 'pnl', ...view.pnl.map((line) => el('li', undefined, line)))] : []));
}

/** The holdings section's content: its heading, the overview's table (kept by the page: its sort and focus), a note. */
export function holdings(view: WalletView, table: HTMLElement): HTMLElement[] {
  const title = el('h2', undefined, 'Holdings');
  if (view.holdings.length === 0) return [title, el('p', 'hint', view.status === 'error' ? 'No holdings to show.' : 'This wallet holds nothing the service prices.')];
  return view.holdingsNote !== undefined ? [title, table, el('p', 'hint', view.holdingsNote)] : [title, table];
}

function stat(label: string, value: string, className?: string): HTMLElement {
  return el('div', 'stat', el('dt', undefined, label), el('dd', className, value));
}
