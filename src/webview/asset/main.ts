// The asset page's script (its own browser bundle, dist/webview/asset.js), started by the page kit. It draws the state
// the extension sends, with DOM nodes and text nodes only, and turns clicks into messages: it never navigates or opens
// links. The chart, the Pools section and the quote form outlive the redraws.
import { renderPage } from '../../asset/pageView';
import { ASSET_PROTOCOL, type ChartRange, type ChartSeriesName, type PageState, type Quote, type ToPageMessage } from '../../asset/protocol';
import { isSafeAttribute, type ViewNode } from '../../asset/view';
import { dropWhenBroken, isBrokenLogo, keepFocus } from '../kit/dom';
import { keepSection, morphChildren } from '../kit/morph';
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
  for (const child of node.children) {
    if (typeof child !== 'string' && child.tag === 'img' && isBrokenLogo(child.attrs.src)) continue;
    element.append(toDom(child));
  }
  if (element instanceof HTMLImageElement) dropWhenBroken(element);
  return element;
}

/**
 * Each state (a tick of the holdings' value too) is applied in place: what has the keyboard, a caret in the quote's
 * amount and the sections that outlive redraws (chart, Pools, quote, put in their slots) stay where they are.
 */
function render(state: PageState): void {
  keepFocus(root, () => morphChildren(root, [toDom(renderPage(state))], slotted));
  page.save({ query: state.query, blockchain: state.blockchain });
  applyQuote(root, quote);
}

function slotted(node: Node): Node {
  const slot = node instanceof HTMLElement ? node.dataset.slot : undefined;
  if (slot === 'chart') return chartSection().element;
  if (slot === 'pools') return poolsSection().element;
  if (slot === 'swap') return swapSection().element;
  return node;
}

/** The chart outlives redraws: made for the first loaded state, which asks for its range. */
function chartSection(): ChartSection {
  if (!chart) {
    chart = keepSection(new ChartSection(page.saved.range ?? '24h', page.saved.series ?? 'price', askFor, (series: ChartSeriesName) => page.save({ series })));
    chart.setDayChange(quote?.change24h);
    askFor(chart.range);
  }
  return chart;
}

/** The Pools section, like the chart, outlives redraws; its data may arrive before the state that has its slot. */
function poolsSection(): PoolsSection {
  pools ??= keepSection(new PoolsSection({ sort: page.saved.poolSort ?? 'liquidity', showLow: page.saved.showLowPools ?? false },
    ({ sort, showLow }) => page.save({ poolSort: sort, showLowPools: showLow }), (chain) => page.post({ type: 'pools', chain })));
  return pools;
}

/** The quote form outlives redraws too; it learns its token from the extension (the chain Pools shows). */
function swapSection(): SwapSection {
  swap ??= keepSection(new SwapSection(page.saved.swapSide ?? 'sell-quote', (side) => page.save({ swapSide: side }),
    (ask) => page.post({ type: 'swapQuote', side: ask.side, amount: ask.amount, counter: ask.counter })));
  return swap;
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
    case 'pools': return keepFocus(poolsSection().element, () => poolsSection().show(message.pools)); // live figures too
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
