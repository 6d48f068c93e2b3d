// The portfolio tools, loaded on first use as their own bundle (dist/overview-feature.js): the overview's panel,
// model and page HTML, and Export Holdings. Kept out of dist/extension.js so activation loads less.
import * as vscode from 'vscode';
import { exportHoldings, type ExportOutcome } from '../wallets/exportCommand';
import { OpenPages } from '../pages/openPages';
import type { LoadedPages } from '../pages/registerPages';
import { singlePage, type SinglePageQuery, type SinglePageRow } from '../pages/singlePage';
import { OVERVIEW_PAGE, OVERVIEW_TITLE, OverviewPanel, type OverviewPanelDeps } from './panel';

/** The panel's needs, and Export Holdings'. */
export interface OverviewFeatureDeps extends OverviewPanelDeps {
  /** Tests and development runs: Export Holdings writes a given file without the save dialog. */
  readonly scripted: boolean;
  /** Where Export Holdings proposes a file when no workspace folder is open. */
  readonly homeFolder: vscode.Uri | undefined;
}

export interface LoadedOverviewFeature extends LoadedPages<SinglePageQuery, SinglePageRow> {
  /** Export Holdings, with the command's arguments. */
  exportHoldings(node: unknown, given: unknown): Promise<ExportOutcome | undefined>;
}

export function createOverviewFeature(deps: OverviewFeatureDeps): LoadedOverviewFeature {
  const pages = new OpenPages(OVERVIEW_PAGE, deps);
  return {
    // The overview draws the wallets' store: a change of service reloads the wallets, and the page follows them.
    panels: singlePage(pages, OVERVIEW_TITLE, (panel) => new OverviewPanel(panel, deps)),
    ask: () => Promise.resolve({}),
    exportHoldings: (node, given) => exportHoldings(deps, node, given),
    dispose: () => pages.dispose(), // left open, for the window to restore
  };
}
