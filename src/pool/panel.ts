// One pool page: a webview panel that loads the pool (1 credit), sends the page its state once the page script says
// it is ready (and again whenever it reloads), and answers the page's requests for candles, trades and quotes,
// each message parsed first. Opening costs about 3 credits: the pool, one period of candles, one list of trades.
import { getPool } from '../api/markets/requests';
import * as vscode from 'vscode';
import { describeError } from '../api/transport/errors';
import type { CandlePeriod } from '../api/markets/candleRanges';
import type { Pool } from '../api/markets/types';
import { safeLabel, safeTabTitle } from '../format/safeText';
import type { PageShell } from '../format/html';
import { PageChannel, type PageHandler, type PageKind } from '../pages/channel';
import type { MessageOutcome } from '../pages/outcome';
import { PageLoads } from '../pages/pageLoads';
import { buildPoolHtml } from './html';
import { poolView } from './model';
import { PageCandles } from './pageCandles';
import { PageQuote } from './pageQuote';
import { PageTrades } from './pageTrades';
import { PageLive } from './pageLive';
import { showableInstead, withFigures } from './liveModel';
import { POOL_PROTOCOL, type FromPageMessage, type PageState, type ToPageMessage } from './protocol';
import { POOL_VIEW_TYPE, poolTitle, type PoolQuery } from './target';
import type { PoolPanelDeps } from './panelDeps';
import { nowMs } from '../core/clock';

export type { PoolPanelDeps } from './panelDeps';

export const POOL_PAGE: PageKind<ToPageMessage, FromPageMessage> = { viewType: POOL_VIEW_TYPE, name: 'pool page', script: 'pool', styles: ['base', 'controls', 'chart'], besideEditor: true, protocol: POOL_PROTOCOL };

export class PoolPanel implements PageHandler<ToPageMessage, FromPageMessage> {
  readonly channel: PageChannel<ToPageMessage, FromPageMessage>;
  private state: PageState;
  private pool: Pool | undefined;
  private period: CandlePeriod | undefined;
  private readonly loads: PageLoads<PageState>;
  readonly candles: PageCandles;
  readonly trades: PageTrades;
  readonly quote: PageQuote;
  readonly live: PageLive;

  constructor(panel: vscode.WebviewPanel, readonly query: PoolQuery, private readonly deps: PoolPanelDeps) {
    this.state = { status: 'loading', address: query.address, blockchain: query.blockchain };
    this.channel = new PageChannel(panel, deps, POOL_PAGE, this, poolTitle(query.address));
    this.loads = new PageLoads(() => this.state, (state) => this.setState(state), (e) => deps.log.warn(`pool page for ${query.address}: ${describeError(e)}`));
    const post = (message: ToPageMessage) => this.channel.post(message);
    const log = (message: string) => deps.log.warn(`pool page: ${message}`);
    this.candles = new PageCandles(deps.client, post, log);
    this.trades = new PageTrades(deps.client, deps.scheduler, () => this.channel.ready && panel.visible && deps.focused() && !this.live.live, post, log);
    this.quote = new PageQuote(deps.client, deps.wallets, post, log);
    this.live = new PageLive(deps.markets, {
      trades: (trades) => this.trades.addLive(trades), candle: (period, k) => this.candles.liveCandle(period, k), resumePolling: () => deps.scheduler.poke(),
      figures: (f) => { if (this.state.status === 'loaded') this.setState({ ...this.state, pool: withFigures(this.state.pool, f) }); },
    }, post, () => this.trades.everyMs);
    this.channel.hold(this.loads, this.candles, this.trades, this.quote, this.live, panel.onDidChangeViewState(() => { this.follow(); deps.scheduler.poke(); }));
    void this.load(false);
  }

  get status(): PageState['status'] {
    return this.state.status;
  }

  get loadedPool(): Pool | undefined {
    return this.pool;
  }

  get shownState(): PageState {
    return this.state;
  }

  /** Loads the pool; `force` skips cached answers (Refresh). Earlier data stays, with why, if it fails. */
  async load(force: boolean): Promise<void> {
    const q = this.query;
    const came = await this.loads.run({ status: 'loading', address: q.address, blockchain: q.blockchain },
      (signal) => getPool(this.deps.client, q, { signal, forceRefresh: force, feature: 'pool' }), (e) => {
        const why = safeLabel(describeError(e), 1000);
        return { warning: why, state: { status: 'error', address: q.address, blockchain: q.blockchain, message: why } };
      });
    if (!came) return;
    const pool = came.data;
    if (!pool) return this.setState({ status: 'not-found', address: q.address, blockchain: q.blockchain });
    this.pool = pool;
    const options = this.deps.viewOptions();
    const view = poolView(pool, { now: nowMs(), images: options.images ?? 'service', explorers: options.explorers ?? {}, quoteWallet: this.quote.walletText(pool) });
    this.channel.panel.title = safeTabTitle(view.pair);
    this.setState({ status: 'loaded', address: q.address, blockchain: q.blockchain, pool: view, refreshing: false });
    void this.trades.setPool(pool, force);
    if (this.period) void this.candles.load(target(pool), this.period, force);
    this.follow();
  }

  /** The live part follows what the page shows now (its pool and period while visible). */
  private follow(): void {
    this.live.follow(this.pool && target(this.pool), this.period, this.channel.panel.visible);
  }

  document(shell: PageShell & { readonly title: string }): string {
    return buildPoolHtml({ ...shell, address: this.query.address, blockchain: this.query.blockchain });
  }

  /** What the page is sent instead of a message it would refuse: the part as failed, nothing of its data. */
  showable(message: ToPageMessage, reason: string): ToPageMessage | undefined {
    return showableInstead(message, reason, this.query);
  }

  /** The page (re)loaded: it is sent all it shows. */
  async onReady(): Promise<void> {
    this.deps.scheduler.poke();
    await this.channel.post({ type: 'state', state: this.state });
    await this.trades.resend();
    await this.quote.resend();
    await this.live.resend();
  }

  async onMessage(message: Exclude<FromPageMessage, { type: 'ready' }>): Promise<MessageOutcome> {
    switch (message.type) {
      case 'refresh':
        await this.load(true);
        return { accepted: true, detail: this.state.status };
      case 'candles':
        this.period = message.period;
        this.follow();
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
        return this.channel.openLink(message.url);
      case 'copy': {
        const what = message.what === 'pool' ? 'pool address' : 'trader\'s address';
        return this.channel.copy(message.text, { type: 'notice', text: `Copied the ${what} ${message.text}` });
      }
    }
  }

  private setState(state: PageState): void {
    this.state = state;
    this.channel.postIfReady({ type: 'state', state });
  }
}

function target(pool: Pool): { address: string; blockchain: string } {
  return { address: pool.address, blockchain: pool.blockchain };
}
