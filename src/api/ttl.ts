// How long each kind of answer is reused, from the user's `cacheTtlSeconds`.
export type Operation = 'portfolio' | 'multiPortfolio' | 'nfts' | 'metadata' | 'search' | 'history' | 'notFound';

/** NFTs and search hits change slowly; "not found" is kept briefly so a new listing shows soon. */
const FACTOR: Record<Operation, number> = { portfolio: 1, multiPortfolio: 1, nfts: 5, metadata: 1, search: 5, history: 1, notFound: 0.5 };
const NOT_FOUND_MAX_MS = 30_000;

export function operationTtlMs(operation: Operation, cacheTtlSeconds: number): number {
  const ms = Math.max(0, cacheTtlSeconds) * 1000 * FACTOR[operation];
  return operation === 'notFound' ? Math.min(ms, NOT_FOUND_MAX_MS) : ms;
}
