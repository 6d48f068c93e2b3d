// What a first fetch of new wallets may spend without asking (no vscode): a first fetch asks every chain (about 20
// credits a wallet by the price list), so a list of a thousand wallets pasted into the settings would spend two free
// months at once. New wallets are fetched in the list's order while they fit in a request group's worth or 2% of the
// credits left this month, whichever is more; the rest wait for Refresh Wallets or the paced background refresh, and
// the Wallets view says so.
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
