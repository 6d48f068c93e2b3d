// The asset page and asset search, loaded on first use as their own bundle (dist/asset-feature.js): the panels,
// the page model and HTML, and the search quick pick. Kept out of dist/extension.js so activation loads less.
import type * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import type { AssetPanelDeps } from './panel';
import { AssetPanels } from './panels';
import { AssetSearch } from './searchPick';

export interface LoadedAssetFeature extends vscode.Disposable {
  readonly panels: AssetPanels;
  readonly search: AssetSearch;
}

export function createAssetFeature(deps: AssetPanelDeps, client: WalletAssetClient, memento: vscode.Memento): LoadedAssetFeature {
  const panels = new AssetPanels(deps, memento);
  const search = new AssetSearch(client, panels);
  return { panels, search, dispose: () => { search.dispose(); panels.dispose(); } };
}
