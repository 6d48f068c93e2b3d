// The open pool pages: one per pool (opening it again reveals it), restored after a window reload by a webview
// panel serializer from what the page saved, and listed for tests through the extension's API.
import * as vscode from 'vscode';
import { PoolPanel, poolWebviewOptions, type MessageOutcome, type PoolPanelDeps } from './panel';
import { parseSavedState, type CandlesData, type PageState, type PoolView, type QuoteResult, type TradesData } from './protocol';
import { POOL_VIEW_TYPE, poolKey, poolTitle, type PoolQuery } from './target';

/** What tests (and other extensions) can see of the pool pages; part of the API activate() returns. */
export interface PoolPanelsApi {
  /** The open pages, oldest first: what each was opened with, its tab title and state, and what each part was last sent. */
  list(): Array<{
    address: string; blockchain: string | undefined; title: string; status: PageState['status']; ready: boolean; active: boolean;
    pool: PoolView | undefined; candles: CandlesData | undefined; trades: TradesData | undefined; quote: QuoteResult | undefined;
  }>;
  /** Delivers `message` to the page opened for the pool at `address` as if its script had posted it. */
  postFromPage(address: string, message: unknown): Promise<MessageOutcome>;
}

export class PoolPanels implements vscode.Disposable, PoolPanelsApi {
  private readonly panels: PoolPanel[] = [];

  constructor(private readonly deps: PoolPanelDeps) {}

  /** Reveals the page that shows this pool, or opens one. */
  show(query: PoolQuery): PoolPanel {
    const existing = this.find(query);
    if (existing) {
      existing.reveal();
      return existing;
    }
    // Beside the code when opened from an editor (a hover), so both stay in view.
    const column = vscode.window.activeTextEditor ? vscode.ViewColumn.Beside : vscode.ViewColumn.Active;
    const panel = vscode.window.createWebviewPanel(POOL_VIEW_TYPE, poolTitle(query.address), column, poolWebviewOptions(this.deps.extensionUri));
    return this.adopt(panel, query);
  }

  /** The serializer's half: a panel from before the reload, with the state its page saved. */
  revive(panel: vscode.WebviewPanel, saved: unknown): void {
    const parsed = parseSavedState(saved);
    if (!parsed.ok) {
      this.deps.log.warn(`pool page: cannot restore "${panel.title}" (${parsed.reason})`);
      panel.dispose();
      return;
    }
    const query = { address: parsed.message.address, blockchain: parsed.message.blockchain };
    if (this.find(query)) panel.dispose(); // already open again (restored twice)
    else this.adopt(panel, query);
  }

  list(): ReturnType<PoolPanelsApi['list']> {
    return this.panels.map((p) => {
      const state = p.shownState;
      return {
        address: p.query.address, blockchain: p.query.blockchain, title: p.panel.title, status: state.status, ready: p.ready, active: p.panel.active,
        pool: state.status === 'loaded' ? state.pool : undefined, candles: p.candles.shown, trades: p.trades.shown, quote: p.quote.shown,
      };
    });
  }

  async postFromPage(address: string, message: unknown): Promise<MessageOutcome> {
    const key = poolKey({ address }).split('@')[0];
    const panel = this.panels.find((p) => poolKey({ address: p.query.address }).split('@')[0] === key);
    if (!panel) return { accepted: false, detail: `no page is open for ${address}` };
    return panel.receive(message);
  }

  /** The service's address changed: pages that failed or still wait ask the new one. */
  reloadUnsettled(): void {
    for (const panel of this.panels) if (panel.status === 'error' || panel.status === 'loading') void panel.load(false);
  }

  /** On shutdown: the pages stay open so the window can restore them. */
  dispose(): void {
    for (const panel of [...this.panels]) panel.release();
  }

  /** The page opened with this query, or one whose pool turned out to be this one (opened without its chain). */
  private find(query: PoolQuery): PoolPanel | undefined {
    const key = poolKey(query);
    return this.panels.find((p) => poolKey(p.query) === key) ?? this.panels.find((p) => {
      const pool = p.loadedPool;
      return pool !== undefined && poolKey({ address: pool.address }) === poolKey({ address: query.address })
        && (!query.blockchain || pool.blockchain.toLowerCase() === query.blockchain.trim().toLowerCase());
    });
  }

  private adopt(panel: vscode.WebviewPanel, query: PoolQuery): PoolPanel {
    const page = new PoolPanel(panel, query, this.deps);
    this.panels.push(page);
    page.onDidDispose(() => {
      const index = this.panels.indexOf(page);
      if (index >= 0) this.panels.splice(index, 1);
    });
    return page;
  }
}
