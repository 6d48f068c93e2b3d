// The wallet page in a real extension host against the reference API: Show Wallet opens a watched wallet with its
// header and holdings from the Wallets view, its net worth (one history request per range, asked once an hour), its
// activity in words with USD figures and counterparties' names, all counted under "walletPage" as the service charged
// them; Show more asks the next page by cursor; the activity falls back to v1's transactions where the current path
// answers 404; an empty wallet says so.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { WALLETS } from '../../server/data/wallet-addresses';
import { POISONER_OF_COINBASE_10 } from '../../server/data/poisoning';
import { activateExtension, hoverTextAt, openDocument, ReferenceApi, requireEnv, waitFor } from '../helpers';
import { API_URL_ENV } from '../result';
import { walletRowWhen } from '../treeReader';

const PAGE_PATHS = ['/api/2/wallet/activity', '/api/1/wallet/transactions', '/api/1/wallet/history', '/api/1/wallet/labels'];

interface WalletPage {
  key: string; title: string; ready: boolean;
  wallet?: { status: string; label: string; note?: string; total: string; copy?: string; explorers: Array<{ name: string; url: string }>; holdings: Array<{ symbol: string; name: string; wallets: string; chains: string }> };
  history?: { range: string; status: string; series?: { t: number[]; v: number[] } };
  activity?: { status: string; more: boolean; rows: Array<{ at: number; kind: string; lines: string[]; usd: string; counterparty?: string; warning?: string; txUrl?: string }> };
}
interface Api {
  alerts: { raised(): readonly string[]; check(): Promise<void> };
  walletPanels: { list(): WalletPage[]; postFromPage(key: string, message: unknown): Promise<{ accepted: boolean; detail: string }> };
  credits: { status(): { usage: { month: ReadonlyMap<string, number> } } };
}

const exports = async (): Promise<Api> => (await activateExtension()).exports as Api;
const config = () => vscode.workspace.getConfiguration('walletscope');

async function pageWhen(key: string, what: string, test: (p: WalletPage) => boolean): Promise<WalletPage> {
  const { walletPanels } = await exports();
  return waitFor(what, () => walletPanels.list().find((p) => p.key === key && test(p)), { timeoutMs: 30_000, intervalMs: 50 });
}

describe('Wallet page', function () {
  this.timeout(90_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));
  const charged = async () => {
    const byPath = (await api.credits()).byPath;
    return PAGE_PATHS.reduce((sum, path) => sum + (byPath[path]?.credits ?? 0), 0);
  };
  const asked = async (path: string) => (await api.requests(path)).filter((r) => r.path === path);

  before(async () => {
    await config().update('wallets', [{ address: WALLETS.ordinary, label: 'Main' }], vscode.ConfigurationTarget.Global);
  });
  beforeEach(() => api.reset());
  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const { walletPanels } = await exports();
    await waitFor('every wallet page to close', () => walletPanels.list().length === 0, { timeoutMs: 10_000, intervalMs: 50 });
  });
  after(async () => {
    await api.setGenerations('both');
    await config().update('wallets', undefined, vscode.ConfigurationTarget.Global);
  });

  it('opens a watched wallet: header, holdings, net worth and activity in words, counted under "walletPage" as charged', async () => {
    const { credits, walletPanels } = await exports();
    const spent = () => credits.status().usage.month.get('walletPage') ?? 0;
    const [ledgerBefore, chargedBefore] = [spent(), await charged()];
    await vscode.commands.executeCommand('walletscope.showWallet', WALLETS.ordinary);
    const page = await pageWhen(WALLETS.ordinary, 'the header, 30 days of net worth and the activity with names', (p) => p.ready
      && p.wallet?.status === 'loaded' && p.history?.status === 'loaded' && p.activity?.status === 'loaded' && p.activity.rows.some((r) => r.counterparty?.includes('Binance 14') === true));
    assert.equal(page.title, 'Main');
    assert.equal(page.wallet!.copy, WALLETS.ordinary);
    assert.match(page.wallet!.total, /^\$[\d,]+\.\d\d$/);
    assert.ok(page.wallet!.explorers.some((x) => x.url === `https://etherscan.io/address/${WALLETS.ordinary}`));
    assert.ok(page.wallet!.holdings.length > 0);
    assert.equal(page.history!.range, '30d');
    assert.ok(page.history!.series!.t.length > 10, `${page.history!.series!.t.length} points`);

    const rows = page.activity!.rows;
    assert.ok(rows.length > 0 && rows.every((r) => /^\$[\d,]+\.\d\d$|^—$/.test(r.usd)), 'USD figures');
    assert.ok(rows.some((r) => r.lines.some((l) => /^Swapped 1\.2 ETH for [\d,]+ USDC on Uniswap V3, \$[\d,]+$/.test(l))), rows.slice(0, 3).map((r) => r.lines.join()).join(' | '));
    assert.ok(rows.some((r) => /^from Binance 14 · exchange \(0x/.test(r.counterparty ?? '')), 'the exchange named');
    assert.match(rows[0]!.txUrl ?? '', /^https:\/\/(etherscan\.io|basescan\.org|arbiscan\.io)\/tx\/0x[0-9a-f]{64}$/i);

    assert.equal((await asked('/api/2/wallet/activity')).length, 1);
    const [history] = await asked('/api/1/wallet/history');
    assert.equal(history?.query.blockchains, 'Ethereum', 'the net worth on the chain it holds (2 credits), not on every chain (42)');
    assert.equal((await asked('/api/1/wallet/labels')).length, 1);
    await waitFor('the ledger to count what was charged', async () => spent() - ledgerBefore === (await charged()) - chargedBefore || undefined, { timeoutMs: 10_000, intervalMs: 100 });
    const cost = spent() - ledgerBefore;
    assert.ok(cost > 0 && cost <= 1 + 2 + 1, `${cost} credits to open: its activity, its net worth on its chain, its names`);

    // Another range is asked once; going back to one shown is not asked again.
    await walletPanels.postFromPage(WALLETS.ordinary, { type: 'history', range: '7d' });
    await walletPanels.postFromPage(WALLETS.ordinary, { type: 'history', range: '30d' });
    await walletPanels.postFromPage(WALLETS.ordinary, { type: 'history', range: '7d' });
    assert.equal((await asked('/api/1/wallet/history')).length, 2);

    // Show more: the next page by the cursor of the last.
    if (page.activity!.more) {
      await walletPanels.postFromPage(WALLETS.ordinary, { type: 'more' });
      const more = await asked('/api/2/wallet/activity');
      assert.equal(more.length, 2);
      assert.match(more[1]!.query.cursorHash ?? '', /^0x[0-9a-f]{64}$/i);
      const longer = await pageWhen(WALLETS.ordinary, 'more rows', (p) => (p.activity?.rows.length ?? 0) > rows.length);
      assert.ok(longer.activity!.rows.every((r, i, all) => i === 0 || all[i - 1]!.kind !== undefined));
    }
    // A link that is not http(s) is refused.
    assert.equal((await walletPanels.postFromPage(WALLETS.ordinary, { type: 'openLink', url: 'command:workbench.action.reloadWindow' })).accepted, false);
  });

  it('combines all watched wallets: one history request naming both, each wallet\'s activity, newest first', async () => {
    await config().update('wallets', [{ address: WALLETS.ordinary, label: 'Main' }, { address: WALLETS.multichain, label: 'Multi' }], vscode.ConfigurationTarget.Global);
    try {
      await vscode.commands.executeCommand('walletscope.showWallet', 'all');
      const page = await pageWhen('all', 'the combined page', (p) => p.wallet?.status === 'loaded' && p.history?.status === 'loaded' && p.activity?.status === 'loaded');
      assert.equal(page.title, 'All wallets');
      assert.equal(page.wallet!.copy, undefined);
      const history = await asked('/api/1/wallet/history');
      assert.equal(history.length, 1);
      assert.deepEqual(history[0]!.query.wallets?.split(',').sort(), [WALLETS.ordinary, WALLETS.multichain].sort());
      const activity = await asked('/api/2/wallet/activity');
      // Main's first page came with the test before and is still in the client's cache: only Multi's is asked.
      assert.deepEqual(activity.map((r) => r.query.wallet), [WALLETS.multichain]);
      const times = page.activity!.rows.map((r) => r.at);
      assert.deepEqual(times, [...times].sort((a, b) => b - a), 'newest first across wallets');
      assert.ok(page.wallet!.holdings.some((h) => h.wallets.split(', ').includes('Main')) && page.wallet!.holdings.some((h) => h.wallets.split(', ').includes('Multi')));
    } finally {
      await config().update('wallets', [{ address: WALLETS.ordinary, label: 'Main' }], vscode.ConfigurationTarget.Global);
    }
  });

  it('drops a wallet no longer watched from the combined page and says the net worth is old until Refresh, asking nothing', async () => {
    const { walletPanels } = await exports();
    await config().update('wallets', [{ address: WALLETS.ordinary, label: 'Main' }, { address: WALLETS.multichain, label: 'Multi' }], vscode.ConfigurationTarget.Global);
    try {
      await vscode.commands.executeCommand('walletscope.showWallet', 'all');
      const before = await pageWhen('all', 'the combined page', (p) => p.wallet?.status === 'loaded' && p.history?.status === 'loaded' && p.activity?.status === 'loaded');
      await api.reset();
      await config().update('wallets', [{ address: WALLETS.ordinary, label: 'Main' }], vscode.ConfigurationTarget.Global);
      const after = await pageWhen('all', 'Multi\'s rows dropped and the net worth said old', (p) => (p.activity?.rows.length ?? 0) < before.activity!.rows.length && /Refresh/.test(p.wallet?.note ?? ''));
      assert.match(after.wallet!.note!, /^Net worth still counts wallets no longer watched/);
      assert.equal(after.history!.series?.t.length, before.history!.series?.t.length, 'the chart kept until Refresh');
      const spent = (await api.requests()).filter((r) => PAGE_PATHS.includes(r.path) || r.path.includes('portfolio'));
      assert.deepEqual(spent.map((r) => r.path), [], 'nothing asked by itself');
      await walletPanels.postFromPage('all', { type: 'refresh' });
      await pageWhen('all', 'the note gone after Refresh', (p) => !/Refresh/.test(p.wallet?.note ?? ''));
      assert.deepEqual((await asked('/api/1/wallet/history')).map((r) => r.query.wallets ?? r.query.wallet), [WALLETS.ordinary]);
    } finally {
      await config().update('wallets', [{ address: WALLETS.ordinary, label: 'Main' }], vscode.ConfigurationTarget.Global);
    }
  });

  it('reads the activity from v1\'s transactions when the current path answers 404', async () => {
    await api.setGenerations('v1-only');
    await vscode.commands.executeCommand('walletscope.showWallet', WALLETS.whale);
    const page = await pageWhen(WALLETS.whale, 'the activity from v1', (p) => p.activity?.status === 'loaded' && p.activity.rows.length > 0);
    assert.ok(page.activity!.rows.every((r) => r.lines.length > 0 && /^\$|^—$/.test(r.usd)));
    assert.equal((await asked('/api/2/wallet/activity')).length, 1, 'the current path asked once');
    assert.equal((await asked('/api/1/wallet/transactions')).length, 1, 'then v1');
    await api.setGenerations('both');
  });

  it('keeps what it showed when a refresh fails, and says why', async () => {
    const { walletPanels } = await exports();
    await vscode.commands.executeCommand('walletscope.showWallet', WALLETS.ordinary);
    const before = await pageWhen(WALLETS.ordinary, 'the page loaded', (p) => p.history?.status === 'loaded' && p.activity?.status === 'loaded');
    // The activity's path may be v1's still, remembered from the test before: both are failed.
    for (const path of ['/api/2/wallet/activity', '/api/1/wallet/transactions', '/api/1/wallet/history']) await api.addFault({ kind: 'server-error', path, times: 20 });
    await walletPanels.postFromPage(WALLETS.ordinary, { type: 'refresh' });
    const after = await pageWhen(WALLETS.ordinary, 'both parts failed, with their data', (p) => p.history?.status === 'error' && p.activity?.status === 'error');
    assert.equal(after.activity!.rows.length, before.activity!.rows.length, 'the rows stay');
    assert.equal(after.history!.series?.t.length, before.history!.series!.t.length, 'the points stay');
    assert.match((after.activity as { message?: string }).message ?? '', /500/);
  });

  it('refreshes only the wallet it shows: one portfolio request naming it, and the alerts compare what it brought', async () => {
    const { walletPanels, alerts } = await exports();
    const main = { address: WALLETS.ordinary, label: 'Main' };
    await config().update('wallets', [main, { address: WALLETS.multichain, label: 'Multi' }], vscode.ConfigurationTarget.Global);
    const refresh = async () => { await walletPanels.postFromPage(WALLETS.ordinary, { type: 'refresh' }); await alerts.check(); };
    try {
      await vscode.commands.executeCommand('walletscope.showWallet', WALLETS.ordinary);
      await pageWhen(WALLETS.ordinary, 'the page loaded', (p) => p.wallet?.status === 'loaded' && p.activity?.status === 'loaded');
      await walletRowWhen('Multi'); // the new wallet's own fetch is done: nothing of Multi's is asked after this
      await alerts.check(); // the balances seen before the move
      const raised = alerts.raised().length;
      await api.reset();
      await api.move({ wallet: 'ordinary', token: 'ETH', amount: 2.5 });
      await refresh();
      const portfolios = (await api.requests()).filter((r) => r.path.includes('portfolio')).map((r) => r.query.wallet ?? r.query.wallets ?? '');
      assert.deepEqual(portfolios.filter((w) => w.includes(WALLETS.ordinary)), [WALLETS.ordinary], 'one request, for Main alone');
      assert.ok(portfolios.every((w) => !w.includes(WALLETS.multichain)), `Multi is not refreshed: ${portfolios.join(' | ')}`);
      await waitFor('the alert from the page\'s refresh', () => alerts.raised().length > raised || undefined, { timeoutMs: 10_000 });
      assert.match(alerts.raised().at(-1)!, /^Main received 2\.5 ETH/);
    } finally {
      // Back to the server's unmoved balances, compared silently, and the move seen: no later test hears of it.
      await config().update('alerts.enabled', false, vscode.ConfigurationTarget.Global);
      await api.reset();
      await refresh();
      await config().update('alerts.enabled', undefined, vscode.ConfigurationTarget.Global);
      await vscode.commands.executeCommand('walletscope.showWallet', WALLETS.ordinary);
      await config().update('wallets', [main], vscode.ConfigurationTarget.Global);
    }
  });

  it('asks once for a Refresh clicked twice while the first is answered', async () => {
    const { walletPanels } = await exports();
    await vscode.commands.executeCommand('walletscope.showWallet', WALLETS.ordinary);
    await pageWhen(WALLETS.ordinary, 'the page loaded', (p) => p.history?.status === 'loaded' && p.activity?.status === 'loaded');
    await api.reset();
    for (const path of ['/api/2/wallet/activity', '/api/1/wallet/transactions', '/api/1/wallet/history']) await api.addFault({ kind: 'latency', latencyMs: 400, path, times: 4 });
    const first = walletPanels.postFromPage(WALLETS.ordinary, { type: 'refresh' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await Promise.all([first, walletPanels.postFromPage(WALLETS.ordinary, { type: 'refresh' })]);
    const activity = [...await asked('/api/2/wallet/activity'), ...await asked('/api/1/wallet/transactions')];
    assert.equal(activity.length, 1, 'the activity asked once');
    assert.equal((await asked('/api/1/wallet/history')).length, 1, 'the range asked once');
  });

  it('says so for a wallet with no activity', async () => {
    await vscode.commands.executeCommand('walletscope.showWallet', WALLETS.empty);
    const page = await pageWhen(WALLETS.empty, 'the empty state', (p) => p.activity?.status === 'empty' || p.activity?.status === 'unknown');
    assert.equal(page.activity!.status, 'empty');
    assert.deepEqual(page.activity!.rows, []);
  });

  it('says the service knows no activity for a wallet that holds assets', async () => {
    const { walletPanels } = await exports();
    await vscode.commands.executeCommand('walletscope.showWallet', WALLETS.mixed);
    await pageWhen(WALLETS.mixed, 'the page loaded', (p) => p.wallet?.status === 'loaded' && (p.wallet.holdings.length ?? 0) > 0 && p.activity?.status !== 'loading');
    // The service answers nothing for its activity (a chain it does not index yet), whichever generation is asked.
    for (const path of ['/api/2/wallet/activity', '/api/1/wallet/transactions']) await api.addFault({ kind: 'empty', path, query: { wallet: WALLETS.mixed }, times: Infinity });
    await walletPanels.postFromPage(WALLETS.mixed, { type: 'refresh' });
    const page = await pageWhen(WALLETS.mixed, 'the unknown state', (p) => p.activity?.status === 'unknown');
    assert.deepEqual(page.activity!.rows, []);
    assert.equal(page.activity!.more, false);
  });

  // Last: its page's answers stay in the window's cache.
  it('flags the zero-value transfer from a lookalike of Coinbase 10 (address poisoning), and the lookalike\'s hover says so, without an alert', async () => {
    const { alerts } = await exports();
    const raised = alerts.raised().length;
    await vscode.commands.executeCommand('walletscope.showWallet', WALLETS.ordinary);
    const page = await pageWhen(WALLETS.ordinary, 'the activity with its names', (p) => p.activity?.status === 'loaded' && p.activity.rows.some((r) => /Coinbase 10/.test(r.counterparty ?? '')));
    const flagged = page.activity!.rows.filter((r) => r.warning);
    assert.equal(flagged.length, 1);
    assert.match(flagged[0]!.warning!, /^Possible address poisoning: it looks like 0xA9D1e0\S*3E43, which this wallet dealt with/);
    const document = await openDocument(`const payee = "${POISONER_OF_COINBASE_10.address}";`, 'typescript');
    const hover = await hoverTextAt(document.uri, document.positionAt(20));
    assert.match(hover, /Possible address poisoning\*\*: it looks like `0xA9D1e08C7793af67e9d92fe308d5697FB81d3E43`, which Main dealt with/);
    await alerts.check();
    assert.equal(alerts.raised().length, raised, 'a zero-value transfer raises no alert');
  });

});
