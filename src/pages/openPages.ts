// The open pages of one kind (asset pages, pool pages, the overview), for that page's registry: each held until it
// closes, revealed when asked for again or opened where it belongs, restored after a window reload, handed the test
// API's messages, and released on shutdown so that the window restores them. Which page is "the same" is the registry's.
import * as vscode from 'vscode';
import { webviewOptions, type PageHost, type PageKind, type PageLifecycle } from './channel';
import { noPageFor, type MessageOutcome } from './outcome';

/** A page whose data loads from the service. */
interface LoadingPage {
  readonly status: string;
  load(force: boolean): Promise<void>;
}

export class OpenPages<P extends { readonly channel: PageLifecycle }> implements vscode.Disposable {
  private readonly pages: P[] = [];

  /** `onDidChange`: a page opened or closed. */
  constructor(
    private readonly kind: Pick<PageKind<never, never>, 'viewType' | 'name' | 'besideEditor'>, private readonly host: PageHost, private readonly onDidChange?: () => void,
  ) {}

  /** Oldest first. */
  get all(): readonly P[] {
    return this.pages;
  }

  /** Reveals `open` (the page that shows this already), or opens a panel for what `make` builds on it. */
  show(open: P | undefined, title: string, make: (panel: vscode.WebviewPanel) => P): P {
    if (open) {
      open.channel.reveal();
      return open;
    }
    const column = this.kind.besideEditor && vscode.window.activeTextEditor ? vscode.ViewColumn.Beside : vscode.ViewColumn.Active;
    return this.adopt(make(vscode.window.createWebviewPanel(this.kind.viewType, title, column, webviewOptions(this.host.extensionUri))));
  }

  /** The serializer's half: a panel from before the reload, closed when its page is open again (restored twice). */
  revive(panel: vscode.WebviewPanel, open: P | undefined, make: (panel: vscode.WebviewPanel) => P): void {
    if (open) panel.dispose();
    else this.adopt(make(panel));
  }

  /** A panel from before the reload that names nothing this page can show: closed, and why logged. */
  refuse(panel: vscode.WebviewPanel, why: string): void {
    this.host.log.warn(`${this.kind.name}: cannot restore "${panel.title}" (${why})`);
    panel.dispose();
  }

  /** Delivers `message` to `page` as if its script had posted it (the test API); `what` names it when none is open. */
  deliver(page: P | undefined, what: string, message: unknown): Promise<MessageOutcome> {
    return page ? page.channel.receive(message) : Promise.resolve(noPageFor(what));
  }

  /**
   * The service's address changed (or the user settings arrived after a page was restored): pages that failed or are
   * still waiting ask the new one. A page that loaded keeps its data until Refresh.
   */
  reloadUnsettled(this: OpenPages<P & LoadingPage>): void {
    for (const page of this.pages) if (page.status === 'error' || page.status === 'loading') void page.load(false);
  }

  /** On shutdown: the pages stay open so the window can restore them. */
  dispose(): void {
    for (const page of [...this.pages]) page.channel.release();
  }

  private adopt(page: P): P {
    this.pages.push(page);
    this.onDidChange?.();
    page.channel.onDidDispose(() => {
      const index = this.pages.indexOf(page);
      if (index >= 0) this.pages.splice(index, 1);
      this.onDidChange?.();
    });
    return page;
  }
}
