// The pool page's chart data: the candles of the period the page asks for (1 credit on the current path, 5 on
// v1), loading at once, then the candles, empty, or the error with the period's earlier candles kept on screen.
// A period asked again while its candles are current (the page was hidden and came back) is sent again, not asked.
import type { WalletAssetClient } from '../api/client';
import { getPoolCandles, type PoolTarget } from '../api/markets/requests';
import { describeError } from '../api/transport/errors';
import { isFresh } from '../core/stamps';
import { PERIOD_MS, type CandlePeriod } from '../api/markets/candleRanges';
import { safeLabel } from '../format/safeText';
import { candleArrays } from './model';
import { MAX_CANDLES, type CandleArrays, type CandlesData, type ToPageMessage } from './protocol';
import type { Candle } from '../api/markets/types';
import { nowMs } from '../core/clock';

/** Sent candles are reused this long at most (less for short periods: a new candle forms every period). */
const REUSE_MS = 5 * 60_000;

export class PageCandles {
  private last: CandlesData | undefined;
  private lastAt = 0;
  /** The last candles that loaded, per period: shown under an error instead of nothing. */
  private readonly good = new Map<CandlePeriod, CandleArrays>();
  private abort: AbortController | undefined;

  constructor(
    private readonly client: WalletAssetClient,
    private readonly post: (message: ToPageMessage) => Promise<void>,
    private readonly log: (message: string) => void,
  ) {}

  get shown(): CandlesData | undefined {
    return this.last;
  }

  /** The page shows `period`: its candles, sent again if still current, else asked (`force` skips the cache). */
  async load(pool: PoolTarget, period: CandlePeriod, force: boolean): Promise<void> {
    const current = this.last?.period === period && (this.last.status === 'loaded' || this.last.status === 'empty')
      && isFresh(this.lastAt, nowMs(), Math.min(REUSE_MS, PERIOD_MS[period]));
    if (current && !force) return this.resend();
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    await this.send({ period, status: 'loading', candles: this.good.get(period) });
    try {
      const candles = candleArrays(await getPoolCandles(this.client, pool, period, { signal: abort.signal, forceRefresh: force, feature: 'pool' }));
      if (abort.signal.aborted) return;
      if (candles.t.length > 0) this.good.set(period, candles);
      this.lastAt = nowMs();
      await this.send(candles.t.length > 0 ? { period, status: 'loaded', candles } : { period, status: 'empty' });
    } catch (e) {
      if (abort.signal.aborted) return;
      this.log(`candles (${period}) of ${pool.address}: ${describeError(e)}`);
      await this.send({ period, status: 'error', message: safeLabel(describeError(e), 1000), candles: this.good.get(period) });
    }
  }

  /** The current candle as the stream has it: the last one replaced, or a new one added (an older one is not news). */
  async liveCandle(period: CandlePeriod, k: Candle): Promise<void> {
    const shown = this.last;
    if (shown?.period !== period || shown.status !== 'loaded' || !shown.candles) return;
    const c = shown.candles, n = c.t.length;
    if (n > 0 && k.t < c.t[n - 1]!) return;
    const at = n > 0 && k.t === c.t[n - 1] ? n - 1 : n;
    c.t[at] = k.t; c.o[at] = k.o; c.h[at] = k.h; c.l[at] = k.l; c.c[at] = k.c; c.v[at] = k.v;
    if (c.t.length > MAX_CANDLES) for (const a of [c.t, c.o, c.h, c.l, c.c, c.v]) a.shift();
    this.lastAt = nowMs();
    await this.post({ type: 'candles', candles: shown });
  }

  /** The page (re)loaded: it gets what it showed. */
  async resend(): Promise<void> {
    if (this.last) await this.post({ type: 'candles', candles: this.last });
  }

  dispose(): void {
    this.abort?.abort();
  }

  private async send(candles: CandlesData): Promise<void> {
    this.last = candles;
    await this.post({ type: 'candles', candles });
  }
}
