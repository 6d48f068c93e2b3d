// The markets endpoints: a token's pools (v2 /token/markets, v1 /market/pairs), one pool (v2 /market/details)
// and its candles (v2 /market/ohlcv-history, v1 /market/history/pair), from the pool table in data/pools.ts.
// Pure functions of query and clock, so the same question gets the same answer on both generations.
import { findAsset } from './data/catalogue';
import type { PairRecord } from './data/pairs';
import { type ApiHandler, type ApiResponse, badRequest, ok } from './http-util';
import { type CandleRequest, MAX_CANDLES, normalizePeriod, PERIOD_MS, poolCandles } from './market-candles';
import { marketDetails } from './market-render';
import { marketTrades } from './market-trades';
import { marketPair } from './pair-render';
import { boundedInt, chainParam, createdAtMs, poolParam, poolsOfToken, poolState, usdPrice } from './pool-model';
import { swapQuoting } from './swap-quote';

const MARKETS_DEFAULT = 10;
const MARKETS_MAX = 25; // TokenMarketsParamsSchema's limit: 1 to 25
const PAIRS_DEFAULT = 20;
const PAIRS_MAX = 100;

/** Deepest first at request time. */
function byLiquidity(pools: PairRecord[], now: number, anchorMs: number): PairRecord[] {
  const depth = new Map(pools.map((p) => [p, poolState(p, now, anchorMs).liquidityUsd]));
  return [...pools].sort((a, b) => depth.get(b)! - depth.get(a)!);
}

/** `GET /api/2/token/markets?address=&chainId=|blockchain=&limit=`: an unknown token has no pools (200, empty). */
const tokenMarkets: ApiHandler = (query, _shape, { now, anchorMs }) => {
  const address = query.get('address')?.trim();
  if (!address) return badRequest('Missing required parameter: address');
  const chain = chainParam(query);
  if ('status' in chain) return chain;
  const limit = boundedInt(query, 'limit', MARKETS_DEFAULT, 1, MARKETS_MAX);
  if (typeof limit !== 'number') return limit;
  const pools = byLiquidity(poolsOfToken({ address }, chain.chain), now, anchorMs);
  return ok({ data: pools.slice(0, limit).map((p) => marketDetails(p, now, anchorMs)), totalCount: pools.length });
};

/** `GET /api/2/market/details?address=&chainId=|blockchain=`: a pool (a token address is not one: 404). */
const marketDetailsRoute: ApiHandler = (query, _shape, { now, anchorMs }) => {
  const pool = poolParam(query);
  return 'status' in pool ? pool : ok({ data: marketDetails(pool, now, anchorMs) });
};

/**
 * `GET /api/1/market/pairs?asset=&blockchain=&limit=&offset=`: `asset` is a contract (pools with it on either side)
 * or a name or symbol (pools of that asset on any of its contracts); `{data: {pairs, total_count}}`, deepest first.
 */
const marketPairs: ApiHandler = (query, _shape, { now, anchorMs }) => {
  const asset = query.get('asset')?.trim();
  if (!asset) return badRequest('Missing required parameter: asset');
  const chain = chainParam(query);
  if ('status' in chain) return chain;
  const limit = boundedInt(query, 'limit', PAIRS_DEFAULT, 1, PAIRS_MAX);
  if (typeof limit !== 'number') return limit;
  const offset = boundedInt(query, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
  if (typeof offset !== 'number') return offset;
  const byAddress = poolsOfToken({ address: asset }, chain.chain);
  const named = byAddress.length > 0 ? undefined : findAsset(asset, chain.chain);
  const pools = byLiquidity(named ? poolsOfToken({ asset: named }, chain.chain) : byAddress, now, anchorMs);
  const priceOf = (a: Parameters<typeof usdPrice>[0]) => usdPrice(a, now, anchorMs);
  return ok({ data: { pairs: pools.slice(offset, offset + limit).map((p) => marketPair(p, priceOf, new Date(createdAtMs(p, anchorMs)).toISOString())), total_count: pools.length } });
};

function timeParam(query: URLSearchParams, name: string, fallback: number): number | ApiResponse {
  const text = query.get(name)?.trim();
  if (!text) return fallback;
  const value = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Date.parse(text); // DateQuery: ms, or a date
  return Number.isFinite(value) ? value : badRequest(`${name} must be a timestamp in milliseconds or a date, got "${text}"`);
}

/** The candle query both generations share: from, to (ms), period (default 5m), amount (at most 2000), fill, usd. */
function candleRequest(query: URLSearchParams, now: number): CandleRequest | ApiResponse {
  const periodText = query.get('period')?.trim() || '5m';
  const period = normalizePeriod(periodText);
  if (!period) return badRequest(`Unknown period "${periodText}": use one of ${Object.keys(PERIOD_MS).join(', ')}`);
  const from = timeParam(query, 'from', 0);
  if (typeof from !== 'number') return from;
  const to = timeParam(query, 'to', now);
  if (typeof to !== 'number') return to;
  if (from > to) return badRequest('from must not be after to');
  const amount = boundedInt(query, 'amount', MAX_CANDLES, 1, Number.MAX_SAFE_INTEGER);
  if (typeof amount !== 'number') return amount;
  const flag = (name: string, fallback: boolean) => { const v = query.get(name); return v === null ? fallback : v === 'true' || v === '1'; };
  return { from, to, periodMs: PERIOD_MS[period]!, amount: Math.min(amount, MAX_CANDLES), fill: flag('fill', false), usd: flag('usd', true) };
}

/** `GET /api/2/market/ohlcv-history?address=&chainId=|blockchain=&from=&to=&period=&amount=&fill=&usd=`: `{data: [{v,o,h,l,c,t}]}`. */
const ohlcvHistory: ApiHandler = (query, _shape, { now, anchorMs }) => {
  const pool = poolParam(query);
  if ('status' in pool) return pool;
  const req = candleRequest(query, now);
  return 'status' in req ? req : ok({ data: poolCandles(pool, req, now, anchorMs) });
};

/**
 * `GET /api/1/market/history/pair?address=&blockchain=&from=&to=&period=&amount=`: the same candles under v1's
 * names. The spec names this operation without a shape (wallet-asset-api.md), so the shape here is our reading.
 */
const historyPair: ApiHandler = (query, _shape, { now, anchorMs }) => {
  const pool = poolParam(query, ['address', 'asset']);
  if ('status' in pool) return pool;
  const req = candleRequest(query, now);
  if ('status' in req) return req;
  return ok({ data: poolCandles(pool, req, now, anchorMs).map((c) => ({ volume: c.v, open: c.o, high: c.h, low: c.l, close: c.c, time: c.t })) });
};

export const MARKET_V1_ROUTES: Readonly<Record<string, ApiHandler>> = {
  '/api/1/market/pairs': marketPairs,
  '/api/1/market/history/pair': historyPair,
  '/api/1/market/trades/pair': marketTrades,
};

export const MARKET_V2_ROUTES: Readonly<Record<string, ApiHandler>> = {
  '/api/2/token/markets': tokenMarkets,
  '/api/2/market/details': marketDetailsRoute,
  '/api/2/market/ohlcv-history': ohlcvHistory,
  '/api/2/swap/quoting': swapQuoting,
};
