// The portfolio overview, loaded on first use as its own bundle (dist/overview-feature.js): the panel, the
// model and the page's HTML. Kept out of dist/extension.js so activation loads less.
import * as vscode from 'vscode';
import { OVERVIEW_VIEW_TYPE, OverviewPanel, overviewWebviewOptions, type OverviewPanelDeps } from './panel';

export interface LoadedOverviewFeature extends vscode.Disposable {
  /** Reveals the overview, or opens it. */
  show(): void;
  /** The serializer's half: a panel from before a window reload. */
  revive(panel: vscode.WebviewPanel): void;
}

export function createOverviewFeature(deps: OverviewPanelDeps): LoadedOverviewFeature {
  let open: OverviewPanel | undefined;
  const adopt = (panel: vscode.WebviewPanel): OverviewPanel => {
    const page = new OverviewPanel(panel, deps);
    page.onDidDispose(() => { if (open === page) open = undefined; });
    open = page;
    return page;
  };
  return {
    show() {
      if (open) return open.reveal();
      adopt(vscode.window.createWebviewPanel(OVERVIEW_VIEW_TYPE, 'Portfolio Overview', vscode.ViewColumn.Active, overviewWebviewOptions(deps.extensionUri)));
    },
    revive(panel) {
      if (open) panel.dispose(); // restored twice
      else adopt(panel);
    },
    dispose() {
      open?.release(); // left open, for the window to restore
    },
  };
}
