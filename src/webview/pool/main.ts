// The pool page's script (its own browser bundle, dist/webview/pool.js). It draws what the extension sends with DOM
// calls and text nodes only, keeps the period, trade filter and quote direction with setState, and turns clicks
// into messages: it never navigates or opens links itself. Chart, quote and trades outlive the header's redraws.
import '../kit/base.css'; // first: uPlot's (./candleChart) and the page's own (./pool.css) follow it in dist/webview/pool.css
import type { CandlePeriod } from '../../api/markets/candleRanges';
import { claimsType } from '../../format/parsed';
import {
  parseSavedState, parseToPage, TO_PAGE_TYPES, type FromPageMessage, type MinUsd, type PageState, type QuoteSide, type SavedState,
} from '../../pool/protocol';
import { vscode } from '../kit/vscodeApi';
import { keepFocus } from '../kit/dom';
import { ChartSection } from './chartSection';
import { poolHeader, stateView } from './header';
import { QuoteSection } from './quoteSection';
import { TradesSection } from './tradesSection';
import './pool.css';

const NOTICE_MS = 4000;
const FOOTER = 'Opening this page cost about 3 credits (the pool, one period of candles, the trades); trades refresh while it is visible, '
  + 'at most every 15 seconds and only as often as your plan\'s credits allow. Show Credit Usage lists them under Pool pages and Swap quotes.';
const root = document.getElementById('root') as HTMLElement;
const notice = document.getElementById('notice') as HTMLElement;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;
const restored = parseSavedState(vscode.getState());
let saved: SavedState = restored.ok ? restored.message : { address: root.dataset.address ?? '', blockchain: root.dataset.blockchain || undefined };
let chart: ChartSection | undefined;
let trades: TradesSection | undefined;
let quote: QuoteSection | undefined;

function post(message: FromPageMessage): void {
  vscode.postMessage(message);
}

function save(changes: Partial<SavedState>): void {
  saved = { ...saved, ...changes };
  vscode.setState(saved);
}

/** Like the chart and the quote, the trades outlive redraws; their data may arrive before the first loaded state. */
function tradesSection(): TradesSection {
  trades ??= new TradesSection(saved.minUsd ?? 0, (minUsd: MinUsd) => save({ minUsd }), () => post({ type: 'trades' }));
  return trades;
}

function quoteSection(): QuoteSection {
  quote ??= new QuoteSection(saved.side ?? 'sell-quote', (side: QuoteSide) => save({ side }), (ask) => {
    save({ side: ask.side });
    post({ type: 'quote', side: ask.side, amount: ask.amount });
  });
  return quote;
}

function askCandles(period: CandlePeriod): void {
  save({ period });
  chart?.show({ period, status: 'loading' });
  post({ type: 'candles', period });
}

function render(state: PageState): void {
  save({ address: state.address, blockchain: state.blockchain });
  keepFocus(root, () => {
    if (state.status !== 'loaded') return root.replaceChildren(stateView(state));
    if (!chart) {
      chart = new ChartSection(saved.period ?? '1h', askCandles);
      askCandles(chart.period);
    }
    quoteSection().setPool(state.pool.base, state.pool.quote, state.pool.quoteWallet);
    root.replaceChildren(...poolHeader(state), chart.element, quoteSection().element, tradesSection().element, footer());
  });
}

function footer(): HTMLElement {
  const p = document.createElement('p');
  p.className = 'hint footer';
  p.textContent = FOOTER;
  return p;
}

function showNotice(text: string): void {
  notice.textContent = text;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => { notice.textContent = ''; }, NOTICE_MS);
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const parsed = parseToPage(event.data);
  if (!parsed.ok) {
    if (!claimsType(event.data, TO_PAGE_TYPES)) return console.warn(`Walletscope: ignored a message (${parsed.reason})`);
    // What the page showed may be what the refused message was to replace: none of it stays.
    console.warn(`Walletscope: refused a message (${parsed.reason}); the page is cleared`);
    chart = trades = quote = undefined;
    notice.textContent = '';
    render({ status: 'error', address: saved.address, blockchain: saved.blockchain, message: 'Walletscope sent data this page cannot show, so it shows none.' });
    return;
  }
  const message = parsed.message;
  switch (message.type) {
    case 'state': return render(message.state);
    case 'notice': return showNotice(message.text);
    case 'candles': return chart?.show(message.candles);
    case 'trades': return keepFocus(tradesSection().element, () => tradesSection().show(message.trades)); // a refresh every 15 s
    case 'quote': return quoteSection().show(message.quote);
  }
});

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-action]') : null;
  if (!target) return;
  const { action, url, copy, what } = target.dataset;
  if (action === 'refresh') post({ type: 'refresh' });
  else if (action === 'open' && url) post({ type: 'openLink', url });
  else if (action === 'copy' && copy) post({ type: 'copy', text: copy, what: what === 'trader' ? 'trader' : 'pool' });
});

// Saved at once, so a window reloaded before the first state message still knows which pool this page shows.
save({});
// The handshake: the extension sends the current state only once this script listens.
post({ type: 'ready' });
