// The pool page's script (its own browser bundle, dist/webview/pool.js), started by the page kit. It draws what the
// extension sends with DOM calls and text nodes only, keeps the period, trade filter and quote direction with setState,
// and turns clicks into messages: it never navigates or opens links itself. Chart, quote and trades outlive the
// header's redraws.
import type { CandlePeriod } from '../../api/markets/candleRanges';
import { POOL_PROTOCOL, type MinUsd, type PageState, type QuoteSide, type ToPageMessage } from '../../pool/protocol';
import { keepFocus } from '../kit/dom';
import { keepSection, morphChildren } from '../kit/morph';
import { startPage } from '../kit/startPage';
import { ChartSection } from './chartSection';
import { poolHeader, stateView } from './header';
import { QuoteSection } from './quoteSection';
import { TradesSection } from './tradesSection';
import './pool.css';

const FOOTER = 'Opening this page cost about 3 credits (the pool, one period of candles, the trades); trades refresh while it is visible, '
  + 'at most every 15 seconds and only as often as your plan\'s credits allow. On plans with the service\'s streams (Growth, Enterprise) they '
  + 'come live instead, for a credit a minute while a live page is visible. Show Credit Usage lists them under Pool pages, Swap quotes and Live markets.';
let chart: ChartSection | undefined;
let trades: TradesSection | undefined;
let quote: QuoteSection | undefined;

/** Like the chart and the quote, the trades outlive redraws; their data may arrive before the first loaded state. */
function tradesSection(): TradesSection {
  trades ??= keepSection(new TradesSection(page.saved.minUsd ?? 0, (minUsd: MinUsd) => page.save({ minUsd }), () => page.post({ type: 'trades' })));
  return trades;
}

function quoteSection(): QuoteSection {
  quote ??= keepSection(new QuoteSection(page.saved.side ?? 'sell-quote', (side: QuoteSide) => page.save({ side }), (ask) => {
    page.save({ side: ask.side });
    page.post({ type: 'quote', side: ask.side, amount: ask.amount });
  }));
  return quote;
}

function askCandles(period: CandlePeriod): void {
  page.save({ period });
  chart?.show({ period, status: 'loading' });
  page.post({ type: 'candles', period });
}

function render(state: PageState): void {
  page.save({ address: state.address, blockchain: state.blockchain });
  // In place (kit/morph): a live figure's redraw leaves the keyboard, a half-typed amount and the sections alone.
  keepFocus(page.root, () => {
    if (state.status !== 'loaded') return morphChildren(page.root, [stateView(state)]);
    if (!chart) {
      chart = keepSection(new ChartSection(page.saved.period ?? '1h', askCandles));
      askCandles(chart.period);
    }
    quoteSection().setPool(state.pool.base, state.pool.quote, state.pool.quoteWallet);
    morphChildren(page.root, [...poolHeader(state), chart.element, quoteSection().element, tradesSection().element, footer()]);
  });
}

function footer(): HTMLElement {
  const p = document.createElement('p');
  p.className = 'hint footer';
  p.textContent = FOOTER;
  return p;
}

function receive(message: Exclude<ToPageMessage, { type: 'notice' }>): void {
  switch (message.type) {
    case 'state': return render(message.state);
    case 'candles': return chart?.show(message.candles);
    case 'trades': return keepFocus(tradesSection().element, () => tradesSection().show(message.trades)); // a refresh every 15 s
    case 'quote': return quoteSection().show(message.quote);
    case 'live': return tradesSection().setLive(message.live);
  }
}

const page = startPage(POOL_PROTOCOL, {
  initial: (root) => ({ address: root.dataset.address ?? '', blockchain: root.dataset.blockchain || undefined }),
  receive,
  refused: () => {
    chart = trades = quote = undefined;
    render({ status: 'error', address: page.saved.address, blockchain: page.saved.blockchain, message: 'Walletscope sent data this page cannot show, so it shows none.' });
  },
  action: (action, { copy, what }) => (action === 'copy' && copy ? { type: 'copy', text: copy, what: what === 'trader' ? 'trader' : 'pool' } : undefined),
});
