// Registers the pool page: Show Pool and the page serializer. What they run is loaded on first use from its own
// bundle (./feature, dist/pool-feature.js), so activation stays light and dist/extension.js within its budget.
import { SHOW_POOL } from '../commandIds';
import * as vscode from 'vscode';
import type { Privacy } from '../settings/privacy';
import type { WalletList } from '../wallets/walletList';
import { walletLabel } from '../wallets/walletRow';
import type { LoadedPoolFeature } from './feature';
import type { MessageOutcome } from '../pages/outcome';
import type { PoolPanelDeps } from './panel';
import type { PoolPanelsApi } from './panels';
import { POOL_VIEW_TYPE, queryFromArguments } from './target';


export interface PoolDeps extends Omit<PoolPanelDeps, 'wallets' | 'focused'> {
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
  let loaded: LoadedPoolFeature | undefined;
  const feature = async (): Promise<LoadedPoolFeature> => {
    const { createPoolFeature } = await loadFeature();
    if (!loaded) {
      loaded = createPoolFeature({
        ...deps, focused: () => vscode.window.state.focused,
        wallets: () => wallets.all.map((w) => ({ address: w.address, label: walletLabel(w, privacy.figures) })),
      });
    }
    return loaded;
  };
  const disposable = vscode.Disposable.from(
    { dispose: () => loaded?.dispose() },
    vscode.window.registerWebviewPanelSerializer(POOL_VIEW_TYPE, {
      deserializeWebviewPanel: async (panel, state: unknown) => (await feature()).panels.revive(panel, state),
    }),
    vscode.commands.registerCommand(SHOW_POOL, async (address?: unknown, blockchain?: unknown) => {
      const query = queryFromArguments(address, blockchain) ?? (await (await feature()).askForPool());
      if (query) (await feature()).panels.show(query);
    }),
  );
  const api: PoolPanelsApi = {
    list: () => loaded?.panels.list() ?? [],
    postFromPage: (address: string, message: unknown): Promise<MessageOutcome> =>
      loaded ? loaded.panels.postFromPage(address, message) : Promise.resolve({ accepted: false, detail: `no page is open for ${address}` }),
  };
  return { disposable, api, reloadPages: () => loaded?.panels.reloadUnsettled() };
}
