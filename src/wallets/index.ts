// Registers the Walletscope sidebar: Wallets and NFTs views, their commands, status bar, and their background work.
// Background refreshes ask the credits scheduler: they run only while someone can see the result (the Wallets view or
// the status bar total, and the window focused; the NFTs view for NFTs) and as often as the plan affords.
import { NFT_COMMANDS, WALLET_COMMANDS } from '../commandIds';
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import type { CreditsFeature } from '../credits';
import type { Config } from '../config';
import type { Privacy } from '../settings/privacy';
import { registerNftView } from './registerNfts';
import { registerLazyCommands } from '../platform/lazyCommands';
import { WALLETS_VIEW } from './constants';
import { PortfolioStore } from './portfolioStore';
import { planPrice } from './refreshPlan';
import { firstFetchCredits as firstFetchAllowance } from './firstFetch';
import { registerStatusBar } from './statusBar';
import { WalletList } from './walletList';
import { WalletTreeProvider } from './walletTree';
import { WalletAlerts } from './alerts';
import { registerAlertSurfaces } from './alertsFeature';
import type { HintedRefreshes } from './hintedRefresh';
import { loadOnce } from '../platform/types';
import { Lookalikes } from '../core/poisoning';
import { describeError } from '../api/transport/errors';

export interface WalletDeps {
  readonly client: WalletAssetClient;
  readonly config: Config;
  readonly memento: vscode.Memento;
  readonly log: vscode.LogOutputChannel;
  readonly privacy: Privacy;
  readonly credits: CreditsFeature;
  /** The extension's global storage, where alerts remember moves across windows and restarts. */
  readonly storage?: vscode.Uri;
  /** The sidebar's command handlers (in dist/commands-feature.js). */
  readonly loadCommands: () => Promise<typeof import('./walletCommands') & typeof import('./nftCommands') & typeof import('./walletTooltip')>;
  /** The alerts' bundle (dist/alerts-feature.js): the comparison, loaded on the first check after a refresh, and the
   *  refreshes the wallet streams' hints ask for, made with the stream (prepareHints). */
  readonly loadAlerts: () => Promise<typeof import('./alertsBundle')>;
  /** The NFTs view's inside (dist/nfts-feature.js), loaded when the view first shows. */
  readonly loadNfts: () => Promise<typeof import('./nftFeature')>;
}

export interface WalletFeature {
  readonly disposable: vscode.Disposable;
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  readonly walletTree: vscode.TreeDataProvider<unknown>;
  readonly nftTree: vscode.TreeDataProvider<unknown>;
  /** A refresh someone asked for (every chain, or the chains held), counted against the next background one. */
  refreshNow(everyChain: boolean): Promise<void>;
  /** A wallet stream said these moved: each is refreshed (under Alerts) once its burst settles, at most once a minute,
   *  as background work the budget allows; a refresh of all of them answers the hints too. */
  hintMoved(addresses: readonly string[]): void;
  /** Makes those refreshes (with the alerts' bundle) before a stream can hint: a hint is then answered by a refresh
   *  already running, as it always was. */
  prepareHints(): Promise<unknown>;
  /** The wallet was opened (its page): its move is no longer news, so its row's mark and its count on the badge go. */
  seen(address: string): void;
  /** What the alerts raised and hold (tests). */
  readonly alerts: WalletAlerts;
  /** The number on the Wallets view's badge (moves not seen), as the view shows it. */
  badge(): number | undefined;
  /** Lookalikes (address poisoning) the wallets' activity showed this window: the wallet page finds, hovers say. */
  readonly lookalikes: Lookalikes;
}

export function registerWallets({ client, config, memento, log, privacy, credits, storage, loadCommands, loadAlerts, loadNfts }: WalletDeps): WalletFeature {
  const { scheduler } = credits;
  const now = () => scheduler.now();
  const wallets = new WalletList(config);
  const firstFetchCredits = () => firstFetchAllowance(credits.meter.status().allowance.remaining);
  const store = new PortfolioStore({ client, wallets, config, memento, log, now, firstFetchCredits });
  const backgroundMaySpend = () => {
    const budget = credits.meter.budget();
    return budget.stopped === undefined && budget.perHour > 0;
  };
  const alerts = new WalletAlerts({ client, config, wallets, store, privacy, memento, log, storage, now, backgroundMaySpend, loadComparer: loadAlerts });
  const walletTree = new WalletTreeProvider({
    wallets, store, config, privacy, marks: alerts.unseen, tooltips: loadCommands,
    background: { paused: () => credits.paused(), intervalMs: () => scheduler.intervalMs('wallets'), onDidChange: credits.onDidChange },
  });
  const nftView = registerNftView(loadNfts, { client, wallets, privacy, log, credits });
  const walletView = vscode.window.createTreeView(WALLETS_VIEW, { treeDataProvider: walletTree, showCollapseAll: true });
  const focused = () => vscode.window.state.focused;
  const totalOnScreen = () => focused() && wallets.all.length > 0 && (walletView.visible || config.statusBarTotal);

  /** A refresh someone asked for: always runs, and its cost counts against the next background one. */
  const refreshNow = async (everyChain: boolean) => {
    const started = now();
    const cost = await credits.measure('wallets', () => store.refresh({ force: true, everyChain }));
    moves?.answered(wallets.all.map((w) => w.address), started);
    scheduler.ran('wallets', cost);
  };
  // The refreshes the wallet streams' hints ask for, made before the stream opens (prepareHints; plans without streams
  // never load them).
  let moves: HintedRefreshes | undefined;
  let disposed = false;
  const hinted = loadOnce(async () => {
    const { registerHintedRefreshes } = await loadAlerts();
    if (disposed) throw new Error('closing');
    return (moves ??= registerHintedRefreshes({ scheduler, store, wallets, credits, focused, log: (line) => log.info(line) }));
  });
  const hintMoved = (addresses: readonly string[]) => {
    hinted().then((m) => m.hint(addresses), (e: unknown) => log.warn(`wallet streams: a hint not followed (${describeError(e)})`));
  };

  const disposable = vscode.Disposable.from(
    wallets, store, walletTree, nftView, walletView, alerts, registerAlertSurfaces(alerts, walletView, { wallets }),
    { dispose: () => { disposed = true; moves?.dispose(); } },
    scheduler.add({
      name: 'wallets', share: 3,
      minIntervalMs: () => config.autoRefreshSeconds * 1000,
      cost: () => planPrice(store.plan(false, undefined, true)),
      wanted: () => config.autoRefreshSeconds > 0 && totalOnScreen(),
      run: async () => {
        const started = now();
        const cost = await credits.measure('wallets', () => store.refresh({ force: true, background: true }, false));
        moves?.answered(wallets.all.map((w) => w.address), started); // what the streams hinted before each answer is in it
        return cost;
      },
    }, store.refreshStatus.lastRefreshAt ?? now()),
    walletView.onDidChangeVisibility(() => scheduler.poke()),
    wallets.onDidChange(() => {
      void store.fetchNew(); // a new or edited wallet costs only itself
      scheduler.poke();
    }),
    config.onDidChange((keys) => {
      if (keys.includes('apiBaseUrl')) void store.serviceChanged();
      else if (keys.includes('serviceCache') || keys.includes('serviceStaleSeconds') || keys.includes('spam')) void refreshNow(false);
      if (keys.some((k) => k === 'autoRefreshSeconds' || k === 'statusBarTotal')) scheduler.poke();
    }),
    registerLazyCommands(WALLET_COMMANDS, loadCommands, (bundle) => bundle.walletCommandHandlers(wallets, store, config, privacy, refreshNow)),
    registerLazyCommands(NFT_COMMANDS, loadCommands, (bundle) => bundle.nftCommandHandlers(config, log)),
    registerStatusBar(wallets, store, config, privacy, credits),
  );
  // Wallets never fetched (a first start, or a snapshot that lost some) are fetched now; the rest wait for the budget.
  void store.fetchNew();
  const seen = (address: string) => alerts.seen(address);
  return { disposable, wallets, store, lookalikes: new Lookalikes(), refreshNow, hintMoved, prepareHints: hinted, seen, alerts, badge: () => walletView.badge?.value, walletTree: walletTree as vscode.TreeDataProvider<unknown>, nftTree: nftView.tree };
}
