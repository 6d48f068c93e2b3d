// What the wallet page's net worth and activity were loaded for: each wallet it shows with its chain filter. When the
// Wallets view's list changes, nothing is asked of the service by itself (that would spend credits unasked): a wallet
// no longer watched has its activity rows dropped, and whatever the page can no longer vouch for (the combined net
// worth of a changed set, the activity of a wallet added or of a changed chain filter) is said in the header, with a
// notice read out once, until Refresh loads it for the wallets as they are now. A label edited changes only the header.
// No vscode.
import { filterKey } from '../wallets/model';

/** A wallet's address → its chain filter ("" for none). */
export type WalletSet = ReadonlyMap<string, string>;

export function walletSet(addresses: readonly string[], chains: (address: string) => readonly string[] | undefined): WalletSet {
  return new Map(addresses.map((a) => [a, filterKey(chains(a))]));
}

export const STALE_NET_WORTH = 'Net worth still counts wallets no longer watched: Refresh shows it for the wallets watched now.';
export const STALE_BOTH = 'Net worth and activity are for the wallets or chains as they were: Refresh shows them as they are now.';

export class LoadedSet {
  private loaded: WalletSet = new Map();
  /** What the header says the page cannot vouch for, until the next load. */
  private said: string | undefined;

  constructor(private readonly current: () => WalletSet) {}

  get note(): string | undefined {
    return this.said;
  }

  /** The header with what the page cannot vouch for said first (the note is at most 400 characters). */
  annotate<V extends { readonly note?: string }>(view: V): V {
    return this.said === undefined ? view : { ...view, note: [this.said, view.note].filter(Boolean).join(' ').slice(0, 400) };
  }

  /** The page loads (open, Refresh): what it shows is for the wallets as they are now. */
  loading(): void {
    this.loaded = this.current();
    this.said = undefined;
  }

  /** The list changed: the wallets gone (their rows to drop) and the note, when it is new (to read out). */
  changed(): { readonly removed: readonly string[]; readonly notice: string | undefined } {
    const now = this.current();
    const removed = [...this.loaded.keys()].filter((a) => !now.has(a));
    const added = [...now].some(([a, chains]) => this.loaded.get(a) !== chains);
    const note = added ? STALE_BOTH : removed.length > 0 ? STALE_NET_WORTH : undefined;
    const notice = note !== undefined && note !== this.said ? note : undefined;
    this.said = note ?? this.said;
    this.loaded = new Map([...this.loaded].filter(([a]) => now.has(a)));
    return { removed, notice };
  }
}
