// Registers the portfolio overview: "Open Portfolio Overview" and the panel serializer. What they run is loaded
// on first use from its own bundle (./feature, dist/overview-feature.js), so activation stays light.
import * as vscode from 'vscode';
import type { Config } from '../config';
import type { Privacy } from '../settings/privacy';
import type { PortfolioStore } from '../wallets/portfolioStore';
import type { WalletList } from '../wallets/walletList';
import type { LoadedOverviewFeature } from './feature';

export const OPEN_OVERVIEW = 'walletscope.openOverview';
/** The panel's view type (also in ./panel, which this file must not import: it is in the lazy bundle). */
const VIEW_TYPE = 'walletscope.overview';

export interface OverviewDeps {
  readonly extensionUri: vscode.Uri;
  readonly log: vscode.LogOutputChannel;
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  /** Hide Amounts: the page's figures masked, its charts left out. */
  readonly privacy: Privacy;
  readonly config: Pick<Config, 'hideSpam'>;
}

export function registerOverview(deps: OverviewDeps): vscode.Disposable {
  let loaded: LoadedOverviewFeature | undefined;
  const feature = (): LoadedOverviewFeature => {
    if (!loaded) {
      // A runtime require of the sibling bundle; esbuild leaves it external (see esbuild.mjs).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { createOverviewFeature } = require('./overview-feature.js') as typeof import('./feature');
      loaded = createOverviewFeature(deps);
    }
    return loaded;
  };
  return vscode.Disposable.from(
    { dispose: () => loaded?.dispose() },
    vscode.commands.registerCommand(OPEN_OVERVIEW, () => feature().show()),
    vscode.window.registerWebviewPanelSerializer(VIEW_TYPE, {
      deserializeWebviewPanel: async (panel) => feature().revive(panel),
    }),
  );
}
