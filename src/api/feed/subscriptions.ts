// Who listens to which price: targets reference-counted by listener, and each update routed to the targets it
// is about (by asset id, else by symbol) through two indexes, so a frame of many updates costs one lookup each.
import { tickMatches } from './messages';
import { targetKey, type FeedTarget, type PriceTick } from '../priceTarget';

export type TickListener = (tick: PriceTick) => void;

interface Entry {
  readonly target: FeedTarget;
  readonly listeners: Set<TickListener>;
}

export class Subscriptions {
  private readonly entries = new Map<string, Entry>();
  private readonly byId = new Map<string, Entry>();
  private readonly bySymbol = new Map<string, Set<Entry>>();

  get size(): number {
    return this.entries.size;
  }

  targets(): FeedTarget[] {
    return [...this.entries.values()].map((e) => e.target);
  }

  /** Adds a listener; true when the target is new (it must be subscribed on the socket). */
  add(target: FeedTarget, listener: TickListener): boolean {
    const key = targetKey(target);
    const existing = this.entries.get(key);
    if (existing) {
      existing.listeners.add(listener);
      return false;
    }
    const entry: Entry = { target, listeners: new Set([listener]) };
    this.entries.set(key, entry);
    if (target.kind === 'asset') this.byId.set(String(target.id), entry);
    const symbol = target.symbol?.toUpperCase();
    if (symbol) this.bySymbol.set(symbol, (this.bySymbol.get(symbol) ?? new Set()).add(entry));
    return true;
  }

  /** Removes a listener; true when it was the target's last (it must be unsubscribed on the socket). */
  remove(target: FeedTarget, listener: TickListener): boolean {
    const key = targetKey(target);
    const entry = this.entries.get(key);
    if (!entry || !entry.listeners.delete(listener) || entry.listeners.size > 0) return false;
    this.entries.delete(key);
    if (target.kind === 'asset' && this.byId.get(String(target.id)) === entry) this.byId.delete(String(target.id));
    const symbol = target.symbol?.toUpperCase();
    const sharing = symbol ? this.bySymbol.get(symbol) : undefined;
    if (symbol && sharing) {
      sharing.delete(entry);
      if (sharing.size === 0) this.bySymbol.delete(symbol);
    }
    return true;
  }

  /**
   * Calls the listeners of every target the update is about; one listener's failure does not stop the rest. An update
   * without an id whose symbol several followed prices share (a token and its look-alike) is about none of them.
   */
  deliver(tick: PriceTick, onError: (e: unknown) => void): number {
    const candidates = new Set<Entry>();
    const byId = tick.baseId !== undefined ? this.byId.get(tick.baseId) : undefined;
    if (byId) candidates.add(byId);
    const symbol = tick.baseSymbol?.toUpperCase();
    const sharing = (symbol && this.bySymbol.get(symbol)) || undefined;
    if (tick.baseId === undefined && sharing && sharing.size > 1) return 0;
    for (const entry of sharing ?? []) candidates.add(entry);
    let delivered = 0;
    for (const entry of candidates) {
      if (!tickMatches(tick, entry.target)) continue;
      for (const listener of [...entry.listeners]) {
        try {
          listener(tick);
          delivered++;
        } catch (e) {
          onError(e);
        }
      }
    }
    return delivered;
  }
}
