// One asset page: a webview panel that loads the asset's metadata, sends the page its state once the page
// script says it is ready (and again whenever it reloads), and acts on the page's messages after parsing them.
import { SHOW_POOL } from '../commandIds';
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import { describeError } from '../api/transport/errors';
import type { Asset } from '../api/types';
import { buildPageHtml } from './html';
import type { PageShell } from '../format/html';
import { PageChannel, type PageHandler, type PageKind } from '../pages/channel';
import type { MessageOutcome } from '../pages/outcome';
import { PageLoads } from '../pages/pageLoads';
import { buildAssetView, errorState, type ViewOptions, type WalletHoldings } from './model';
import { PageMarket, type LiveSource } from './pageMarket';
import { PagePools } from './pagePools';
import type { MarketLive } from '../live/marketLive';
import { PageSwap } from './pageSwap';
import type { WalletsForQuotes } from '../pool/pageQuote';
import type { QuoteResult } from '../pool/protocol';
import type { PoolsData } from './poolsProtocol';
import { ASSET_VIEW_TYPE, panelTitle, type AssetQuery } from './query';
import { ASSET_PROTOCOL, type FromPageMessage, type PageState, type ToPageMessage } from './protocol';
import { nowMs } from '../core/clock';


/** How old the asset's data may be when a page opens with it. */
const PRICE_FRESH_MS = 60_000;

/** The watched wallets' holdings, for the "In your wallets" section; undefined when none is loaded. */
export interface HoldingsSource {
  current(): readonly WalletHoldings[] | undefined;
  readonly onDidChange: vscode.Event<void>;
}

export interface AssetPanelDeps {
  readonly client: WalletAssetClient;
  readonly log: vscode.LogOutputChannel;
  readonly holdings: HoldingsSource;
  /** Live prices for the header and the chart's last point. */
  readonly live: LiveSource;
  readonly extensionUri: vscode.Uri;
  /** The watched wallets (labels as Hide Amounts writes them): a quote is asked for the first that fits the chain. */
  readonly quoteWallets: WalletsForQuotes;
  /** The user's explorer templates and remote image policy, read when the page is built. */
  readonly viewOptions: () => Pick<ViewOptions, 'explorers' | 'images'>;
  /** The window's market streams (plans with streams): the Pools section's figures come live while visible. */
  readonly markets?: MarketLive;
}

export const ASSET_PAGE: PageKind<ToPageMessage, FromPageMessage> = { viewType: ASSET_VIEW_TYPE, name: 'asset page', script: 'asset', styles: ['base', 'controls', 'chart'], besideEditor: true, protocol: ASSET_PROTOCOL };

export class AssetPanel implements PageHandler<ToPageMessage, FromPageMessage> {
  readonly channel: PageChannel<ToPageMessage, FromPageMessage>;
  private state: PageState;
  private asset: Asset | undefined;
  private readonly loads: PageLoads<PageState>;
  private readonly market: PageMarket;
  private readonly pools: PagePools;
  private readonly swap: PageSwap;
  /** The asset whose pools were asked for (see askPools). */
  private poolsFor: Asset | undefined;
  private readonly loaded = new vscode.EventEmitter<Asset>();
  /** Fires each time the asset's data arrives. */
  readonly onDidLoad = this.loaded.event;

  constructor(panel: vscode.WebviewPanel, readonly query: AssetQuery, private readonly deps: AssetPanelDeps) {
    this.state = { status: 'loading', query: query.query, blockchain: query.blockchain };
    this.channel = new PageChannel(panel, deps, ASSET_PAGE, this, panelTitle(query.query));
    this.loads = new PageLoads(() => this.state, (state) => this.setState(state), (e) => deps.log.warn(`asset page for ${query.query}: ${describeError(e)}`));
    const post = (message: ToPageMessage) => this.channel.post(message);
    this.market = new PageMarket(deps.client, deps.live, post, (message) => deps.log.info(`asset page: ${message}`));
    this.market.setVisible(panel.visible);
    this.pools = new PagePools(deps.client, post, () => ({ images: deps.viewOptions().images ?? 'service', explorers: deps.viewOptions().explorers ?? {} }),
      (message) => deps.log.warn(`asset page: ${message}`), deps.markets);
    this.pools.setVisible(panel.visible);
    this.swap = new PageSwap(deps.client, deps.quoteWallets, post, (message) => deps.log.warn(`asset page: ${message}`));
    this.channel.hold(
      this.loads, this.market, this.pools, this.swap, this.loaded,
      panel.onDidChangeViewState((e) => { this.market.setVisible(e.webviewPanel.visible); this.pools.setVisible(e.webviewPanel.visible); this.askPools(false); }),
      deps.holdings.onDidChange(() => this.showHoldings()),
    );
    void this.load(false);
  }

  get status(): PageState['status'] {
    return this.state.status;
  }

  /** What the Pools section was last sent. */
  get poolsShown(): PoolsData | undefined {
    return this.pools.shown;
  }

  /** The last swap quote the page was sent. */
  get swapShown(): QuoteResult | undefined {
    return this.swap.shown;
  }

  get loadedAsset(): Asset | undefined {
    return this.asset;
  }

  document(shell: PageShell & { readonly title: string }): string {
    return buildPageHtml({ ...shell, query: this.query.query, blockchain: this.query.blockchain });
  }

  /** What the page is sent instead of a message it would refuse: the state as an error, the chart as failed, nothing else. */
  showable(message: ToPageMessage, reason: string): ToPageMessage | undefined {
    const text = `Walletscope could not show this part of the asset's data (${reason.slice(0, 200)}).`;
    if (message.type === 'state') return { type: 'state', state: { status: 'error', query: this.query.query, blockchain: this.query.blockchain, message: text } };
    if (message.type === 'chart') return { type: 'chart', chart: { range: message.chart.range, status: 'error', message: text } };
    return undefined;
  }

  /** The page (re)loaded: it is sent all it shows, and the pools are asked for once it is visible. */
  async onReady(): Promise<void> {
    await this.channel.post({ type: 'state', state: this.state });
    await this.market.sendQuote();
    await this.pools.resend();
    await this.swap.resend();
    this.askPools(false);
  }

  async onMessage(message: Exclude<FromPageMessage, { type: 'ready' }>): Promise<MessageOutcome> {
    switch (message.type) {
      case 'openPool': {
        const pool = this.pools.pool(message.index);
        if (!pool) return { accepted: false, detail: 'refused: no such pool row' };
        await vscode.commands.executeCommand(SHOW_POOL, pool.address, pool.blockchain);
        return { accepted: true, detail: `opened pool ${pool.address}` };
      }
      case 'swapQuote':
        return (await this.swap.ask(message.side, message.amount, message.counter))
          ? { accepted: true, detail: `quote ${message.side} ${message.amount} against ${message.counter}` }
          : { accepted: false, detail: 'refused: nothing to quote on this chain' };
      case 'pools':
        void this.swap.setToken(this.pools.contractOn(message.chain), this.asset?.symbol ?? '');
        return (await this.pools.load(message.chain)) ? { accepted: true, detail: `pools on chain ${message.chain}` } : { accepted: false, detail: 'refused: no such chain' };
      case 'history':
        await this.market.loadChart(message.range);
        return { accepted: true, detail: `chart ${message.range}` };
      case 'refresh':
        await this.load(true);
        return { accepted: true, detail: this.state.status };
      case 'openLink':
        return this.channel.openLink(message.url);
      case 'copy':
        return this.channel.copy(message.text, { type: 'notice', text: `Copied the ${message.what} ${message.text}` });
    }
  }

  /** Loads the metadata; `force` skips cached answers (the Refresh button). Earlier data stays if it fails. */
  async load(force: boolean): Promise<void> {
    const q = this.query;
    // Metadata is kept for the session; the page shows a price, so it takes an answer at most a minute old.
    const came = await this.loads.run({ status: 'loading', query: q.query, blockchain: q.blockchain },
      (signal) => this.deps.client.getAssetMetadata(q.query, { blockchain: q.blockchain, signal, forceRefresh: force, feature: 'asset', maxAgeMs: PRICE_FRESH_MS }),
      (e) => ({ warning: describeError(e), state: errorState(q, e, nowMs()) }));
    if (!came) return;
    const asset = (this.asset = came.data);
    if (!asset) return this.setState({ status: 'not-found', query: q.query, blockchain: q.blockchain });
    this.channel.panel.title = panelTitle(asset.symbol || asset.name); // the service's text: the window title repeats it
    this.market.setAsset(asset);
    this.setState({ status: 'loaded', query: q.query, blockchain: q.blockchain, asset: buildAssetView(asset, this.deps.holdings.current(), nowMs(), this.deps.viewOptions()), refreshing: false });
    this.loaded.fire(asset);
    this.askPools(force);
  }

  /**
   * The pools of the asset on screen, once per load: only when the page is ready and visible, so a page restored
   * behind another tab after a reload spends nothing until it is looked at.
   */
  private askPools(force: boolean): void {
    if (!this.asset || !this.channel.ready || !this.channel.panel.visible || this.channel.disposed || (this.poolsFor === this.asset && !force)) return;
    this.poolsFor = this.asset;
    void this.pools.setAsset(this.asset, force);
    // setAsset picks its chain before it first waits: the quote follows the same chain from the start.
    void this.swap.setToken(this.pools.contractOn(this.pools.chosen), this.asset.symbol);
  }

  private showHoldings(): void {
    if (this.state.status !== 'loaded' || !this.asset) return;
    const view = buildAssetView(this.asset, this.deps.holdings.current(), this.state.asset.fetchedAt, { ...this.deps.viewOptions(), now: nowMs() });
    if (JSON.stringify(view.holdings) !== JSON.stringify(this.state.asset.holdings)) this.setState({ ...this.state, asset: view });
  }

  private setState(state: PageState): void {
    this.state = state;
    this.channel.postIfReady({ type: 'state', state });
  }
}
