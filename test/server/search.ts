// /search in both shapes. Live: `input` is required and `data` mixes asset hits (real assets), token
// hits (synthetic long-tail tokens: no id, no liquidity, `volume_24h`) and pair hits (after the others).
// Spec: reads `name` (or `input`) and returns asset-like hits, a lone hit as an object.
import { searchAssets } from './data/catalogue';
import { rangeFrom } from './data/deterministic';
import type { AssetRecord } from './data/types';
import { specSearchResult } from './asset-render';
import { type ApiHandler, badRequest, ok } from './http-util';
import { embeddedPair, pairHit, pairsOfAsset, searchPairs } from './pair-render';

const SEARCH_LIMIT = 20;
const KINDS = ['assets', 'tokens', 'pairs'] as const;
type Kind = (typeof KINDS)[number];

/** Long-tail tokens have no asset record on the live service; the mispriced oddities do. */
function isTokenOnly(asset: AssetRecord): boolean {
  return asset.tags.includes('synthetic') && !asset.tags.includes('mispriced');
}

function change1h(asset: AssetRecord): number {
  const swing = isTokenOnly(asset) ? 6 : 1.5;
  return Number(rangeFrom(`change1h:${asset.id}`, -swing, swing).toFixed(2));
}

function assetHit(asset: AssetRecord): Record<string, unknown> {
  return {
    id: asset.id, name: asset.name, symbol: asset.symbol, contracts: asset.contracts, blockchains: asset.blockchains,
    decimals: asset.decimals, twitter: asset.twitter, website: asset.website, logo: asset.logo, price: asset.price,
    market_cap: asset.market_cap, total_supply: asset.total_supply, liquidity: asset.liquidity, volume: asset.volume,
    pairs: pairsOfAsset(asset).map(embeddedPair), type: 'asset',
    price_change_24h: asset.price_change_24h, price_change_1h: change1h(asset),
  };
}

function tokenHit(asset: AssetRecord): Record<string, unknown> {
  return {
    name: asset.name, symbol: asset.symbol, contracts: asset.contracts, blockchains: asset.blockchains, decimals: asset.decimals,
    logo: asset.unlisted ? null : asset.logo, price: asset.price, market_cap: asset.market_cap, total_supply: asset.total_supply,
    volume_24h: asset.volume, price_change_24h: asset.price_change_24h, price_change_1h: change1h(asset), pairs: [], type: 'token',
  };
}

function liveSearch(query: URLSearchParams) {
  const input = query.get('input');
  if (input === null) return badRequest('Missing required parameter: input');
  const type = query.get('type');
  if (type !== null && !(KINDS as readonly string[]).includes(type)) return badRequest(`Invalid type: ${type} (expected ${KINDS.join(', ')})`);
  const wanted = (kind: Kind) => type === null || type === kind;
  const markets = searchAssets(input, Infinity)
    .filter((a) => wanted(isTokenOnly(a) ? 'tokens' : 'assets'))
    .slice(0, SEARCH_LIMIT)
    .map((a) => (isTokenOnly(a) ? tokenHit(a) : assetHit(a)));
  const pairs = wanted('pairs') ? searchPairs(input).map(pairHit) : [];
  return ok({ data: [...markets, ...pairs] });
}

export const search: ApiHandler = (query, shape) => {
  if (shape === 'live') return liveSearch(query);
  const results = searchAssets(query.get('name') ?? query.get('input') ?? '', SEARCH_LIMIT).map(specSearchResult);
  // Spec 4.3: the sample shows one object in `data`; a client must accept both forms.
  return ok({ data: results.length === 1 ? results[0] : results });
};
