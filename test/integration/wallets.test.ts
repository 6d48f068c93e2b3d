// The Wallets view against the reference API: add, rename, remove, refresh, filter, faults.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { WALLETS } from '../server/data/wallet-addresses';
import { crowdWallets } from '../server/data/crowd';
import { activateExtension, leaveOpen, ReferenceApi, requireEnv, waitFor } from './helpers';
import { API_URL_ENV } from './result';
import { rows, rowsWhen, usd, views, type Row } from './treeReader';

type WalletEntry = { address: string; label?: string; chains?: string[] };
const config = () => vscode.workspace.getConfiguration('walletscope');
const watched = () => config().inspect<WalletEntry[]>('wallets')?.globalValue ?? [];

async function setWallets(entries: WalletEntry[]): Promise<void> {
  await config().update('wallets', entries, vscode.ConfigurationTarget.Global);
  await waitFor('the wallets setting to apply', () => JSON.stringify(watched()) === JSON.stringify(entries), { timeoutMs: 10_000, intervalMs: 50 });
}

async function walletRow(label: string, ready: (row: Row) => boolean = (r) => r.description.startsWith('$')): Promise<Row> {
  const { walletTree } = await views();
  const roots = await rowsWhen(walletTree, `a wallet row "${label}" with data`, (rs) => rs.some((r) => r.label === label && ready(r)));
  return roots.find((r) => r.label === label)!;
}

describe('Wallets view', function () {
  this.timeout(60_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  before(async () => {
    await views();
    await setWallets([]);
  });
  beforeEach(() => api.reset());
  after(async () => {
    await api.reset();
    await setWallets([]);
    await config().update('hideSmallBalances', undefined, vscode.ConfigurationTarget.Global);
    await config().update('requestTimeoutMs', undefined, vscode.ConfigurationTarget.Global);
  });

  it('shows nothing but its welcome while no wallet is watched', async () => {
    assert.deepEqual(await rows((await views()).walletTree), []);
  });

  it('adds a wallet and shows its total and its holdings, largest value first', async () => {
    await vscode.commands.executeCommand('walletscope.addWallet', WALLETS.ordinary, 'Main');
    assert.deepEqual(watched(), [{ address: WALLETS.ordinary, label: 'Main' }]);
    const wallet = await walletRow('Main');
    const holdings = await rows((await views()).walletTree, wallet);
    assert.ok(holdings.length >= 5, `holdings: ${holdings.map((h) => h.label).join()}`);
    const values = holdings.map((h) => usd(h.description));
    assert.deepEqual(values, [...values].sort((a, b) => b - a), 'sorted by USD value');
    const sum = values.reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(sum - usd(wallet.description)) < 0.05 * holdings.length, `${sum} vs ${wallet.description}`);
    const usdc = holdings.find((h) => h.label.startsWith('USDC'));
    assert.match(usdc?.label ?? '', /^USDC · USD Coin$/);
    assert.match(usdc?.tooltip ?? '', /^Price \$(0\.99|1\.00)\d* /m);
  });

  it('refuses a duplicate and malformed input, leaving the list as it was', async () => {
    await vscode.commands.executeCommand('walletscope.addWallet', WALLETS.ordinary.toLowerCase());
    await vscode.commands.executeCommand('walletscope.addWallet', '0x1234');
    assert.deepEqual(watched(), [{ address: WALLETS.ordinary, label: 'Main' }]);
  });

  it('asks only the chains each wallet holds something on once it was fetched, one request per set of chains, and none when nodes expand', async () => {
    await api.reset();
    await vscode.commands.executeCommand('walletscope.addWallet', WALLETS.multichain, 'Multi');
    await vscode.commands.executeCommand('walletscope.addWallet', WALLETS.solana);
    const added = await api.requests('/api/1/wallet/');
    // An earlier suite (the wallet page) may have left Multi's answer in the client's cache: then it is not asked at all.
    const firstFetches = added.map((r) => [(r.query.wallets ?? r.query.wallet), r.query.blockchains]);
    assert.deepEqual(firstFetches.filter(([w]) => w !== WALLETS.multichain), [[WALLETS.solana, 'Solana']],
      'a new wallet costs only itself: Solana for a Solana address, and Main is not asked again');
    assert.ok(firstFetches.filter(([w]) => w === WALLETS.multichain).every(([, chains]) => chains === undefined),
      `an EVM address's first fetch asks every chain: ${JSON.stringify(firstFetches)}`);
    await api.reset();
    await vscode.commands.executeCommand('walletscope.refreshWallets');
    const requests = await api.requests('/api/1/wallet/');
    assert.ok(requests.every((r) => r.path === '/api/1/wallet/portfolio'), requests.map((r) => r.path).join());
    const asked = new Map(requests.flatMap((r) => (r.query.wallets ?? r.query.wallet)!.split(',').map((w) => [w, r.query.blockchains])));
    assert.equal(asked.size, 3, 'every wallet once');
    assert.deepEqual([asked.get(WALLETS.ordinary), asked.get(WALLETS.solana)], ['Ethereum', 'Solana']);
    assert.deepEqual(asked.get(WALLETS.multichain)?.split(',').sort(), ['Arbitrum', 'BNB Smart Chain (BEP20)', 'Base', 'Ethereum', 'Polygon']);
    const credits = await api.credits();
    assert.equal(credits.byPath['/api/1/wallet/portfolio']?.credits, 1 + 1 + 5, 'a credit per chain named: 7, not 3 wallets × 6 chains');

    await api.reset();
    const { walletTree } = await views();
    const roots = await rows(walletTree);
    assert.equal(roots[0]?.label, 'All wallets');
    const walletRows = roots.filter((r) => r.contextValue === 'walletscope.wallet');
    assert.deepEqual(walletRows.map((r) => r.label), ['Main', 'Multi', '89pF…UeZz'], 'in the order added');
    const total = walletRows.reduce((s, r) => s + usd(r.description), 0);
    assert.ok(Math.abs(usd(roots[0]!.description) - total) < 0.05, 'grand total');
    for (const row of walletRows) for (const holding of await rows(walletTree, row)) await rows(walletTree, holding);
    const after = await api.requests();
    assert.equal(after.length, 0, `expanding made requests: ${after.map((r) => r.path).join()}`);
  });

  it('lists each chain under an asset held on several chains', async () => {
    const { walletTree } = await views();
    const usdc = (await rows(walletTree, await walletRow('Multi'))).find((r) => r.label.startsWith('USDC'));
    assert.ok(usdc?.collapsible, 'USDC can be expanded');
    const chains = await rows(walletTree, usdc);
    assert.ok(chains.length >= 3, chains.map((c) => c.label).join());
    assert.ok(chains.some((c) => c.label === 'Base'));
  });

  it('renames a wallet', async () => {
    await vscode.commands.executeCommand('walletscope.renameWallet', WALLETS.solana, 'Phantom');
    await walletRow('Phantom');
    assert.equal(watched().find((w) => w.address === WALLETS.solana)?.label, 'Phantom');
  });

  it('filters a wallet to chosen chains and asks the service for those only', async () => {
    await vscode.commands.executeCommand('walletscope.filterChains', WALLETS.multichain, ['Base']);
    assert.deepEqual(watched().find((w) => w.address === WALLETS.multichain)?.chains, ['Base']);
    await waitFor('a request filtered to Base', async () => (await api.requests('/api/1/wallet/portfolio')).some((r) => r.query.blockchains === 'Base'), { timeoutMs: 10_000 });
    const { walletTree } = await views();
    const holdings = await rowsWhen(walletTree, 'holdings on Base only', (rs) => rs.length > 0 && rs.every((r) => /Base/.test(r.tooltip)), await walletRow('Multi'));
    assert.ok(holdings.length > 0);
    await vscode.commands.executeCommand('walletscope.filterChains', WALLETS.multichain, []);
    assert.equal(watched().find((w) => w.address === WALLETS.multichain)?.chains, undefined);
  });

  it('hides and shows small balances', async () => {
    await config().update('smallBalanceThreshold', 500, vscode.ConfigurationTarget.Global);
    await vscode.commands.executeCommand('walletscope.hideSmallBalances');
    const { walletTree } = await views();
    const hidden = await rowsWhen(walletTree, 'a "small balances hidden" row', (rs) => rs.some((r) => /small balances? hidden/.test(r.label)), await walletRow('Main'));
    assert.ok(hidden.filter((r) => r.contextValue?.startsWith('walletscope.holding')).every((r) => usd(r.description) >= 500));
    await vscode.commands.executeCommand('walletscope.showSmallBalances');
    await rowsWhen(walletTree, 'all holdings again', (rs) => !rs.some((r) => /hidden/.test(r.label)), await walletRow('Main'));
    await config().update('smallBalanceThreshold', undefined, vscode.ConfigurationTarget.Global);
  });

  it('keeps the last good data and shows the reason when a refresh fails, then recovers', async () => {
    await api.addFault({ kind: 'server-error', times: Infinity, path: '/api/1/wallet/portfolio' });
    await vscode.commands.executeCommand('walletscope.refreshWallets');
    const { walletTree } = await views();
    const main = await walletRow('Main', (r) => /stale/.test(r.description));
    const children = await rows(walletTree, main);
    assert.match(children[0]?.label ?? '', /^Showing earlier data: The service answered 500/);
    assert.ok(children.filter((r) => r.contextValue?.startsWith('walletscope.holding')).length >= 5, 'holdings kept');
    await api.reset();
    await vscode.commands.executeCommand('walletscope.refreshWallets');
    await walletRow('Main', (r) => !/stale/.test(r.description));
  });

  for (const fault of ['latency', 'rate-limit', 'bad-gateway-html', 'malformed-json', 'truncated', 'oversized', 'drop', 'hang'] as const) {
    it(`survives a "${fault}" fault during a refresh without hanging and keeps its data`, async () => {
      await config().update('requestTimeoutMs', 1000, vscode.ConfigurationTarget.Global);
      await api.addFault({ kind: fault, times: Infinity, path: '/api/1/wallet/portfolio', latencyMs: 300, retryAfterSeconds: 0 });
      const started = Date.now();
      await vscode.commands.executeCommand('walletscope.refreshWallets');
      assert.ok(Date.now() - started < 15_000, 'the refresh ended');
      const main = await walletRow('Main', (r) => r.description.startsWith('$'));
      const children = await rows((await views()).walletTree, main);
      assert.ok(children.filter((r) => r.contextValue?.startsWith('walletscope.holding')).length >= 5, 'holdings kept');
      await api.reset();
    });
  }

  it('shows wallets edited by hand in the setting at once', async () => {
    await setWallets([...watched(), { address: WALLETS.empty, label: 'Empty' }]);
    const { walletTree } = await views();
    const empty = await walletRow('Empty');
    assert.equal(empty.description, '$0.00');
    assert.deepEqual((await rows(walletTree, empty)).map((r) => r.label), ['No assets found']);
  });

  it('never calls a wallet that holds nothing stale while it waits for its daily look at every chain', async () => {
    await setWallets([{ address: WALLETS.ordinary, label: 'Main' }, { address: WALLETS.empty, label: 'Empty' }]);
    await walletRow('Empty');
    await leaveOpen(2 * 3_600_000);
    await vscode.commands.executeCommand('walletscope.refreshWallets'); // Main is asked again, Empty is not
    const main = await walletRow('Main', (r) => r.description.startsWith('$') && !/stale/.test(r.description));
    assert.ok(main);
    const empty = await walletRow('Empty');
    assert.equal(empty.description, '$0.00', 'not "stale": nothing was due');
    assert.match(empty.tooltip, /^Held nothing on any chain: asked again once a day \(Refresh Wallets on All Chains asks now\)$/m);
  });

  it('keeps a wallet the service rejects, with its error under it, while the others load', async () => {
    await vscode.commands.executeCommand('walletscope.addWallet', 'no-such-name.eth', 'Typo');
    assert.ok(watched().some((w) => w.address === 'no-such-name.eth'), 'the wallet stays in the list');
    const { walletTree } = await views();
    const typo = await walletRow('Typo', (r) => r.description === '—');
    const [error] = await rows(walletTree, typo);
    assert.match(error?.label ?? '', /^The service answered 400/);
    await walletRow('Main');
    await vscode.commands.executeCommand('walletscope.removeWallet', 'no-such-name.eth');
  });

  it('lets each wallet of a group stand on its own: one the service rejects or times out costs the others nothing', async () => {
    await setWallets([{ address: WALLETS.ordinary, label: 'Main' }, { address: WALLETS.multichain, label: 'Multi' }, { address: 'no-such-name.eth', label: 'Typo' }]);
    await walletRow('Multi');
    await walletRow('Typo', (r) => r.description === '—'); // its first fetch (on being watched) is over
    await api.reset().then(() => api.addFault({ kind: 'server-error', path: '/api/1/wallet/portfolio', query: { wallet: WALLETS.multichain }, times: Infinity }));
    await vscode.commands.executeCommand('walletscope.refreshWalletsAllChains'); // every wallet in one group: every chain
    const asked = (await api.requests('/api/1/wallet/')).map((r) => r.query.wallet ?? r.query.wallets);
    assert.deepEqual(asked.sort(), [WALLETS.ordinary, WALLETS.multichain, 'no-such-name.eth'].sort(), 'each wallet asked once, nobody again past the cache');
    const { walletTree } = await views();
    const main = await walletRow('Main', (r) => r.description.startsWith('$') && !/stale/.test(r.description));
    assert.ok((await rows(walletTree, main)).some((r) => r.contextValue?.startsWith('walletscope.holding')), 'Main is fresh');
    const multi = await walletRow('Multi', (r) => /stale/.test(r.description));
    assert.match((await rows(walletTree, multi))[0]?.label ?? '', /^Showing earlier data: The service answered 500/);
    const typo = await walletRow('Typo', (r) => r.description === '—');
    assert.match((await rows(walletTree, typo))[0]?.label ?? '', /^The service answered 400/);
    await api.reset();
    await setWallets([{ address: WALLETS.ordinary, label: 'Main' }]);
  });

  it('watches a thousand wallets on the free plan: a first fetch it can afford, no burst, and rows that say what waits and why', async function () {
    this.timeout(120_000);
    const crowd = crowdWallets(1000);
    const before = watched();
    await config().update('plan', 'free', vscode.ConfigurationTarget.Global);
    await api.setCredits({ plan: 'free', reset: true });
    await vscode.commands.executeCommand('walletscope.resetCreditUsage', true);
    try {
      await setWallets(crowd);
      const { walletTree } = await views();
      const waiting = (rs: Row[]) => Number(/^(\d+) wallets not fetched yet: about [\d,]+ credits$/.exec(rs.find((r) => /not fetched yet/.test(r.label))?.label ?? '')?.[1] ?? NaN);
      const fetched = (rs: Row[]) => rs.filter((r) => r.label !== 'All wallets' && r.description.startsWith('$')).length;
      // Every wallet either fetched (its total) or said to wait: none lost between the two.
      const roots = await rowsWhen(walletTree, 'the first fetch done and the rest said to wait', (rs) => waiting(rs) + fetched(rs) === 1000);
      const waits = roots.find((r) => /not fetched yet/.test(r.label))!;
      assert.ok(fetched(roots) >= 20, `${fetched(roots)} fetched at once`);
      assert.match(waits.tooltip, /more than Walletscope spends without asking/);
      // The background refresh keeps the fetched ones up to date, at the free plan's pace; the waiting ones wait for the user.
      // (How often depends on the hours the window's month has left: a row says so once the pace stretches past an hour.)
      assert.ok(!roots.some((r) => r.label === 'Not refreshed in the background until next month'), roots.slice(0, 4).map((r) => r.label).join(' | '));
      const { alerts } = (await activateExtension()).exports as { alerts: { refreshEveryMs(): number } };
      assert.ok(Number.isFinite(alerts.refreshEveryMs()), 'the background refresh has a next time');
      const asked = (await api.requests('/api/1/wallet/')).filter((r) => /portfolio/.test(r.path));
      assert.ok(asked.length >= 20 && asked.length < 40, `${asked.length} portfolio requests for the first fetch`);
      const inOneSecond = Math.max(...asked.map((r) => asked.filter((o) => o.at >= r.at && o.at < r.at + 1000).length));
      assert.ok(inOneSecond <= 40, `${inOneSecond} requests within one second`);
      assert.ok((await api.credits()).used < 300, 'the free month is not spent on a list pasted in');
    } finally {
      await setWallets(before);
      await config().update('plan', undefined, vscode.ConfigurationTarget.Global);
      await api.setCredits({ plan: 'enterprise', reset: true });
    }
  });

  it('removes a wallet', async () => {
    await vscode.commands.executeCommand('walletscope.removeWallet', WALLETS.empty);
    assert.ok(!watched().some((w) => w.address === WALLETS.empty));
    await rowsWhen((await views()).walletTree, 'the removed wallet gone', (rs) => !rs.some((r) => r.label === 'Empty'));
  });
});
