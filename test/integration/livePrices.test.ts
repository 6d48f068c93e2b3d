// Live prices in the Wallets view and the status bar: the largest holdings follow the reference feed, values
// move without a new portfolio request, the tree redraws at most once a second, the socket (a credit a minute) is
// kept only while the budget pays for it, and the setting turns it off.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { WALLETS } from '../server/data/wallet-addresses';
import { activateExtension, checkConnection, ReferenceApi, requireEnv, waitFor } from './helpers';
import { API_URL_ENV } from './result';
import { rowsWhen, usd, views } from './treeReader';

const config = () => vscode.workspace.getConfiguration('walletscope');

describe('Live prices in the Wallets view', function () {
  this.timeout(60_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  before(async () => {
    await api.reset();
    await views();
    await config().update('wallets', [{ address: WALLETS.ordinary, label: 'Main' }], vscode.ConfigurationTarget.Global);
  });
  after(async () => {
    await config().update('livePrices', undefined, vscode.ConfigurationTarget.Global);
    await config().update('wallets', undefined, vscode.ConfigurationTarget.Global);
    await api.setFeedFault('normal');
    await api.setCredits({ plan: 'enterprise', reset: true });
    await api.reset();
  });

  const total = async () => {
    const roots = await rowsWhen((await views()).walletTree, 'the Main row with data', (rs) => rs.some((r) => r.label === 'Main' && r.description.startsWith('$')));
    return usd(roots.find((r) => r.label === 'Main')!.description);
  };

  it('moves the wallet\'s value with the feed, without asking for the portfolio again, for at most 10 prices', async () => {
    const first = await total();
    await waitFor('the feed to follow the largest holdings', async () => (await api.feedStats()).subscriptions > 0, { timeoutMs: 15_000, intervalMs: 100 });
    const portfolioRequests = (await api.requests('/api/1/wallet/')).length;
    await waitFor('the value to move', async () => (await total()) !== first, { timeoutMs: 15_000, intervalMs: 200 });
    assert.equal((await api.requests('/api/1/wallet/')).length, portfolioRequests, 'no portfolio request for a price move');
    const stats = await api.feedStats();
    assert.ok(stats.subscriptions >= 1 && stats.subscriptions <= 10, JSON.stringify(stats));
  });

  it('redraws the tree at most once a second however fast the feed ticks', async () => {
    const { walletTree } = await views();
    let redraws = 0;
    const listener = walletTree.onDidChangeTreeData?.(() => redraws++);
    await new Promise((r) => setTimeout(r, 2500));
    listener?.dispose();
    assert.ok(redraws >= 1 && redraws <= 3, `${redraws} redraws in 2.5 s`);
  });

  it('closes the socket once the budget stops background work, and opens it again when the credits are back', async () => {
    const credits = ((await activateExtension()).exports as { credits: { status(): { exhausted: boolean } } }).credits;
    // The window's plan (the test profile's Enterprise) has the feed; the key's is a custom plan, whose credits can run out.
    await api.setCredits({ plan: 'custom', monthlyCredits: 10_000_000, reset: true });
    assert.equal(await checkConnection(), true);
    await waitFor('the socket to follow the holdings', async () => (await api.feedStats()).subscriptions > 0 || undefined, { timeoutMs: 15_000, intervalMs: 100 });
    await api.setCredits({ exhaust: true });
    assert.equal(await checkConnection(), false, 'refused for credits: the extension learns they are used up');
    assert.equal(credits.status().exhausted, true);
    await waitFor('the socket to close', async () => (await api.feedStats()).connections === 0 || undefined, { timeoutMs: 15_000, intervalMs: 100 });
    await api.setCredits({ reset: true }); // a new month, or an upgrade
    assert.equal(await checkConnection(), true);
    await waitFor('the socket to follow the holdings again', async () => (await api.feedStats()).subscriptions > 0 || undefined, { timeoutMs: 15_000, intervalMs: 100 });
  });

  it('follows nothing once live prices are off', async () => {
    await config().update('livePrices', 'off', vscode.ConfigurationTarget.Global);
    await waitFor('the feed connection to close', async () => (await api.feedStats()).connections === 0, { timeoutMs: 15_000, intervalMs: 100 });
  });
});
