// The pool page in a real extension host against the reference API: Show Pool opens the Uniswap v3 USDC/WETH pool
// with three requests (pool, candles, trades: about 3 credits, counted under "pool"), candles per period arrive
// oldest first, a read-only quote names its figures and its wallet (counted under "quote"), a link that is not
// http(s) is refused, and opening the same pool again reveals the page instead of asking again.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, ReferenceApi, requireEnv, waitFor } from '../helpers';
import { API_URL_ENV } from '../result';

const POOL = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';
const OPEN_PATHS = ['/api/2/market/details', '/api/2/market/ohlcv-history', '/api/1/market/trades/pair'];

interface PoolPage {
  address: string; blockchain: string | undefined; title: string; status: string; ready: boolean;
  pool?: { pair: string; dex: string; chain: string; priceUsd: string; priceQuote: string; liquidity: string; quoteWallet: string; windows: unknown[] };
  candles?: { period: string; status: string; candles?: { t: number[]; o: number[]; h: number[]; l: number[]; c: number[]; v: number[] } };
  trades?: { status: string; rows: Array<{ side: string; usd: string; usdValue: number; txUrl?: string }> };
  quote?: { status: string; amountIn: string; amountOut?: string; impact?: string; fees?: string; hops: string[]; wallet: string; message?: string };
}
interface PoolPanelsApi {
  list(): PoolPage[];
  postFromPage(address: string, message: unknown): Promise<{ accepted: boolean; detail: string }>;
}
interface CreditsApi { status(): { usage: { month: ReadonlyMap<string, number> } } }

async function exports(): Promise<{ poolPanels: PoolPanelsApi; credits: CreditsApi }> {
  return (await activateExtension()).exports as { poolPanels: PoolPanelsApi; credits: CreditsApi };
}

async function pageWhen(what: string, test: (p: PoolPage) => boolean): Promise<PoolPage> {
  const { poolPanels } = await exports();
  return waitFor(what, () => poolPanels.list().find((p) => p.address === POOL && test(p)), { timeoutMs: 20_000, intervalMs: 50 });
}

describe('Pool page', function () {
  this.timeout(60_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  beforeEach(() => api.reset());
  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const { poolPanels } = await exports();
    await waitFor('every pool page to close', () => poolPanels.list().length === 0, { timeoutMs: 10_000, intervalMs: 50 });
  });

  it('opens the pool with its header, 1h candles oldest first and its trades, for three requests counted under "pool"', async () => {
    const { credits } = await exports();
    const spent = (feature: string) => credits.status().usage.month.get(feature) ?? 0;
    const before = spent('pool');
    await vscode.commands.executeCommand('walletscope.showPool', POOL, 'Ethereum');
    const page = await pageWhen('the page loaded, its candles and trades', (p) => p.status === 'loaded' && p.ready
      && p.candles?.status === 'loaded' && p.trades?.status === 'loaded');
    assert.equal(page.title, 'WETH / USDC');
    assert.deepEqual([page.pool?.pair, page.pool?.dex, page.pool?.chain], ['WETH / USDC', 'Uniswap V3', 'Ethereum']);
    assert.match(page.pool?.priceUsd ?? '', /^\$[\d,]+\.\d\d$/);
    assert.match(page.pool?.priceQuote ?? '', /^[\d,.]+ USDC$/);
    assert.match(page.pool?.liquidity ?? '', /^\$\d+(\.\d+)?M$/);
    assert.equal(page.pool?.windows.length, 4);
    assert.equal(page.pool?.quoteWallet, 'a neutral address (no watched wallet on this chain)');

    assert.equal(page.candles?.period, '1h');
    const t = page.candles?.candles?.t ?? [];
    assert.ok(t.length > 300, `${t.length} hourly candles`);
    assert.ok(t.every((time, i) => i === 0 || time > t[i - 1]!), 'oldest first, one per hour');
    const k = page.candles!.candles!;
    assert.ok(t.every((_, i) => k.l[i]! <= Math.min(k.o[i]!, k.c[i]!) && k.h[i]! >= Math.max(k.o[i]!, k.c[i]!)));

    const rows = page.trades?.rows ?? [];
    assert.ok(rows.length > 0 && rows.length <= 100, `${rows.length} trades`);
    assert.ok(rows.every((r) => r.side === 'buy' || r.side === 'sell'));
    assert.match(rows[0]?.txUrl ?? '', /^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/);

    const marketRequests = async () => (await api.requests('/api/')).filter((r) => /\/market\/|\/swap\//.test(r.path));
    const asked = await marketRequests();
    assert.deepEqual(asked.map((r) => r.path).sort(), [...OPEN_PATHS].sort(), 'three requests on open');
    assert.deepEqual(asked.find((r) => r.path === OPEN_PATHS[1])?.query.period, '1h');
    await waitFor('the ledger to count them', () => spent('pool') - before >= 3 || undefined, { timeoutMs: 10_000, intervalMs: 50 });
    assert.equal(spent('pool') - before, 3, 'about 3 credits, as the page says');

    await vscode.commands.executeCommand('walletscope.showPool', POOL.toLowerCase(), 'ethereum');
    assert.equal((await exports()).poolPanels.list().length, 1, 'the same pool reveals its page');
    assert.equal((await marketRequests()).length, 3, 'and asks nothing again');
  });

  it('answers a period the page asks for, a quote for 1000 USDC in WETH, and refuses a link that is not http(s)', async () => {
    await vscode.commands.executeCommand('walletscope.showPool', POOL, 'Ethereum');
    await pageWhen('the page loaded with its own period\'s candles', (p) => p.status === 'loaded' && p.ready && p.candles?.status === 'loaded');
    const { poolPanels, credits } = await exports();

    assert.equal((await poolPanels.postFromPage(POOL, { type: 'candles', period: '5m' })).accepted, true);
    const fives = await pageWhen('5m candles', (p) => p.candles?.period === '5m' && p.candles.status === 'loaded');
    const t = fives.candles!.candles!.t;
    assert.ok(t.every((time, i) => i === 0 || time - t[i - 1]! >= 300_000), 'oldest first, 5 minutes apart');
    assert.equal((await poolPanels.postFromPage(POOL, { type: 'candles', period: '2h' })).accepted, false);

    const quotesBefore = credits.status().usage.month.get('quote') ?? 0;
    assert.equal((await poolPanels.postFromPage(POOL, { type: 'quote', side: 'sell-quote', amount: '1000' })).accepted, true);
    const quoted = await pageWhen('the quote', (p) => p.quote?.status === 'loaded');
    assert.equal(quoted.quote?.amountIn, '1,000 USDC');
    assert.match(quoted.quote?.amountOut ?? '', /^0\.\d+ WETH$/);
    assert.match(quoted.quote?.impact ?? '', /%$/);
    assert.equal(quoted.quote?.fees, '0.05%');
    assert.deepEqual(quoted.quote?.hops, ['USDC → WETH on Uniswap V3 (0.05%)']);
    assert.equal(quoted.quote?.wallet, 'a neutral address (no watched wallet on this chain)');
    const request = (await api.requests('/api/2/swap/quoting'))[0];
    assert.deepEqual(request?.query, {
      chainId: 'evm:1', tokenIn: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', tokenOut: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', amount: '1000',
      walletAddress: '0x000000000000000000000000000000000000dEaD',
    });
    await waitFor('the quote counted under "quote"', () => (credits.status().usage.month.get('quote') ?? 0) > quotesBefore || undefined, { timeoutMs: 10_000 });
    assert.equal((await poolPanels.postFromPage(POOL, { type: 'quote', side: 'sell-quote', amount: '-5' })).accepted, false);
    assert.equal((await poolPanels.postFromPage(POOL, { type: 'quote', side: 'sell-quote', amount: '1e9' })).accepted, false);

    for (const url of ['javascript:alert(1)', 'command:workbench.action.reloadWindow', 'file:///etc/passwd']) {
      const outcome = await poolPanels.postFromPage(POOL, { type: 'openLink', url });
      assert.equal(outcome.accepted, false, url);
      assert.match(outcome.detail, /only http\(s\) links/);
    }
    assert.equal((await api.requests('/api/2/swap/quoting')).length, 1, 'refused quotes asked nothing');
  });

  it('says so when the address is no pool, and offers to try again', async () => {
    const token = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    await vscode.commands.executeCommand('walletscope.showPool', token, 'Ethereum');
    const { poolPanels } = await exports();
    await waitFor('the not-found page', () => poolPanels.list().find((p) => p.address === token && p.status === 'not-found'), { timeoutMs: 20_000, intervalMs: 50 });
    assert.equal((await api.requests('/api/2/market/ohlcv-history')).length, 0, 'no candles for what is no pool');
    assert.equal((await api.requests('/api/1/market/trades/pair')).length, 0);
  });
});
