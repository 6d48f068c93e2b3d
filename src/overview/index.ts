// Registers the portfolio tools: "Open Portfolio Overview" with its page serializer (the page kit's registerPages, as
// every page), and "Export Holdings". What they run is loaded on first use from their own bundle (./feature,
// dist/overview-feature.js), so activation stays light and dist/extension.js within its budget.
import { EXPORT_HOLDINGS, OPEN_OVERVIEW } from '../commandIds';
import * as vscode from 'vscode';
import { registerPages } from '../pages/registerPages';
import type { OverviewFeatureDeps } from './feature';

/** The panel's view type (also in ./panel, which this file must not import: it is in the lazy bundle). */
const VIEW_TYPE = 'walletscope.overview';

/** What the bundle needs (type-only imports: ./feature stays in the lazy bundle), and the loader of that bundle. */
export interface OverviewDeps extends OverviewFeatureDeps {
  /** The overview's bundle (dist/overview-feature.js). */
  readonly loadFeature: () => Promise<typeof import('./feature')>;
}

export function registerOverview(deps: OverviewDeps): vscode.Disposable {
  const pages = registerPages({ viewType: VIEW_TYPE, showCommand: OPEN_OVERVIEW, fromArguments: () => ({}) }, async () => (await deps.loadFeature()).createOverviewFeature(deps));
  return vscode.Disposable.from(
    pages.disposable,
    vscode.commands.registerCommand(EXPORT_HOLDINGS, async (node?: unknown, given?: unknown) => (await pages.feature()).exportHoldings(node, given)),
  );
}
