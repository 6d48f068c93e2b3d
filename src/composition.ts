// Composition root, shared by the desktop entry (./extension.ts) and the browser's main module (./web/main.ts): builds
// the shared objects and registers each feature, with the platform's pieces (HTTP, feature bundles, files, sockets) it is
// given. No logic.
import { CHECK_CONNECTION, CLEAR_API_KEY, LOOKUP_HOLDINGS, SET_API_KEY, SHOW_LOG } from './commandIds';
import * as vscode from 'vscode';
import { ResponseCache } from './api/transport/cache';
import { WalletAssetClient } from './api/client';
import { accountId } from './api/accountId';
import { SYSTEM_CLOCK } from './core/scheduler';
import { Config } from './config';
import { registerAssets, type AssetFeature } from './asset';
import { registerCredits, type CreditsFeature } from './credits';
import { OffsetClock } from './credits/testClock';
import { formatRequestLog } from './format/requestLog';
import { registerHover } from './hover';
import { registerPools, type PoolFeature } from './pool';
import { registerWalletPage, type WalletPageFeature } from './walletPage';
import { LiveHoldings } from './wallets/liveHoldings';
import { LivePrices } from './live/livePrices';
import { AlertStreamGate } from './wallets/alertStreamGate';
import { PricePoll } from './live/pricePoll';
import { RouteBook } from './api/transport/routes';
import { ApiKeyStore } from './settings/apiKeyStore';
import { mementoStore, ROUTES_KEY } from './settings/routeStore';
import { registerKeyOriginPrompt } from './settings/keyOriginPrompt';
import { Privacy } from './settings/privacy';
import { registerPrivacyCommands } from './settings/privacyCommands';
import { registerLazyCommands } from './platform/lazyCommands';
import { registerWallets } from './wallets';
import type { Platform } from './platform/types';
import { bundle } from './bundles';
import { registerOverview } from './overview';
import { registerAgentTools } from './agent';
import { breakdown } from './core/breakdown';

/** What activate() returns: read-only access to the views' content, for tests and other extensions. */
export interface WalletscopeApi {
  readonly walletTree: vscode.TreeDataProvider<unknown>;
  readonly nftTree: vscode.TreeDataProvider<unknown>;
  /** The open asset pages (list, and deliver a message as if a page posted it), the labels of an open asset search and Discover Tokens. */
  readonly assetPanels: AssetFeature['api'];
  /** The open pool pages (list with what each part was last sent, and deliver a message as if a page posted it). */
  readonly poolPanels: PoolFeature['api'];
  /** The open wallet pages (list with what each part was last sent, and deliver a message as if a page posted it). */
  readonly walletPanels: WalletPageFeature['api'];
  /** Credits: what was spent, and (tests and the bench only) moving the window's clock on to run an hour of background work. */
  readonly credits: CreditsFeature['api'];
  /** Alerts: what the notifications said, the Wallets view's badge, a check now, how often wallets refresh (so how late an
   *  alert can be), and (tests) a restart's forgetting. */
  readonly alerts: { raised(): readonly string[]; badge(): number | undefined; restart(): void; check(): Promise<void>; refreshEveryMs(): number; stream(): { status: string; heard: readonly string[] } };
}

export function compose(context: vscode.ExtensionContext, platform: Platform): WalletscopeApi {
  const started = platform.started ?? performance.now();
  const log = vscode.window.createOutputChannel('Walletscope', { log: true });
  const config = new Config();
  const keys = new ApiKeyStore(context.secrets, context.globalState);
  // The keychain answers in tens of milliseconds: activation goes on, and the client's first request waits for it.
  const keysLoaded = keys.load(config.apiBaseUrl).catch((e: unknown) => log.error(`could not read the API key: ${String(e)}`));
  // Outside production a window the test host opened starts at its pinned calendar (./credits/testClock).
  const pinned = context.extensionMode === vscode.ExtensionMode.Production ? undefined : new OffsetClock(platform.testClockOffsetMs);
  const testClock = context.extensionMode === vscode.ExtensionMode.Test ? pinned : undefined;
  const clock = pinned ?? SYSTEM_CLOCK;
  const load = platform.loadBundle;
  const credits = registerCredits({ context, config, clock, testClock, log, loadViews: bundle(load, 'credits'),
    account: () => accountId(config.apiBaseUrl, keys.keyFor(config.apiBaseUrl)) });
  const cache = new ResponseCache(1000, () => clock.now());
  const names = new ResponseCache(5000, () => clock.now()); // names of addresses, kept for days, apart (api/wallets/labels)
  const client = new WalletAssetClient(
    () => ({ baseUrl: config.apiBaseUrl, timeoutMs: config.requestTimeoutMs, cacheTtlSeconds: config.cacheTtlSeconds, apiKey: keys.keyFor(config.apiBaseUrl),
      apiVersion: config.apiVersion }),
    { cache, names, meter: credits.meter, routes: new RouteBook(mementoStore(context.globalState, ROUTES_KEY), () => clock.now()), userAgent: `walletscope/${context.extension.packageJSON.version}`, transport: platform.transport, ready: keysLoaded, onRequest: (entry) => log.info(formatRequestLog(entry)) },
  );

  const focused = () => vscode.window.state.focused;
  const poll = new PricePoll(client, credits.scheduler, focused, (line) => log.info(line));
  const live = new LivePrices({ config, keys, log, poll, meter: credits.meter, focused, sockets: platform.sockets });
  const privacy = new Privacy(config);
  const scripted = context.extensionMode !== vscode.ExtensionMode.Production;
  const wallets = registerWallets({ client, config, memento: context.globalState, log, privacy, credits, storage: context.globalStorageUri, loadCommands: bundle(load, 'commands'),
    loadAlerts: bundle(load, 'alerts'), loadNfts: bundle(load, 'nfts') });
  const liveMarkets = { config, keys, log, meter: credits.meter, focused, openSocket: platform.openSocket, hold: (d: vscode.Disposable) => context.subscriptions.push(d) };
  const assets = registerAssets({ client, log, wallets: wallets.wallets, store: wallets.store, extensionUri: context.extensionUri, memento: context.workspaceState,
    viewOptions: () => ({ explorers: config.explorers, images: config.remoteImages }), live, privacy, minLiquidityUsd: () => config.discoverMinLiquidityUsd,
    loadFeature: bundle(load, 'asset'), liveMarkets });
  const pools = registerPools({ client, log, wallets: wallets.wallets, privacy, extensionUri: context.extensionUri, scheduler: credits.scheduler, liveMarkets,
    viewOptions: () => ({ explorers: config.explorers, images: config.remoteImages }), loadFeature: bundle(load, 'pool') });
  const walletPage = registerWalletPage({ client, log, extensionUri: context.extensionUri, wallets: wallets.wallets, store: wallets.store, privacy, config, lookalikes: wallets.lookalikes,
    onWalletOpened: (address) => wallets.seen(address), announced: (address) => wallets.alerts.takeAnnounced(address), loadFeature: bundle(load, 'walletPage') });
  const alertStream = new AlertStreamGate({ config, keys, log, meter: credits.meter, wallets: wallets.wallets, store: wallets.store, focused, sockets: platform.sockets,
    hint: (addresses) => wallets.hintMoved(addresses) }, bundle(load, 'alerts'), () => wallets.prepareHints());
  const accessChanged = () => { credits.meter.resetAccess(); live.restart(); alertStream.restart(); credits.scheduler.poke(); };
  context.subscriptions.push(
    log,
    config,
    keys,
    privacy,
    credits.disposable,
    registerPrivacyCommands(privacy),
    keys.onDidChange(accessChanged),
    config.onDidChange((changed) => {
      if (changed.includes('apiBaseUrl')) {
        cache.clear();
        accessChanged();
        assets.reloadPages(); // a restored page may have asked the default service before the user settings arrived
        pools.reloadPages();
        walletPage.reloadPages();
      }
      log.info(`settings changed: ${changed.join(', ')}`);
    }),
    vscode.commands.registerCommand(SHOW_LOG, () => log.show(true)),
    registerLazyCommands([SET_API_KEY, CLEAR_API_KEY], bundle(load, 'commands'), (commands) => commands.apiKeyCommandHandlers(keys, cache, config, scripted)),
    registerKeyOriginPrompt(keys, config, keysLoaded, () => cache.clear()),
    registerLazyCommands([CHECK_CONNECTION], bundle(load, 'commands'), (commands) => commands.checkConnectionHandlers(client, config, keys, credits)),
    registerLazyCommands([LOOKUP_HOLDINGS], bundle(load, 'commands'), (commands) => commands.lookUpHoldingsHandlers(client, privacy)),
    wallets.disposable,
    alertStream,
    registerOverview({ extensionUri: context.extensionUri, log, wallets: wallets.wallets, store: wallets.store, privacy, config, scripted, breakdown,
      refresh: () => wallets.refreshNow(false), loadFeature: bundle(load, 'overview'), homeFolder: platform.homeFolder }),
    assets.disposable,
    pools.disposable,
    registerAgentTools({ manifest: context.extension.packageJSON, log, client, meter: credits.meter, figures: () => privacy.figures, wallets: () => wallets.wallets.all,
      limits: () => config.agentLimits, holdings: () => ({ cache: config.serviceCache, stale: config.serviceStaleSeconds }), loadFeature: bundle(load, 'agent') }),
    walletPage.disposable,
    new LiveHoldings(live, wallets.store, wallets.wallets),
    registerHover({ client, config, wallets: wallets.wallets, store: wallets.store, privacy, credits, loadBundle: bundle(load, 'hover'), lookalikes: wallets.lookalikes }),
    poll,
    live, // after everything that follows prices
  );
  log.info(`activated in ${Math.round(performance.now() - started)} ms (${[platform.name, platform.compiled].filter(Boolean).join(', ')})`);
  return {
    walletTree: wallets.walletTree, nftTree: wallets.nftTree, assetPanels: assets.api, poolPanels: pools.api, walletPanels: walletPage.api,
    credits: credits.api,
    alerts: {
      raised: () => [...wallets.alerts.raised], badge: () => wallets.badge(), restart: () => wallets.alerts.restart(), check: () => wallets.alerts.check(),
      refreshEveryMs: () => credits.scheduler.intervalMs('wallets'),
      stream: () => ({ status: alertStream.status, heard: [...alertStream.heard] }),
    },
  };
}

