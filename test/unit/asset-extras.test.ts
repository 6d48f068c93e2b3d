// The asset page's sections from the live metadata: tags, listing date, Telegram, exchanges, investors,
// distribution and upcoming unlocks, each only when present, capped, and as text whatever the service sends.
import assert from 'node:assert/strict';
import type { Asset } from '../../src/api/types';
import { buildAssetView } from '../../src/asset/model';
import { renderPage } from '../../src/asset/pageView';
import { assetViewSchema, type PageState } from '../../src/asset/protocol';
import { textOf, toHtml } from '../../src/asset/view';
import { formatDate } from '../../src/format/dates';

const NOW = Date.UTC(2026, 10, 22);
const DAY = 86_400_000;

const base: Asset = {
  id: 1, name: 'Arbitrum', symbol: 'ARB', logo: undefined, contracts: [{ address: '0x912CE59144191C1204E64559FE8253a0e49E6548', blockchain: 'Arbitrum' }],
  blockchains: ['Arbitrum'], price: 0.41, marketCap: 1.8e9, liquidity: 2e7, volume: 3e8, description: undefined, website: undefined,
  twitter: undefined, discord: undefined, chat: undefined, kyc: undefined, audit: undefined, totalSupply: 10_000_000_000,
  circulatingSupply: 4.5e9, maxSupply: 10_000_000_000, circulatingSupplyAddresses: [], totalSupplyContracts: [], rank: 48,
  telegram: undefined, tags: [], listedAt: undefined, exchanges: [], investors: [], distribution: [], unlocks: [],
};

const full: Asset = {
  ...base,
  telegram: 'https://t.me/arbitrum',
  tags: ['Layer 2 (L2)', 'Governance', 'Layer 2 (L2)'],
  listedAt: Date.UTC(2023, 2, 23),
  exchanges: [{ name: 'Binance', logo: undefined }, { name: 'Coinbase', logo: undefined }],
  investors: [{ name: 'Lightspeed', type: 'Venture Capital', lead: true, country: 'United States' }, { name: 'Pantera', type: undefined, lead: false, country: undefined }],
  distribution: [{ name: 'DAO Treasury', percentage: 42.78 }, { name: 'Investors', percentage: 17.5312 }],
  unlocks: [
    { date: NOW - 30 * DAY, amount: 1_110_000_000, allocations: [] },
    { date: NOW + 24 * DAY, amount: 92_650_000, allocations: [{ name: 'Investors', amount: 36_470_000 }, { name: 'Team', amount: 56_180_000 }] },
    { date: NOW + 54 * DAY, amount: 92_650_000, allocations: [] },
  ],
};

function page(asset: Asset): string {
  const state: PageState = { status: 'loaded', query: asset.symbol, refreshing: false, asset: buildAssetView(asset, undefined, NOW, { now: NOW }) };
  return textOf(renderPage(state)).replace(/\s+/g, ' ');
}

describe('asset page: the live metadata\'s extras', () => {
  it('shows tags, listing date, Telegram, exchanges, investors, distribution and upcoming unlocks', () => {
    const text = page(full);
    assert.match(text, /#48Layer 2 \(L2\)GovernanceRefresh/, 'tags after the price, each once');
    assert.match(text, /Listed 23 Mar 2023/);
    assert.match(text, /Telegram/);
    assert.match(text, /Upcoming unlocks/);
    assert.match(text, new RegExp(`${formatDate(NOW + 24 * DAY)}92\\.65M ARB0\\.93%Team 60\\.64%, Investors 39\\.36%`), 'date, amount, share of supply, biggest recipients first');
    assert.match(text, new RegExp(`${formatDate(NOW + 54 * DAY)}92\\.65M ARB0\\.93%`));
    assert.doesNotMatch(text, new RegExp(formatDate(NOW - 30 * DAY)), 'a past unlock is not upcoming');
    assert.match(text, /ExchangesBinanceCoinbase/);
    assert.match(text, /Token distributionDAO Treasury42\.78%Investors17\.53%/);
    assert.match(text, /InvestorsLightspeedLead · Venture Capital · United StatesPantera/);
    const html = toHtml(renderPage({ status: 'loaded', query: 'ARB', refreshing: false, asset: buildAssetView(full, undefined, NOW, { now: NOW }) }));
    assert.match(html, /<meter min="0" max="100" value="42\.78" aria-label="DAO Treasury: 42\.78%">/);
    assert.match(html, /<time datetime="\d{4}-\d\d-\d\d">/);
  });

  it('shows none of these sections for an asset without them, nor unlocks that are all past', () => {
    const text = page({ ...base, unlocks: [{ date: NOW - DAY, amount: 5, allocations: [] }] });
    for (const title of ['Upcoming unlocks', 'Exchanges', 'Token distribution', 'Investors', 'Listed', 'Telegram']) assert.doesNotMatch(text, new RegExp(title));
  });

  it('caps long lists with "and N more" and keeps every field within the page protocol', () => {
    const many = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));
    const huge: Asset = {
      ...full,
      name: 'x'.repeat(100_000),
      tags: many(10_000, (i) => `tag ${i} ${'t'.repeat(500)}`),
      exchanges: many(10_000, (i) => ({ name: `ex${i}${'e'.repeat(500)}`, logo: undefined })),
      investors: many(10_000, (i) => ({ name: `inv${i}`.repeat(100), type: 'y'.repeat(1000), lead: false, country: undefined })),
      distribution: many(10_000, (i) => ({ name: `d${i}`, percentage: i === 0 ? 1e9 : -5 })),
      unlocks: many(10_000, (i) => ({ date: NOW + (i + 1) * DAY, amount: 1e30, allocations: many(50, (j) => ({ name: `r${j}`.repeat(80), amount: j })) })),
    };
    const view = buildAssetView(huge, undefined, NOW, { now: NOW });
    const parsed = assetViewSchema.safeParse(view);
    assert.ok(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues[0]));
    const text = page(huge);
    assert.match(text, /and 9970 more exchanges/);
    assert.match(text, /and 9988 more unlocks/);
    assert.match(text, /and 9970 more investors/);
    assert.equal(view.distribution[0]?.value, 100, 'a share is drawn within 0 to 100');
  });

  it('keeps hostile text in every new field as text', () => {
    const evil = '<script>alert(1)</script>"><img src=x onerror=alert(1)>\u202E';
    const hostile: Asset = {
      ...full, tags: [evil], telegram: 'javascript:alert(1)', exchanges: [{ name: evil, logo: 'javascript:alert(1)' }],
      investors: [{ name: evil, type: evil, lead: true, country: evil }], distribution: [{ name: evil, percentage: 5 }],
      unlocks: [{ date: NOW + DAY, amount: 1, allocations: [{ name: evil, amount: 1 }] }],
    };
    const view = buildAssetView(hostile, undefined, NOW, { now: NOW });
    assert.ok(!view.links.some((l) => l.kind === 'telegram'), 'no javascript: link');
    const html = toHtml(renderPage({ status: 'loaded', query: 'x', refreshing: false, asset: view }));
    assert.doesNotMatch(html, /<script|<img|\u202E/, 'no element or hidden character from the service');
    assert.match(html, /&#60;script&#62;alert\(1\)&#60;\/script&#62;/);
  });

  it('warns when a name mixes look-alike alphabets', () => {
    assert.match(page({ ...base, name: 'USD Coin', symbol: 'USD\u0421' }), /mixes letters of different alphabets/);
    assert.doesNotMatch(page(base), /alphabets/);
  });
});
