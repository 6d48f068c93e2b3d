// The open wallet pages: one per wallet and one for all wallets (opening it again reveals it), restored after a window
// reload by the panel serializer from what the page saved, and listed for tests through the extension's API.
import type * as vscode from 'vscode';
import type { ActivityTransaction } from '../api/wallets/types';
import { OpenPages } from '../pages/openPages';
import type { MessageOutcome } from '../pages/outcome';
import { WALLET_PAGE, WalletPanel, type WalletPanelDeps } from './panel';
import { parseSavedState, type ActivityData, type HistoryData, type WalletView } from './protocol';
import { ALL_WALLETS, queryFromArguments, queryKey, sameQuery, walletTitle, type WalletQuery } from './target';

/** What tests (and other extensions) can see of the wallet pages; part of the API activate() returns. */
export interface WalletPanelsApi {
  /** The open pages, oldest first: the wallet's address (or `all`), the tab title, and what each part was last sent. */
  list(): Array<{ key: string; title: string; ready: boolean; active: boolean; wallet: WalletView | undefined; history: HistoryData | undefined; activity: ActivityData | undefined }>;
  /** Delivers `message` to the page of `key` (an address, or `all`) as if its script had posted it. */
  postFromPage(key: string, message: unknown): Promise<MessageOutcome>;
}

export interface WalletPanelsDeps extends WalletPanelDeps {
  /** A wallet's page opened or was shown again (the alerts mark its moves seen). */
  readonly onWalletOpened?: ((address: string) => void) | undefined;
  /** The transaction the wallet's last alert announced, taken once (the page lists it first, marked). */
  readonly announced?: ((address: string) => ActivityTransaction | undefined) | undefined;
}

export class WalletPanels implements WalletPanelsApi {
  readonly pages: OpenPages<WalletPanel>;

  constructor(private readonly deps: WalletPanelsDeps) {
    this.pages = new OpenPages(WALLET_PAGE, deps);
  }

  /** Reveals the page that shows this wallet, or opens one. */
  show(query: WalletQuery): WalletPanel {
    const page = this.pages.show(this.find(query), walletTitle(query), (panel) => new WalletPanel(panel, query, this.deps));
    for (const address of page.addresses) {
      const tx = this.deps.announced?.(address);
      if (tx) void page.activity.announce(address, tx);
      this.deps.onWalletOpened?.(address);
    }
    return page;
  }

  /** The serializer's half: a panel from before the reload, with the state its page saved. */
  revive(panel: vscode.WebviewPanel, saved: unknown): void {
    const parsed = parseSavedState(saved);
    const query = parsed.ok ? queryFromArguments(parsed.message.key) : undefined;
    if (!query) return this.pages.refuse(panel, parsed.ok ? 'not a wallet' : parsed.reason);
    this.pages.revive(panel, this.find(query), (revived) => new WalletPanel(revived, query, this.deps));
  }

  list(): ReturnType<WalletPanelsApi['list']> {
    return this.pages.all.map((p) => ({
      key: queryKey(p.query), title: p.channel.panel.title, ready: p.channel.ready, active: p.channel.panel.active,
      wallet: p.shownWallet, history: p.history.shown, activity: p.activity.shown,
    }));
  }

  postFromPage(key: string, message: unknown): Promise<MessageOutcome> {
    const query = key === ALL_WALLETS ? {} : { address: key };
    return this.pages.deliver(this.find(query), key, message);
  }

  private find(query: WalletQuery): WalletPanel | undefined {
    return this.pages.all.find((p) => sameQuery(p.query, query));
  }
}
