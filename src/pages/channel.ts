// The host side of one webview page, which its panel holds (composition: the panel keeps its own state and parts):
// the panel's options and document, the ready handshake (nothing is lost before the page script listens), every
// message checked both ways, links and copies as every page does them, and the end of the page: closed (by the user
// or by us), or released on shutdown and left open for the window to restore.
import * as vscode from 'vscode';
import { describeError } from '../api/transport/errors';
import { newNonce, type PageShell } from '../format/html';
import type { PageProtocol } from '../format/parsed';
import { openPageLink } from './links';
import type { MessageOutcome } from './outcome';

/** The page may run its one script and load its script and stylesheet (dist/webview), nothing else. */
export function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions & vscode.WebviewPanelOptions {
  return { enableScripts: true, enableCommandUris: false, localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist', 'webview')] };
}

type Message = { readonly type: string };
type Ready = { readonly type: 'ready' };

/** What every page of one kind shares: its panels' view type, its name for the log, its bundle and its protocol. */
export type KitStyle = 'base' | 'controls' | 'chart' | 'holdings';

export interface PageKind<ToPage extends Message, FromPage extends Message> {
  readonly viewType: string;
  /** How the log names the page: "asset page". */
  readonly name: string;
  /** The page's bundle: dist/webview/<script>.js, and its stylesheet beside it, <script>.css. */
  readonly script: string;
  /**
   * The kit's stylesheets it uses, linked before its own: base (every page), controls (pages with a header, states and
   * controls), chart (uPlot's, pages with a chart), holdings (the holdings table). One file each in the package, not a
   * copy in each page's stylesheet.
   */
  readonly styles: readonly KitStyle[];
  /** Opened beside the code when opened from an editor (a hover, a selection), so both stay in view. */
  readonly besideEditor: boolean;
  /** What both sides check: the messages each way. */
  readonly protocol: PageProtocol<ToPage, FromPage, unknown>;
  /**
   * Hidden, a page loses its script: with this, the channel is not ready from then until the page says so again, so
   * nothing is built for a page nobody sees (the overview, whose model takes a while with many holdings).
   */
  readonly unreadyWhenHidden?: boolean;
}

/** What the extension gives every page: its folder, and the log. */
export interface PageHost {
  readonly extensionUri: vscode.Uri;
  readonly log: vscode.LogOutputChannel;
}

/** What the channel asks of the panel that holds it. */
export interface PageHandler<ToPage extends Message, FromPage extends Message> {
  /** The page's document, from the shell the channel makes (the webview's source, a fresh nonce, the bundle's URIs). */
  document(shell: PageShell & { readonly title: string }): string;
  /** What the page is sent instead of a message it would refuse (a field out of bounds): what it can show, or nothing. */
  showable(message: ToPage, reason: string): ToPage | undefined;
  /** The page's script listens, again after a reload or after it was hidden: it is sent what it shows. */
  onReady(): Promise<void> | void;
  /** Any other message from the page, parsed. */
  onMessage(message: Exclude<FromPage, Ready>): Promise<MessageOutcome>;
}

/** What a registry of pages needs of each page's channel, whatever its messages. */
export interface PageLifecycle extends vscode.Disposable {
  readonly panel: vscode.WebviewPanel;
  readonly ready: boolean;
  readonly onDidDispose: vscode.Event<void>;
  receive(raw: unknown): Promise<MessageOutcome>;
  reveal(): void;
  release(): void;
}

export class PageChannel<ToPage extends Message, FromPage extends Message> implements PageLifecycle {
  private isReady = false;
  private isDisposed = false;
  /** The panel's parts and subscriptions, and the channel's: they end with the page. */
  private readonly held: vscode.Disposable[] = [];
  private readonly closed = new vscode.EventEmitter<void>();
  /** The page closed: by the user, or by dispose(). Not on release(). */
  readonly onDidDispose = this.closed.event;

  constructor(
    readonly panel: vscode.WebviewPanel, private readonly host: PageHost, private readonly kind: PageKind<ToPage, FromPage>,
    private readonly handler: PageHandler<ToPage, FromPage>, title: string,
  ) {
    const { extensionUri, log } = host;
    const webview = panel.webview;
    webview.options = webviewOptions(extensionUri);
    panel.iconPath = vscode.Uri.joinPath(extensionUri, 'media', 'walletscope.svg');
    panel.title = title;
    const uri = (file: string) => webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview', file)).toString();
    webview.html = handler.document({ cspSource: webview.cspSource, nonce: newNonce(), scriptUri: uri(`${kind.script}.js`), styleUris: [...kind.styles, kind.script].map((name) => uri(`${name}.css`)), title });
    this.held.push(
      webview.onDidReceiveMessage((message: unknown) => this.receive(message).catch((e: unknown) => log.warn(`${kind.name}: ${describeError(e)}`))),
      panel.onDidDispose(() => this.dispose()),
    );
    if (kind.unreadyWhenHidden) this.held.push(panel.onDidChangeViewState((e) => { if (!e.webviewPanel.visible) this.isReady = false; }));
  }

  /** The page script has answered the handshake (and, with unreadyWhenHidden, not been hidden since). */
  get ready(): boolean {
    return this.isReady;
  }

  get disposed(): boolean {
    return this.isDisposed;
  }

  reveal(): void {
    this.panel.reveal(undefined, false);
  }

  /** Handles one message from the page; the test API calls this too, with messages of its own. */
  async receive(raw: unknown): Promise<MessageOutcome> {
    const parsed = this.kind.protocol.parseFromPage(raw);
    if (!parsed.ok) {
      this.host.log.warn(`${this.kind.name}: ignored a malformed message (${parsed.reason})`);
      return { accepted: false, detail: `malformed: ${parsed.reason}` };
    }
    if (parsed.message.type !== 'ready') return this.handler.onMessage(parsed.message as Exclude<FromPage, Ready>);
    this.isReady = true;
    await this.handler.onReady();
    return { accepted: true, detail: 'state sent' };
  }

  /**
   * Sends a message, checked against the page's own schema first: one the page would refuse goes as what it can show
   * instead. A hidden page may drop it; it says "ready" again when shown, and is sent what it shows.
   */
  async post(message: ToPage): Promise<void> {
    const checked = this.kind.protocol.parseToPage(message);
    if (!checked.ok) this.host.log.warn(`${this.kind.name}: not sent, the page would refuse it (${checked.reason})`);
    const sent = checked.ok ? message : this.handler.showable(message, checked.reason);
    if (!sent || this.isDisposed) return;
    try {
      await this.panel.webview.postMessage(sent);
    } catch {
      // The panel was closed meanwhile.
    }
  }

  /** Sends a message to a page that listens; one that does not yet is sent what it shows when it says it is ready. */
  postIfReady(message: ToPage): void {
    if (this.isReady) void this.post(message);
  }

  /** A link the page asks the editor to open: http(s) only (./links). */
  openLink(url: string): Promise<MessageOutcome> {
    return openPageLink(url, this.host.log, this.kind.name);
  }

  /** Copies text the page shows to the clipboard, and confirms it on the page (its notice). */
  async copy(text: string, confirmation: ToPage): Promise<MessageOutcome> {
    await vscode.env.clipboard.writeText(text);
    await this.post(confirmation);
    return { accepted: true, detail: 'copied' };
  }

  /** Ends with the page: the panel's parts, its own subscriptions, its emitters. */
  hold(...disposables: vscode.Disposable[]): void {
    this.held.push(...disposables);
  }

  /** Closes the page (also called when the user closed it); fires onDidDispose. */
  dispose(): void {
    if (this.isDisposed) return; // panel.dispose() below calls back through onDidDispose
    this.closed.fire();
    this.release();
    this.panel.dispose();
  }

  /** Stops serving the page but leaves it open, without an event: on shutdown, so the window can restore it. */
  release(): void {
    if (this.isDisposed) return;
    this.isDisposed = true;
    for (const d of this.held.splice(0)) d.dispose();
    this.closed.dispose();
  }
}
