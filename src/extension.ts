// Composition root: builds the shared objects and registers each feature. No logic lives here.
import * as vscode from 'vscode';
import { ResponseCache } from './api/cache';
import { WalletAssetClient } from './api/client';
import { Config } from './config';
import { registerAssets, type AssetFeature } from './asset';
import { formatRequestLog } from './format/requestLog';
import { registerHover } from './hover';
import { LiveHoldings } from './live/liveHoldings';
import { LivePrices } from './live/livePrices';
import { registerApiKeyCommands } from './settings/apiKeyCommands';
import { ApiKeyStore } from './settings/apiKeyStore';
import { registerKeyOriginPrompt } from './settings/keyOriginPrompt';
import { Privacy } from './settings/privacy';
import { registerPrivacyCommands } from './settings/privacyCommands';
import { registerCheckConnection, SHOW_LOG } from './settings/checkConnection';
import { registerWallets } from './wallets';

/** What activate() returns: read-only access to the views' content, for tests and other extensions. */
export interface WalletscopeApi {
  readonly walletTree: vscode.TreeDataProvider<unknown>;
  readonly nftTree: vscode.TreeDataProvider<unknown>;
  /** The open asset pages (list, and deliver a message as if a page posted it) and the labels of an open asset search. */
  readonly assetPanels: AssetFeature['api'];
}

export async function activate(context: vscode.ExtensionContext): Promise<WalletscopeApi> {
  const started = performance.now();
  const log = vscode.window.createOutputChannel('Walletscope', { log: true });
  const config = new Config();
  const keys = new ApiKeyStore(context.secrets, context.globalState);
  await keys.load(config.apiBaseUrl);
  const cache = new ResponseCache(1000);
  const client = new WalletAssetClient(
    () => ({ baseUrl: config.apiBaseUrl, timeoutMs: config.requestTimeoutMs, cacheTtlSeconds: config.cacheTtlSeconds, apiKey: keys.keyFor(config.apiBaseUrl) }),
    { cache, userAgent: `walletscope/${context.extension.packageJSON.version}`, onRequest: (entry) => log.info(formatRequestLog(entry)) },
  );

  const live = new LivePrices(config, keys, log);
  const privacy = new Privacy(config);
  const wallets = registerWallets({ client, config, memento: context.globalState, log, privacy, extensionUri: context.extensionUri,
    scripted: context.extensionMode !== vscode.ExtensionMode.Production });
  const assets = registerAssets({ client, log, wallets: wallets.wallets, store: wallets.store, extensionUri: context.extensionUri, memento: context.workspaceState,
    viewOptions: () => ({ explorers: config.explorers, images: config.remoteImages }), live, privacy });
  context.subscriptions.push(
    log,
    config,
    keys,
    privacy,
    registerPrivacyCommands(privacy),
    config.onDidChange((changed) => {
      if (changed.includes('apiBaseUrl')) {
        cache.clear();
        assets.reloadPages(); // a restored page may have asked the default service before the user settings arrived
      }
      log.info(`settings changed: ${changed.join(', ')}`);
    }),
    vscode.commands.registerCommand(SHOW_LOG, () => log.show(true)),
    registerApiKeyCommands(keys, cache, config, context.extensionMode !== vscode.ExtensionMode.Production),
    registerKeyOriginPrompt(keys, config, () => cache.clear()),
    registerCheckConnection(client, config, keys),
    wallets.disposable,
    assets.disposable,
    new LiveHoldings(live, wallets.store, wallets.wallets),
    registerHover({ client, config, wallets: wallets.wallets, store: wallets.store, privacy }),
    live, // after everything that follows prices
  );
  log.info(`activated in ${Math.round(performance.now() - started)} ms`);
  return { walletTree: wallets.walletTree, nftTree: wallets.nftTree, assetPanels: assets.api };
}

export function deactivate(): void {}
