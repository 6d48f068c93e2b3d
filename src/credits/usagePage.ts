// Walletscope: Show Credit Usage: one page (a webview without script) with what each feature spent today and this
// month, the plan, what is left, the projection and how often background work runs now. Redrawn while visible.
import { RESET_CREDIT_USAGE } from '../commandIds';
import * as vscode from 'vscode';
import type { CreditStatus } from '../api/credits/meter';
import { CREDITS_PAGE_TITLE, creditsPageHtml } from '../format/creditsPage';
import { everyLine } from '../format/credits';
import type { BackgroundScheduler } from '../api/credits/scheduler';
import { nowMs } from '../core/clock';

const VIEW_TYPE = 'walletscope.credits';
/** The only commands the page may run: the plan setting, and a reset of a count the user knows is wrong (links). */
const OPEN_SETTINGS = 'workbench.action.openSettings';

/** The most often the page is redrawn as credits move. */
const REDRAW_MS = 5_000;
/** The background jobs, as the page names them. */
const JOBS: ReadonlyArray<readonly [string, string]> = [['wallets', 'Watched wallets refresh'], ['nfts', 'NFTs are asked again'], ['prices', 'Prices on screen refresh']];

export interface UsagePage extends vscode.Disposable {
  show(): void;
  /** Usage changed: redrawn when visible. */
  update(): void;
}

export function usagePage(extensionUri: vscode.Uri, scheduler: BackgroundScheduler, status: () => CreditStatus): UsagePage {
  let panel: vscode.WebviewPanel | undefined;
  let shown: string | undefined;
  let pending: ReturnType<typeof setTimeout> | undefined;
  let lastDrawn = -Infinity;
  const render = () => {
    if (!panel) return;
    const webview = panel.webview;
    // Setting the html reloads the page (its scroll, a screen reader's place): only when what it says changed.
    const html = creditsPageHtml(status(), {
      cspSource: webview.cspSource,
      styleUri: webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview', 'credits.css')).toString(),
      settingsLink: `command:${OPEN_SETTINGS}?${encodeURIComponent(JSON.stringify(['walletscope.plan']))}`,
      resetLink: `command:${RESET_CREDIT_USAGE}`,
      timeOf: (ms) => new Date(ms).toLocaleTimeString(),
      schedule: JOBS.map(([job, what]) => everyLine(what, scheduler.intervalMs(job), scheduler.wanted(job))),
    });
    lastDrawn = nowMs();
    if (html !== shown) webview.html = shown = html;
  };
  return {
    show() {
      if (panel) {
        panel.reveal();
        render();
        return;
      }
      panel = vscode.window.createWebviewPanel(VIEW_TYPE, CREDITS_PAGE_TITLE, vscode.ViewColumn.Active, {
        enableScripts: false, enableCommandUris: [OPEN_SETTINGS, RESET_CREDIT_USAGE], localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist', 'webview')],
      });
      panel.iconPath = vscode.Uri.joinPath(extensionUri, 'media', 'walletscope.svg');
      panel.onDidDispose(() => { panel = shown = undefined; });
      panel.onDidChangeViewState((e) => { if (e.webviewPanel.visible) render(); });
      render();
    },
    update() {
      // Each redraw reloads the page (it has no script): at once after a quiet spell, then at most one every few
      // seconds however fast credits move.
      if (!panel?.visible || pending) return;
      const wait = lastDrawn + REDRAW_MS - nowMs();
      if (wait <= 0) return render();
      pending = setTimeout(() => { pending = undefined; render(); }, wait);
    },
    dispose() {
      clearTimeout(pending);
      panel?.dispose();
    },
  };
}
