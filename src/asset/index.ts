// Registers the asset page and asset search: Show Asset, Search Assets, Look Up Asset, Discover Tokens, the page serializer.
// What they run is loaded on first use from its own bundle (./feature, dist/asset-feature.js).
import { DISCOVER_TOKENS, LOOK_UP_ASSET, SEARCH_ASSETS, SHOW_ASSET } from '../commandIds';
import * as vscode from 'vscode';
import type { MarketLiveDeps } from '../live/marketLive';
import type { WalletAssetClient } from '../api/client';
import type { Privacy } from '../settings/privacy';
import type { PortfolioStore } from '../wallets/portfolioStore';
import type { WalletList } from '../wallets/walletList';
import { walletLabel } from '../wallets/walletRow';
import type { ViewOptions, WalletHoldings } from './model';
import { ASSET_VIEW_TYPE, queryFromArguments } from './query';
import { registerPages } from '../pages/registerPages';
import type { HoldingsSource } from './panel';
import type { LiveSource } from './pageMarket';
import type { AssetPanelsApi } from './panels';


export interface AssetDeps {
  readonly client: WalletAssetClient;
  readonly log: vscode.LogOutputChannel;
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  readonly extensionUri: vscode.Uri;
  /** Workspace state: which pages are open, to restore them after a reload. */
  readonly memento: vscode.Memento;
  readonly viewOptions: () => Pick<ViewOptions, 'explorers' | 'images'>;
  readonly live: LiveSource;
  /** Hide Amounts: masks the page's "In your wallets" figures. */
  readonly privacy: Privacy;
  /** `walletscope.discover.minLiquidityUsd`. */
  readonly minLiquidityUsd: () => number;
  /** The asset page's, search's and Discover Tokens' bundle (dist/asset-feature.js), loaded on first use. */
  readonly loadFeature: () => Promise<typeof import('./feature')>;
  /** What the window's market streams need (plans with streams: the Pools section comes live). */
  readonly liveMarkets?: MarketLiveDeps;
}

export interface AssetFeature {
  readonly disposable: vscode.Disposable;
  /** For the extension's API: the open pages, the open search, and Discover Tokens' title and items while it is open. */
  readonly api: AssetPanelsApi & { searchItems(): string[] | undefined; discover(): { title: string | undefined; items: string[] } | undefined };
  /** Reloads open pages that failed or wait, from the service now configured (`walletscope.apiBaseUrl` changed). */
  reloadPages(): void;
}

export function registerAssets({ client, log, wallets, store, extensionUri, memento, viewOptions, live, privacy, minLiquidityUsd, loadFeature, liveMarkets }: AssetDeps): AssetFeature {
  const pages = registerPages({ viewType: ASSET_VIEW_TYPE, showCommand: SHOW_ASSET, fromArguments: queryFromArguments }, async () => (await loadFeature()).createAssetFeature({
    client, log, extensionUri, viewOptions: () => ({ ...viewOptions(), figures: privacy.figures }), live, holdings: holdingsSource(wallets, store, privacy),
    quoteWallets: () => wallets.all.map((w) => ({ address: w.address, label: walletLabel(w, privacy.figures) })), liveMarkets,
  }, client, memento, { minLiquidityUsd, wallets, store }));
  const disposable = vscode.Disposable.from(
    pages.disposable,
    vscode.commands.registerCommand(SEARCH_ASSETS, async (initial?: unknown) => (await pages.feature()).search.show(typeof initial === 'string' ? initial : '')),
    vscode.commands.registerCommand(DISCOVER_TOKENS, async (view?: unknown, chain?: unknown) => (await pages.feature()).discover.show(view, chain)),
    vscode.commands.registerCommand(LOOK_UP_ASSET, async () => {
      const editor = vscode.window.activeTextEditor;
      const selected = editor ? editor.document.getText(editor.selection) : '';
      (await pages.feature()).search.show(selected.replace(/\s+/g, ' ').trim().slice(0, 100));
    }),
  );
  return { disposable, api: { ...pages.api, searchItems: () => pages.loaded()?.search.visibleItems(), discover: () => pages.loaded()?.discover.visible() }, reloadPages: pages.reloadPages };
}

/** The watched wallets' holdings; a change of Hide Amounts counts as a change, so open pages mask or unmask at once. */
function holdingsSource(wallets: WalletList, store: PortfolioStore, privacy: Privacy): HoldingsSource {
  return {
    current: (): WalletHoldings[] | undefined => {
      const loaded = wallets.all.flatMap((w) => {
        const portfolio = store.state(w.address).portfolio;
        return portfolio ? [{ label: walletLabel(w, privacy.figures), holdings: portfolio.holdings }] : [];
      });
      return loaded.length > 0 ? loaded : undefined;
    },
    onDidChange: (listener) => vscode.Disposable.from(store.onDidChange(listener), privacy.onDidChange(listener)),
  };
}
