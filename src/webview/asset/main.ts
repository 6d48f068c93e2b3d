// The asset page's script (its own browser bundle, dist/webview/asset.js). It draws the state the extension
// sends, with DOM nodes and text nodes only, and turns clicks into messages: it never navigates or opens links.
import '../kit/base.css'; // first: uPlot's (./chart), the quote's and the page's own (./asset.css, last) follow it in dist/webview/asset.css
import { renderPage } from '../../asset/pageView';
import { claimsType } from '../../format/parsed';
import { parseSavedState, parseToPage, TO_PAGE_TYPES, type ChartRange, type ChartSeriesName, type FromPageMessage, type PageState, type Quote, type SavedState } from '../../asset/protocol';
import { isSafeAttribute, type ViewNode } from '../../asset/view';
import { vscode } from '../kit/vscodeApi';
import { ChartSection } from './chartSection';
import { keepFocus } from '../kit/dom';
import { applyQuote } from './quote';
import { PoolsSection } from './poolsSection';
import { SwapSection } from './swapSection';
import './asset.css';

const NOTICE_MS = 4000;
const root = document.getElementById('root') as HTMLElement;
const notice = document.getElementById('notice') as HTMLElement;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;
const restored = parseSavedState(vscode.getState());
let saved: SavedState = restored.ok ? restored.message : { query: root.dataset.query ?? '', blockchain: root.dataset.blockchain || undefined };
let quote: Quote | undefined;
let chart: ChartSection | undefined;
let pools: PoolsSection | undefined;
let swap: SwapSection | undefined;

function post(message: FromPageMessage): void {
  vscode.postMessage(message);
}

function toDom(node: ViewNode): Node {
  if (typeof node === 'string') return document.createTextNode(node);
  const element = document.createElement(node.tag);
  for (const [name, value] of Object.entries(node.attrs)) {
    if (typeof value === 'string' && isSafeAttribute(name, value)) element.setAttribute(name, value);
  }
  for (const child of node.children) element.append(toDom(child));
  if (element instanceof HTMLImageElement) dropWhenBroken(element);
  return element;
}

/** A logo that does not load leaves the initials behind it showing. */
function dropWhenBroken(image: HTMLImageElement): void {
  if (image.complete && image.naturalWidth === 0 && image.src) image.remove();
  else image.addEventListener('error', () => image.remove(), { once: true });
}

function render(state: PageState): void {
  keepFocus(root, () => root.replaceChildren(toDom(renderPage(state))));
  save({ query: state.query, blockchain: state.blockchain });
  if (state.status === 'loaded') {
    placeChart();
    placePools();
    root.querySelector('[data-slot="swap"]')?.replaceWith(swapSection().element);
  }
  applyQuote(root, quote);
}

function save(changes: Partial<SavedState>): void {
  saved = { ...saved, ...changes };
  vscode.setState(saved);
}

/** The chart outlives redraws: made on the first loaded state, then moved into each redraw's slot. */
function placeChart(): void {
  const slot = root.querySelector('[data-slot="chart"]');
  if (!slot) return;
  if (!chart) {
    chart = new ChartSection(saved.range ?? '24h', saved.series ?? 'price', askFor, (series: ChartSeriesName) => save({ series }));
    chart.setDayChange(quote?.change24h);
    askFor(chart.range);
  }
  slot.replaceWith(chart.element);
}

/** The Pools section, like the chart, outlives redraws; its data may arrive before the state that has its slot. */
function poolsSection(): PoolsSection {
  pools ??= new PoolsSection({ sort: saved.poolSort ?? 'liquidity', showLow: saved.showLowPools ?? false },
    ({ sort, showLow }) => save({ poolSort: sort, showLowPools: showLow }), (chain) => post({ type: 'pools', chain }));
  return pools;
}

/** The quote form outlives redraws too; it learns its token from the extension (the chain Pools shows). */
function swapSection(): SwapSection {
  swap ??= new SwapSection(saved.swapSide ?? 'sell-quote', (side) => save({ swapSide: side }),
    (ask) => post({ type: 'swapQuote', side: ask.side, amount: ask.amount, counter: ask.counter }));
  return swap;
}

function placePools(): void {
  root.querySelector('[data-slot="pools"]')?.replaceWith(poolsSection().element);
}

function askFor(range: ChartRange): void {
  save({ range });
  chart?.show({ range, status: 'loading' });
  post({ type: 'history', range });
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
    // What the page showed may be what the refused message was to replace (amounts being hidden): none of it stays.
    console.warn(`Walletscope: refused a message (${parsed.reason}); the page is cleared`);
    quote = undefined;
    chart = undefined;
    pools = undefined;
    swap = undefined;
    notice.textContent = '';
    render({ status: 'error', query: saved.query, blockchain: saved.blockchain, message: 'Walletscope sent data this page cannot show, so it shows none.' });
    return;
  }
  const message = parsed.message;
  switch (message.type) {
    case 'state': return render(message.state);
    case 'notice': return showNotice(message.text);
    case 'chart': return chart?.show(message.chart);
    case 'pools': return poolsSection().show(message.pools);
    case 'swapSetup': return swapSection().show(message.setup);
    case 'swapQuote': return swapSection().result(message.quote);
    case 'quote':
      quote = message.quote;
      applyQuote(root, quote);
      chart?.setDayChange(quote.change24h);
      if (quote.at !== undefined) chart?.tick(quote.at, quote.priceUsd);
      return;
  }
});

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-action]') : null;
  if (!target) return;
  const { action, url, copy, what, index } = target.dataset;
  if (action === 'refresh') post({ type: 'refresh' });
  else if (action === 'open' && url) post({ type: 'openLink', url });
  else if (action === 'pool' && index !== undefined) post({ type: 'openPool', index: Number(index) });
  else if (action === 'copy' && copy) post({ type: 'copy', text: copy, what: what === 'address' ? 'address' : 'contract' });
});

// Saved at once, so a window reloaded before the first state message still knows what this page shows.
save({});
for (const image of root.querySelectorAll('img')) dropWhenBroken(image);
// The handshake: the extension sends the current state only once this script listens.
post({ type: 'ready' });
