// The portfolio overview panel: one webview panel (opening it again reveals it), holding its page's channel, that sends
// the page the model when the page says it is ready (again each time it is shown: its context is not kept while hidden),
// and when the holdings change (at most once a second) or amounts are hidden or shown.
import * as vscode from 'vscode';
import { describeError } from '../api/transport/errors';
import type { Config } from '../config';
import type { Privacy } from '../settings/privacy';
import type { PortfolioStore } from '../wallets/portfolioStore';
import type { breakdown } from '../core/breakdown';
import { walletLabel } from '../wallets/walletRow';
import type { WalletList } from '../wallets/walletList';
import type { PageShell } from '../format/html';
import { PageChannel, type PageHandler, type PageKind } from '../pages/channel';
import type { MessageOutcome } from '../pages/outcome';
import { buildOverviewHtml } from './html';
import { buildOverview } from './model';
import { OVERVIEW_PROTOCOL, type FromOverviewMessage, type OverviewModel, type ToOverviewMessage } from './protocol';
import { Throttle } from '../pages/throttle';

export const OVERVIEW_VIEW_TYPE = 'walletscope.overview';
export const OVERVIEW_TITLE = 'Portfolio Overview';
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

export function currentOverview({ wallets, store, privacy, config, breakdown }: Pick<OverviewPanelDeps, 'wallets' | 'store' | 'privacy' | 'config' | 'breakdown'>): OverviewModel {
  const figures = privacy.figures;
  return buildOverview(wallets.all.map((w) => {
    const state = store.state(w.address);
    return { label: walletLabel(w, figures), portfolio: state.portfolio, error: state.error };
  }), { figures, hideSpam: config.hideSpam, breakdown });
}

export const OVERVIEW_PAGE: PageKind<ToOverviewMessage, FromOverviewMessage> = {
  viewType: OVERVIEW_VIEW_TYPE, name: 'overview page', script: 'overview', styles: ['base', 'holdings'], besideEditor: false, protocol: OVERVIEW_PROTOCOL,
  // A hidden page loses its script; it says "ready" again when shown, and no model is built for it meanwhile.
  unreadyWhenHidden: true,
};

export class OverviewPanel implements PageHandler<ToOverviewMessage, FromOverviewMessage> {
  readonly channel: PageChannel<ToOverviewMessage, FromOverviewMessage>;
  private readonly throttle = new Throttle(() => this.update(), UPDATE_INTERVAL_MS);

  constructor(panel: vscode.WebviewPanel, private readonly deps: OverviewPanelDeps) {
    this.channel = new PageChannel(panel, deps, OVERVIEW_PAGE, this, OVERVIEW_TITLE);
    this.channel.hold(this.throttle, deps.store.onDidChange(() => this.throttle.call()), deps.privacy.onDidChange(() => this.throttle.now()));
  }

  document(shell: PageShell): string {
    return buildOverviewHtml(shell);
  }

  /** What the page is sent instead of a model it would refuse: one that says so, with no figure. */
  showable(message: ToOverviewMessage, reason: string): ToOverviewMessage {
    return {
      type: 'model',
      model: { masked: message.model.masked, empty: `Walletscope could not draw the overview (${reason.slice(0, 200)}).`, total: '—', rows: [], wallets: [], risks: [] },
    };
  }

  onReady(): void {
    this.update();
  }

  /** The one other message: Refresh. */
  async onMessage(message: FromOverviewMessage): Promise<MessageOutcome> {
    void this.deps.refresh();
    return { accepted: true, detail: message.type };
  }

  private update(): void {
    if (!this.channel.ready || this.channel.disposed) return;
    try {
      void this.channel.post({ type: 'model', model: currentOverview(this.deps) });
    } catch (e) {
      this.deps.log.warn(`overview page: could not build the overview: ${describeError(e)}`);
    }
  }
}
