// The open asset pages: one per asset (opening it again reveals it), restored after a window reload by a
// webview panel serializer from the query the page saved, and listed for tests through the extension's API.
// The queries are also kept in workspace state by tab title: a browser reload can lose the page's own state.
import * as vscode from 'vscode';
import { ASSET_VIEW_TYPE, assetMatches, panelTitle, queryKey, type AssetQuery } from './query';
import type { PoolsData } from './poolsProtocol';
import type { QuoteResult } from '../pool/protocol';
import { AssetPanel, webviewOptions, type AssetPanelDeps, type MessageOutcome } from './panel';
import { parseSavedState, type PageState, type SavedState } from './protocol';

const OPEN_PAGES_KEY = 'walletscope.assetPages';
type OpenPage = SavedState & { readonly title: string };

/** What tests (and other extensions) can see of the asset pages; part of the API activate() returns. */
export interface AssetPanelsApi {
  /** The open pages, oldest first: the query each was opened with, its tab title and state. */
  list(): Array<{
    asset: string; blockchain: string | undefined; title: string; status: PageState['status']; ready: boolean; active: boolean;
    /** What the Pools section was last sent. */
    pools: PoolsData | undefined;
    /** The last swap quote it was sent. */
    quote: QuoteResult | undefined;
  }>;
  /** Delivers `message` to the page opened for `asset` as if its script had posted it. */
  postFromPage(asset: string, message: unknown): Promise<MessageOutcome>;
}

export class AssetPanels implements vscode.Disposable, AssetPanelsApi {
  private readonly panels: AssetPanel[] = [];

  constructor(private readonly deps: AssetPanelDeps, private readonly memento: vscode.Memento) {}

  /** Reveals the page that shows this asset, or opens one. */
  show(query: AssetQuery): AssetPanel {
    const existing = this.find(query);
    if (existing) {
      existing.reveal();
      return existing;
    }
    // Beside the code when opened from an editor (a hover, a selection), so both stay in view.
    const column = vscode.window.activeTextEditor ? vscode.ViewColumn.Beside : vscode.ViewColumn.Active;
    const panel = vscode.window.createWebviewPanel(ASSET_VIEW_TYPE, panelTitle(query.query), column, webviewOptions(this.deps.extensionUri));
    return this.adopt(panel, query);
  }

  /** The serializer's half: a panel from before the reload, with the state its page saved. */
  revive(panel: vscode.WebviewPanel, saved: unknown): void {
    const parsed = parseSavedState(saved);
    const remembered = this.memento.get<OpenPage[]>(OPEN_PAGES_KEY, [])
      .find((p) => p.title === panel.title && !this.panels.some((open) => queryKey(open.query) === queryKey(p)));
    const state = parsed.ok ? parsed.message : remembered;
    if (!state || typeof state.query !== 'string') {
      this.deps.log.warn(`asset page: cannot restore "${panel.title}" (${parsed.ok ? 'no query' : parsed.reason})`);
      panel.dispose();
      return;
    }
    const query = { query: state.query, blockchain: typeof state.blockchain === 'string' ? state.blockchain : undefined };
    if (this.find(query)) panel.dispose(); // already open again (restored twice)
    else this.adopt(panel, query);
  }

  list(): ReturnType<AssetPanelsApi['list']> {
    return this.panels.map((p) => ({
      asset: p.query.query, blockchain: p.query.blockchain, title: p.panel.title, status: p.status, ready: p.ready, active: p.panel.active,
      pools: p.poolsShown, quote: p.swapShown,
    }));
  }

  async postFromPage(asset: string, message: unknown): Promise<MessageOutcome> {
    const panel = this.find({ query: asset }) ?? this.panels.find((p) => queryKey(p.query).startsWith(`${asset.trim().toLowerCase()}@`));
    if (!panel) return { accepted: false, detail: `no page is open for ${asset}` };
    return panel.receive(message);
  }

  /**
   * The service's address changed (or the user settings arrived after a page was restored): pages that failed or
   * are still waiting ask the new one. A page that loaded keeps its data until Refresh.
   */
  reloadUnsettled(): void {
    for (const panel of this.panels) if (panel.status === 'error' || panel.status === 'loading') void panel.load(false);
  }

  /** On shutdown: the pages stay open so the window can restore them. */
  dispose(): void {
    for (const panel of [...this.panels]) panel.release();
  }

  private find(query: AssetQuery): AssetPanel | undefined {
    const key = queryKey(query);
    return this.panels.find((p) => queryKey(p.query) === key) ??
      this.panels.find((p) => p.loadedAsset !== undefined && assetMatches(p.loadedAsset, query) &&
        (!query.blockchain || p.loadedAsset.contracts.some((c) => c.blockchain.toLowerCase() === query.blockchain?.toLowerCase())));
  }

  private adopt(panel: vscode.WebviewPanel, query: AssetQuery): AssetPanel {
    const page = new AssetPanel(panel, query, this.deps);
    this.panels.push(page);
    void this.remember();
    page.onDidDispose(() => {
      const index = this.panels.indexOf(page);
      if (index >= 0) this.panels.splice(index, 1);
      void this.remember();
    });
    page.onDidLoad((asset) => {
      void this.remember(); // the title is the symbol now
      // Two queries can name one asset (its name and a contract): the first page to show it stays.
      const twin = this.panels.find((p) => p !== page && p.loadedAsset !== undefined && p.loadedAsset.id !== undefined && p.loadedAsset.id === asset.id);
      if (!twin) return;
      twin.reveal();
      page.dispose();
    });
    return page;
  }

  private remember(): Thenable<void> {
    const pages: OpenPage[] = this.panels.map((p) => ({ title: p.panel.title, query: p.query.query, blockchain: p.query.blockchain }));
    return this.memento.update(OPEN_PAGES_KEY, pages);
  }
}
