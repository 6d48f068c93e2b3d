// Which chains each watched wallet is asked for (no vscode): portfolios cost a credit per chain, so after a wallet's
// first fetch of every chain only the chains it holds something on are named, with a fetch of every chain at most
// daily (or when the user asks) to catch new ones. A Solana address is only ever asked for Solana, and chains the
// user chose are asked as chosen. A wallet that held nothing anywhere waits for its next daily fetch.
import { portfolioPrice } from '../api/credits/prices';
import type { Portfolio } from '../api/types';
import { isSolanaAddress } from '../detect/walletInput';
import { isFresh } from '../core/stamps';
import { groupForRequests, type RequestGroup, type WatchedWallet } from './model';

/** How often every chain is asked again, to find chains a wallet started using. */
export const FULL_FETCH_EVERY_MS = 24 * 3_600_000;

/** What the last fetch of a wallet found out about its chains. */
export interface ChainKnowledge {
  /** The chains it held something on at its last fetch of every chain; undefined when not known. */
  readonly heldChains?: readonly string[];
  /** When every chain was last asked (ms since the epoch). */
  readonly fullAt?: number;
}

export interface RefreshPlan {
  readonly groups: readonly RequestGroup[];
  /** Wallets asked for every chain this time. */
  readonly full: ReadonlySet<string>;
  /** Wallets not asked at all (they held nothing at their last full fetch). */
  readonly skipped: readonly string[];
}

export function planRefresh(
  wallets: readonly WatchedWallet[], known: (address: string) => ChainKnowledge | undefined, now: number, everyChain: boolean, chunkSize: number,
): RefreshPlan {
  const asked: WatchedWallet[] = [];
  const full = new Set<string>();
  const skipped: string[] = [];
  for (const wallet of wallets) {
    const chosen = chosenChains(wallet);
    if (chosen) {
      asked.push({ ...wallet, chains: chosen });
      continue;
    }
    const k = known(wallet.address);
    if (everyChain || !k?.heldChains || !isFresh(k.fullAt, now, FULL_FETCH_EVERY_MS)) {
      asked.push({ ...wallet, chains: undefined });
      full.add(wallet.address);
    } else if (waitsForDailyFetch(wallet, k, now)) {
      skipped.push(wallet.address);
    } else {
      asked.push({ ...wallet, chains: k.heldChains });
    }
  }
  return { groups: groupForRequests(asked, chunkSize), full, skipped };
}

/**
 * Whether a wallet waits for its daily fetch of every chain (it held nothing anywhere at the last one): a refresh
 * does not ask it, so its data is as fresh as that fetch says, not stale for being older than the last refresh.
 */
export function waitsForDailyFetch(wallet: WatchedWallet, k: ChainKnowledge | undefined, now: number): boolean {
  return !chosenChains(wallet) && k?.heldChains?.length === 0 && isFresh(k.fullAt, now, FULL_FETCH_EVERY_MS);
}

/** The chains a wallet is always asked for: those the user chose, Solana for a Solana address; else undefined. */
export function chosenChains(wallet: WatchedWallet): readonly string[] | undefined {
  return wallet.chains?.length ? wallet.chains : isSolanaAddress(wallet.address) ? ['Solana'] : undefined;
}

/** What the plan costs by the price list (`allChains`: what a request naming no chain is charged for). */
export function planPrice(plan: RefreshPlan, allChains?: number): number {
  return plan.groups.reduce((sum, g) => sum + portfolioPrice(g.wallets.length, g.chains, allChains), 0);
}

/**
 * The chains a portfolio holds something on, by name as the service spells them; undefined when a holding does not
 * say where it is (then every chain must be asked again to be sure nothing is missed).
 */
export function heldChains(portfolio: Portfolio): string[] | undefined {
  const chains = new Set<string>();
  for (const holding of portfolio.holdings) {
    if (holding.chainBalances.length === 0) return undefined;
    for (const balance of holding.chainBalances) chains.add(balance.chain);
  }
  return [...chains].sort();
}
