// Credits in a real extension host against the reference server's own account: background work over simulated
// hours left open stays within what each plan affords, runs out of credits without a loop and keeps the data, and a
// socket the plan does not have is asked for once, not again. The window's clock and its reference APIs' are moved on
// together (leaveOpen), so hours take seconds on one calendar; every request is real HTTP. Each test starts from a
// month counted from zero and a key on pace for the window's (pinned) date, whatever the tests before it spent.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { WALLETS } from '../server/data/wallet-addresses';
import type { ServerPlan } from '../server/types';
import { activateExtension, checkConnection, leaveOpen, ReferenceApi, requireEnv, waitFor } from './helpers';
import { API_URL_ENV } from './result';
import { rowsWhen, views } from './treeReader';

interface CreditsApi {
  status(): { plan: { name: string }; exhausted: boolean; usage: { monthTotal: number } };
  now(): number;
  advance?(ms: number): Promise<void>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Hours each plan's window is left open (the bench's six-hour figures are in docs/credits.md). */
const HOURS_OPEN = 4;
const config = () => vscode.workspace.getConfiguration('walletscope');
const DEMO = [
  { address: WALLETS.ordinary, label: 'Main' }, { address: WALLETS.multichain, label: 'Multichain' },
  { address: WALLETS.solana, label: 'Solana trader' }, { address: WALLETS.nftOnly, label: 'Collector' },
];
/** Credits a month, and a quarter kept for what the user asks: what background work may spend an hour on pace. */
const MONTHLY: Record<string, number> = { free: 10_000, startup: 125_000, growth: 1_250_000 };
/** What a key on pace has used by `now` (the window's clock, which is the service's): the month's share of its credits. */
const onPaceUsed = (monthly: number, now: number) => {
  const date = new Date(now);
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return Math.round(monthly * ((now - start) / (end - start)));
};

describe('Credits: background work over simulated hours', function () {
  this.timeout(240_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));
  /** Price requests, on whichever generation answers: batches on the current paths, or multi-data. */
  const pricePolls = async () => (await api.requests()).filter((r) =>
    ['/api/1/market/multi-data', '/api/2/asset/details', '/api/2/token/price'].includes(r.path)).length;
  let credits: CreditsApi;
  /** The window's plan before these tests (the test profile's), restored after them for the suites that follow. */
  let planBefore: string | undefined;

  /** The window's plan setting, and (unless told otherwise) the reference key's plan with a fresh month. */
  async function setPlan(plan: ServerPlan, change: Parameters<ReferenceApi['setCredits']>[0] | 'keep-server' = {}): Promise<void> {
    if (change !== 'keep-server') await api.setCredits({ plan, reset: true, ...change });
    await config().update('plan', plan, vscode.ConfigurationTarget.Global);
    await waitFor(`the plan setting to be ${plan}`, () => credits.status().plan.name === plan || undefined, { timeoutMs: 10_000, intervalMs: 50 });
  }

  /** The month counted from zero in the window (what earlier tests spent on other plans is not this key's). */
  async function countFromZero(): Promise<void> {
    await vscode.commands.executeCommand('walletscope.resetCreditUsage', true); // resolves once the ledger took it
  }

  /** A key of `plan` that has used the month's share of its credits, as the window knows once it asked (Check Connection). */
  async function onPace(plan: 'free' | 'startup' | 'growth'): Promise<void> {
    await countFromZero();
    await setPlan(plan, { used: onPaceUsed(MONTHLY[plan]!, credits.now()) });
    assert.equal(await checkConnection(), true); // one answer: the extension learns what the service says is left
  }

  /**
   * The service's count and the ledger's, once neither has moved for a moment: the service counts a request when it
   * arrives and the ledger when its answer does, so a request in flight between them would be in one count only.
   */
  async function settledCounts(): Promise<{ service: number; ledger: number }> {
    const read = async () => ({ service: (await api.credits()).used, ledger: credits.status().usage.monthTotal });
    let last = await read();
    for (let i = 0; i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const now = await read();
      if (now.service === last.service && now.ledger === last.ledger) return now;
      last = now;
    }
    return last;
  }

  before(async () => {
    credits = ((await activateExtension()).exports as { credits: CreditsApi }).credits;
    planBefore = config().inspect<string>('plan')?.globalValue;
    assert.ok(credits.advance, 'the test host runs the extension in test mode, with a clock it can move');
    await vscode.commands.executeCommand('workbench.view.extension.walletscope'); // the views on screen, as a user has them
    await config().update('wallets', DEMO, vscode.ConfigurationTarget.Global);
    const { walletTree } = await views();
    await rowsWhen(walletTree, 'every demo wallet loaded', (rs) => DEMO.every((w) => rs.some((r) => r.label === w.label && r.description.startsWith('$'))));
    // The profile's plan (enterprise) has the socket: it is open before a test moves the service to a plan without one,
    // or the socket's first request could land after that move and count as asked for on the wrong plan.
    await waitFor('the price feed to follow the holdings', async () => (await api.feedStats()).subscriptions > 0 || undefined, { timeoutMs: 15_000, intervalMs: 50 });
  });
  after(async () => {
    // As the suites after this one expect: the key's plan (Enterprise) known to the window, the month from zero.
    await api.setCredits({ plan: 'enterprise', reset: true });
    await config().update('plan', planBefore, vscode.ConfigurationTarget.Global);
    await countFromZero();
    assert.equal(await checkConnection(), true);
    await config().update('wallets', undefined, vscode.ConfigurationTarget.Global);
    await vscode.commands.executeCommand('workbench.action.closeSidebar');
  });

  for (const plan of ['free', 'startup', 'growth'] as const) {
    it(`${plan} plan: four hours left open spend no more an hour than the plan affords`, async () => {
      await onPace(plan);
      const before = await settledCounts();
      await leaveOpen(HOURS_OPEN * HOUR, 5 * MINUTE); // a due refresh runs within five minutes: fewer, never more, credits an hour
      const after = await settledCounts();
      const perHour = (after.service - before.service) / HOURS_OPEN;
      const affords = (MONTHLY[plan]! * 0.75) / (30 * 24);
      assert.ok(perHour > 0, 'the wallets did refresh');
      assert.ok(perHour <= affords * 1.35, `${plan}: ${perHour.toFixed(1)} credits an hour, the plan affords about ${affords.toFixed(1)}`);
      if (plan === 'free') assert.ok(perHour <= 14, `free: ${perHour.toFixed(1)} an hour (goal: 14)`);
      assert.equal(after.ledger - before.ledger, after.service - before.service, 'the ledger counts what the service charged');
      assert.equal((await api.feedStats()).refusedForPlan, 0, 'no socket asked for on a plan without one');
    });
  }

  it('enterprise plan: refreshes as often as the settings say, on the socket for prices', async () => {
    await setPlan('enterprise');
    await api.reset();
    await leaveOpen(HOUR);
    const refreshes = (await api.requests('/api/1/wallet/portfolio')).length;
    assert.ok(refreshes >= 11, `${refreshes} wallet requests in an hour: a refresh every 5 minutes (walletscope.autoRefreshSeconds)`);
    assert.equal(await pricePolls(), 0, 'prices come from the socket, not a poll');
  });

  it('once the credits are used up: no background request for hours, the data kept and marked, one try per direct action', async () => {
    await api.reset();
    await setPlan('free', { exhaust: true });
    await vscode.commands.executeCommand('walletscope.refreshWallets'); // a refresh the user asks for still tries
    await waitFor('the extension to know', () => credits.status().exhausted || undefined, { timeoutMs: 10_000 });
    const tried = (await api.requests()).length;
    assert.ok(tried >= 1 && tried <= 4, `${tried} requests: one per set of chains, none retried`);
    const { walletTree } = await views();
    const shown = await rowsWhen(walletTree, 'the data kept, with why it is stale', (rs) =>
      rs[0]?.label.startsWith('Credits used up: showing the last data; they come back on 1 ') === true && rs.some((r) => r.label === 'Main' && r.description.startsWith('$')));
    assert.ok(shown.length > DEMO.length);
    await leaveOpen(3 * HOUR, 15 * MINUTE);
    assert.equal((await api.requests()).length, tried, 'three hours left open asked nothing more');
    await api.setCredits({ reset: true }); // a new month, or an upgrade
    await vscode.commands.executeCommand('walletscope.refreshWallets');
    await waitFor('the extension to see the credits back', () => !credits.status().exhausted || undefined, { timeoutMs: 10_000 });
    await rowsWhen(walletTree, 'the banner gone', (rs) => !rs[0]?.label.startsWith('Credits used up'));
  });

  it('asks for a socket the plan may not have once, and polls from then on: the refusal is not retried', async () => {
    await api.reset();
    // Growth: credits enough for an hour of socket (a free key's allowance may not pay for one, so the socket would not
    // be tried), but not the feed.
    await api.setCredits({ plan: 'growth', reset: true });
    await config().update('monthlyCredits', 200_000, vscode.ConfigurationTarget.Global);
    try {
      await setPlan('custom', 'keep-server'); // a custom plan tries the socket; the key's plan (Growth) refuses it
      assert.equal(await checkConnection(), true); // the extension learns the key's credits
      await waitFor('the socket refused', async () => (await api.feedStats()).refusedForPlan >= 1 || undefined, { timeoutMs: 15_000, intervalMs: 100 });
      await leaveOpen(30 * 60_000);
      assert.ok(await pricePolls() > 0, 'prices polled instead, in batched requests');
      assert.equal((await api.feedStats()).refusedForPlan, 1, 'asked once this session, though polling ran all along');
    } finally {
      await config().update('monthlyCredits', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('on a flaky connection, counts every answer the service billed, asks no billed one again, and keeps the free plan\'s pace', async () => {
    await api.reset();
    await onPace('free');
    const path = '/api/1/wallet/portfolio';
    const before = (await api.credits()).used;
    const ledgerBefore = credits.status().usage.monthTotal;
    // Bodies cut, garbled and over the cap (billed), connections dropped and gateways failing (not billed), over and over.
    for (const kind of ['truncated', 'malformed-json', 'drop', 'bad-gateway-html', 'oversized', 'truncated'] as const) {
      await api.addFault({ kind, path, times: 3, withContentLength: true });
    }
    await leaveOpen(3 * HOUR, 5 * MINUTE);
    const billed = (await api.credits()).used - before;
    const asked = (await api.requests(path)).length;
    assert.ok(asked >= 6, `${asked} portfolio requests met the faults`);
    assert.equal(credits.status().usage.monthTotal - ledgerBefore, billed, 'counted equals billed');
    assert.ok(billed / 3 <= 14, `${(billed / 3).toFixed(1)} credits an hour on a flaky connection (free plan: 14 an hour)`);
    await api.reset();
    await vscode.commands.executeCommand('walletscope.refreshWallets'); // the suites after this one start from good data
  });

  it('counts the month from zero when the user resets a figure they know is wrong', async () => {
    await setPlan('free');
    assert.equal(await checkConnection(), true);
    assert.ok(credits.status().usage.monthTotal > 0);
    await vscode.commands.executeCommand('walletscope.resetCreditUsage', true);
    await waitFor('the count to start from zero', () => credits.status().usage.monthTotal === 0 || undefined, { timeoutMs: 5000, intervalMs: 50 });
    assert.equal(await checkConnection(), true);
    await waitFor('the next answer to count', () => credits.status().usage.monthTotal >= 1 || undefined, { timeoutMs: 5000, intervalMs: 50 });
  });
});

