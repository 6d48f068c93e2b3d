// The portfolio overview panel: one webview panel (opening it again reveals it) that sends the page the model
// when the page says it is ready (again each time it is shown: its context is not kept while hidden), and when
// the holdings change (at most once a second) or amounts are hidden or shown. Messages from the page are parsed.
import * as vscode from 'vscode';
import { describeError } from '../api/errors';
import type { Config } from '../config';
import type { Privacy } from '../settings/privacy';
import type { PortfolioStore } from '../wallets/portfolioStore';
import type { breakdown } from '../wallets/breakdown';
import { walletLabel } from '../wallets/walletRow';
import type { WalletList } from '../wallets/walletList';
import { newNonce } from '../format/html';
import { buildOverviewHtml } from './html';
import { buildOverview } from './model';
import { parseFromOverview, parseToOverview, type OverviewModel, type ToOverviewMessage } from './protocol';
import { Throttle } from './throttle';

export const OVERVIEW_VIEW_TYPE = 'walletscope.overview';
const TITLE = 'Portfolio Overview';
/** Store changes (live prices tick often) redraw the page at most this often. */
export const UPDATE_INTERVAL_MS = 1000;

export interface OverviewPanelDeps {
  readonly extensionUri: vscode.Uri;
  readonly log: vscode.LogOutputChannel;
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  /** Hide Amounts: the page's figures masked, its charts left out. */
  readonly privacy: Privacy;
  readonly config: Pick<Config, 'hideSpam'>;
  /** dist/extension.js's breakdown (see OverviewOptions.breakdown). */
  readonly breakdown: typeof breakdown;
  /** The page's Refresh: the wallets' refresh someone asked for (counted against the next background one). */
  readonly refresh: () => Promise<void>;
}

/** The page may load its script and stylesheet (dist/webview), nothing else. */
export function overviewWebviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions & vscode.WebviewPanelOptions {
  return { enableScripts: true, enableCommandUris: false, localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist', 'webview')] };
}

export function currentOverview({ wallets, store, privacy, config, breakdown }: Pick<OverviewPanelDeps, 'wallets' | 'store' | 'privacy' | 'config' | 'breakdown'>): OverviewModel {
  const figures = privacy.figures;
  return buildOverview(wallets.all.map((w) => {
    const state = store.state(w.address);
    return { label: walletLabel(w, figures), portfolio: state.portfolio, error: state.error };
  }), { figures, hideSpam: config.hideSpam, breakdown });
}

export class OverviewPanel implements vscode.Disposable {
  private readonly subscriptions: vscode.Disposable[] = [];
  private readonly throttle = new Throttle(() => this.update(), UPDATE_INTERVAL_MS);
  private ready = false;
  private disposed = false;
  private readonly closed = new vscode.EventEmitter<void>();
  readonly onDidDispose = this.closed.event;

  constructor(readonly panel: vscode.WebviewPanel, private readonly deps: OverviewPanelDeps) {
    const webview = panel.webview;
    webview.options = overviewWebviewOptions(deps.extensionUri);
    panel.title = TITLE;
    panel.iconPath = vscode.Uri.joinPath(deps.extensionUri, 'media', 'walletscope.svg');
    const asset = (name: string) => webview.asWebviewUri(vscode.Uri.joinPath(deps.extensionUri, 'dist', 'webview', name)).toString();
    webview.html = buildOverviewHtml({ cspSource: webview.cspSource, nonce: newNonce(), scriptUri: asset('overview.js'), styleUri: asset('overview.css') });
    this.subscriptions.push(
      webview.onDidReceiveMessage((message: unknown) => this.receive(message)),
      panel.onDidDispose(() => this.dispose()),
      // A hidden page loses its script; it says "ready" again when shown.
      panel.onDidChangeViewState((e) => { if (!e.webviewPanel.visible) this.ready = false; }),
      deps.store.onDidChange(() => this.throttle.call()),
      deps.privacy.onDidChange(() => this.throttle.now()),
    );
  }

  reveal(): void {
    this.panel.reveal(undefined, false);
  }

  receive(raw: unknown): void {
    const parsed = parseFromOverview(raw);
    if (!parsed.ok) {
      this.deps.log.warn(`overview page: ignored a malformed message (${parsed.reason})`);
      return;
    }
    switch (parsed.message.type) {
      case 'ready':
        this.ready = true;
        this.update();
        return;
      case 'refresh':
        void this.deps.refresh();
        return;
    }
  }

  /** Closes the page (also called when the user closed it); fires onDidDispose. */
  dispose(): void {
    if (this.disposed) return; // panel.dispose() below calls back through onDidDispose
    this.closed.fire();
    this.release();
    this.panel.dispose();
  }

  /** Stops serving the page but leaves it open: on shutdown, so the window can restore it after a reload. */
  release(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.throttle.dispose();
    for (const s of this.subscriptions) s.dispose();
    this.closed.dispose();
  }

  private update(): void {
    if (!this.ready || this.disposed) return;
    try {
      void this.post({ type: 'model', model: currentOverview(this.deps) });
    } catch (e) {
      this.deps.log.warn(`overview page: could not build the overview: ${describeError(e)}`);
    }
  }

  /** Checked against the page's own schema first: a model it would refuse goes as one that says so, with no figure. */
  private async post(message: ToOverviewMessage): Promise<void> {
    const checked = parseToOverview(message);
    if (!checked.ok) this.deps.log.warn(`overview page: not sent, the page would refuse it (${checked.reason})`);
    const sent: ToOverviewMessage = checked.ok ? message : {
      type: 'model',
      model: { masked: message.model.masked, empty: `Walletscope could not draw the overview (${checked.reason.slice(0, 200)}).`, total: '—', rows: [], wallets: [], risks: [] },
    };
    try {
      await this.panel.webview.postMessage(sent);
    } catch {
      // The panel was closed meanwhile.
    }
  }
}
