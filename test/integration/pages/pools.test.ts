// DEX markets in a real extension host against the reference API: the asset page's Pools section (one request,
// 1 credit, another chain on request, a made-up chain refused), a pool's hover, and the hover of an address that
// is neither token nor pool, whose holdings lookup is asked only when the user clicks it.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { assetPanels, closeAllEditors, pageWhen } from '../assetPages';
import { hoverTextAt, ReferenceApi, requireEnv, waitFor, openDocument } from '../helpers';
import { API_URL_ENV } from '../result';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const UNI_V3_USDC_WETH = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';
const NOBODY = '0x1111111111111111111111111111111111111111';

interface PoolsShown { status: string; chains: string[]; chain: number; rows: Array<{ address: string; pair: string; dex: string; liquidity: string }> }

async function poolsWhen(asset: string, what: string, test: (p: PoolsShown) => boolean): Promise<PoolsShown> {
  const api = await assetPanels();
  return waitFor(what, () => {
    const pools = (api.list().find((p) => p.asset === asset) as { pools?: PoolsShown } | undefined)?.pools;
    return pools && test(pools) ? pools : undefined;
  }, { timeoutMs: 20_000, intervalMs: 50 });
}

async function hoverOver(address: string): Promise<{ text: string; doc: vscode.TextDocument }> {
  const doc = await openDocument(`address constant POOL = ${address};\n`, 'solidity');
  await vscode.window.showTextDocument(doc);
  const text = await waitFor('a hover', async () => (await hoverTextAt(doc.uri, new vscode.Position(0, 30))) || undefined, { timeoutMs: 20_000 });
  return { text, doc };
}

describe('DEX markets', function () {
  this.timeout(60_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  beforeEach(() => api.reset());
  /** Pools on the current paths (each operation's declaration, src/api/operation.ts): nothing in the window remembers another generation for this API. */
  const poolRequests = async () => (await api.requests()).filter((r) => r.path === '/api/2/token/markets' || r.path === '/api/1/market/pairs');
  afterEach(closeAllEditors);

  it('the USDC page lists its pools, most liquid first, with one request; another chain on request, a made-up one refused', async () => {
    await vscode.commands.executeCommand('walletscope.showAsset', USDC, 'Ethereum');
    await pageWhen(USDC, 'loaded');
    const pools = await poolsWhen(USDC, 'the pools of USDC', (p) => p.status === 'loaded');
    assert.ok(pools.rows.length >= 3, `several pools, got ${pools.rows.length}`);
    assert.equal(pools.rows[0]?.address, UNI_V3_USDC_WETH);
    assert.equal(pools.rows[0]?.pair, 'WETH / USDC');
    assert.equal(pools.chains[pools.chain], 'Ethereum');
    // An earlier test may have opened USDC (pools are kept 5 minutes): Refresh asks again, once.
    await api.reset();
    const panels = await assetPanels();
    assert.equal((await panels.postFromPage(USDC, { type: 'refresh' })).accepted, true);
    const asked = await waitFor('one pools request', async () => {
      const list = await poolRequests();
      return list.length > 0 ? list : undefined;
    }, { timeoutMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal((await poolRequests()).length, 1);
    assert.deepEqual([asked[0]?.path, asked[0]?.query], ['/api/2/token/markets', { address: USDC, blockchain: 'Ethereum', limit: '25' }]);

    const other = pools.chains.findIndex((c) => c !== 'Ethereum');
    assert.ok(other > 0, 'USDC is on several chains');
    assert.equal((await panels.postFromPage(USDC, { type: 'pools', chain: other })).accepted, true);
    const next = await poolsWhen(USDC, 'the pools on another chain', (p) => p.status === 'loaded' && p.chain === other);
    assert.ok(next.rows.every((r) => r.address !== UNI_V3_USDC_WETH));
    const before = (await poolRequests()).length;
    assert.equal((await panels.postFromPage(USDC, { type: 'pools', chain: 49 })).accepted, false);
    assert.equal((await poolRequests()).length, before, 'nothing asked for a chain the asset is not on');
  });

  it('quotes the token against the chain\'s native coin, read-only, for a watched wallet or a neutral address (1 credit, on a click)', async () => {
    await vscode.commands.executeCommand('walletscope.showAsset', USDC, 'Ethereum');
    await poolsWhen(USDC, 'the pools of USDC', (p) => p.status === 'loaded');
    assert.equal((await api.requests('/api/2/swap/quoting')).length, 0, 'nothing quoted unasked');
    const panels = await assetPanels();
    assert.equal((await panels.postFromPage(USDC, { type: 'swapQuote', side: 'sell-base', amount: '1000', counter: 'native' })).accepted, true);
    const quote = await waitFor('a quote', () => {
      const q = (panels.list().find((p) => p.asset === USDC) as { quote?: { status: string; amountOut?: string; impact?: string; amountIn: string } } | undefined)?.quote;
      return q && q.status !== 'loading' ? q : undefined;
    }, { timeoutMs: 20_000 });
    assert.equal(quote.status, 'loaded', JSON.stringify(quote));
    assert.match(quote.amountIn, /^1,000 USDC$/);
    assert.match(quote.amountOut ?? '', /^0\.\d+ ETH$/);
    assert.ok(quote.impact);
    const [asked] = await api.requests('/api/2/swap/quoting');
    assert.deepEqual([asked?.query.chainId, asked?.query.tokenIn, asked?.query.tokenOut, asked?.query.amount],
      ['evm:1', USDC, '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', '1000']);
    assert.match(asked?.query.walletAddress ?? '', /^0x[0-9a-fA-F]{40}$/);
    assert.equal((await panels.postFromPage(USDC, { type: 'swapQuote', side: 'sell-base', amount: '-1', counter: 'usdc' })).accepted, false, 'a malformed amount is refused');
  });

  it('a pool address hovers as its pair, DEX and chain, with each side\'s asset page a click away (1 credit, then cached)', async () => {
    const { text, doc } = await hoverOver(UNI_V3_USDC_WETH);
    assert.match(text, /\*\*WETH \/ USDC\*\* pool · Uniswap V3 · Ethereum/);
    assert.match(text, /Liquidity \$\d/);
    assert.match(text, /\[Open asset WETH\]\(command:walletscope\.showAsset/);
    assert.equal((await api.requests('/api/2/market/details')).length, 1);
    await hoverTextAt(doc.uri, new vscode.Position(0, 30));
    assert.equal((await api.requests('/api/2/market/details')).length, 1, 'the second hover is answered from the cache');
  });

  it('an address that is neither says so and prices the holdings lookup, which asks only when clicked', async () => {
    const { text } = await hoverOver(NOBODY);
    assert.match(text, /neither a token nor a pool/);
    assert.match(text, /Look up holdings \\\(about \d+ credits\\\)\]\(command:walletscope\.lookUpHoldings/);
    assert.equal((await api.requests('/api/1/wallet/portfolio')).length, 0, 'a hover spends nothing on holdings');
    const run = vscode.commands.executeCommand('walletscope.lookUpHoldings', NOBODY);
    await waitFor('the portfolio request', async () => (await api.requests('/api/1/wallet/portfolio')).find((r) => r.query.wallet === NOBODY), { timeoutMs: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    await vscode.commands.executeCommand('notifications.clearAll');
    await run;
  });
});
