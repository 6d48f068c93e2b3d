// The pools behind the markets endpoints (data/pools.ts) as the endpoints need them: found by address and
// chain, by token, and valued at any instant. Token counts in a pool are fixed (half its liquidity on each
// side at catalogue prices), so reserves and liquidity move with the price curve that every endpoint follows.
import { contractKey } from './data/catalogue';
import { resolveChain } from './data/chains';
import { DAY, priceCurve } from './data/price-series';
import { MARKET_POOLS } from './data/pools';
import type { PairRecord } from './data/pairs';
import type { AssetRecord, ChainName } from './data/types';
import { type ApiResponse, badRequest } from './http-util';
import { sides, type Side } from './pair-render';

export type { Side } from './pair-render';

export interface PoolView {
  pool: PairRecord;
  token0: Side;
  token1: Side;
  base: Side;
  quote: Side;
}

// Resolve every pool once at load time, so a typo in the table fails loudly.
const VIEWS = new Map<PairRecord, PoolView>(MARKET_POOLS.map((pool) => [pool, { pool, ...sides(pool) }]));

export function viewOf(pool: PairRecord): PoolView {
  return VIEWS.get(pool)!;
}

export const sameAddress = (a: string, b: string): boolean => contractKey(a) === contractKey(b);

export function findPool(address: string, chain?: ChainName): PairRecord | undefined {
  return MARKET_POOLS.find((p) => sameAddress(p.address, address) && (chain === undefined || p.chain === chain));
}

/** Pools with the token on either side (by contract, or by asset when `asset` is given). */
export function poolsOfToken(match: { address?: string; asset?: AssetRecord }, chain?: ChainName): PairRecord[] {
  return MARKET_POOLS.filter((p) => (chain === undefined || p.chain === chain) && [viewOf(p).token0, viewOf(p).token1]
    .some((t) => (match.address !== undefined && sameAddress(t.address, match.address)) || t.asset === match.asset));
}

export function createdAtMs(pool: PairRecord, anchorMs: number): number {
  return pool.ageDays === undefined ? Date.parse(pool.createdAt) : anchorMs - pool.ageDays * DAY;
}

// A curve costs a shape evaluation at the anchor to build; candles ask thousands of prices of one asset.
const curves = new Map<AssetRecord, { anchorMs: number; at: (t: number) => number }>();

/** An asset's USD price at an instant: the one curve behind history, feed, pools, candles, trades and quotes. */
export function usdPrice(asset: AssetRecord, t: number, anchorMs: number): number {
  let curve = curves.get(asset);
  if (curve?.anchorMs !== anchorMs) curves.set(asset, curve = { anchorMs, at: priceCurve(asset, anchorMs) });
  return curve.at(t);
}

export interface PoolState {
  /** Token counts and their USD value, per side. */
  reserve0: number;
  reserve1: number;
  reserveUsd0: number;
  reserveUsd1: number;
  liquidityUsd: number;
  basePrice: number;
  quotePrice: number;
}

export function poolState(pool: PairRecord, t: number, anchorMs: number): PoolState {
  const { token0, token1, base, quote } = viewOf(pool);
  const tokens = (s: Side) => pool.liquidity / 2 / s.asset.price;
  const reserve0 = tokens(token0), reserve1 = tokens(token1);
  const reserveUsd0 = reserve0 * usdPrice(token0.asset, t, anchorMs), reserveUsd1 = reserve1 * usdPrice(token1.asset, t, anchorMs);
  return {
    reserve0, reserve1, reserveUsd0, reserveUsd1, liquidityUsd: reserveUsd0 + reserveUsd1,
    basePrice: usdPrice(base.asset, t, anchorMs), quotePrice: usdPrice(quote.asset, t, anchorMs),
  };
}

/** The LP fee a swap pays, in percent; a pool without a fixed tier charges the common 0.3%. */
export function feePercent(pool: PairRecord): number {
  return pool.feeTier ?? 0.3;
}

/** `chainId` or `blockchain` (either spelling the service takes), undefined when neither is given, or the 400. */
export function chainParam(query: URLSearchParams): { chain: ChainName | undefined } | ApiResponse {
  const text = query.get('chainId')?.trim() || query.get('blockchain')?.trim();
  if (!text) return { chain: undefined };
  const chain = resolveChain(text);
  return chain ? { chain } : badRequest(`Unknown blockchain: ${text}`);
}

/** The pool a market endpoint names by `address` (+ optional chain), or the 400/404 answer. */
export function poolParam(query: URLSearchParams, names: readonly string[] = ['address']): PairRecord | ApiResponse {
  const address = names.map((n) => query.get(n)?.trim()).find((v) => v);
  if (!address) return badRequest(`Missing required parameter: ${names[0]}`);
  const chain = chainParam(query);
  if ('status' in chain) return chain;
  return findPool(address, chain.chain) ?? { status: 404, body: { error: 'Market not found' } };
}

/** A whole-number parameter in [min, max], the fallback when absent, or the 400 that names it. */
export function boundedInt(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number | ApiResponse {
  const text = query.get(name)?.trim();
  if (!text) return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : badRequest(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
}
