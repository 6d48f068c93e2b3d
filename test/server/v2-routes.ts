// The current (v2) paths, in the live shapes of the service's schemas (`@mobula_labs/types`:
// v1/search/SearchSchema.ts's fast search, v2/asset/AssetPriceHistorySchema.ts), computed from the same
// catalogue and price series as the v1 paths, so both generations tell the same story.
import { chainInfo, resolveChain } from './data/chains';
import { searchAssets } from './data/catalogue';
import type { AssetRecord } from './data/types';
import { type ApiHandler, badRequest, ok } from './http-util';
import { marketHistory } from './market-history';
import { MARKET_V2_ROUTES } from './market-routes';
import { walletActivityV2 } from './wallet-activity';
import { pulseGet } from './pulse';

const FAST_SEARCH_DEFAULT = 5;
const FAST_SEARCH_MAX = 20;

/** How the service names a chain's native coin on EVM chains (api-notes); other chains' natives are left out. */
const EVM_NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

/**
 * One token of an asset on one chain, as TokenDetailsOutput names its fields (unknown figures are 0, unknown
 * dates and texts null). A native coin (no contract) is the EVM native address on its first chain.
 */
export function tokenDetails(asset: AssetRecord, index: number, market?: { price: number; change24h: number }): Record<string, unknown> {
  const name = resolveChain(asset.blockchains[index] ?? '');
  const chain = name && chainInfo(name);
  const decimals = asset.decimals[index];
  const tokenOnly = asset.tags.includes('synthetic') && !asset.tags.includes('mispriced');
  return {
    address: asset.contracts[index] || EVM_NATIVE, chainId: chain?.chainId ?? asset.blockchains[index], blockchain: asset.blockchains[index],
    symbol: asset.symbol, name: asset.name, decimals: decimals ?? 18, id: tokenOnly ? null : asset.id,
    priceUSD: market?.price ?? asset.price ?? 0, priceToken: 0, priceTokenString: '0', approximateReserveUSD: asset.liquidity ?? 0,
    approximateReserveTokenRaw: '0', approximateReserveToken: 0, totalSupply: asset.total_supply ?? 0, circulatingSupply: asset.total_supply ?? 0,
    marketCapUSD: asset.market_cap ?? 0, marketCapDilutedUSD: asset.market_cap ?? 0, logo: asset.unlisted ? null : asset.logo, rank: null, cexs: [],
    liquidityUSD: asset.liquidity ?? 0, volume24hUSD: asset.volume ?? 0, priceChange24hPercentage: market?.change24h ?? asset.price_change_24h ?? 0,
    bondedAt: null, createdAt: null, latestTradeDate: null, tokenType: null, description: null,
    socials: { twitter: asset.twitter, website: asset.website, telegram: null, others: {} }, security: {},
    liveStatus: null, liveThumbnail: null, livestreamTitle: null, liveReplyCount: null,
  };
}

/** `GET /api/2/fast-search?input=&type=&limit=`: tokens (one per asset, its first contract), best match first. */
export const fastSearch: ApiHandler = (query) => {
  const input = query.get('input')?.trim();
  if (!input) return badRequest('Missing required parameter: input');
  const limitText = query.get('limit');
  const limit = limitText === null ? FAST_SEARCH_DEFAULT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > FAST_SEARCH_MAX) return badRequest(`limit must be 1 to ${FAST_SEARCH_MAX}`);
  // One token per chain an asset is on (a native coin once, on its first chain), as the service lists them.
  const data = searchAssets(input, Infinity)
    .flatMap((a) => {
      const tokens = a.contracts.flatMap((c, i) => (typeof c === 'string' && c !== '' ? [i] : []));
      const nativeOnEvm = a.blockchains[0] !== undefined && chainInfo(resolveChain(a.blockchains[0]) ?? 'Solana').isEvm;
      return (tokens.length > 0 ? tokens : nativeOnEvm ? [0] : []).map((i) => tokenDetails(a, i));
    })
    .slice(0, limit);
  return ok({ data });
};

/**
 * `GET /api/2/asset/price-history?id=|address=&chainId=|blockchain=&period=&from=&to=` (ms): the v1 series'
 * prices as `priceHistory`, with the asset's id, name and symbol. An unknown asset is a 404 that says so.
 */
export const assetPriceHistory: ApiHandler = (query, shape, clock) => {
  const id = query.get('id')?.trim(), address = query.get('address')?.trim();
  const chain = query.get('chainId')?.trim() || query.get('blockchain')?.trim();
  if (!id && !address) return badRequest('Either id or address must be provided');
  if (address && !chain) return badRequest('chainId is required when using address');
  const v1 = new URLSearchParams();
  if (address) { v1.set('asset', address); v1.set('blockchain', chain!); } else v1.set('id', id!);
  for (const name of ['period', 'from', 'to']) { const value = query.get(name); if (value !== null) v1.set(name, value); }
  const answer = marketHistory(v1, shape, clock);
  if (answer.status !== 200) return answer;
  const data = (answer.body as { data: { price_history: unknown; name: string; symbol: string } }).data;
  return ok({ data: { priceHistory: data.price_history, ...(id ? { id: Number(id) } : {}), name: data.name, symbol: data.symbol,
    ...(address ? { address, chainId: chainIdOf(chain!) } : {}) } });
};

function chainIdOf(text: string): string {
  const name = resolveChain(text);
  return name ? chainInfo(name).chainId : text;
}

export const V2_ROUTES: Readonly<Record<string, ApiHandler>> = {
  '/api/2/fast-search': fastSearch,
  '/api/2/asset/price-history': assetPriceHistory,
  '/api/2/wallet/activity': walletActivityV2,
  '/api/2/pulse': pulseGet,
  ...MARKET_V2_ROUTES,
};

/**
 * The v1 paths the service's SDK dropped in 2026 (api-notes, "Where the service is going") that this server
 * serves and whose successor the client speaks.
 */
export const RETIRED_V1_PATHS: readonly string[] = [
  '/api/1/search', '/api/1/wallet/multi-portfolio', '/api/1/market/history', '/api/1/market/multi-data', '/api/1/market/pairs', '/api/1/market/history/pair',
  '/api/1/wallet/transactions', '/api/1/market/query',
];

/** Which generations the server speaks: both (as the live service does today), v2 with v1's dropped paths gone, or v1 only (the spec). */
export type Generations = 'both' | 'retire-v1' | 'v1-only';
export const GENERATIONS: readonly Generations[] = ['both', 'retire-v1', 'v1-only'];

/** Whether a path answers under the mode; a path that does not is a plain 404 "Not found", as for any unknown path. */
export function servesPath(mode: Generations, path: string): boolean {
  if (mode === 'v1-only') return !path.startsWith('/api/2/');
  if (mode === 'retire-v1') return !RETIRED_V1_PATHS.includes(path);
  return true;
}
