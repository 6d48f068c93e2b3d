// Registers the wallet page: Show Wallet and the page serializer. What they run is loaded on first use from its own
// bundle (./feature, dist/walletPage-feature.js), so activation stays light and dist/extension.js within its budget.
import { SHOW_WALLET } from '../commandIds';
import type * as vscode from 'vscode';
import { registerPages } from '../pages/registerPages';
import type { WalletPanelsApi, WalletPanelsDeps } from './panels';
import { queryFromArguments, WALLET_VIEW_TYPE } from './target';

export interface WalletPageDeps extends WalletPanelsDeps {
  /** The wallet page's bundle (dist/walletPage-feature.js). */
  readonly loadFeature: () => Promise<typeof import('./feature')>;
}

export interface WalletPageFeature {
  readonly disposable: vscode.Disposable;
  /** For the extension's API: the open wallet pages. */
  readonly api: WalletPanelsApi;
  /** Reloads open pages that failed or wait, from the service now configured. */
  reloadPages(): void;
}

export function registerWalletPage({ loadFeature, ...deps }: WalletPageDeps): WalletPageFeature {
  const pages = registerPages({ viewType: WALLET_VIEW_TYPE, showCommand: SHOW_WALLET, fromArguments: queryFromArguments },
    async () => (await loadFeature()).createWalletPageFeature(deps));
  return { disposable: pages.disposable, api: pages.api, reloadPages: pages.reloadPages };
}
