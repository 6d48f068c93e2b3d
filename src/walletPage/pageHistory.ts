// The wallet page's net worth over time: one series per range (all wallets combined on the "All wallets" page), each
// range asked of the service at most once an hour (the client caches the answer that long; a range shown before is
// sent again from here, not asked). 2 credits per EVM chain and 4 for Solana, per wallet. A failed range keeps its
// earlier points with why. With amounts hidden the page draws no chart and is sent no figure.
import { describeError } from '../api/transport/errors';
import { formatDate } from '../format/dates';
import { RANGE_SPECS, type HistoryRange } from '../api/historyRanges';
import type { WalletHistory } from '../api/wallets/types';
import type { Figures } from '../format/figures';
import { directedUsdChange } from '../format/pnl';
import { safeLabel } from '../format/safeText';
import { MAX_POINTS, type HistoryData, type HistorySeries, type ToPageMessage } from './protocol';
import { nowMs } from '../core/clock';

/** How long a range shown stays good before it is asked again (what the client caches it for). */
export const HISTORY_FRESH_MS = 3_600_000;

interface Kept {
  readonly series: HistorySeries | undefined;
  readonly at: number;
  readonly error?: string;
}

export class PageHistory {
  private readonly kept = new Map<HistoryRange, Kept>();
  private range: HistoryRange | undefined;
  /** Ends every ask when the page closes. */
  private readonly abort = new AbortController();
  /** The ranges asked and not answered yet. */
  private readonly coming = new Map<HistoryRange, Promise<void>>();

  constructor(
    private readonly fetch: (range: HistoryRange, signal: AbortSignal, force: boolean) => Promise<WalletHistory>,
    private readonly post: (message: ToPageMessage) => Promise<void>,
    private readonly figures: () => Figures,
    private readonly log: (message: string) => void,
    private readonly now: () => number = nowMs,
  ) {}

  /** What was last sent for the range on screen. */
  get shown(): HistoryData | undefined {
    return this.range && this.data(this.range);
  }

  /** The page shows `range`: sent from what was kept when fresh, else asked (`force`: Refresh). */
  async show(range: HistoryRange, force = false): Promise<void> {
    this.range = range;
    const kept = this.kept.get(range);
    if (!force && kept && kept.error === undefined && this.now() - kept.at < HISTORY_FRESH_MS) return this.send(range);
    await this.post({ type: 'history', history: { ...this.data(range), status: kept?.series ? 'loaded' : 'loading' } });
    // A range on its way is not cancelled when another is clicked (the service bills what it was asked): shown again
    // meanwhile, it joins that ask, and its answer is kept for when it is shown.
    let coming = this.coming.get(range);
    if (!coming || force) {
      coming = this.ask(range, kept, force).finally(() => { if (this.coming.get(range) === coming) this.coming.delete(range); });
      this.coming.set(range, coming);
    }
    await coming;
    if (this.range === range && !this.abort.signal.aborted) await this.send(range);
  }

  private async ask(range: HistoryRange, kept: Kept | undefined, force: boolean): Promise<void> {
    const abort = this.abort;
    try {
      const history = await this.fetch(range, abort.signal, force);
      if (abort.signal.aborted) return;
      const n = Math.min(history.series.t.length, MAX_POINTS);
      const start = history.series.t.length - n;
      this.kept.set(range, { series: { t: history.series.t.slice(start), v: history.series.v.slice(start) }, at: this.now() });
    } catch (e) {
      if (abort.signal.aborted) return;
      this.log(`history ${range}: ${describeError(e)}`);
      this.kept.set(range, { series: kept?.series, at: kept?.at ?? 0, error: describeError(e) });
    }
  }

  /** The range on screen again (the page reloaded, amounts hidden or shown). */
  async resend(): Promise<void> {
    if (this.range) await this.send(this.range);
  }

  /** The wallets shown changed: every range kept is asked again when next shown (its points shown meanwhile). */
  outdate(): void {
    for (const [range, kept] of this.kept) this.kept.set(range, { ...kept, at: -Infinity });
  }

  dispose(): void {
    this.abort.abort();
  }

  private async send(range: HistoryRange): Promise<void> {
    await this.post({ type: 'history', history: this.data(range) });
  }

  private data(range: HistoryRange): HistoryData {
    const kept = this.kept.get(range);
    const f = this.figures();
    if (f.masked) return { range, status: 'hidden' };
    if (!kept) return { range, status: 'loading' };
    const series = kept.series && kept.series.t.length > 0 ? kept.series : undefined;
    const message = kept.error !== undefined ? { message: safeLabel(kept.error, 1000) } : {};
    if (kept.error !== undefined) return { range, status: 'error', ...message, ...(series ? { series } : {}) };
    if (!series) return { range, status: 'empty' };
    return { range, status: 'loaded', series, ...(rangeChange(series, range, f)) };
  }
}

/**
 * "+$1,204.10 (+3.20%) over the last 7 days", from the first point to the last; "since 9 Feb 2026" when the points
 * cover less of the range (a wallet four months old on 1Y).
 */
export function rangeChange(series: HistorySeries, range: HistoryRange, f: Figures): Pick<HistoryData, 'change'> {
  const first = series.v[0];
  const last = series.v[series.v.length - 1];
  if (first === undefined || last === undefined || series.v.length < 2) return {};
  const change = directedUsdChange(last - first, first > 0 ? ((last - first) / first) * 100 : undefined, f);
  const span = RANGE_SPECS[range].spanMs;
  const from = series.t[0]!, to = series.t[series.t.length - 1]!;
  const when = span !== undefined && to - from < span * 0.9 ? `since ${formatDate(from)}` : range === 'all' ? `since ${formatDate(from)}` : `over the last ${RANGE_SPECS[range].label}`;
  return { change: { ...change, text: `${change.text} ${when}` } };
}
