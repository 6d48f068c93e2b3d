// Query parameters shared by several endpoints.
import { parseChainFilter } from './data/chains';
import type { ChainName } from './data/types';
import { type ApiResponse, badRequest } from './http-util';

/** The `blockchains` filter (null = all chains), or the 400 answer for an unknown chain. */
export function chainsOrError(query: URLSearchParams): { chains: ReadonlySet<ChainName> | null } | ApiResponse {
  const filter = parseChainFilter(query.get('blockchains') ?? undefined);
  return filter.ok ? { chains: filter.chains } : badRequest(`Unknown blockchain: ${filter.unknown}`);
}

/** A whole-number parameter within [min, max]; missing or unreadable text gives the fallback. */
export function intParam(query: URLSearchParams, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Math.floor(Number(query.get(name) ?? fallback));
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** A boolean flag the way the service reads its string parameters: only "true" is true. */
export function flagParam(query: URLSearchParams, name: string): boolean {
  return query.get(name) === 'true';
}
