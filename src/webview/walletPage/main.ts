// The wallet page's script (its own browser bundle, dist/webview/walletPage.js), started by the page kit. It draws what
// the extension sends with DOM calls and text nodes only, keeps the chart's range with setState, and turns clicks into
// messages: it never navigates or opens links itself. The chart, the activity and the holdings table (the overview's,
// sortable) outlive the header's redraws; the holdings come last.
import type { HistoryRange } from '../../api/historyRanges';
import { WALLET_PROTOCOL, type ToPageMessage, type WalletView } from '../../walletPage/protocol';
import { el, keepFocus } from '../kit/dom';
import { DEFAULT_SORT } from '../kit/holdingsSort';
import { HoldingsTable } from '../kit/holdingsTable';
import { keepSection, morphChildren } from '../kit/morph';
import { startPage } from '../kit/startPage';
import { ActivitySection } from './activitySection';
import { holdings, walletTop } from './header';
import { HistorySection } from './historySection';
import './walletPage.css';

const FOOTER = 'Opening this page costs about 1 credit a wallet for its activity, 2 per EVM chain and 4 for Solana for a range of '
  + 'net worth (each range at most once an hour) and 1 per 100 counterparty names. Show Credit Usage lists them under Wallet page.';
const top = el('div', 'wallet-top');
const held = el('section', 'holdings');
held.setAttribute('aria-label', 'Holdings');
let history: HistorySection | undefined;
let activity: ActivitySection | undefined;
let table: HoldingsTable | undefined;
let shown: WalletView | undefined;

/** The overview's holdings table, kept across redraws with its sort (saved with the page's state). */
function holdingsTable(): HoldingsTable {
  table ??= keepSection(new HoldingsTable(page.saved.sort ?? DEFAULT_SORT, (sort) => {
    page.save({ sort });
    if (shown) showHoldings(shown);
  }, { name: 'all wallets', several: page.root.dataset.key === 'all' }));
  return table;
}

function showHoldings(view: WalletView): void {
  holdingsTable().show(view.holdings, view.masked, page.root.dataset.key === 'all' ? 'all wallets' : view.label);
}

function askHistory(range: HistoryRange): void {
  page.save({ range });
  page.post({ type: 'history', range });
}

function sections(): { history: HistorySection; activity: ActivitySection } {
  history ??= new HistorySection(page.saved.range ?? '30d', askHistory);
  activity ??= new ActivitySection(() => page.post({ type: 'more' }));
  return { history, activity };
}

function render(view: WalletView): void {
  const parts = sections();
  // In place (kit/morph): a tick of the wallet's value leaves the keyboard and the reader's place alone.
  keepFocus(page.root, () => {
    morphChildren(top, walletTop(view));
    shown = view;
    showHoldings(view);
    morphChildren(held, holdings(view, holdingsTable().element));
    held.hidden = view.status === 'loading';
    if (page.root.firstElementChild !== top) page.root.replaceChildren(top, parts.history.element, parts.activity.element, held, el('p', 'hint footer', FOOTER));
  });
}

function receive(message: Exclude<ToPageMessage, { type: 'notice' }>): void {
  switch (message.type) {
    case 'wallet': return render(message.wallet);
    case 'history': return sections().history.show(message.history);
    case 'activity': return keepFocus(sections().activity.element, () => sections().activity.show(message.activity));
  }
}

const page = startPage(WALLET_PROTOCOL, {
  initial: (root) => ({ key: root.dataset.key ?? '' }),
  receive,
  refused: () => {
    history = activity = table = undefined;
    page.root.replaceChildren(el('div', 'state error', el('h1', undefined, 'Could not show this wallet'),
      el('p', 'message', 'Walletscope sent data this page cannot show, so it shows none.')));
  },
  action: (action, { copy }) => (action === 'copy' && copy ? { type: 'copy', text: copy } : undefined),
});
askHistory(sections().history.range);
