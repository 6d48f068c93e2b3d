// DEX pools as the live search shows them: as pair hits of their own (the service's PoolData: full
// token records, some numbers as text) and inside asset hits (`pairs`: a leaner record, numbers only).
import { chainInfo } from './data/chains';
import { decimalsOn, realAsset } from './data/catalogue';
import { mediaUrl } from './data/deterministic';
import { PAIRS, type PairRecord, type PairSide } from './data/pairs';
import type { AssetRecord } from './data/types';
import { toRawUnits } from './units';

const PAIR_HIT_LIMIT = 5;
const PAIRS_PER_ASSET = 3;

export interface Side {
  asset: AssetRecord;
  address: string;
  name: string;
  symbol: string;
  decimals: number;
}

function side(pair: PairRecord, token: PairSide): Side {
  const asset = realAsset(token.asset);
  return {
    asset, address: token.address, name: token.name ?? asset.name, symbol: token.symbol ?? asset.symbol,
    decimals: token.decimals ?? decimalsOn(asset, pair.chain),
  };
}

export function sides(pair: PairRecord): { token0: Side; token1: Side; base: Side; quote: Side } {
  const token0 = side(pair, pair.token0);
  const token1 = side(pair, pair.token1);
  return pair.base === 0 ? { token0, token1, base: token0, quote: token1 } : { token0, token1, base: token1, quote: token0 };
}

// Resolve every side once at load time, so a typo in the pair table fails loudly.
for (const pair of PAIRS) sides(pair);

/** A token's USD price: the catalogue's (search) or the price curve's at request time (markets). */
export type PriceOf = (asset: AssetRecord) => number;
const cataloguePrice: PriceOf = (asset) => asset.price;

/**
 * Half the pool's liquidity sits on each side at catalogue prices; the token counts stay, so at other prices
 * the USD reserves move with them. Prices in the other token follow from USD prices.
 */
function tokenRecord(pair: PairRecord, token: Side, other: Side, full: boolean, priceOf: PriceOf): Record<string, unknown> {
  const price = priceOf(token.asset);
  const reserveUsd = (pair.liquidity / 2) * (price / token.asset.price);
  const reserve = reserveUsd / price;
  const priceToken = price / priceOf(other.asset);
  const lean = {
    address: token.address, chainId: chainInfo(pair.chain).chainId, symbol: token.symbol, name: token.name, decimals: token.decimals,
    id: token.asset.id, price, priceToken, priceTokenString: String(priceToken),
    approximateReserveUSD: reserveUsd, approximateReserveTokenRaw: toRawUnits(reserve, token.decimals), approximateReserveToken: reserve,
    totalSupply: token.asset.total_supply, circulatingSupply: token.asset.circulating_supply, logo: token.asset.logo,
  };
  if (!full) return lean;
  return {
    ...lean, marketCap: token.asset.market_cap, marketCapDiluted: Math.round(token.asset.price * token.asset.total_supply),
    blockchain: pair.chain, tokenType: pair.chain === 'Solana' ? '2020' : null, bonded_at: null,
  };
}

function pairRecord(pair: PairRecord, full: boolean, priceOf: PriceOf = cataloguePrice): Record<string, unknown> {
  const { token0, token1, base, quote } = sides(pair);
  const priceToken = priceOf(base.asset) / priceOf(quote.asset);
  const liquidity = priceOf === cataloguePrice ? pair.liquidity // exactly the table's figure for search
    : [token0, token1].reduce((sum, t) => sum + (pair.liquidity / 2) * (priceOf(t.asset) / t.asset.price), 0);
  return {
    token0: tokenRecord(pair, token0, token1, full, priceOf), token1: tokenRecord(pair, token1, token0, full, priceOf),
    volume24h: pair.volume24h, liquidity, blockchain: pair.chain, address: pair.address, createdAt: pair.createdAt,
    type: pair.kind, baseToken: base.address, quoteToken: quote.address, exchange: { name: pair.exchange, logo: mediaUrl('exchanges', pair.exchange) },
    factory: pair.factory, price: priceOf(base.asset), priceToken, priceTokenString: String(priceToken),
  };
}

/** A search hit of its own. Not a bonding-curve pool, so no bonding progress. */
export function pairHit(pair: PairRecord): Record<string, unknown> {
  const record = { ...pairRecord(pair, true), bonded: false, bondingPercentage: null, bondingCurveAddress: null };
  if (!pair.numbersAsText) return record;
  return { ...record, price: String(sides(pair).base.asset.price), liquidity: String(pair.liquidity), volume24h: String(pair.volume24h) };
}

/** An entry of an asset hit's `pairs`. */
export function embeddedPair(pair: PairRecord): Record<string, unknown> {
  return { ...pairRecord(pair, false), extraData: null };
}

/** The same lean record at request-time prices, for /market/pairs (`createdAt` as the pool table dates it). */
export function marketPair(pair: PairRecord, priceOf: PriceOf, createdAt: string): Record<string, unknown> {
  return { ...pairRecord(pair, false, priceOf), createdAt, extraData: null };
}

function keywords(pair: PairRecord): string[] {
  const { token0, token1 } = sides(pair);
  return [token0.symbol, token0.name, token1.symbol, token1.name, pair.exchange, ...(pair.keywords ?? [])].map((k) => k.toLowerCase());
}

const byLiquidity = (a: PairRecord, b: PairRecord) => b.liquidity - a.liquidity;

/** Pools with a keyword starting with the text, deepest first, at most five. */
export function searchPairs(text: string): PairRecord[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [];
  return PAIRS.filter((p) => keywords(p).some((k) => k.startsWith(needle))).sort(byLiquidity).slice(0, PAIR_HIT_LIMIT);
}

/** Pools where the asset is the base token (WSOL pools for SOL), deepest first. */
export function pairsOfAsset(asset: AssetRecord): PairRecord[] {
  return PAIRS.filter((p) => sides(p).base.asset === asset).sort(byLiquidity).slice(0, PAIRS_PER_ASSET);
}
