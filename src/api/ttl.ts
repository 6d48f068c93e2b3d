// How long each kind of answer is reused, from the user's `cacheTtlSeconds`.
export type Operation =
  | 'portfolio' | 'multiPortfolio' | 'nfts' | 'metadata' | 'search' | 'history' | 'prices' | 'sparkline' | 'notFound'
  | 'pools' | 'pool' | 'candles' | 'trades' | 'quote' | 'activity' | 'walletHistory' | 'labels' | 'discover';

/**
 * Metadata and search answers are kept for the session (credits: a search costs 5, and the same query is not
 * asked twice; a name, supply or link changes rarely, and prices come from their own cheap request); NFTs for an
 * hour (they change rarely); "not found" briefly so a new listing shows soon. A token's pools for 5 minutes (the
 * list and its order move slowly); a quote for half the setting (prices move). A wallet's net worth over time for an
 * hour and names for days (their callers say so: ./wallets). The rest as the setting says.
 */
const FACTOR: Record<Operation, number> = {
  portfolio: 1, multiPortfolio: 1, nfts: 60, metadata: 1, search: 1, history: 1, prices: 1, sparkline: 60, notFound: 0.5,
  pools: 5, pool: 1, candles: 1, trades: 1, quote: 0.5, activity: 1, walletHistory: 60, labels: 60, discover: 1,
};
const SESSION_MS = 12 * 3_600_000;
const NOT_FOUND_MAX_MS = 30_000;

export function operationTtlMs(operation: Operation, cacheTtlSeconds: number): number {
  if (cacheTtlSeconds <= 0) return 0;
  if (operation === 'metadata' || operation === 'search') return SESSION_MS;
  const ms = cacheTtlSeconds * 1000 * FACTOR[operation];
  return operation === 'notFound' ? Math.min(ms, NOT_FOUND_MAX_MS) : ms;
}

/** A request's time in the cache: the caller's own (a range's freshness, an hour) or its operation's; none with the cache off. */
export function ttlOf(operation: Operation, ownMs: number | undefined, cacheTtlSeconds: number): number {
  if (ownMs === undefined) return operationTtlMs(operation, cacheTtlSeconds);
  return cacheTtlSeconds > 0 ? ownMs : 0;
}
