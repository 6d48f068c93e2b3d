// Query parameters shared by several endpoints.
import { parseChainFilter } from './data/chains';
import type { ChainName } from './data/types';
import { type ApiResponse, badRequest } from './http-util';
import { resolveWallet, type WalletLookup } from './wallet-resolve';

/** The `blockchains` filter (null = all chains), or the 400 answer for an unknown chain. */
export function chainsOrError(query: URLSearchParams): { chains: ReadonlySet<ChainName> | null } | ApiResponse {
  const filter = parseChainFilter(query.get('blockchains') ?? undefined);
  return filter.ok ? { chains: filter.chains } : badRequest(`Unknown blockchain: ${filter.unknown}`);
}

/** The one `wallet` of a single-wallet endpoint and its chain filter, or the 400 answer. */
export function walletAndChains(query: URLSearchParams):
  { lookup: Extract<WalletLookup, { ok: true }>; chains: ReadonlySet<ChainName> | null } | ApiResponse {
  const wallet = query.get('wallet');
  if (!wallet?.trim()) return badRequest('Missing required parameter: wallet');
  const filter = chainsOrError(query);
  if ('status' in filter) return filter;
  const lookup = resolveWallet(wallet);
  return lookup.ok ? { lookup, chains: filter.chains } : badRequest(lookup.error);
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
