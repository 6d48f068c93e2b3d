// Alerts when a watched wallet moves, against the reference API: funds moved through its control endpoint raise one
// notification naming the wallet and the USD value, counted on the Wallets view's badge and marked on the row; a price
// change alone raises none; a restart (this window's memory forgotten, the shared files kept) raises it not again.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { WALLETS } from '../server/data/wallet-addresses';
import { activateExtension, ReferenceApi, requireEnv, waitFor } from './helpers';
import { API_URL_ENV } from './result';
import { walletRowWhen, type Row } from './treeReader';

interface AlertsApi {
  raised(): readonly string[];
  badge(): number | undefined;
  restart(): void;
  check(): Promise<void>;
}

const config = () => vscode.workspace.getConfiguration('walletscope');
type Exports = { alerts: AlertsApi; credits: { status(): { allowance: { perHour: number }; usage: { requestsThisMonth: ReadonlyMap<string, number>; month: ReadonlyMap<string, number> } } } };
const exported = async () => (await activateExtension()).exports as Exports;
const alerts = async () => (await exported()).alerts;

async function setWallets(entries: Array<{ address: string; label?: string }>): Promise<void> {
  await config().update('wallets', entries, vscode.ConfigurationTarget.Global);
  await waitFor('the wallets setting to apply', () => JSON.stringify(config().inspect('wallets')?.globalValue) === JSON.stringify(entries), { timeoutMs: 10_000, intervalMs: 50 });
}

/** A refresh the user asks for, then the alerts' comparison of what it brought. */
async function refresh(): Promise<void> {
  await vscode.commands.executeCommand('walletscope.refreshWallets');
  await (await alerts()).check();
}

const mainRow = (ready?: (row: Row) => boolean) => walletRowWhen('Main', ready);

describe('Alerts when a watched wallet moves', function () {
  this.timeout(60_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));
  /** The window's plan before these tests (the test profile's), restored after them. */
  let planBefore: string | undefined;

  before(async () => {
    await api.reset();
    // A plan without wallet streams: these alerts come with the refreshes (./alertStream.test.ts has the streams').
    await api.setCredits({ plan: 'startup', reset: true });
    planBefore = config().inspect<string>('plan')?.globalValue;
    await config().update('plan', 'startup', vscode.ConfigurationTarget.Global);
    await setWallets([{ address: WALLETS.ordinary, label: 'Main' }]);
    await mainRow();
    await refresh(); // the balances seen before anything moves
  });

  after(async () => {
    // Leave the shared files with the server's unmoved balances, silently, so no later test hears of these moves.
    await config().update('alerts.enabled', false, vscode.ConfigurationTarget.Global);
    await api.reset();
    await refresh();
    await setWallets([]);
    await config().update('alerts.enabled', undefined, vscode.ConfigurationTarget.Global);
    await config().update('plan', planBefore, vscode.ConfigurationTarget.Global);
    await api.setCredits({ plan: 'enterprise', reset: true });
  });

  it('raises one alert for a move, with the wallet\'s name and its USD value, and counts it on the badge', async () => {
    const a = await alerts();
    const before = a.raised().length;
    const activityBefore = (await api.requests('/api/2/wallet/activity')).length;
    const booked = async () => {
      const { usage } = (await exported()).credits.status();
      return [usage.requestsThisMonth.get('alerts') ?? 0, usage.month.get('alerts') ?? 0];
    };
    const [requestsBefore = 0, creditsBefore = 0] = await booked();
    await api.move({ wallet: 'ordinary', token: 'ETH', amount: 2.5 });
    await refresh();
    await waitFor('the alert', () => a.raised().length > before || undefined, { timeoutMs: 10_000 });
    assert.deepEqual(a.raised().length, before + 1);
    assert.match(a.raised().at(-1)!, /^Main received 2\.5 ETH, \$\d{1,2},\d{3}$/);
    assert.equal(a.badge(), 1);
    const row = await mainRow((r) => r.description.startsWith('moved · '));
    assert.match(row.tooltip, /^Moved: Main received 2\.5 ETH/);
    const asked = (await api.requests('/api/2/wallet/activity')).slice(activityBefore);
    assert.equal(asked.length, 1, 'one activity request for the wallet that moved');
    assert.deepEqual(await booked(), [requestsBefore + 1, creditsBefore + 1], 'booked to alerts in the ledger: 1 request, 1 credit');
    await refresh();
    assert.equal(a.raised().length, before + 1, 'the next refresh compares with the moved balances');
  });

  it('raises nothing when only prices moved', async () => {
    const a = await alerts();
    const before = a.raised().length;
    const total = (await mainRow()).description;
    await api.reprice('ETH', 1.6);
    await api.reprice('USDC', 0.9);
    await refresh();
    const repriced = await mainRow((r) => r.description.startsWith('moved · ') && r.description !== total);
    assert.notEqual(repriced.description, total, 'the total moved with the prices');
    assert.equal(a.raised().length, before);
    assert.equal(a.badge(), 1, 'the earlier move is still not seen');
  });

  it('shows no amount of the move on the row once Hide Amounts is turned on after it', async () => {
    await config().update('privacy.hideAmounts', true, vscode.ConfigurationTarget.Global);
    try {
      const row = await mainRow((r) => r.description.startsWith('moved · ') && !/\$\d/.test(r.description));
      assert.match(row.tooltip, /^Moved/);
      assert.doesNotMatch(row.tooltip, /2\.5|\$\d/, 'the move\'s amounts were written before Hide Amounts: not shown now');
    } finally {
      await config().update('privacy.hideAmounts', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('raises a move not again after a restart, and a muted wallet\'s moves not at all', async () => {
    const a = await alerts();
    const before = a.raised().length;
    a.restart();
    await refresh();
    assert.equal(a.raised().length, before, 'the shared files say the move was raised');
    assert.equal(a.badge(), 1, 'the mark survives');
    const row = await mainRow();
    await vscode.commands.executeCommand('walletscope.muteAlerts', row.node);
    await waitFor('the badge to clear', () => a.badge() === undefined || undefined, { timeoutMs: 5_000 });
    const muted = await mainRow((r) => r.contextValue === 'walletscope.wallet.muted' && !r.description.startsWith('moved'));
    assert.match(muted.tooltip, /Alerts muted/);
    await api.move({ wallet: 'ordinary', token: 'ETH', amount: -1 });
    await refresh();
    assert.equal(a.raised().length, before);
    assert.equal(a.badge(), undefined);
    await vscode.commands.executeCommand('walletscope.unmuteAlerts', muted.node);
    await mainRow((r) => r.contextValue === 'walletscope.wallet');
  });

  it('words a second move from fresh activity, and asks none when the budget has stopped background work', async () => {
    const a = await alerts();
    const activity = async () => (await api.requests('/api/2/wallet/activity')).length;
    let before = a.raised().length;
    let asked = await activity();
    await api.move({ wallet: 'ordinary', token: 'ETH', amount: 0.5 });
    await refresh();
    await waitFor('the alert', () => a.raised().length > before || undefined, { timeoutMs: 10_000 });
    assert.match(a.raised().at(-1)!, /^Main received 0\.5 ETH, \$/, 'this move, not the one before it (a cached activity page)');
    assert.equal(await activity(), asked + 1);
    await config().update('plan', 'custom', vscode.ConfigurationTarget.Global);
    await config().update('monthlyCredits', 1, vscode.ConfigurationTarget.Global);
    try {
      const { credits } = await exported();
      await waitFor('background work to stop', () => credits.status().allowance.perHour === 0 || undefined, { timeoutMs: 5_000 });
      before = a.raised().length;
      asked = await activity();
      await api.move({ wallet: 'ordinary', token: 'ETH', amount: 0.25 });
      await refresh();
      await waitFor('the alert', () => a.raised().length > before || undefined, { timeoutMs: 10_000 });
      assert.match(a.raised().at(-1)!, /^Main received 0\.25 ETH, \$/, 'a refresh the user asked for still alerts, in the balances\' words');
      assert.equal(await activity(), asked, 'no activity asked: the alert is background work, and background work is stopped');
    } finally {
      await config().update('plan', undefined, vscode.ConfigurationTarget.Global);
      await config().update('monthlyCredits', undefined, vscode.ConfigurationTarget.Global);
    }
  });
});
