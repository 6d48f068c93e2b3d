// What a first fetch of new wallets may spend without asking (no vscode): a first fetch asks every chain (about 20
// credits a wallet by the price list), so a list of a thousand wallets pasted into the settings would spend two free
// months at once. New wallets are fetched while they fit in a request group's worth or 2% of the credits left this
// month, whichever is more (those just added first, then in the list's order); the rest wait for Refresh Wallets (the
// background refresh keeps the fetched ones up to date), and the Wallets view says so.
import { portfolioPrice } from '../api/credits/prices';
import { WALLETS_PER_REQUEST } from './constants';
import type { WatchedWallet } from './model';
import { chosenChains } from './refreshPlan';

/** The share of the month's credits left that new wallets' first fetch may spend unasked. */
export const FIRST_FETCH_SHARE = 0.02;

/** Credits a first fetch may spend unasked when `remaining` are left this month (Infinity: unlimited). */
export function firstFetchCredits(remaining: number): number {
  return Math.max(portfolioPrice(WALLETS_PER_REQUEST, undefined), remaining * FIRST_FETCH_SHARE);
}

/** What a first fetch of this wallet costs by the price list: its chosen chains, or every chain. */
export function firstFetchPrice(wallet: WatchedWallet): number {
  return portfolioPrice(1, chosenChains(wallet));
}

/** The new wallets fetched now (in the list's order, within `credits`) and those that wait, with what they would cost. */
export function splitFirstFetch(wallets: readonly WatchedWallet[], credits: number): { now: WatchedWallet[]; waiting: WatchedWallet[]; waitingPrice: number } {
  const now: WatchedWallet[] = [];
  const waiting: WatchedWallet[] = [];
  let spent = 0, waitingPrice = 0;
  for (const wallet of wallets) {
    const price = firstFetchPrice(wallet);
    if (waiting.length === 0 && spent + price <= credits) {
      now.push(wallet);
      spent += price;
    } else {
      waiting.push(wallet);
      waitingPrice += price;
    }
  }
  return { now, waiting, waitingPrice };
}

/**
 * The first fetches of one store: which wallets wait (with their price), which are being fetched (so a second call
 * while the first runs neither fetches them again nor spends the allowance twice). New and edited wallets go first:
 * those already waiting stay behind what the user just added.
 */
export class FirstFetches {
  /** Each waiting wallet's price, and the call in which it started waiting (the newest go first). */
  private waiting = new Map<string, { readonly price: number; readonly since: number }>();
  private readonly fetching = new Map<string, number>();
  private calls = 0;

  /** The wallets to fetch now, of those not fetched yet (`stale`), within `credits` less what is being fetched. */
  take(stale: readonly WatchedWallet[], credits: number): WatchedWallet[] {
    const call = ++this.calls;
    const since = (w: WatchedWallet) => this.waiting.get(w.address)?.since ?? call;
    const ordered = stale.filter((w) => !this.fetching.has(w.address)).map((w, at) => ({ w, at }))
      .sort((a, b) => since(b.w) - since(a.w) || a.at - b.at).map(({ w }) => w);
    const { now, waiting } = splitFirstFetch(ordered, credits - [...this.fetching.values()].reduce((a, b) => a + b, 0));
    this.waiting = new Map(waiting.map((w) => [w.address, { price: firstFetchPrice(w), since: since(w) }]));
    for (const w of now) this.fetching.set(w.address, firstFetchPrice(w));
    return now;
  }

  /** Their fetch ended (answered or not). */
  done(wallets: readonly WatchedWallet[]): void {
    for (const w of wallets) this.fetching.delete(w.address);
  }

  /** Whether a wallet waits for its first fetch. */
  waits(address: string): boolean {
    return this.waiting.has(address);
  }

  /** The wallets still waiting (watched and still not fetched, by `stillStale`), and what fetching them costs. */
  waitingNow(stillStale: (address: string) => boolean): { count: number; price: number } {
    let count = 0, price = 0;
    for (const [address, w] of this.waiting) {
      if (!stillStale(address)) continue;
      count++;
      price += w.price;
    }
    return { count, price };
  }
}
