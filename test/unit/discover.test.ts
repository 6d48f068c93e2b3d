// Discover Tokens without VS Code: the screener's request and its answers read from the reference server (pulse's token
// and pool rows, v1's market query when pulse is missing), a minute's cache, the credits, and what the list shows: the
// liquidity floor counted, spam left out, risks flagged, the views' order, the chains offered, the rows' words.
import assert from 'node:assert/strict';
import { discoverTokens, ViewUnavailableError } from '../../src/api/discover';
import { readTokenRow } from '../../src/api/discover/rowRead';
import type { DiscoverRow } from '../../src/api/discover/types';
import { chainArgument, chainChoices, screenRows } from '../../src/core/discover';
import { liquidityFloor } from '../../src/core/settings';
import { discoverRowText, discoverTitle, hiddenLine } from '../../src/format/discover';
import { startHarness, type Harness } from './helpers';
import { nowMs } from '../../src/core/clock';

const PEPE = '0x6982508145454Ce325dDbE47a25d4ec3d2311933';

function row(over: Partial<DiscoverRow>): DiscoverRow {
  return {
    kind: 'token', address: PEPE, chain: 'Ethereum', symbol: 'PEPE', name: 'Pepe', assetId: 100202, price: 0.00001, change24h: 3,
    liquidity: 70_000_000, volume24h: 1e8, createdAt: Date.parse('2023-04-14T00:00:00Z'), security: undefined, ...over,
  };
}

describe('Discover Tokens: the screener against the reference API', function () {
  this.timeout(20_000);
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); h.settings.apiVersion = 'auto'; });
  afterEach(async () => { await h.server.close(); });

  it('reads pulse token rows (assetMode) with their figures, chain and scan, for one credit', async () => {
    const answer = await discoverTokens(h.client, { view: 'trending', chain: undefined });
    assert.equal(answer.source, 'current');
    assert.equal(answer.credits, 1);
    const pepe = answer.rows.find((r) => r.symbol === 'PEPE')!;
    assert.deepEqual([pepe.kind, pepe.address, pepe.chain, pepe.name, pepe.assetId], ['token', PEPE, 'Ethereum', 'Pepe', 100202]);
    assert.ok(pepe.price! > 0 && pepe.liquidity === 70_000_000 && pepe.volume24h! > 0 && pepe.createdAt! > 0 && pepe.change24h !== undefined);
    assert.equal(answer.rows.find((r) => r.symbol === 'TFROG')?.security?.sellTax, 30);
    const [request] = await h.server.requests.filter((r) => r.path === '/api/2/pulse');
    assert.deepEqual(request?.body, { assetMode: true, views: [{ name: 'trending', model: 'trending', limit: 50 }] });
    assert.equal(h.server.credits().byPath['/api/2/pulse']?.credits, 1);
  });

  it('reads pool rows for new pairs, newest first, on the chain asked (by its id)', async () => {
    const answer = await discoverTokens(h.client, { view: 'new', chain: 'Base' });
    assert.ok(answer.rows.length > 0 && answer.rows.every((r) => r.kind === 'pool' && r.chain === 'Base'));
    const first = answer.rows[0]!;
    assert.deepEqual([first.symbol, first.pair, first.exchange], ['cbBTC', 'cbBTC/USDC', 'BaseSwap']);
    const body = h.server.requests.find((r) => r.path === '/api/2/pulse')?.body as { chainId: string; assetMode: boolean };
    assert.deepEqual([body.chainId, body.assetMode], ['evm:8453', false]);
  });

  it('keeps a view a minute: the same view and chain asks once, another chain asks again', async () => {
    await discoverTokens(h.client, { view: 'gainers', chain: undefined });
    const again = await discoverTokens(h.client, { view: 'gainers', chain: undefined });
    assert.equal(again.credits, 0, 'kept: no credit');
    await discoverTokens(h.client, { view: 'gainers', chain: 'Solana' });
    assert.equal(h.server.count('/api/2/pulse'), 2);
  });

  it('falls back to v1\'s market query when pulse is missing, and says new pairs need pulse', async () => {
    await h.server.close();
    h = await startHarness({ generations: 'v1-only' });
    h.settings.apiVersion = 'auto';
    const answer = await discoverTokens(h.client, { view: 'losers', chain: 'Ethereum' });
    assert.equal(answer.source, 'v1');
    assert.equal(answer.credits, 1);
    assert.ok(answer.rows.length > 0 && answer.rows.every((r) => r.kind === 'token' && r.chain === 'Ethereum'));
    assert.deepEqual(h.server.requests.find((r) => r.path === '/api/1/market/query')?.query,
      { sortBy: 'price_change_24h', sortOrder: 'asc', blockchains: 'Ethereum', limit: '50' });
    await assert.rejects(discoverTokens(h.client, { view: 'new', chain: undefined }), ViewUnavailableError);
  });

  it('survives a hostile screener: figures as text, NaN, absurd, negative, future, repeated and flooded rows', async () => {
    await h.server.close();
    h = await startHarness({ hostile: true });
    h.settings.apiVersion = 'auto';
    const { rows } = await discoverTokens(h.client, { view: 'trending', chain: undefined });
    assert.ok(rows.length <= 100, `at most 100 rows read, got ${rows.length}`);
    assert.equal(rows[0]!.price !== undefined && rows[0]!.price > 0, true, 'a price as text reads');
    assert.deepEqual([rows[1]!.price, rows[1]!.change24h], [undefined, undefined], 'NaN is unknown');
    assert.equal(rows[3]!.liquidity, undefined, 'a negative liquidity is unknown');
    assert.equal(rows[4]!.createdAt, undefined, 'a date ten years ahead is no date');
    assert.equal(new Set(rows.map((r) => r.address.toLowerCase())).size, rows.length, 'a repeated row is read once');
    const screened = screenRows(rows, 'trending', 50_000);
    assert.equal(screened.shown.length + screened.underFloor + screened.spam, rows.length, 'every row is shown or counted');
    assert.ok(screened.spam > 0, 'names carrying links are spam by the sidebar\'s rules');
    const texts = rows.map((r) => discoverRowText({ row: r, risks: [], lookAlike: false }, nowMs()));
    assert.ok(texts.every((t) => t.detail.length < 200 && !/NaN|Infinity/.test(t.detail)), 'every figure is bounded text');
  });
});

describe('Discover Tokens: what the list shows', () => {
  it('leaves out and counts rows under the floor (unknown liquidity too) and spam; flags risks', () => {
    const rows = [
      row({}), row({ address: '0x1', liquidity: 49_999 }), row({ address: '0x2', liquidity: undefined }),
      row({ address: '0x3', name: 'Claim at frogdrop.xyz', symbol: 'FDROP' }),
      row({ address: '0x4', symbol: 'TFROG', security: { address: undefined, isHoneypot: false, buyTax: 2, sellTax: 30, isMintable: false, transferPausable: false, isBlacklisted: false, frozen: undefined, noMintAuthority: undefined } }),
    ];
    const screened = screenRows(rows, 'trending', 50_000);
    assert.deepEqual(screened.shown.map((s) => s.row.symbol), ['PEPE', 'TFROG']);
    assert.deepEqual([screened.underFloor, screened.spam], [2, 1]);
    assert.equal(hiddenLine(screened, 50_000), '2 under $50K liquidity hidden · 1 spam hidden');
    assert.equal(discoverRowText(screened.shown[1]!, nowMs()).warning, '30% sell tax');
    assert.equal(screenRows(rows, 'trending', 0).underFloor, 0, 'a floor of 0 hides nothing');
    const lookAlike = screenRows([row({ symbol: 'USD\u0421', name: 'USD Coin' })], 'trending', 0).shown[0]!;
    assert.match(discoverRowText(lookAlike, nowMs()).detail, /Risk: Its name or symbol mixes letters of different alphabets/);
  });

  it('lists only risers as gainers and fallers as losers, by the day\'s change, and new pairs newest first, unknown last', () => {
    const rows = [row({ address: 'a', change24h: 5, createdAt: 1 }), row({ address: 'b', change24h: undefined, createdAt: 3 }), row({ address: 'c', change24h: -9, createdAt: undefined }),
      row({ address: 'd', change24h: 40 }), row({ address: 'e', change24h: 0 }), row({ address: 'f', change24h: -1 })];
    assert.deepEqual(screenRows(rows, 'gainers', 0).shown.map((s) => s.row.address), ['d', 'a']);
    assert.deepEqual(screenRows(rows, 'losers', 0).shown.map((s) => s.row.address), ['c', 'f']);
    assert.deepEqual(screenRows(rows.slice(0, 3), 'new', 0).shown.map((s) => s.row.address), ['b', 'a', 'c']);
    assert.deepEqual(screenRows(rows.slice(0, 3), 'trending', 0).shown.map((s) => s.row.address), ['a', 'b', 'c']);
  });

  it('offers the watched wallets\' chains first, once each, then the rest', () => {
    const chains = chainChoices(['Solana', 'evm:8453', 'solana', 'Solana']);
    assert.deepEqual(chains.slice(0, 3), ['Solana', 'Base', 'Ethereum']);
    assert.equal(chains.filter((c) => c === 'Solana').length, 1);
  });

  it('says a row in words: symbol, name and chain, price, change, liquidity, volume, age; a pool by its pair', () => {
    const now = Date.parse('2026-11-27T00:00:00Z');
    const text = discoverRowText({ row: row({ createdAt: now - 3 * 86_400_000 }), risks: [], lookAlike: false }, now);
    assert.deepEqual(text, { label: 'PEPE', description: 'Pepe · Ethereum', detail: '$0.0₄1 · +3.00% · Liq $70M · Vol 24h $100M · 3 d old', warning: undefined });
    const pool = discoverRowText({ row: row({ kind: 'pool', pair: 'PEPE/WETH', exchange: 'Uniswap V3', price: undefined, liquidity: undefined }), risks: [], lookAlike: false }, now);
    assert.equal(pool.label, 'PEPE/WETH · Uniswap V3');
    assert.match(pool.detail, /^\+3\.00% · Liq — · Vol 24h/);
    assert.equal(discoverTitle('trending', 'Base', 1), 'Discover Tokens: Trending on Base · 1 credit');
    assert.equal(discoverTitle('losers', undefined, 0), 'Discover Tokens: Top losers 24h · kept from the last minute, no credit');
  });
});

describe('Discover Tokens: a row\'s 24h change', () => {
  it('reads a fall of more than 100% as unknown (no price falls below zero), so it neither leads the losers nor shows "−1e308%"', () => {
    const change = (value: unknown) => readTokenRow({ address: PEPE, symbol: 'PEPE', price_change_24h: value }, nowMs())?.change24h;
    assert.deepEqual([change(-1e308), change(-100.5), change(-100), change(-99.5), change(0), change(1e6)], [undefined, undefined, -100, -99.5, 0, 1e6]);
  });
});

describe('Discover Tokens: a command\'s chain argument', () => {
  it('is one clipped line of visible text, null for every chain, undefined when none is named', () => {
    assert.deepEqual([chainArgument(' Base '), chainArgument('ALL'), chainArgument(''), chainArgument('\u202E'), chainArgument(8453), chainArgument(undefined)],
      ['Base', null, null, null, undefined, undefined]);
    const long = chainArgument(`Ba\u202Ese\n${'x'.repeat(5000)}`)!;
    assert.ok(long.startsWith('Base x') && long.length <= 60 && !/[\u202E\n]/.test(long));
  });
});

describe('Discover Tokens: the liquidity floor setting', () => {
  it('keeps a broken value from turning the floor off: text, NaN and null mean the default; the rest is clamped', () => {
    for (const broken of ['100000', 'lots', Number.NaN, null, undefined, {}, true]) assert.equal(liquidityFloor(broken), 50_000, String(broken));
    assert.deepEqual([liquidityFloor(0), liquidityFloor(-5), liquidityFloor(-0), liquidityFloor(1e308), liquidityFloor(Infinity), liquidityFloor(25_000)],
      [0, 0, 0, 1e12, 1e12, 25_000]);
  });
});

