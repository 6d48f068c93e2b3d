// The asset page's script (its own browser bundle, dist/webview/asset.js), started by the page kit. It draws the state
// the extension sends, with DOM nodes and text nodes only, and turns clicks into messages: it never navigates or opens
// links. The chart, the Pools section and the quote form outlive the redraws.
import '../kit/base.css'; // first: the controls', uPlot's (./chart), the quote's and the page's own (./asset.css, last) follow it in dist/webview/asset.css
import '../kit/controls.css';
import { renderPage } from '../../asset/pageView';
import { ASSET_PROTOCOL, type ChartRange, type ChartSeriesName, type PageState, type Quote, type ToPageMessage } from '../../asset/protocol';
import { isSafeAttribute, type ViewNode } from '../../asset/view';
import { keepFocus } from '../kit/dom';
import { startPage } from '../kit/startPage';
import { ChartSection } from './chartSection';
import { applyQuote } from './quote';
import { PoolsSection } from './poolsSection';
import { SwapSection } from './swapSection';
import './asset.css';

const root = document.getElementById('root') as HTMLElement;
let quote: Quote | undefined;
let chart: ChartSection | undefined;
let pools: PoolsSection | undefined;
let swap: SwapSection | undefined;

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
  page.save({ query: state.query, blockchain: state.blockchain });
  if (state.status === 'loaded') {
    placeChart();
    placePools();
    root.querySelector('[data-slot="swap"]')?.replaceWith(swapSection().element);
  }
  applyQuote(root, quote);
}

/** The chart outlives redraws: made on the first loaded state, then moved into each redraw's slot. */
function placeChart(): void {
  const slot = root.querySelector('[data-slot="chart"]');
  if (!slot) return;
  if (!chart) {
    chart = new ChartSection(page.saved.range ?? '24h', page.saved.series ?? 'price', askFor, (series: ChartSeriesName) => page.save({ series }));
    chart.setDayChange(quote?.change24h);
    askFor(chart.range);
  }
  slot.replaceWith(chart.element);
}

/** The Pools section, like the chart, outlives redraws; its data may arrive before the state that has its slot. */
function poolsSection(): PoolsSection {
  pools ??= new PoolsSection({ sort: page.saved.poolSort ?? 'liquidity', showLow: page.saved.showLowPools ?? false },
    ({ sort, showLow }) => page.save({ poolSort: sort, showLowPools: showLow }), (chain) => page.post({ type: 'pools', chain }));
  return pools;
}

/** The quote form outlives redraws too; it learns its token from the extension (the chain Pools shows). */
function swapSection(): SwapSection {
  swap ??= new SwapSection(page.saved.swapSide ?? 'sell-quote', (side) => page.save({ swapSide: side }),
    (ask) => page.post({ type: 'swapQuote', side: ask.side, amount: ask.amount, counter: ask.counter }));
  return swap;
}

function placePools(): void {
  root.querySelector('[data-slot="pools"]')?.replaceWith(poolsSection().element);
}

function askFor(range: ChartRange): void {
  page.save({ range });
  chart?.show({ range, status: 'loading' });
  page.post({ type: 'history', range });
}

function receive(message: Exclude<ToPageMessage, { type: 'notice' }>): void {
  switch (message.type) {
    case 'quote':
      quote = message.quote;
      applyQuote(root, quote);
      chart?.setDayChange(quote.change24h);
      if (quote.at !== undefined) chart?.tick(quote.at, quote.priceUsd);
      return;
    case 'state': return render(message.state);
    case 'chart': return chart?.show(message.chart);
    case 'pools': return poolsSection().show(message.pools);
    case 'swapSetup': return swapSection().show(message.setup);
    case 'swapQuote': return swapSection().result(message.quote);
  }
}

// A logo in the first paint that does not load leaves the initials behind it showing, as in every redraw.
for (const image of root.querySelectorAll('img')) dropWhenBroken(image);

const page = startPage(ASSET_PROTOCOL, {
  initial: (first) => ({ query: first.dataset.query ?? '', blockchain: first.dataset.blockchain || undefined }),
  receive,
  refused: () => {
    quote = chart = pools = swap = undefined;
    render({ status: 'error', query: page.saved.query, blockchain: page.saved.blockchain, message: 'Walletscope sent data this page cannot show, so it shows none.' });
  },
  action: (action, { copy, what, index }) => {
    if (action === 'pool' && index !== undefined) return { type: 'openPool', index: Number(index) };
    if (action === 'copy' && copy) return { type: 'copy', text: copy, what: what === 'address' ? 'address' : 'contract' };
    return undefined;
  },
});
