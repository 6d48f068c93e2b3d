// One pool page: a webview panel that loads the pool (1 credit), sends the page its state once the page script says
// it is ready (and again whenever it reloads), and answers the page's requests for candles, trades and quotes,
// each message parsed first. Opening costs about 3 credits: the pool, one period of candles, one list of trades.
import { getPool } from '../api/markets/requests';
import * as vscode from 'vscode';
import { openPageLink } from '../pages/links';
import type { WalletAssetClient } from '../api/client';
import { describeError } from '../api/errors';
import type { CandlePeriod } from '../api/markets/candleRanges';
import type { Pool } from '../api/markets/types';
import { safeLabel, safeTabTitle } from '../format/safeText';
import type { RemoteImages } from '../format/url';
import { newNonce } from '../format/html';
import { buildPoolHtml } from './html';
import { poolView } from './model';
import { PageCandles } from './pageCandles';
import { PageQuote, type WalletsForQuotes } from './pageQuote';
import { PageTrades, type PoolScheduler } from './pageTrades';
import { parseFromPage, parseToPage, type PageState, type ToPageMessage } from './protocol';
import { poolTitle, type PoolQuery } from './target';

export interface PoolPanelDeps {
  readonly client: WalletAssetClient;
  readonly log: vscode.LogOutputChannel;
  readonly extensionUri: vscode.Uri;
  /** The credits scheduler: the trades refresh runs through it. */
  readonly scheduler: PoolScheduler;
  /** Whether the window has focus (background work waits while it has not). */
  readonly focused: () => boolean;
  readonly viewOptions: () => { readonly explorers?: Readonly<Record<string, string>>; readonly images?: RemoteImages };
  /** The watched wallets, labelled as the sidebar shows them, for the quote's wallet. */
  readonly wallets: WalletsForQuotes;
}

/** What became of a message from the page: `accepted` false when it was malformed or refused. */
export interface MessageOutcome {
  readonly accepted: boolean;
  readonly detail: string;
}

/** The page may load its script and stylesheet (dist/webview), nothing else. */
export function poolWebviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions & vscode.WebviewPanelOptions {
  return {
    enableScripts: true,
    enableCommandUris: false,
    localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist', 'webview')],
  };
}

export class PoolPanel implements vscode.Disposable {
  private state: PageState;
  private pool: Pool | undefined;
  private period: CandlePeriod | undefined;
  private abort: AbortController | undefined;
  private pageReady = false;
  private isDisposed = false;
  private readonly subscriptions: vscode.Disposable[] = [];
  readonly candles: PageCandles;
  readonly trades: PageTrades;
  readonly quote: PageQuote;
  private readonly disposed = new vscode.EventEmitter<void>();
  readonly onDidDispose = this.disposed.event;

  constructor(readonly panel: vscode.WebviewPanel, readonly query: PoolQuery, private readonly deps: PoolPanelDeps) {
    this.state = { status: 'loading', address: query.address, blockchain: query.blockchain };
    const post = (message: ToPageMessage) => this.post(message);
    const log = (message: string) => deps.log.warn(`pool page: ${message}`);
    this.candles = new PageCandles(deps.client, post, log);
    this.trades = new PageTrades(deps.client, deps.scheduler, () => this.pageReady && panel.visible && deps.focused(), post, log);
    this.quote = new PageQuote(deps.client, deps.wallets, post, log);
    const webview = panel.webview;
    webview.options = poolWebviewOptions(deps.extensionUri);
    panel.iconPath = vscode.Uri.joinPath(deps.extensionUri, 'media', 'walletscope.svg');
    panel.title = poolTitle(query.address);
    const uri = (...path: string[]) => webview.asWebviewUri(vscode.Uri.joinPath(deps.extensionUri, ...path)).toString();
    webview.html = buildPoolHtml({
      cspSource: webview.cspSource, nonce: newNonce(), scriptUri: uri('dist', 'webview', 'pool.js'), styleUri: uri('dist', 'webview', 'pool.css'),
      title: panel.title, address: query.address, blockchain: query.blockchain,
    });
    this.subscriptions.push(
      webview.onDidReceiveMessage((message: unknown) => this.receive(message).catch((e: unknown) => log(describeError(e)))),
      panel.onDidDispose(() => this.dispose()),
      panel.onDidChangeViewState(() => deps.scheduler.poke()),
    );
    void this.load(false);
  }

  get status(): PageState['status'] {
    return this.state.status;
  }

  get ready(): boolean {
    return this.pageReady;
  }

  get loadedPool(): Pool | undefined {
    return this.pool;
  }

  get shownState(): PageState {
    return this.state;
  }

  reveal(): void {
    this.panel.reveal(undefined, false);
  }

  /** Handles one message from the page; the test API calls this too, with messages of its own. */
  async receive(raw: unknown): Promise<MessageOutcome> {
    const parsed = parseFromPage(raw);
    if (!parsed.ok) {
      this.deps.log.warn(`pool page: ignored a malformed message (${parsed.reason})`);
      return { accepted: false, detail: `malformed: ${parsed.reason}` };
    }
    const message = parsed.message;
    switch (message.type) {
      case 'ready':
        this.pageReady = true;
        this.deps.scheduler.poke();
        await this.post({ type: 'state', state: this.state });
        await this.trades.resend();
        await this.quote.resend();
        return { accepted: true, detail: 'state sent' };
      case 'refresh':
        await this.load(true);
        return { accepted: true, detail: this.state.status };
      case 'candles':
        this.period = message.period;
        if (this.pool) await this.candles.load(target(this.pool), message.period, false);
        return { accepted: true, detail: `candles ${message.period}` };
      case 'trades':
        await this.trades.load(true);
        return { accepted: true, detail: 'trades' };
      case 'quote':
        if (!this.pool) return { accepted: false, detail: 'refused: the pool has not loaded' };
        await this.quote.ask(this.pool, message.side, message.amount);
        return { accepted: true, detail: `quote ${message.side} ${message.amount}` };
      case 'openLink':
        return openPageLink(message.url, this.deps.log, 'pool page');
      case 'copy':
        await vscode.env.clipboard.writeText(message.text);
        await this.post({ type: 'notice', text: `Copied the ${message.what === 'pool' ? 'pool address' : 'trader\'s address'} ${message.text}` });
        return { accepted: true, detail: 'copied' };
    }
  }

  /** Loads the pool; `force` skips cached answers (Refresh). Earlier data stays, with why, if it fails. */
  async load(force: boolean): Promise<void> {
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    const q = this.query;
    const previous = this.state.status === 'loaded' ? this.state : undefined;
    this.setState(previous ? { ...previous, refreshing: true, warning: undefined } : { status: 'loading', address: q.address, blockchain: q.blockchain });
    try {
      const pool = await getPool(this.deps.client, q, { signal: abort.signal, forceRefresh: force, feature: 'pool' });
      if (abort.signal.aborted) return;
      if (!pool) return this.setState({ status: 'not-found', address: q.address, blockchain: q.blockchain });
      this.pool = pool;
      const options = this.deps.viewOptions();
      const view = poolView(pool, { now: Date.now(), images: options.images ?? 'service', explorers: options.explorers ?? {}, quoteWallet: this.quote.walletText(pool) });
      this.panel.title = safeTabTitle(view.pair);
      this.setState({ status: 'loaded', address: q.address, blockchain: q.blockchain, pool: view, refreshing: false });
      void this.trades.setPool(pool, force);
      if (this.period) void this.candles.load(target(pool), this.period, force);
    } catch (e) {
      if (abort.signal.aborted) return;
      this.deps.log.warn(`pool page for ${q.address}: ${describeError(e)}`);
      const why = safeLabel(describeError(e), 1000);
      this.setState(previous ? { ...previous, refreshing: false, warning: why } : { status: 'error', address: q.address, blockchain: q.blockchain, message: why });
    }
  }

  /** Closes the page (also called when the user closed it); fires onDidDispose. */
  dispose(): void {
    if (this.isDisposed) return; // panel.dispose() below calls back through onDidDispose
    this.disposed.fire();
    this.release();
    this.panel.dispose();
  }

  /** Stops serving the page but leaves it open, without an event: on shutdown, so the window can restore it. */
  release(): void {
    if (this.isDisposed) return;
    this.isDisposed = true;
    this.abort?.abort();
    this.candles.dispose();
    this.trades.dispose();
    this.quote.dispose();
    for (const s of this.subscriptions) s.dispose();
    this.subscriptions.length = 0;
    this.disposed.dispose();
  }

  private setState(state: PageState): void {
    this.state = state;
    if (this.pageReady) void this.post({ type: 'state', state });
  }

  /** Checked against the page's own schema first: one it would refuse goes as an error it can show instead. */
  private async post(message: ToPageMessage): Promise<void> {
    const checked = parseToPage(message);
    if (!checked.ok) this.deps.log.warn(`pool page: not sent, the page would refuse it (${checked.reason})`);
    const sent = checked.ok ? message : showable(message, this.query, checked.reason);
    if (!sent || this.isDisposed) return;
    try {
      await this.panel.webview.postMessage(sent);
    } catch {
      // The panel was closed meanwhile.
    }
  }
}

function target(pool: Pool): { address: string; blockchain: string } {
  return { address: pool.address, blockchain: pool.blockchain };
}

/** What the page is sent instead of a message it would refuse: the part as failed, nothing of its data. */
function showable(message: ToPageMessage, q: PoolQuery, reason: string): ToPageMessage | undefined {
  const text = `Walletscope could not show this part of the pool's data (${reason.slice(0, 200)}).`;
  switch (message.type) {
    case 'state': return { type: 'state', state: { status: 'error', address: q.address.slice(0, 200), blockchain: q.blockchain?.slice(0, 80), message: text } };
    case 'candles': return { type: 'candles', candles: { period: message.candles.period, status: 'error', message: text } };
    case 'trades': return { type: 'trades', trades: { status: 'error', message: text, rows: [] } };
    case 'quote': return { type: 'quote', quote: { status: 'error', side: message.quote.side, amountIn: '', message: text, hops: [], wallet: '' } };
    case 'notice': return undefined;
  }
}
