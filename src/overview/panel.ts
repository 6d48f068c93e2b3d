// The portfolio overview panel: one webview panel (opening it again reveals it), holding its page's channel, that sends
// the page the model when the page says it is ready (again each time it is shown: its context is not kept while hidden),
// and when the holdings change (at most once a second) or amounts are hidden or shown.
import * as vscode from 'vscode';
import { describeError } from '../api/errors';
import type { Config } from '../config';
import type { Privacy } from '../settings/privacy';
import type { PortfolioStore } from '../wallets/portfolioStore';
import type { breakdown } from '../wallets/breakdown';
import { walletLabel } from '../wallets/walletRow';
import type { WalletList } from '../wallets/walletList';
import { PageChannel } from '../pages/channel';
import { buildOverviewHtml } from './html';
import { buildOverview } from './model';
import { parseFromOverview, parseToOverview, type FromOverviewMessage, type OverviewModel, type ToOverviewMessage } from './protocol';
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

export function currentOverview({ wallets, store, privacy, config, breakdown }: Pick<OverviewPanelDeps, 'wallets' | 'store' | 'privacy' | 'config' | 'breakdown'>): OverviewModel {
  const figures = privacy.figures;
  return buildOverview(wallets.all.map((w) => {
    const state = store.state(w.address);
    return { label: walletLabel(w, figures), portfolio: state.portfolio, error: state.error };
  }), { figures, hideSpam: config.hideSpam, breakdown });
}

export class OverviewPanel implements vscode.Disposable {
  readonly channel: PageChannel<ToOverviewMessage, FromOverviewMessage>;
  private readonly throttle = new Throttle(() => this.update(), UPDATE_INTERVAL_MS);

  constructor(panel: vscode.WebviewPanel, private readonly deps: OverviewPanelDeps) {
    this.channel = new PageChannel(panel, {
      extensionUri: deps.extensionUri, log: deps.log, name: 'overview page', script: 'overview', title: TITLE, html: buildOverviewHtml,
      parseToPage: parseToOverview, parseFromPage: parseFromOverview, showable: unfit,
      onReady: () => this.update(),
      onMessage: async (message) => {
        void this.deps.refresh(); // the one other message: Refresh
        return { accepted: true, detail: message.type };
      },
      // A hidden page loses its script; it says "ready" again when shown.
      unreadyWhenHidden: true,
    });
    this.channel.hold(this.throttle, deps.store.onDidChange(() => this.throttle.call()), deps.privacy.onDidChange(() => this.throttle.now()));
  }

  reveal(): void {
    this.channel.reveal();
  }

  /** Closes the page (also called when the user closed it); fires the channel's onDidDispose. */
  dispose(): void {
    this.channel.dispose();
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

/** What the page is sent instead of a model it would refuse: one that says so, with no figure. */
function unfit(message: ToOverviewMessage, reason: string): ToOverviewMessage {
  return {
    type: 'model',
    model: { masked: message.model.masked, empty: `Walletscope could not draw the overview (${reason.slice(0, 200)}).`, total: '—', rows: [], wallets: [], risks: [] },
  };
}
