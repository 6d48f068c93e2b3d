// Registers the pool page: Show Pool and the page serializer. What they run is loaded on first use from its own
// bundle (./feature, dist/pool-feature.js), so activation stays light and dist/extension.js within its budget.
import { SHOW_POOL } from '../commandIds';
import * as vscode from 'vscode';
import type { Privacy } from '../settings/privacy';
import type { WalletList } from '../wallets/walletList';
import { walletLabel } from '../wallets/walletRow';
import { registerPages } from '../pages/registerPages';
import type { PoolPanelDeps } from './panel';
import type { PoolPanelsApi } from './panels';
import type { MarketLiveDeps } from '../live/marketLive';
import { POOL_VIEW_TYPE, queryFromArguments } from './target';


export interface PoolDeps extends Omit<PoolPanelDeps, 'wallets' | 'focused' | 'markets'> {
  /** What the window's market streams need (plans with streams: the page comes live). */
  readonly liveMarkets?: MarketLiveDeps;
  readonly wallets: WalletList;
  /** Hide Amounts with masked addresses: the quote's wallet is named as the sidebar names it. */
  readonly privacy: Privacy;
  /** Loads the page's bundle on first use (the platform's way). */
  /** The pool page's bundle (dist/pool-feature.js). */
  readonly loadFeature: () => Promise<typeof import('./feature')>;
}

export interface PoolFeature {
  readonly disposable: vscode.Disposable;
  /** For the extension's API: the open pool pages. */
  readonly api: PoolPanelsApi;
  /** Reloads open pages that failed or wait, from the service now configured. */
  reloadPages(): void;
}

export function registerPools({ wallets, privacy, loadFeature, ...deps }: PoolDeps): PoolFeature {
  const pages = registerPages({ viewType: POOL_VIEW_TYPE, showCommand: SHOW_POOL, fromArguments: queryFromArguments }, async () => (await loadFeature()).createPoolFeature({
    ...deps, focused: () => vscode.window.state.focused,
    wallets: () => wallets.all.map((w) => ({ address: w.address, label: walletLabel(w, privacy.figures) })),
  }));
  return { disposable: pages.disposable, api: pages.api, reloadPages: pages.reloadPages };
}
