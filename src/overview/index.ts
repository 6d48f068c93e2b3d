// Registers the portfolio tools: "Open Portfolio Overview" with its panel serializer, and "Export Holdings". What
// they run is loaded on first use from their own bundle (./feature, dist/overview-feature.js), so activation
// stays light and dist/extension.js within its budget.
import { EXPORT_HOLDINGS, OPEN_OVERVIEW } from '../commandIds';
import * as vscode from 'vscode';
import type { LoadedOverviewFeature, OverviewFeatureDeps } from './feature';

/** The panel's view type (also in ./panel, which this file must not import: it is in the lazy bundle). */
const VIEW_TYPE = 'walletscope.overview';

/** What the bundle needs (type-only imports: ./feature stays in the lazy bundle), and the loader of that bundle. */
export interface OverviewDeps extends OverviewFeatureDeps {
  /** The overview's bundle (dist/overview-feature.js). */
  readonly loadFeature: () => Promise<typeof import('./feature')>;
}

export function registerOverview(deps: OverviewDeps): vscode.Disposable {
  let loaded: LoadedOverviewFeature | undefined;
  const feature = async (): Promise<LoadedOverviewFeature> => {
    const { createOverviewFeature } = await deps.loadFeature();
    loaded ??= createOverviewFeature(deps);
    return loaded;
  };
  return vscode.Disposable.from(
    { dispose: () => loaded?.dispose() },
    vscode.commands.registerCommand(OPEN_OVERVIEW, async () => (await feature()).show()),
    vscode.commands.registerCommand(EXPORT_HOLDINGS, async (node?: unknown, given?: unknown) => (await feature()).exportHoldings(node, given)),
    vscode.window.registerWebviewPanelSerializer(VIEW_TYPE, {
      deserializeWebviewPanel: async (panel) => (await feature()).revive(panel),
    }),
  );
}
