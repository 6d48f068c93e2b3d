// Registers the portfolio tools: "Open Portfolio Overview" with its panel serializer, and "Export Holdings". What
// they run is loaded on first use from their own bundle (./feature, dist/overview-feature.js), so activation
// stays light and dist/extension.js within its budget.
import * as vscode from 'vscode';
import type { LoadedOverviewFeature } from './feature';
import type { OverviewPanelDeps } from './panel';

export const OPEN_OVERVIEW = 'walletscope.openOverview';
export const EXPORT_HOLDINGS = 'walletscope.exportHoldings';
/** The panel's view type (also in ./panel, which this file must not import: it is in the lazy bundle). */
const VIEW_TYPE = 'walletscope.overview';

/** The panel's needs (a type-only import: ./panel stays in the lazy bundle), and Export Holdings'. */
export interface OverviewDeps extends OverviewPanelDeps {
  /** Tests and development runs: Export Holdings writes a given file without the save dialog. */
  readonly scripted: boolean;
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
    vscode.commands.registerCommand(EXPORT_HOLDINGS, (node?: unknown, given?: unknown) => feature().exportHoldings(node, given)),
    vscode.window.registerWebviewPanelSerializer(VIEW_TYPE, {
      deserializeWebviewPanel: async (panel) => feature().revive(panel),
    }),
  );
}
