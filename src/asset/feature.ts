// The asset page and asset search, loaded on first use as their own bundle (dist/asset-feature.js): the panels,
// the page model and HTML, the search quick pick and Discover Tokens. Kept out of dist/extension.js so activation loads less.
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import type { AssetPanelDeps } from './panel';
import { AssetPanels } from './panels';
import type { AssetQuery } from './query';
import { AssetSearch } from './searchPick';
import { DiscoverPick, type DiscoverSource } from './discoverPick';
import { askForPage } from '../pages/ask';
import { marketLive, type MarketLiveDeps } from '../live/marketLive';

export interface LoadedAssetFeature extends vscode.Disposable {
  readonly panels: AssetPanels;
  readonly search: AssetSearch;
  readonly discover: DiscoverPick;
  /** Show Asset without arguments: asks for a name, symbol or contract address. */
  ask(): Promise<AssetQuery | undefined>;
}

/** `liveMarkets`: what the window's market streams need (one hub per window, shared with the pool pages). */
export function createAssetFeature({ liveMarkets, ...deps }: Omit<AssetPanelDeps, 'markets'> & { readonly liveMarkets?: MarketLiveDeps }, client: WalletAssetClient, memento: vscode.Memento, discoverSource: DiscoverSource): LoadedAssetFeature {
  const panels = new AssetPanels({ ...deps, markets: liveMarkets && marketLive(liveMarkets) }, memento);
  const search = new AssetSearch(client, panels);
  const discover = new DiscoverPick(client, panels, discoverSource);
  return { panels, search, discover, ask: askForAsset, dispose: () => { search.dispose(); discover.dispose(); panels.pages.dispose(); } };
}

async function askForAsset(): Promise<AssetQuery | undefined> {
  const text = await askForPage({ title: 'Show Asset', prompt: 'A name, a symbol or a contract address',
    placeHolder: 'USD Coin, PEPE or 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', validateInput: (value) => (value.trim() ? undefined : 'Type a name, a symbol or a contract address') });
  return text ? { query: text } : undefined;
}
