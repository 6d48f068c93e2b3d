// The asset page as an element tree, one function per state: loading, not found, error, loaded. Every value
// is a text child or an allow-listed attribute (see ./view); links are buttons that post a message.
import { explorerName } from '../format/explorers';
import { MIXED_SCRIPTS_WARNING } from '../format/safeText';
import { loadingView } from './loadingView';
import type { AssetView, PageState } from './protocol';
import { isHttpsUrl } from '../format/url';
import { h, type ViewElement, type ViewNode } from './view';

type Loaded = Extract<PageState, { status: 'loaded' }>;

export function renderPage(state: PageState): ViewElement {
  switch (state.status) {
    case 'loading':
      return loadingView(state.query, state.blockchain);
    case 'not-found':
      return h('div', { class: 'state not-found' },
        h('h1', {}, 'Asset not found'),
        h('p', {}, `The service knows no asset called “${state.query}”${onChain(state.blockchain)}.`),
        h('p', { class: 'hint' }, 'Check the name or contract address, or find it by name or symbol with “Walletscope: Search Assets”.'),
        button('Try Again', { 'data-action': 'refresh', 'data-focus': 'refresh' }));
    case 'error':
      return h('div', { class: 'state error', role: 'alert' },
        h('h1', {}, `Could not load ${state.query}`),
        h('p', { class: 'message' }, state.message),
        state.retryAt !== undefined && h('p', { class: 'hint' }, 'You can try again at ', time(state.retryAt), '.'),
        button('Retry', { 'data-action': 'refresh', 'data-focus': 'refresh' }));
    case 'loaded':
      return renderAsset(state);
  }
}

function renderAsset(state: Loaded): ViewElement {
  const { asset } = state;
  return h('div', { class: 'asset' },
    header(asset, state.refreshing),
    state.warning !== undefined && h('p', { class: 'warning', role: 'alert' }, `Showing earlier data: ${state.warning}`),
    asset.mixedScripts && h('p', { class: 'warning', role: 'note' }, MIXED_SCRIPTS_WARNING),
    asset.risk !== undefined && h('p', { class: 'warning risk', role: 'note' }, `Risk (contract scan): ${asset.risk}`),
    // The page script moves its chart (which outlives redraws) into this slot.
    h('div', { class: 'slot', 'data-slot': 'chart' }),
    asset.stats.length > 0 && section('Market', 'market',
      h('dl', { class: 'stats' }, asset.stats.map((s) => h('div', { class: 'stat' }, h('dt', {}, s.label), h('dd', {}, s.value)))),
      asset.listed !== undefined && h('p', { class: 'hint listed' }, asset.listed)),
    // The page script's Pools section (it outlives redraws, like the chart) goes here.
    h('div', { class: 'slot', 'data-slot': 'pools' }),
    h('div', { class: 'slot', 'data-slot': 'swap' }),
    asset.unlocks.length > 0 && section('Upcoming unlocks', 'unlocks', unlocks(asset)),
    asset.exchanges.length > 0 && section('Exchanges', 'exchanges',
      h('ul', { class: 'chips' }, asset.exchanges.map((name) => h('li', { class: 'chip' }, name))),
      more(asset.exchangesMore, 'exchange')),
    asset.distribution.length > 0 && section('Token distribution', 'distribution', distribution(asset)),
    asset.investors.length > 0 && section('Investors', 'investors',
      h('ul', { class: 'investors' }, asset.investors.map((i) => h('li', {}, h('span', { class: 'name' }, i.name), i.note && h('span', { class: 'note' }, i.note)))),
      more(asset.investorsMore, 'investor')),
    asset.contracts.length > 0 && section('Contracts', 'contracts', h('ul', { class: 'contracts' }, asset.contracts.map(contractRow))),
    asset.links.length > 0 && section('Links', 'links',
      h('ul', { class: 'links' }, asset.links.map((link) =>
        h('li', {}, button(link.label, { class: `link ${link.kind}`, 'data-action': 'open', 'data-url': link.url, title: link.url, 'data-focus': `link:${link.kind}` }))))),
    asset.description !== undefined && section('About', 'about', h('p', { class: 'description' }, asset.description)),
    asset.holdings !== undefined && section('In your wallets', 'holdings', holdings(asset)),
    asset.excludedAddresses.length > 0 && section('Left out of circulating supply', 'excluded', excluded(asset)),
  );
}

function header(asset: AssetView, refreshing: boolean): ViewElement {
  const logo = asset.logo !== undefined && isHttpsUrl(asset.logo);
  return h('header', { class: 'asset-header' },
    h('div', { class: 'logo', 'aria-hidden': 'true' },
      h('span', { class: 'initials' }, initials(asset.symbol || asset.name)),
      logo && h('img', { class: 'remote-logo', src: asset.logo, alt: '' })),
    h('div', { class: 'title' },
      h('h1', {}, asset.name, ' ', h('span', { class: 'symbol' }, asset.symbol)),
      h('p', { class: 'price' },
        h('span', { 'data-slot': 'price' }, asset.price ?? 'No price'),
        h('span', { class: 'change', 'data-slot': 'change' }),
        h('span', { class: 'live', 'data-slot': 'live' }),
        asset.rank !== undefined && h('span', { class: 'rank', title: 'Rank by market cap' }, `#${asset.rank}`)),
      asset.tags.length > 0 && h('ul', { class: 'chips tags', 'aria-label': 'Tags' }, asset.tags.map((tag) => h('li', { class: 'chip' }, tag)))),
    h('div', { class: 'toolbar' },
      button(refreshing ? 'Refreshing…' : 'Refresh', {
        'data-action': 'refresh', 'data-focus': 'refresh', 'aria-busy': String(refreshing), title: 'Ask the service again, skipping cached data',
      }),
      h('p', { class: 'updated' }, 'Data from ', time(asset.fetchedAt))));
}

function contractRow(contract: AssetView['contracts'][number], index: number): ViewElement {
  const explorer = contract.explorerName ?? explorerName(contract.chain) ?? 'Explorer';
  return h('li', { class: 'contract' },
    h('span', { class: 'chain' }, contract.chain),
    h('code', { class: 'address' }, contract.address),
    h('span', { class: 'actions' },
      button('Copy', {
        'data-action': 'copy', 'data-copy': contract.address, 'data-what': 'contract', 'data-focus': `copy:${index}`,
        'aria-label': `Copy the ${contract.chain} contract address`,
      }),
      contract.explorerUrl !== undefined && button(`${explorer} ↗`, {
        class: 'link', 'data-action': 'open', 'data-url': contract.explorerUrl, 'data-focus': `explorer:${index}`,
        title: contract.explorerUrl, 'aria-label': `${explorer}: the ${contract.chain} contract`,
      })));
}

function holdings(asset: AssetView): ViewNode {
  const rows = asset.holdings ?? [];
  if (rows.length === 0) return h('p', { class: 'hint' }, `None of your watched wallets holds ${asset.symbol || asset.name}.`);
  return h('table', { class: 'holdings' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Wallet'), h('th', { scope: 'col' }, 'Balance'), h('th', { scope: 'col' }, 'Value'))),
    h('tbody', {}, rows.map((row) => h('tr', {},
      h('th', { scope: 'row' }, row.wallet, row.chains && h('span', { class: 'chains' }, row.chains)),
      h('td', {}, row.balance),
      h('td', {}, row.usd)))));
}

function excluded(asset: AssetView): ViewNode[] {
  const count = asset.excludedAddresses.length + asset.excludedMore;
  return [
    h('p', { class: 'hint' }, `The service does not count the balances of ${count === 1 ? 'this address' : `these ${count} addresses`} as circulating supply.`),
    h('ul', { class: 'addresses' }, asset.excludedAddresses.map((address, i) => h('li', {},
      h('code', { class: 'address' }, address),
      button('Copy', { 'data-action': 'copy', 'data-copy': address, 'data-what': 'address', 'data-focus': `excluded:${i}`, 'aria-label': 'Copy this address' })))),
    asset.excludedMore > 0 ? h('p', { class: 'hint' }, `and ${asset.excludedMore} more`) : '',
  ];
}

function unlocks(asset: AssetView): ViewNode[] {
  return [
    h('table', { class: 'unlocks' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Date'), h('th', { scope: 'col' }, 'Amount'), h('th', { scope: 'col' }, 'Of supply'), h('th', { scope: 'col' }, 'To'))),
      h('tbody', {}, asset.unlocks.map((u) => h('tr', {},
        h('th', { scope: 'row' }, u.datetime ? h('time', { datetime: u.datetime }, u.date) : u.date),
        h('td', {}, u.amount),
        h('td', {}, u.share ?? '—'),
        h('td', { class: 'recipients' }, u.recipients))))),
    more(asset.unlocksMore, 'unlock'),
  ];
}

function distribution(asset: AssetView): ViewElement {
  return h('table', { class: 'distribution' },
    h('tbody', {}, asset.distribution.map((d) => h('tr', {},
      h('th', { scope: 'row' }, d.name),
      h('td', { class: 'percent' }, d.percent),
      h('td', { class: 'bar' }, h('meter', { min: '0', max: '100', value: String(d.value), 'aria-label': `${d.name}: ${d.percent}` }))))));
}

function more(count: number, noun: string): ViewNode {
  return count > 0 ? h('p', { class: 'hint' }, `and ${count} more ${noun}${count === 1 ? '' : 's'}`) : '';
}

function section(title: string, id: string, ...content: Array<ViewNode | ViewNode[] | false | undefined>): ViewElement {
  return h('section', { class: id, 'aria-label': title }, h('h2', {}, title), ...content);
}

function button(label: string, attrs: Parameters<typeof h>[1]): ViewElement {
  return h('button', { type: 'button', ...attrs }, label);
}

function time(ms: number): ViewElement {
  const date = new Date(ms);
  return Number.isFinite(date.getTime())
    ? h('time', { datetime: date.toISOString() }, date.toLocaleTimeString())
    : h('span', {}, 'an unknown time');
}

function onChain(blockchain: string | undefined): string {
  return blockchain ? ` on ${blockchain}` : '';
}

function initials(text: string): string {
  return [...text.trim()].slice(0, 3).join('').toUpperCase() || '?';
}
