// A holding filed under another key between two refreshes (an answer without its chains, a chain renamed) shows as a
// token gone and a token new of the same symbol and amount: not a move. Found in O(n log n) whatever the answer: a
// hostile one may replace ten thousand tokens by ten thousand others, all of one symbol and one amount, and a rescan of
// the changes per token gone blocked the extension host for seconds after every refresh that brought it.
/** What a change of a token between two refreshes needs to say here (./balanceDiff TokenChange). */
interface TokenChange {
  readonly key: string;
  readonly symbol: string;
  readonly before: number;
  readonly after: number;
  readonly kind: 'in' | 'out' | 'new' | 'gone';
}

/** The changes without the pairs that are one holding refiled. */
export function withoutRefiled<T extends TokenChange>(changes: readonly T[]): T[] {
  const news = changes.filter((c) => c.kind === 'new');
  if (news.length === 0) return [...changes];
  const symbolOf = (c: TokenChange) => c.symbol.toUpperCase();
  const bySymbol = new Groups(news, symbolOf); // for a token gone without a contract: any new one of its symbol
  const byContract = new Groups(news, (c) => `${symbolOf(c)}|${contractOf(c.key) ?? ''}`); // '': new ones without a contract
  const dropped = new Set<TokenChange>();
  for (const gone of changes) {
    if (gone.kind !== 'gone') continue;
    const symbol = symbolOf(gone), contract = contractOf(gone.key);
    const lists = contract === undefined ? [bySymbol.get(symbol)] : [byContract.get(`${symbol}|${contract}`), byContract.get(`${symbol}|`)];
    const slack = 1e-9 * Math.abs(gone.before);
    const same = lists.map((list) => list?.take(gone.before - slack, gone.before + slack, dropped)).find((c) => c !== undefined);
    if (same) dropped.add(same).add(gone);
  }
  return dropped.size === 0 ? [...changes] : changes.filter((c) => !dropped.has(c));
}

function contractOf(key: string): string | undefined {
  return key.startsWith('asset:') ? undefined : key.slice(key.indexOf(':') + 1);
}

/** New tokens grouped by a key, each group sorted by amount the first time it is asked for (most never are). */
class Groups {
  private lists: Map<string, TokenChange[]> | undefined;
  private readonly sorted = new Map<string, ByAmount>();

  constructor(private readonly changes: readonly TokenChange[], private readonly keyOf: (c: TokenChange) => string) {}

  get(key: string): ByAmount | undefined {
    let found = this.sorted.get(key);
    if (!found) {
      const list = this.grouped().get(key);
      if (list) this.sorted.set(key, found = new ByAmount(list));
    }
    return found;
  }

  private grouped(): Map<string, TokenChange[]> {
    if (!this.lists) {
      const lists = (this.lists = new Map<string, TokenChange[]>());
      for (const c of this.changes) {
        const key = this.keyOf(c);
        const list = lists.get(key);
        if (list) list.push(c);
        else lists.set(key, [c]);
      }
    }
    return this.lists;
  }
}

/** New tokens by amount; each taken once, skipped in amortised constant time once taken (here or through another list). */
class ByAmount {
  private readonly items: TokenChange[];
  /** next[i]: the index to look at instead of i (i itself while items[i] is not taken). */
  private readonly next: number[];

  constructor(items: TokenChange[]) {
    this.items = items.sort((a, b) => a.after - b.after);
    this.next = items.map((_, i) => i);
  }

  /** The first new token not yet taken whose amount is in [from, to]. */
  take(from: number, to: number, taken: ReadonlySet<TokenChange>): TokenChange | undefined {
    for (let i = this.live(this.firstAtLeast(from)); i < this.items.length && this.items[i]!.after <= to; i = this.live(i)) {
      if (!taken.has(this.items[i]!)) return this.items[i];
      this.next[i] = i + 1; // taken through another list: skipped from now on
    }
    return undefined;
  }

  /** The first index from i whose token is not known to be taken (following and shortening the skips). */
  private live(i: number): number {
    let at = i;
    while (at < this.next.length && this.next[at] !== at) at = this.next[at]!;
    for (let j = i; j < this.next.length && this.next[j] !== j;) {
      const following = this.next[j]!;
      this.next[j] = at;
      j = following;
    }
    return at;
  }

  private firstAtLeast(amount: number): number {
    let lo = 0, hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.items[mid]!.after < amount) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
