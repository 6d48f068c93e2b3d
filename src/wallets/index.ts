// Registers the Walletscope sidebar: Wallets and NFTs views, their commands, status bar, auto-refresh.
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import type { Config } from '../config';
import type { Privacy } from '../settings/privacy';
import { registerOverview } from '../overview';
import { breakdown } from './breakdown';
import { NftStore } from './nftStore';
import { LOAD_MORE_NFTS, NftTreeProvider, REFRESH_NFTS } from './nftTree';
import { registerNftCommands } from './nftCommands';
import { PortfolioStore } from './portfolioStore';
import { registerStatusBar } from './statusBar';
import { registerWalletCommands, WALLETS_VIEW } from './walletCommands';
import { WalletList } from './walletList';
import { WalletTreeProvider } from './walletTree';

export interface WalletDeps {
  readonly client: WalletAssetClient;
  readonly config: Config;
  readonly memento: vscode.Memento;
  readonly log: vscode.LogOutputChannel;
  readonly privacy: Privacy;
  readonly extensionUri: vscode.Uri;
  /** Tests and development runs: commands given a target file may skip the save dialog. */
  readonly scripted: boolean;
}

export interface WalletFeature {
  readonly disposable: vscode.Disposable;
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  readonly walletTree: vscode.TreeDataProvider<unknown>;
  readonly nftTree: vscode.TreeDataProvider<unknown>;
}

export function registerWallets({ client, config, memento, log, privacy, extensionUri, scripted }: WalletDeps): WalletFeature {
  const wallets = new WalletList(config);
  const store = new PortfolioStore(client, wallets, config, memento, log);
  const nfts = new NftStore(client, wallets, log);
  const walletTree = new WalletTreeProvider(wallets, store, config, privacy);
  const nftTree = new NftTreeProvider(wallets, nfts, privacy);
  const nftView = vscode.window.createTreeView('walletscope.nfts', { treeDataProvider: nftTree, showCollapseAll: true });
  const loadNftsIfVisible = (force: boolean) => (nftView.visible ? nfts.load(force) : Promise.resolve());
  const refreshNfts = () => vscode.window.withProgress({ location: { viewId: 'walletscope.nfts' } }, () => nfts.load(true));
  const autoRefresh = new AutoRefresh(() => void store.refresh(false), config);

  const disposable = vscode.Disposable.from(
    wallets, store, nfts, walletTree, nftTree, nftView, autoRefresh,
    vscode.window.createTreeView(WALLETS_VIEW, { treeDataProvider: walletTree, showCollapseAll: true }),
    nftView.onDidChangeVisibility((e) => { if (e.visible) void nfts.load(false); }),
    wallets.onDidChange(() => { void store.refresh(false, true); void loadNftsIfVisible(false); }),
    config.onDidChange((keys) => {
      if (keys.includes('autoRefreshSeconds')) autoRefresh.restart();
      if (keys.includes('apiBaseUrl')) void store.serviceChanged();
      else if (keys.includes('serviceCache') || keys.includes('serviceStaleSeconds') || keys.includes('spam')) void store.refresh(true);
    }),
    vscode.commands.registerCommand(REFRESH_NFTS, refreshNfts),
    vscode.commands.registerCommand(LOAD_MORE_NFTS, (address: unknown) => typeof address === 'string'
      ? vscode.window.withProgress({ location: { viewId: 'walletscope.nfts' } }, () => nfts.loadMore(address)) : undefined),
    registerWalletCommands(wallets, store, config, privacy),
    registerNftCommands(config, log),
    registerStatusBar(wallets, store, () => config.hideSpam, privacy),
    registerOverview({ extensionUri, log, wallets, store, privacy, config, scripted, breakdown }),
  );
  if (wallets.all.length) void store.refresh(false);
  return { disposable, wallets, store, walletTree: walletTree as vscode.TreeDataProvider<unknown>, nftTree: nftTree as vscode.TreeDataProvider<unknown> };
}

/** Refreshes on a timer from `walletscope.autoRefreshSeconds`; restarted when the setting changes. */
class AutoRefresh implements vscode.Disposable {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly tick: () => void, private readonly config: Config) {
    this.restart();
  }

  restart(): void {
    clearInterval(this.timer);
    const seconds = this.config.autoRefreshSeconds;
    this.timer = seconds > 0 ? setInterval(this.tick, seconds * 1000) : undefined;
  }

  dispose(): void {
    clearInterval(this.timer);
  }
}
