// Prices on screen without a websocket (plans that have none, or a refused one): everything followed is asked in one
// batched request (/market/multi-data) as often as the credit budget allows, never more than once a minute, and only
// while the window has focus. Each quote goes to the listeners of its own target (matched by id or contract).
import type { WalletAssetClient } from '../api/client';
import type { BackgroundScheduler } from '../core/scheduler';
import { targetKey, type FeedTarget, type PriceTick } from '../api/priceTarget';

export const POLL_JOB = 'prices';
const MIN_INTERVAL_MS = 60_000;

interface Entry {
  readonly target: FeedTarget;
  readonly listeners: Set<(tick: PriceTick) => void>;
}

export class PricePoll {
  private readonly entries = new Map<string, Entry>();
  private readonly job: { dispose(): void };

  constructor(
    private readonly client: WalletAssetClient, private readonly scheduler: BackgroundScheduler, private readonly focused: () => boolean,
    private readonly log: (line: string) => void,
  ) {
    this.job = scheduler.add({
      name: POLL_JOB, share: 2, minIntervalMs: () => MIN_INTERVAL_MS,
      cost: () => this.entries.size,
      wanted: () => this.entries.size > 0 && this.focused(),
      run: () => this.poll(),
    }, scheduler.now());
  }

  /** How many different prices are polled. */
  get size(): number {
    return this.entries.size;
  }

  add(target: FeedTarget, listener: (tick: PriceTick) => void): { dispose(): void } {
    const key = targetKey(target);
    const entry = this.entries.get(key) ?? { target, listeners: new Set() };
    entry.listeners.add(listener);
    this.entries.set(key, entry);
    this.scheduler.poke();
    return {
      dispose: () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size === 0 && this.entries.get(key) === entry) this.entries.delete(key);
      },
    };
  }

  dispose(): void {
    this.job.dispose();
    this.entries.clear();
  }

  private async poll(): Promise<number> {
    const entries = [...this.entries.values()];
    try {
      const quotes = await this.client.getPrices(entries.map((e) => e.target), { feature: 'live', forceRefresh: true });
      for (const entry of entries) {
        const quote = quotes.get(targetKey(entry.target));
        if (!quote) continue;
        const tick: PriceTick = {
          timestamp: quote.at, priceUsd: quote.priceUsd, volume24h: undefined, change24hPercent: quote.change24hPercent,
          baseSymbol: entry.target.symbol, baseId: entry.target.kind === 'asset' ? String(entry.target.id) : undefined, source: 'poll',
        };
        for (const listener of [...entry.listeners]) listener(tick);
      }
    } catch (e) {
      this.log(`price poll of ${entries.length} prices failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    return entries.length;
  }
}
