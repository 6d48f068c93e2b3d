// What the market streams follow (pure): each visible page registers what it shows (its owner id and targets), a page
// hidden or closed removes its own. The same pool shown twice is one subscription. The service caps subscriptions per
// socket: pools are admitted at most MAX_LIVE_POOLS (each takes up to three streams, within SERVICE_SUBSCRIPTION_CAP),
// pages about one pool first (a pool page is all about it; a list's rows are a glance: an asset page listing a hundred
// pools must not leave the pool page opened from it capped), then in the order pages showed them; a page whose pool is
// left out refreshes as before, and says why.
import { marketSubscriptionId, type MarketTarget } from './marketFrames';

/** Subscriptions the service takes on one socket (its SDK's limit, as read; a cautious figure). */
export const SERVICE_SUBSCRIPTION_CAP = 50;
/** Pools followed live at once: three streams each (figures, trades, candles) within the service's cap. */
export const MAX_LIVE_POOLS = Math.floor(SERVICE_SUBSCRIPTION_CAP / 3);

/** Pages hand live updates on at most this often: a busy pool sends a hundred a second, a page needs a few redraws. */
export const LIVE_FLUSH_MS = 250;

export const CAP_NOTICE = `Live updates limited to ${MAX_LIVE_POOLS} pools; others refresh normally.`;

/** A pool by chain and address, as the cap counts them. */
export function poolKey(t: { readonly address: string; readonly blockchain: string }): string {
  return `${t.blockchain.toLowerCase()}:${t.address.toLowerCase()}`;
}

export interface MarketWanted {
  /** The subscriptions to hold, by id. */
  readonly targets: ReadonlyMap<string, MarketTarget>;
  /** For each subscription id, the owners that show it. */
  readonly owners: ReadonlyMap<string, ReadonlySet<string>>;
  /** Pools left out by the cap. */
  readonly capped: ReadonlySet<string>;
}

export class MarketInterest {
  private readonly shown = new Map<string, readonly MarketTarget[]>();

  /** The owner's page is visible and shows these (replacing what it showed); none is hide(). */
  show(owner: string, targets: readonly MarketTarget[]): void {
    if (targets.length === 0) return this.hide(owner);
    this.shown.set(owner, targets); // a page shown before keeps its place in the order
  }

  hide(owner: string): void {
    this.shown.delete(owner);
  }

  get visible(): number {
    return this.shown.size;
  }

  wanted(): MarketWanted {
    const targets = new Map<string, MarketTarget>();
    const owners = new Map<string, Set<string>>();
    const pools = new Set<string>();
    const capped = new Set<string>();
    const onePool = (list: readonly MarketTarget[]) => list.every((t) => poolKey(t) === poolKey(list[0]!));
    const order = [...this.shown].sort(([, a], [, b]) => Number(onePool(b)) - Number(onePool(a))); // stable: shown order kept
    for (const [owner, list] of order) {
      for (const t of list) {
        const pool = poolKey(t);
        if (!pools.has(pool)) {
          if (pools.size >= MAX_LIVE_POOLS) { capped.add(pool); continue; }
          pools.add(pool);
        }
        const id = marketSubscriptionId(t);
        targets.set(id, t);
        owners.set(id, (owners.get(id) ?? new Set()).add(owner));
      }
    }
    return { targets, owners, capped };
  }
}
