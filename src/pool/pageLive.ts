// The pool page's live part: while the page is visible and its pool loaded, it shows the window's market streams
// (../live/marketLive) its pool's figures, trades and candle of the chart's period; hidden or closed, it takes them
// back. Updates are gathered and handed on at most every 250 ms (a busy pool sends a hundred a second; the page needs
// a few redraws). While live, the trades' budgeted refresh waits (no double spending); when the socket goes (refused,
// unfocused, capped, dropped) the refresh resumes at once. The page is told which, in words.
import type { MarketTarget, MarketUpdate, PoolFigures } from '../api/feed/marketFrames';
import type { CandlePeriod } from '../api/markets/candleRanges';
import type { Candle, Trade } from '../api/markets/types';
import type { MarketLive } from '../live/marketLive';
import { LIVE_FLUSH_MS } from '../api/feed/marketInterest';
import { liveWords } from './liveModel';
import type { LiveData, ToPageMessage } from './protocol';


export interface LiveParts {
  readonly trades: (trades: readonly Trade[]) => Promise<void>;
  readonly candle: (period: CandlePeriod, candle: Candle) => Promise<void>;
  readonly figures: (figures: PoolFigures) => void;
  /** The trades' refresh may run again (the scheduler is poked). */
  readonly resumePolling: () => void;
}

let owners = 0;

export class PageLive {
  private readonly owner = `pool-page-${++owners}`;
  private trades: Trade[] = [];
  private candle: { period: CandlePeriod; candle: Candle } | undefined;
  private figures: PoolFigures | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pool: { address: string; blockchain: string } | undefined;
  private words: LiveData | undefined;
  private wasLive = false;
  private readonly listening: { dispose(): void } | undefined;
  /** A pool that loads after the page closed follows nothing. */
  private disposed = false;
  /** Updates taken in (the bench's and tests' count). */
  taken = 0;

  constructor(private readonly hub: MarketLive | undefined, private readonly parts: LiveParts, private readonly post: (m: ToPageMessage) => Promise<void>,
    /** How often the trades refresh when not live (the budget's share, now). */
    private readonly refreshMs: () => number) {
    this.listening = hub?.onDidChange(() => this.tell());
  }

  /** Whether the pool's trades come live now (the refresh waits while they do). */
  get live(): boolean {
    return this.pool !== undefined && (this.hub?.isLive(this.owner, { kind: 'fast-trade', ...this.pool }) ?? false);
  }

  get shown(): LiveData | undefined {
    return this.words;
  }

  /** What the page shows now: its pool and period while visible, nothing when hidden or before the pool loads. */
  follow(pool: { address: string; blockchain: string } | undefined, period: CandlePeriod | undefined, visible: boolean): void {
    if (this.disposed) return;
    if (!this.hub) return void this.tell();
    this.pool = pool;
    if (!pool || !visible) this.hub.hide(this.owner);
    else {
      const targets: MarketTarget[] = [{ kind: 'market-details', ...pool }, { kind: 'fast-trade', ...pool }];
      if (period) targets.push({ kind: 'ohlcv', ...pool, period });
      this.hub.show(this.owner, targets, (u, t) => this.take(u, t));
    }
    void this.tell();
  }

  async resend(): Promise<void> {
    this.words = undefined;
    await this.tell();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.listening?.dispose();
    this.hub?.hide(this.owner);
  }

  private take(u: MarketUpdate, target: MarketTarget): void {
    this.taken++;
    if (u.kind === 'trade') this.trades.push(u.trade);
    else if (u.kind === 'details') this.figures = u.figures;
    else if (target.period) this.candle = { period: target.period as CandlePeriod, candle: u.candle };
    this.timer ??= setTimeout(() => void this.flush(), LIVE_FLUSH_MS);
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const { trades, candle, figures } = this;
    this.trades = [];
    this.candle = this.figures = undefined;
    if (figures) this.parts.figures(figures);
    if (candle) await this.parts.candle(candle.period, candle.candle);
    if (trades.length > 0) await this.parts.trades(trades);
  }

  private async tell(): Promise<void> {
    const live = this.live;
    if (this.wasLive && !live) this.parts.resumePolling();
    this.wasLive = live;
    const words = liveWords(live, this.pool !== undefined && (this.hub?.capped(this.pool) ?? false), this.refreshMs());
    if (this.words?.text === words.text) return;
    this.words = words;
    await this.post({ type: 'live', live: words });
  }
}
