// The asset page's Pools section, live: while the page is visible and its list loaded, the window's market streams
// (../live/marketLive) follow each listed pool's figures (market-details; the cap leaves the rest to their refreshes,
// and the section says so). Updates are gathered and handed on at most every 250 ms, as the pool page's.
import type { MarketTarget, PoolFigures } from '../api/feed/marketFrames';
import { CAP_NOTICE, LIVE_FLUSH_MS, poolKey } from '../api/feed/marketInterest';
import type { MarketLive } from '../live/marketLive';

let owners = 0;

export class PoolsLive {
  private readonly owner = `asset-pools-${++owners}`;
  private pending = new Map<string, PoolFigures>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pools: readonly MarketTarget[] = [];
  private readonly listening: { dispose(): void } | undefined;
  /** A list that arrives after the page closed follows nothing. */
  private disposed = false;

  /** `apply`: figures by pool (./marketInterest poolKey); `changed`: what is live may have changed. */
  constructor(private readonly hub: MarketLive | undefined, private readonly apply: (figures: ReadonlyMap<string, PoolFigures>) => void, changed: () => void) {
    this.listening = hub?.onDidChange(changed);
  }

  /** The pools the section lists now, while visible; none (or hidden) takes them back. */
  follow(pools: ReadonlyArray<{ address: string; blockchain: string }>, visible: boolean): void {
    if (!this.hub || this.disposed) return;
    this.pools = pools.map((p) => ({ kind: 'market-details', address: p.address, blockchain: p.blockchain }));
    if (!visible || this.pools.length === 0) this.hub.hide(this.owner);
    else this.hub.show(this.owner, this.pools, (u, target) => { if (u.kind === 'details') this.take(u.figures, target); });
  }

  /** What the section says: live, capped, or nothing (it refreshes as before). */
  words(): string | undefined {
    const hub = this.hub;
    if (!hub || this.pools.length === 0) return undefined;
    const live = this.pools.some((p) => hub.isLive(this.owner, p));
    if (!live) return undefined;
    return this.pools.some((p) => hub.capped(p)) ? CAP_NOTICE : 'Live: prices, liquidity and volume update as they happen.';
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.listening?.dispose();
    this.hub?.hide(this.owner);
  }

  private take(figures: PoolFigures, pool: MarketTarget): void {
    this.pending.set(poolKey(pool), figures);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      const pending = this.pending;
      this.pending = new Map();
      this.apply(pending);
    }, LIVE_FLUSH_MS);
  }
}
