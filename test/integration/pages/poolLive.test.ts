// The pool page live from the market streams, in a real extension host against the reference API: on Growth the page
// subscribes its pool's figures, trades and candle when it opens, says "Live", takes frames in (a new trade row at the
// top, the header's figures), its trades' refresh does not run meanwhile, the socket's minutes are booked to Live
// markets, a cut socket is reconnected and subscribed again, and closing the page unsubscribes and closes the socket.
// On the free plan the socket is refused once, the page says it refreshes, polls, and is not refused again.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { assetPanels } from '../assetPages';
import { activateExtension, leaveOpen, ReferenceApi, requireEnv, setPlan, waitFor, windowNow } from '../helpers';
import { API_URL_ENV } from '../result';
import { WALLETS } from '../../server/data/wallet-addresses';

/** WETH/USDC on Base (Uniswap V3): a pool no other test opens, so the cache holds nothing of theirs or for them. */
const POOL = '0xd0b53D9277642d899DF5C87A3966A349A798F224';
const CHAIN = 'Base';
const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const TRADES_PATH = '/api/1/market/trades/pair';

interface PoolPage {
  address: string; status: string; ready: boolean;
  pool?: { priceUsd: string; fetchedAt: number };
  trades?: { status: string; rows: Array<{ at: number; side: string; usd: string }> };
  live?: { live: boolean; text: string };
  liveUpdates: number;
}
interface Exports {
  poolPanels: { list(): PoolPage[] };
  credits: { status(): { plan: { name: string }; usage: { month: ReadonlyMap<string, number> } }; };
}

const config = () => vscode.workspace.getConfiguration('walletscope');
const exported = async () => (await activateExtension()).exports as Exports;


async function pageWhen(what: string, test: (p: PoolPage) => boolean, timeoutMs = 20_000): Promise<PoolPage> {
  const { poolPanels } = await exported();
  return waitFor(what, () => poolPanels.list().find((p) => p.address === POOL && test(p)), { timeoutMs, intervalMs: 50 });
}

async function closePages(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  const { poolPanels } = await exported();
  await waitFor('every pool page to close', () => poolPanels.list().length === 0, { timeoutMs: 10_000, intervalMs: 50 });
}

describe('Pool page live from the market streams', function () {
  this.timeout(90_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));
  let planBefore: string | undefined;

  before(async () => {
    planBefore = config().inspect<string>('plan')?.globalValue;
    await vscode.commands.executeCommand('workbench.action.closeAllEditors'); // no page of another test shows markets
    // No socket left by another suite (the alerts' streams linger two seconds after their last wallet): the page's opens it.
    await config().update('wallets', undefined, vscode.ConfigurationTarget.Global);
    await waitFor('no streams socket open', async () => (await api.streamStats()).connections === 0 || undefined, { timeoutMs: 10_000, intervalMs: 100 });
  });
  beforeEach(() => api.reset());
  afterEach(closePages);
  after(async () => setPlan(planBefore, api));

  it('on Growth: subscribes when the page opens, frames update it live, no trades refresh meanwhile, unsubscribes and closes on close', async () => {
    await setPlan('growth', api);
    const { credits } = await exported();
    await vscode.commands.executeCommand('walletscope.showPool', POOL, CHAIN);
    await pageWhen('the page loaded and live', (p) => p.status === 'loaded' && p.ready && p.trades?.status === 'loaded' && p.live?.live === true);
    await waitFor('three market subscriptions (figures, trades, candle)', async () => (await api.streamStats()).marketSubscriptions === 3 || undefined, { timeoutMs: 10_000, intervalMs: 100 });
    const live = (await pageWhen('live words', () => true)).live!;
    assert.match(live.text, /^Live\b/);
    assert.ok((credits.status().usage.month.get('markets') ?? 0) >= 1, 'the socket\'s first minute is booked to Live markets as it starts');

    const pushedAt = await windowNow(); // the frames' stamps are the service's clock, which is the window's
    const polled = (await api.requests(TRADES_PATH)).length;
    assert.ok(await api.pushMarket(1) >= 3);
    // The three frames (figures, trade, candle) are taken in as they come: wait for all three, not the first two.
    await pageWhen('the pushed trade at the top, the figures and the candle (three live updates)',
      (p) => (p.trades?.rows[0]?.at ?? 0) >= pushedAt - 1000 && (p.pool?.fetchedAt ?? 0) >= pushedAt - 1000 && p.liveUpdates >= 3, 5000);
    await leaveOpen(5 * 60_000);
    assert.equal((await api.requests(TRADES_PATH)).length, polled, 'the trades refresh does not run while they come live');

    await closePages();
    await waitFor('unsubscribed once nothing shows markets', async () => (await api.streamStats()).marketSubscriptions === 0 || undefined, { timeoutMs: 10_000, intervalMs: 100 });
    await waitFor('the market socket closed', async () => (await exported()).poolPanels.list().length === 0 && (await api.streamStats()).connections === 0 || undefined, { timeoutMs: 10_000, intervalMs: 100 });
  });

  it('on Growth: a socket the server drops is reconnected and subscribed again', async () => {
    await setPlan('growth', api);
    await vscode.commands.executeCommand('walletscope.showPool', POOL, CHAIN);
    await pageWhen('the page live', (p) => p.live?.live === true);
    await waitFor('subscribed', async () => (await api.streamStats()).marketSubscriptions === 3 || undefined, { timeoutMs: 10_000, intervalMs: 100 });
    assert.ok(await api.dropStreams() >= 1);
    await waitFor('subscribed again after the cut', async () => (await api.streamStats()).marketSubscriptions === 3 || undefined, { timeoutMs: 15_000, intervalMs: 100 });
    await pageWhen('the page live again', (p) => p.live?.live === true, 10_000);
    const before = (await pageWhen('the page', () => true)).liveUpdates;
    await api.pushMarket(1, 'fast-trade');
    await pageWhen('a frame after the reconnect', (p) => p.liveUpdates > before, 5000);
  });

  it('on Growth: the asset page\'s Pools section follows its listed pools\' figures while visible, and says it is live', async () => {
    await setPlan('growth', api);
    const panels = await assetPanels();
    await vscode.commands.executeCommand('walletscope.showAsset', USDC_BASE, 'Base');
    const pools = await waitFor('the pools listed, live', () => {
      const shown = (panels.list().find((p) => p.asset === USDC_BASE) as { pools?: { status: string; rows: unknown[]; live?: string } } | undefined)?.pools;
      return shown?.status === 'loaded' && shown.live !== undefined ? shown : undefined;
    }, { timeoutMs: 20_000, intervalMs: 50 });
    assert.match(pools.live!, /^Live: prices, liquidity and volume update/);
    const stats = await waitFor('a market-details subscription per listed pool (within the cap)', async () => {
      const s = await api.streamStats();
      return s.marketSubscriptions === Math.min(pools.rows.length, 16) ? s : undefined;
    }, { timeoutMs: 10_000, intervalMs: 100 });
    assert.ok(stats.connections >= 1);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await waitFor('unsubscribed with the page', async () => (await api.streamStats()).marketSubscriptions === 0 || undefined, { timeoutMs: 10_000, intervalMs: 100 });
  });

  it('on Growth: the alerts\' wallet streams and the page share the window\'s one socket', async () => {
    await setPlan('growth', api);
    await config().update('wallets', [{ address: WALLETS.ordinary, label: 'Main' }], vscode.ConfigurationTarget.Global);
    try {
      await vscode.commands.executeCommand('walletscope.refreshWallets');
      const alerts = await waitFor('the wallet streams subscribed', async () => { const s = await api.streamStats(); return s.subscriptions > 0 && s.marketSubscriptions === 0 ? s : undefined; },
        { timeoutMs: 20_000, intervalMs: 100 });
      assert.equal(alerts.connections, 1);
      await vscode.commands.executeCommand('walletscope.showPool', POOL, CHAIN);
      const both = await waitFor('the page\'s streams on the same socket', async () => { const s = await api.streamStats(); return s.marketSubscriptions === 3 ? s : undefined; },
        { timeoutMs: 20_000, intervalMs: 100 });
      assert.equal(both.connections, 1, 'one websocket for everything');
      assert.equal(both.subscriptions, alerts.subscriptions + 3);
      await closePages();
      await waitFor('the markets left, the alerts stay', async () => { const s = await api.streamStats(); return s.marketSubscriptions === 0 && s.connections === 1 || undefined; },
        { timeoutMs: 10_000, intervalMs: 100 });
    } finally {
      await config().update('wallets', undefined, vscode.ConfigurationTarget.Global);
    }
    await waitFor('the socket closed with nothing to follow', async () => (await api.streamStats()).connections === 0 || undefined, { timeoutMs: 10_000, intervalMs: 100 });
  });

  it('on the free plan: refused once, the page refreshes its trades within the budget, and is not refused again', async () => {
    await setPlan('free', api);
    const { credits } = await exported();
    const markets = credits.status().usage.month.get('markets') ?? 0;
    await vscode.commands.executeCommand('walletscope.showPool', POOL, CHAIN);
    const page = await pageWhen('the page loaded, saying it refreshes', (p) => p.status === 'loaded' && p.ready && p.trades?.status === 'loaded' && p.live?.live === false);
    assert.match(page.live!.text, /^Refreshes every \d+ (s|min|h) while visible\.$/, 'as often as the free plan\'s budget allows');
    const refused = (await api.streamStats()).refusedForPlan;
    assert.ok(refused <= 1, `refused ${refused} times`);
    const polled = (await api.requests(TRADES_PATH)).length;
    // The free plan's budget spaces background work out: an hour of the window's clock, a minute at a time.
    for (let m = 0; m < 60 && (await api.requests(TRADES_PATH)).length === polled; m++) await leaveOpen(60_000);
    assert.ok((await api.requests(TRADES_PATH)).length > polled, 'the trades refreshed in the background within an hour');
    await closePages();
    await vscode.commands.executeCommand('walletscope.showPool', POOL, CHAIN);
    // The page says it refreshes: the decision not to open the socket is made, and it is what the page shows.
    await pageWhen('the page again, still refreshing', (p) => p.status === 'loaded' && p.live?.live === false && /^Refreshes every/.test(p.live.text));
    assert.equal((await api.streamStats()).refusedForPlan, refused, 'not asked again this session');
    assert.equal(credits.status().usage.month.get('markets') ?? 0, markets, 'no socket minute on the free plan');
  });
});
