// The pool page's recent trades: asked when the pool loads (1 credit), then again in the background through the
// credits scheduler, only while the page is visible and the window focused, at most every 15 seconds and no more
// often than the budget's share allows. A failed refresh keeps the last trades on screen with why. On plans with the
// service's streams, trades arrive live instead (./pageLive: addLive) and the refresh waits while they do.
import type { WalletAssetClient } from '../api/client';
import { getPoolTrades, type PoolTarget } from '../api/markets/requests';
import { describeError } from '../api/transport/errors';
import type { Pool, Trade } from '../api/markets/types';
import type { BackgroundScheduler } from '../core/scheduler';
import { safeLabel } from '../format/safeText';
import type { ToPageMessage, TradeRow, TradesData } from './protocol';
import { tradeRows, TRADES_SENT } from './tradesModel';
import { nowMs } from '../core/clock';

export const TRADES_MIN_INTERVAL_MS = 15_000;
/** What one refresh costs (/market/trades/pair is not on the price list: 1 credit a call). */
const TRADES_CREDITS = 1;

export type PoolScheduler = Pick<BackgroundScheduler, 'add' | 'ran' | 'poke' | 'now' | 'intervalMs'>;

let jobs = 0;

/** A trade's identity among rows: its time and transaction (or, without one, its figures). */
const sameTrade = (r: TradeRow) => `${r.at}|${r.txUrl ?? ''}|${r.side}|${r.usd}|${r.amount}`;

export class PageTrades {
  private pool: Pool | undefined;
  private last: TradesData | undefined;
  private abort: AbortController | undefined;
  private readonly name = `pool trades #${++jobs}`;
  private readonly job: { dispose(): void };

  constructor(
    private readonly client: WalletAssetClient,
    private readonly scheduler: PoolScheduler,
    /** The page is visible (its script listening) and the window focused. */
    wanted: () => boolean,
    private readonly post: (message: ToPageMessage) => Promise<void>,
    private readonly log: (message: string) => void,
  ) {
    this.job = scheduler.add({
      name: this.name, share: 1, minIntervalMs: () => TRADES_MIN_INTERVAL_MS, cost: () => TRADES_CREDITS,
      wanted: () => this.pool !== undefined && wanted(),
      run: async () => { await this.fetch(true); return TRADES_CREDITS; },
    }, scheduler.now());
  }

  get shown(): TradesData | undefined {
    return this.last;
  }

  /** How often the background refresh runs now (the budget's share; Infinity while background work is paused). */
  get everyMs(): number {
    return this.scheduler.intervalMs(this.name);
  }

  /** The pool arrived (first load or Refresh): its trades now; the background refresh waits from here. */
  async setPool(pool: Pool, force: boolean): Promise<void> {
    this.pool = pool;
    await this.load(force);
  }

  /** Asked by the user (open, Refresh, Retry): counted against the next background run. */
  async load(force: boolean): Promise<void> {
    await this.fetch(force);
    this.scheduler.ran(this.name, TRADES_CREDITS);
  }

  /** Trades that came live: new rows at the top (the page applies its size filter), the newest TRADES_SENT kept. */
  async addLive(trades: readonly Trade[]): Promise<void> {
    const pool = this.pool;
    if (!pool || trades.length === 0) return;
    const earlier = this.last?.status === 'loaded' || this.last?.status === 'error' ? this.last.rows : [];
    // The same trade twice (a resent frame, a trade the last refresh listed) is one row.
    const seen = new Set(earlier.map(sameTrade));
    const fresh = tradeRows(trades, pool).filter((r) => !seen.has(sameTrade(r)) && Boolean(seen.add(sameTrade(r))));
    const rows = [...fresh, ...earlier].sort((a, b) => b.at - a.at).slice(0, TRADES_SENT);
    await this.send({ status: 'loaded', rows, at: nowMs() });
  }

  async resend(): Promise<void> {
    if (this.last) await this.post({ type: 'trades', trades: { ...this.last, now: nowMs() } });
  }

  dispose(): void {
    this.job.dispose();
    this.abort?.abort();
  }

  private async fetch(force: boolean): Promise<void> {
    const pool = this.pool;
    if (!pool) return;
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    if (this.last?.status !== 'loaded') await this.send({ status: 'loading', rows: [] });
    const target: PoolTarget = { address: pool.address, blockchain: pool.blockchain };
    try {
      const trades = await getPoolTrades(this.client, target, { signal: abort.signal, forceRefresh: force, feature: 'pool' });
      if (!abort.signal.aborted) await this.send({ status: 'loaded', rows: tradeRows(trades, pool), at: nowMs() });
    } catch (e) {
      if (abort.signal.aborted) return;
      this.log(`trades of ${pool.address}: ${describeError(e)}`);
      const earlier = this.last?.status === 'loaded' || this.last?.status === 'error' ? this.last.rows : [];
      await this.send({ status: 'error', message: safeLabel(describeError(e), 1000), rows: earlier, at: this.last?.at });
    }
  }

  private async send(trades: TradesData): Promise<void> {
    this.last = trades;
    await this.post({ type: 'trades', trades: { ...trades, now: nowMs() } });
  }
}
