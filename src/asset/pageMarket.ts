// The moving half of an asset page: the chart of the range the page asks for, and the header's price and 24h
// change, following live prices while the page is visible (the feed, or the budgeted poll where the plan has no
// feed: ../live/livePrices). Nothing is followed while hidden.
import type * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import { describeError } from '../api/transport/errors';
import { feedTargetOf } from '../api/priceTarget';
import { historyTargetOf } from '../api/options';
import type { Asset, Series } from '../api/types';
import { formatPrice, formatUsdCompact } from '../format/numbers';
import { change24h, changeText } from '../format/priceChange';
import type { FeedStatus, FeedTarget, PriceTick } from '../live/livePrices';
import { chartFromHistory } from './chartModel';
import type { ChartRange, Quote, ToPageMessage } from './protocol';
import { getPriceHistory } from '../api/history';
import { nowMs } from '../core/clock';

/** What the page needs of the extension's live prices. */
export interface LiveSource {
  follow(target: FeedTarget, listener: (tick: PriceTick) => void): vscode.Disposable;
  readonly status: FeedStatus;
}

/** A tick stamped this much before the one shown arrived late: an older price, dropped. */
const LATE_TICK_MS = 30_000;
/** The page hears of live ticks at most this often, however fast the feed sends them. */
export const QUOTE_MS = 1000;

export class PageMarket {
  private asset: Asset | undefined;
  private day: Series | undefined;
  private priceUsd: number | undefined;
  private tickAt: number | undefined;
  private following: vscode.Disposable | undefined;
  private tickSource: 'feed' | 'poll' | undefined;
  /** The 24h change in percent the last tick said (the poll does), for when no day of history can be had. */
  private tickChange: number | undefined;
  /**
   * The day of history is being asked: the header shows no 24h change until it comes (or fails), so it never shows the
   * tick's figure and then, a moment later, another from the day (two sources under one label).
   */
  private dayPending = false;
  private chartAbort: AbortController | undefined;
  /** The 24h history: cancelled when the asset changes or the page closes. */
  private requests = new AbortController();
  private quoteTimer: NodeJS.Timeout | undefined;
  private visible = true;

  constructor(
    private readonly client: WalletAssetClient,
    private readonly live: LiveSource,
    private readonly post: (message: ToPageMessage) => Promise<void>,
    private readonly log: (message: string) => void,
  ) {}

  /** The asset's data arrived (first load or refresh): price from it, 24h change from its day of history. */
  setAsset(asset: Asset): void {
    const sameAsset = this.asset !== undefined && this.asset.id === asset.id && this.asset.symbol === asset.symbol;
    if (!sameAsset) {
      // Another asset (a refresh can resolve differently): nothing of the last one may show under its name.
      this.following?.dispose();
      this.following = undefined;
      this.requests.abort();
      this.requests = new AbortController();
      this.chartAbort?.abort();
      this.day = undefined;
      this.tickAt = undefined;
      this.tickSource = undefined;
      this.tickChange = undefined;
    }
    this.asset = asset;
    if (this.tickAt === undefined) this.priceUsd = asset.price;
    this.update();
    if (!this.day) {
      this.dayPending = true;
      void this.loadDay();
    }
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
    this.update();
  }

  /** The page asked for a range: loading at once, then the series (or empty, or the error). */
  async loadChart(range: ChartRange): Promise<void> {
    this.chartAbort?.abort();
    const abort = (this.chartAbort = new AbortController());
    if (!this.asset) return;
    await this.post({ type: 'chart', chart: { range, status: 'loading' } });
    try {
      const history = await getPriceHistory(this.client, historyTargetOf(this.asset), range, { signal: abort.signal, feature: 'asset' });
      if (abort.signal.aborted) return;
      if (range === '24h' && history) this.day = history.price;
      await this.post({ type: 'chart', chart: chartFromHistory(range, history) });
      if (range === '24h') await this.sendQuote();
    } catch (e) {
      if (abort.signal.aborted) return;
      this.log(`price history (${range}) of ${this.asset.symbol}: ${describeError(e)}`);
      await this.post({ type: 'chart', chart: { range, status: 'error', message: describeError(e).slice(0, 1000) } });
    }
  }

  /** The header as it stands; sent again when the page reloads. */
  sendQuote(): Promise<void> {
    const quote = this.quote();
    return quote ? this.post({ type: 'quote', quote }) : Promise.resolve();
  }

  dispose(): void {
    this.chartAbort?.abort();
    this.requests.abort();
    this.following?.dispose();
    clearTimeout(this.quoteTimer);
  }

  private quote(): Quote | undefined {
    if (this.priceUsd === undefined) return undefined;
    const change = this.day ? changeText(change24h(this.day, this.priceUsd))
      : !this.dayPending && this.tickChange !== undefined ? changeText(this.tickChange / 100) : undefined;
    const full = formatPrice(this.priceUsd);
    const price = full.length <= 40 ? full : formatUsdCompact(this.priceUsd).slice(0, 40);
    const at = this.tickSource === 'poll' || this.live.status === 'live' ? this.tickAt : undefined;
    return { price, priceUsd: this.priceUsd, change24h: change, at, source: at === undefined ? undefined : this.tickSource };
  }

  /** Follow while visible. */
  private update(): void {
    const active = this.visible && this.asset !== undefined;
    // An asset that cannot be followed (no id, no contract) keeps the price it loaded with.
    const target = this.asset && feedTargetOf(this.asset);
    if (active && !this.following && target) {
      this.following = this.live.follow(target, (tick) => this.onTick(tick));
    } else if (!active && this.following) {
      this.following.dispose();
      this.following = undefined;
    }
  }

  /**
   * The newest tick wins, an older one arriving late is dropped; its time counts no later than now, so a tick stamped
   * ahead of the clock cannot hold the next ones off. The page is told at most once a QUOTE_MS.
   */
  private onTick(tick: PriceTick): void {
    if (this.tickAt !== undefined && tick.timestamp < this.tickAt - LATE_TICK_MS) return;
    this.priceUsd = tick.priceUsd;
    this.tickAt = Math.min(tick.timestamp, nowMs());
    this.tickSource = tick.source ?? 'feed';
    this.tickChange = tick.change24hPercent;
    this.quoteTimer ??= setTimeout(() => {
      this.quoteTimer = undefined;
      void this.sendQuote();
    }, QUOTE_MS);
  }

  private async loadDay(): Promise<void> {
    if (!this.asset) return;
    const signal = this.requests.signal;
    try {
      const history = await getPriceHistory(this.client, historyTargetOf(this.asset), '24h', { signal, feature: 'asset' });
      if (signal.aborted) return;
      if (history) this.day = history.price;
    } catch (e) {
      if (signal.aborted) return;
      this.log(`24h change of ${this.asset?.symbol}: ${describeError(e)}`);
    }
    this.dayPending = false; // the day, or none to be had: the tick's figure may show
    await this.sendQuote();
  }

}
