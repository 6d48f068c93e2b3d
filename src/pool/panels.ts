// The open pool pages: one per pool (opening it again reveals it), restored after a window reload by a webview
// panel serializer from what the page saved, and listed for tests through the extension's API.
import * as vscode from 'vscode';
import { OpenPages } from '../pages/openPages';
import type { MessageOutcome } from '../pages/outcome';
import { POOL_PAGE, PoolPanel, type PoolPanelDeps } from './panel';
import { parseSavedState, type CandlesData, type LiveData, type PageState, type PoolView, type QuoteResult, type TradesData } from './protocol';
import { poolKey, poolTitle, type PoolQuery } from './target';

/** What tests (and other extensions) can see of the pool pages; part of the API activate() returns. */
export interface PoolPanelsApi {
  /** The open pages, oldest first: what each was opened with, its tab title and state, and what each part was last sent. */
  list(): Array<{
    address: string; blockchain: string | undefined; title: string; status: PageState['status']; ready: boolean; active: boolean;
    pool: PoolView | undefined; candles: CandlesData | undefined; trades: TradesData | undefined; quote: QuoteResult | undefined;
    /** Whether the page says it is live, in its words, and the live updates it took in. */
    live: LiveData | undefined; liveUpdates: number;
  }>;
  /** Delivers `message` to the page opened for the pool at `address` as if its script had posted it. */
  postFromPage(address: string, message: unknown): Promise<MessageOutcome>;
}

export class PoolPanels implements PoolPanelsApi {
  /** Reloaded when the service changes, released on shutdown (the feature's). */
  readonly pages: OpenPages<PoolPanel>;

  constructor(private readonly deps: PoolPanelDeps) {
    this.pages = new OpenPages(POOL_PAGE, deps);
  }

  /** Reveals the page that shows this pool, or opens one. */
  show(query: PoolQuery): PoolPanel {
    return this.pages.show(this.find(query), poolTitle(query.address), (panel) => new PoolPanel(panel, query, this.deps));
  }

  /** The serializer's half: a panel from before the reload, with the state its page saved. */
  revive(panel: vscode.WebviewPanel, saved: unknown): void {
    const parsed = parseSavedState(saved);
    if (!parsed.ok) return this.pages.refuse(panel, parsed.reason);
    const query = { address: parsed.message.address, blockchain: parsed.message.blockchain };
    this.pages.revive(panel, this.find(query), (revived) => new PoolPanel(revived, query, this.deps));
  }

  list(): ReturnType<PoolPanelsApi['list']> {
    return this.pages.all.map((p) => {
      const state = p.shownState;
      const { panel, ready } = p.channel;
      return {
        address: p.query.address, blockchain: p.query.blockchain, title: panel.title, status: state.status, ready, active: panel.active,
        pool: state.status === 'loaded' ? state.pool : undefined, candles: p.candles.shown, trades: p.trades.shown, quote: p.quote.shown,
        live: p.live.shown, liveUpdates: p.live.taken,
      };
    });
  }

  async postFromPage(address: string, message: unknown): Promise<MessageOutcome> {
    const key = poolKey({ address }).split('@')[0];
    return this.pages.deliver(this.pages.all.find((p) => poolKey({ address: p.query.address }).split('@')[0] === key), address, message);
  }

  /** The page opened with this query, or one whose pool turned out to be this one (opened without its chain). */
  private find(query: PoolQuery): PoolPanel | undefined {
    const key = poolKey(query);
    return this.pages.all.find((p) => poolKey(p.query) === key) ?? this.pages.all.find((p) => {
      const pool = p.loadedPool;
      return pool !== undefined && poolKey({ address: pool.address }) === poolKey({ address: query.address })
        && (!query.blockchain || pool.blockchain.toLowerCase() === query.blockchain.trim().toLowerCase());
    });
  }
}
