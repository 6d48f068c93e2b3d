// What the wallet streams' frames say (no vscode): a watched wallet may have moved. A hint, not a fact: looking costs a
// refresh of the wallet (and, when it moved, its activity and a notification), which is background work like any other.
// So each hinted wallet is refreshed once its burst of frames has settled, and at most once per `minIntervalMs` however
// many frames come (a wallet receiving dust every quarter second is one refresh a minute, not four a second); the
// scheduler then decides, by the budget, whether the refreshes of the wallets due may run now.
import { trustedStamp } from './stamps';
import { addressKey } from '../detect/evm';

export interface MoveHintTiming {
  /** Frames for one wallet within this long of the first are one hint. */
  readonly settleMs: number;
  /** A wallet is refreshed for hints at most this often. */
  readonly minIntervalMs: number;
}

export class MoveHints {
  /** Each wallet hinted and not refreshed since, by its key: when the first hint of its burst came, and as written. */
  private readonly pending = new Map<string, { readonly address: string; readonly since: number }>();
  /** When each wallet was last refreshed for hints: the next such refresh waits the minimum interval from then. */
  private readonly refreshed = new Map<string, number>();

  constructor(private readonly timing: MoveHintTiming) {}

  /** Frames said these moved at `now`. True when one of them is a new hint. */
  heard(addresses: readonly string[], now: number): boolean {
    let added = false;
    for (const address of addresses) {
      const key = addressKey(address);
      if (this.pending.has(key)) continue;
      this.pending.set(key, { address, since: now });
      added = true;
    }
    return added;
  }

  /** Wallets whose hints are due at `now`: settled, and not refreshed within the minimum interval. */
  due(now: number): string[] {
    return [...this.pending.entries()].filter(([key, p]) => this.dueAt(key, p.since, now) <= now).map(([, p]) => p.address);
  }

  /** When the next hint falls due, or undefined when none is pending. */
  nextDueAt(now: number): number | undefined {
    let next: number | undefined;
    for (const [key, p] of this.pending) next = Math.min(next ?? Infinity, this.dueAt(key, p.since, now));
    return next;
  }

  /** These wallets were refreshed for their hints at `now`: answered, and the next such refresh waits a minimum interval. */
  refreshedForHints(addresses: readonly string[], now: number): void {
    this.answered(addresses, now);
    for (const address of addresses) this.refreshed.set(addressKey(address), now);
  }

  /** These wallets were refreshed at `now` for another reason (the view's refresh): the hints heard before it are answered. */
  answered(addresses: readonly string[], now: number): void {
    for (const address of addresses) {
      const key = addressKey(address);
      if ((this.pending.get(key)?.since ?? Infinity) <= now) this.pending.delete(key);
    }
  }

  /** Only these wallets are watched (and unmuted): the others' hints go, and marks too old to hold anything off. */
  keep(watched: (address: string) => boolean, now: number): void {
    for (const [key, p] of this.pending) if (!watched(p.address)) this.pending.delete(key);
    for (const [key, at] of this.refreshed) if (!(now - at < this.timing.minIntervalMs)) this.refreshed.delete(key);
  }

  get size(): number {
    return this.pending.size;
  }

  private dueAt(key: string, since: number, now: number): number {
    const last = trustedStamp(this.refreshed.get(key), now); // a mark from a clock that ran ahead holds nothing off
    return Math.max(since + this.timing.settleMs, last === undefined ? -Infinity : last + this.timing.minIntervalMs);
  }
}
