// The portfolio tools, loaded on first use as their own bundle (dist/overview-feature.js): the overview's panel,
// model and page HTML, and Export Holdings. Kept out of dist/extension.js so activation loads less.
import * as vscode from 'vscode';
import { exportHoldings, type ExportOutcome } from '../wallets/exportCommand';
import { webviewOptions } from '../pages/channel';
import { OVERVIEW_VIEW_TYPE, OverviewPanel, type OverviewPanelDeps } from './panel';

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
  let open: OverviewPanel | undefined;
  const adopt = (panel: vscode.WebviewPanel): OverviewPanel => {
    const page = new OverviewPanel(panel, deps);
    page.channel.onDidDispose(() => { if (open === page) open = undefined; });
    open = page;
    return page;
  };
  return {
    show() {
      if (open) return open.reveal();
      adopt(vscode.window.createWebviewPanel(OVERVIEW_VIEW_TYPE, 'Portfolio Overview', vscode.ViewColumn.Active, webviewOptions(deps.extensionUri)));
    },
    exportHoldings: (node, given) => exportHoldings(deps, node, given),
    revive(panel) {
      if (open) panel.dispose(); // restored twice
      else adopt(panel);
    },
    dispose() {
      open?.channel.release(); // left open, for the window to restore
    },
  };
}
