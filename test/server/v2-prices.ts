// The current (v2) batch paths behind prices, in the live shapes of the service's schemas (`@mobula_labs/types`:
// v2/token/TokenPriceSchema.ts, v2/asset/AssetDetailsSchema.ts): `POST /api/2/token/price` (tokens by contract
// and chain) and `POST /api/2/asset/details` (assets by id). Prices follow the same curve as multi-data, the
// history and the feed, so both generations tell the same story.
import { findAsset, findAssetById } from './data/catalogue';
import { chainInfo, resolveChain } from './data/chains';
import { DAY, priceAt } from './data/price-series';
import type { AssetRecord } from './data/types';
import { badRequest, ok, type PostHandler, type RequestClock } from './http-util';
import { tokenDetails } from './v2-routes';

const MAX_TOKENS = 50;
const MAX_ASSETS = 10;

type Item = Record<string, unknown>;

/** A batch body: an array of items, or `{items}` (the token schemas accept both; asset details only the array). */
function itemsOf(body: unknown, allowItemsKey: boolean): Item[] | undefined {
  const list = Array.isArray(body) ? body : allowItemsKey && body && typeof body === 'object' ? (body as { items?: unknown }).items : undefined;
  return Array.isArray(list) && list.every((i) => i !== null && typeof i === 'object' && !Array.isArray(i)) ? (list as Item[]) : undefined;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

function market(asset: AssetRecord, { now, anchorMs }: RequestClock) {
  const price = priceAt(asset, now, anchorMs);
  return { price, change24h: (price / priceAt(asset, now - DAY, anchorMs) - 1) * 100 };
}

/** `POST /api/2/token/price`: `{payload: [...]}`, each echoing the address and chain asked, with a price or an error. */
export const tokenPrice: PostHandler = (body, clock) => {
  const items = itemsOf(body, true);
  if (!items || items.length === 0) return badRequest('Expected an array of {address, chainId} items');
  if (items.length > MAX_TOKENS) return badRequest(`Maximum ${MAX_TOKENS} tokens per request`);
  const payload = items.map((item) => {
    const address = text(item.address) ?? null;
    const chainText = text(item.chainId) ?? text(item.blockchain);
    const chain = chainText ? resolveChain(chainText) : undefined;
    const chainId = chain ? chainInfo(chain).chainId : chainText ?? null;
    const asset = address && chain ? findAsset(address, chain) : undefined;
    if (!asset || asset.unlisted) return { address, chainId, error: 'Token not found' };
    const { price } = market(asset, clock);
    return {
      address, chainId, name: asset.name, symbol: asset.symbol, logo: asset.logo, priceUSD: price,
      marketCapUSD: price * asset.circulating_supply, marketCapDilutedUSD: price * asset.total_supply,
      liquidityUSD: asset.liquidity ?? null, liquidityMaxUSD: asset.liquidity ?? null,
    };
  });
  return ok({ payload });
};

/** `POST /api/2/asset/details`: `{payload: [...]}`, each the asset's data and its first `tokensLimit` tokens, or an error. */
export const assetDetails: PostHandler = (body, clock) => {
  const items = itemsOf(body, false);
  if (!items || items.length === 0) return badRequest('At least one asset is required');
  if (items.length > MAX_ASSETS) return badRequest(`Maximum ${MAX_ASSETS} assets per request`);
  const payload = items.map((item) => {
    const id = Number(item.id);
    const asset = Number.isInteger(id) ? findAssetById(id) : undefined;
    if (!asset || asset.unlisted) return { error: 'Asset not found' };
    const limit = Math.min(50, Math.max(1, Number(item.tokensLimit ?? 10) || 10));
    const now = market(asset, clock);
    const tokens = asset.blockchains.slice(0, limit).map((_, i) => tokenDetails(asset, i, now));
    return {
      asset: {
        id: asset.id, name: asset.name, symbol: asset.symbol, logo: asset.logo, description: asset.description ?? null, rank: asset.rank ?? null,
        nativeChainId: tokens[0]?.chainId ?? null, priceUSD: now.price, totalSupply: asset.total_supply, circulatingSupply: asset.circulating_supply,
        marketCapUSD: now.price * asset.circulating_supply, marketCapDilutedUSD: now.price * asset.total_supply,
        athPriceDate: null, athPriceUSD: null, atlPriceDate: null, atlPriceUSD: null, isStablecoin: asset.tags.includes('stablecoin'),
        createdAt: new Date(0).toISOString(), listedAt: null,
        socials: { audit: null, github: null, twitter: asset.twitter ?? null, website: asset.website ?? null, kyc: null, chat: null, discord: null },
      },
      tokens, tokensCount: asset.blockchains.length,
    };
  });
  return ok({ payload });
};

export const V2_POST_ROUTES: Readonly<Record<string, PostHandler>> = {
  '/api/2/token/price': tokenPrice,
  '/api/2/asset/details': assetDetails,
};
