// Discover Tokens in a real extension host, against the reference API: the list as quick pick items with its credits in
// the title, asked once a minute per view, booked as "Discover"; Enter opens a token's asset page or a pool's page; a
// failure is a line that retries; with pulse missing, v1's market query answers.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closePickerAndEditors, pageWhen, shownWhen } from '../assetPages';
import { activateExtension, ReferenceApi, requireEnv, waitFor } from '../helpers';
import { API_URL_ENV } from '../result';

const PEPE = '0x6982508145454Ce325dDbE47a25d4ec3d2311933';
const CBBTC_WETH_BASE = '0x8c7080564B5A792A33Ef2FD473fbA6364d5495e5';

interface Shown { title: string | undefined; items: string[] }
interface Exports {
  assetPanels: { discover(): Shown | undefined };
  poolPanels: { list(): Array<{ address: string; status: string }> };
  credits: { status(): { usage: { month: ReadonlyMap<string, number> } } };
}
const exported = async () => (await activateExtension()).exports as Exports;

async function listWhen(what: string, ready: (shown: Shown) => boolean): Promise<Shown> {
  const { assetPanels } = await exported();
  return shownWhen(what, () => assetPanels.discover(), ready);
}

describe('Discover Tokens', function () {
  this.timeout(60_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  beforeEach(() => api.reset());
  afterEach(closePickerAndEditors);
  after(() => api.setGenerations('both'));

  it('lists trending tokens with the floor and spam counted and risks flagged, for one credit booked as Discover', async () => {
    const before = (await exported()).credits.status().usage.month.get('discover') ?? 0;
    await vscode.commands.executeCommand('walletscope.discoverTokens', 'trending', 'all');
    const shown = await listWhen('the trending list', (s) => s.items.includes('PEPE'));
    assert.equal(shown.title, 'Discover Tokens: Trending · 1 credit');
    assert.ok(shown.items.includes('$(warning) TFROG'), `the taxed token is flagged: ${shown.items.join(', ')}`);
    assert.ok(!shown.items.some((i) => /FDROP|MPBL|OTTR|SMINU|PAYINU/.test(i)), 'spam and thin markets are left out');
    assert.equal(shown.items.at(-1), '$(eye-closed) 4 under $50K liquidity hidden · 1 spam hidden');
    assert.equal((await api.requests('/api/2/pulse')).length, 1);
    await waitFor('the ledger to book it', async () => ((await exported()).credits.status().usage.month.get('discover') ?? 0) === before + 1 || undefined, { timeoutMs: 5000 });

    // Within the minute: the same list, asked of no one.
    await vscode.commands.executeCommand('walletscope.discoverTokens', 'trending', 'all');
    await listWhen('the kept list', (s) => s.title === 'Discover Tokens: Trending · kept from the last minute, no credit' && s.items.includes('PEPE'));
    assert.equal((await api.requests('/api/2/pulse')).length, 1, 'opening it twice within a minute asks once');

    // Enter on the first row opens its asset page.
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    await pageWhen(PEPE, 'loaded');
    assert.equal((await exported()).assetPanels.discover(), undefined, 'the list closed');
  });

  it('walks the steps: a view, then a chain, then new pairs, whose row opens the pool page', async () => {
    await vscode.commands.executeCommand('walletscope.discoverTokens');
    await listWhen('the views', (s) => s.items.join('|') === 'Trending|New pairs|Top gainers 24h|Top losers 24h');
    await vscode.commands.executeCommand('workbench.action.quickOpenSelectNext');
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    const chains = await listWhen('the chains', (s) => s.items[0] === 'All chains' && s.items.includes('Base'));
    assert.equal(chains.title, 'Discover Tokens: New pairs');
    await vscode.commands.executeCommand('walletscope.discoverTokens', 'new', 'Base');
    const shown = await listWhen('new pairs on Base', (s) => s.items.length > 0 && s.title?.endsWith('1 credit') === true);
    assert.equal(shown.items[0], 'cbBTC/WETH · Uniswap V3', 'the newest deep pool first (the three-day-old thin one is under the floor)');
    const [asked] = await api.requests('/api/2/pulse');
    assert.equal((asked?.body as { chainId?: string } | undefined)?.chainId, 'evm:8453');
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    const { poolPanels } = await exported();
    await waitFor('the pool page', () => poolPanels.list().find((p) => p.address === CBBTC_WETH_BASE), { timeoutMs: 20_000 });
  });

  it('says what failed as a line, keeps nothing stale, and retries on Enter', async () => {
    await api.addFault({ kind: 'server-error', times: 1, path: '/api/2/pulse' });
    await vscode.commands.executeCommand('walletscope.discoverTokens', 'trending', 'Base');
    const failed = await listWhen('the error line', (s) => s.items.length === 1 && s.items[0]!.startsWith('$(error)'));
    assert.equal(failed.title, 'Discover Tokens: Trending on Base');
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    await listWhen('the list after the retry', (s) => s.items.includes('cbBTC'));
  });

  it('closing the list while it loads drops the request: nothing booked, nothing shown later', async () => {
    const booked = async () => (await exported()).credits.status().usage.month.get('discover') ?? 0;
    const before = await booked();
    await api.addFault({ kind: 'latency', latencyMs: 1000, path: '/api/2/pulse' });
    await vscode.commands.executeCommand('walletscope.discoverTokens', 'losers', 'Base');
    await listWhen('the loading list', (s) => s.title === 'Discover Tokens: Top losers 24h on Base');
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    await waitFor('the pulse request', async () => (await api.requests('/api/2/pulse')).length > 0 || undefined, { timeoutMs: 5000, intervalMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the service's answer time (1 s) has passed: it came, or was dropped
    assert.equal((await exported()).assetPanels.discover(), undefined, 'nothing opened again');
    assert.equal(await booked(), before, 'the request was aborted, so nothing was billed or booked');
  });

  it('shows a chain given to the command as one clipped line of visible text in the title', async () => {
    await vscode.commands.executeCommand('walletscope.discoverTokens', 'trending', `Ba\u202Ese\n${'x'.repeat(5000)}`);
    const shown = await listWhen('the list on an unknown chain', (s) => s.title?.startsWith('Discover Tokens: Trending on ') === true);
    assert.ok(!/[\u202E\n]/.test(shown.title!) && shown.title!.length <= 160, `one clipped line: ${JSON.stringify(shown.title).slice(0, 200)}`);
  });

  it('says what an unreadable answer cost: the failed list\'s title carries the credit the ledger booked', async () => {
    const booked = async () => (await exported()).credits.status().usage.month.get('discover') ?? 0;
    const before = await booked();
    await api.addFault({ kind: 'malformed-json', path: '/api/2/pulse' });
    await vscode.commands.executeCommand('walletscope.discoverTokens', 'trending', 'Solana');
    const failed = await listWhen('the error line', (s) => s.items.length === 1 && s.items[0]!.startsWith('$(error)'));
    assert.equal(failed.title, 'Discover Tokens: Trending on Solana · 1 credit');
    assert.equal(await booked(), before + 1);
  });

  it('lists from v1\'s market query when the service has no pulse, and says new pairs need it', async () => {
    await api.setGenerations('v1-only');
    await vscode.commands.executeCommand('walletscope.discoverTokens', 'trending', 'Ethereum');
    const shown = await listWhen('trending from v1', (s) => s.items.includes('PEPE'));
    assert.equal(shown.title, 'Discover Tokens: Trending on Ethereum · 1 credit');
    const asked = (await api.requests('/api/')).map((r) => r.path).filter((p) => p === '/api/2/pulse' || p === '/api/1/market/query');
    assert.deepEqual(asked, ['/api/2/pulse', '/api/1/market/query'], 'pulse is missing: v1 answers');
    await vscode.commands.executeCommand('walletscope.discoverTokens', 'new', 'all');
    await listWhen('the line saying new pairs need pulse', (s) => /New pairs need the service's current screener/.test(s.items[0] ?? ''));
  });
});
