// The open asset pages: one per asset (opening it again reveals it), restored after a window reload by a
// webview panel serializer from the query the page saved, and listed for tests through the extension's API.
// The queries are also kept in workspace state by tab title: a browser reload can lose the page's own state.
import * as vscode from 'vscode';
import { assetMatches, panelTitle, queryKey, type AssetQuery } from './query';
import type { PoolsData } from './poolsProtocol';
import type { QuoteResult } from '../pool/protocol';
import { OpenPages } from '../pages/openPages';
import type { MessageOutcome } from '../pages/outcome';
import { ASSET_PAGE, AssetPanel, type AssetPanelDeps } from './panel';
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

export class AssetPanels implements AssetPanelsApi {
  /** Reloaded when the service changes, released on shutdown (the feature's). */
  readonly pages: OpenPages<AssetPanel>;

  constructor(private readonly deps: AssetPanelDeps, private readonly memento: vscode.Memento) {
    this.pages = new OpenPages(ASSET_PAGE, deps, () => void this.remember());
  }

  /** Reveals the page that shows this asset, or opens one. */
  show(query: AssetQuery): AssetPanel {
    return this.pages.show(this.find(query), panelTitle(query.query), (panel) => this.open(panel, query));
  }

  /** The serializer's half: a panel from before the reload, with the state its page saved. */
  revive(panel: vscode.WebviewPanel, saved: unknown): void {
    const parsed = parseSavedState(saved);
    const remembered = this.memento.get<OpenPage[]>(OPEN_PAGES_KEY, [])
      .find((p) => p.title === panel.title && !this.pages.all.some((open) => queryKey(open.query) === queryKey(p)));
    const state = parsed.ok ? parsed.message : remembered;
    if (!state || typeof state.query !== 'string') return this.pages.refuse(panel, parsed.ok ? 'no query' : parsed.reason);
    const query = { query: state.query, blockchain: typeof state.blockchain === 'string' ? state.blockchain : undefined };
    this.pages.revive(panel, this.find(query), (revived) => this.open(revived, query));
  }

  list(): ReturnType<AssetPanelsApi['list']> {
    return this.pages.all.map((p) => ({
      asset: p.query.query, blockchain: p.query.blockchain, title: p.channel.panel.title, status: p.status, ready: p.channel.ready, active: p.channel.panel.active,
      pools: p.poolsShown, quote: p.swapShown,
    }));
  }

  async postFromPage(asset: string, message: unknown): Promise<MessageOutcome> {
    const page = this.find({ query: asset }) ?? this.pages.all.find((p) => queryKey(p.query).startsWith(`${asset.trim().toLowerCase()}@`));
    return this.pages.deliver(page, asset, message);
  }

  private find(query: AssetQuery): AssetPanel | undefined {
    const key = queryKey(query);
    return this.pages.all.find((p) => queryKey(p.query) === key) ??
      this.pages.all.find((p) => p.loadedAsset !== undefined && assetMatches(p.loadedAsset, query) &&
        (!query.blockchain || p.loadedAsset.contracts.some((c) => c.blockchain.toLowerCase() === query.blockchain?.toLowerCase())));
  }

  /** A page on `panel`; two queries can name one asset (its name and a contract): the first page to show it stays. */
  private open(panel: vscode.WebviewPanel, query: AssetQuery): AssetPanel {
    const page = new AssetPanel(panel, query, this.deps);
    page.onDidLoad((asset) => {
      void this.remember(); // the title is the symbol now
      const twin = this.pages.all.find((p) => p !== page && p.loadedAsset !== undefined && p.loadedAsset.id !== undefined && p.loadedAsset.id === asset.id);
      if (!twin) return;
      twin.channel.reveal();
      page.channel.dispose();
    });
    return page;
  }

  private remember(): Thenable<void> {
    const pages: OpenPage[] = this.pages.all.map((p) => ({ title: p.channel.panel.title, query: p.query.query, blockchain: p.query.blockchain }));
    return this.memento.update(OPEN_PAGES_KEY, pages);
  }
}
