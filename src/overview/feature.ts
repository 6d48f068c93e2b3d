// The portfolio tools, loaded on first use as their own bundle (dist/overview-feature.js): the overview's panel,
// model and page HTML, and Export Holdings. Kept out of dist/extension.js so activation loads less.
import * as vscode from 'vscode';
import { exportHoldings, type ExportOutcome } from '../wallets/exportCommand';
import { OpenPages } from '../pages/openPages';
import { OVERVIEW_PAGE, OVERVIEW_TITLE, OverviewPanel, type OverviewPanelDeps } from './panel';

/** The panel's needs, and Export Holdings'. */
export interface OverviewFeatureDeps extends OverviewPanelDeps {
  /** Tests and development runs: Export Holdings writes a given file without the save dialog. */
  readonly scripted: boolean;
  /** Where Export Holdings proposes a file when no workspace folder is open. */
  readonly homeFolder: vscode.Uri | undefined;
}

export interface LoadedOverviewFeature extends vscode.Disposable {
  /** Reveals the overview, or opens it. */
  show(): void;
  /** The serializer's half: a panel from before a window reload. */
  revive(panel: vscode.WebviewPanel): void;
  /** Export Holdings, with the command's arguments. */
  exportHoldings(node: unknown, given: unknown): Promise<ExportOutcome | undefined>;
}

export function createOverviewFeature(deps: OverviewFeatureDeps): LoadedOverviewFeature {
  const pages = new OpenPages(OVERVIEW_PAGE, deps);
  const make = (panel: vscode.WebviewPanel) => new OverviewPanel(panel, deps);
  return {
    show: () => void pages.show(pages.all[0], OVERVIEW_TITLE, make),
    revive: (panel) => pages.revive(panel, pages.all[0], make),
    exportHoldings: (node, given) => exportHoldings(deps, node, given),
    dispose: () => pages.dispose(), // left open, for the window to restore
  };
}
