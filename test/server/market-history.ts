// GET /api/1/market/history: price, volume and market-cap series of one asset over [from, to], on a fixed
// period grid or at the service's default spacing (finer near now). Values come from data/price-series and
// depend only on asset and timestamp, so overlapping windows agree. Both response shapes answer the same: the
// spec document has no history endpoint.
import { contractKey, findAsset, findAssetById, findAssetBySymbol } from './data/catalogue';
import { resolveChain } from './data/chains';
import { DAY, HOUR, MINUTE, hasHistory, historyPoints, listingTime } from './data/price-series';
import type { AssetRecord } from './data/types';
import { type ApiHandler, type ApiResponse, badRequest, ok } from './http-util';

/** A longer answer keeps its newest points. */
export const MAX_HISTORY_POINTS = 20_000;

/** The five grids the service keeps, and what it turns other periods into. */
const PERIOD_MS: Readonly<Record<string, number>> = {
  '5m': 5 * MINUTE, '15m': 15 * MINUTE, '1h': HOUR, '6h': 6 * HOUR, '1d': DAY,
  '1m': 5 * MINUTE, '30m': 15 * MINUTE, '4h': 6 * HOUR, '12h': 6 * HOUR, '1w': DAY, '7d': DAY,
};

/** Grid points from `hi` down to `lo` (both inclusive). */
interface Segment { lo: number; hi: number; step: number }

/** Without a period: 5 minutes over the last 7 days, 6 hours over the last 30, a day before that. */
function defaultSegments(lo: number, hi: number, now: number): Segment[] {
  const week = now - 7 * DAY, month = now - 30 * DAY;
  return [
    { lo: Math.max(lo, week), hi, step: 5 * MINUTE },
    { lo: Math.max(lo, month), hi: Math.min(hi, week - 1), step: 6 * HOUR },
    { lo, hi: Math.min(hi, month - 1), step: DAY },
  ];
}

/** Ascending timestamps on the segments' grids (newest segment first), at most `cap`, the newest kept. */
function gridTimes(segments: readonly Segment[], cap: number): number[] {
  const out: number[] = [];
  for (const { lo, hi, step } of segments) {
    for (let t = Math.floor(hi / step) * step; t >= lo && out.length < cap; t -= step) out.push(t);
  }
  return out.reverse();
}

function timeParam(query: URLSearchParams, name: string, fallback: number): number | ApiResponse {
  const text = query.get(name)?.trim();
  if (!text) return fallback;
  const value = Number(text);
  return Number.isFinite(value) ? value : badRequest(`${name} must be a timestamp in milliseconds, got "${text}"`);
}

interface Target { asset: AssetRecord; contract?: { blockchain: string; address: string } }

/** `asset` (name, symbol or contract, as /metadata reads it), else `symbol`, else `id`. */
export function findTarget(query: URLSearchParams): Target | ApiResponse {
  const blockchain = query.get('blockchain')?.trim();
  const chain = blockchain ? resolveChain(blockchain) : undefined;
  if (blockchain && !chain) return badRequest(`Unknown blockchain: ${blockchain}`);
  const [asset, symbol, id] = ['asset', 'symbol', 'id'].map((name) => query.get(name)?.trim());
  if (!asset && !symbol && !id) return badRequest('asset, symbol or id is required');
  if (!asset && !symbol && !/^\d+$/.test(id ?? '')) return badRequest(`id must be a number, got "${id}"`);
  const found = asset ? findAsset(asset, chain) : symbol ? findAssetBySymbol(symbol, chain) : findAssetById(Number(id));
  if (!found) return { status: 404, body: { error: 'Asset not found' } };
  const i = asset ? found.contracts.findIndex((c, k) => contractKey(c) === contractKey(asset) && (!chain || found.blockchains[k] === chain)) : -1;
  const address = found.contracts[i], onChain = found.blockchains[i];
  return { asset: found, ...(address && onChain ? { contract: { blockchain: onChain, address } } : {}) };
}

export const marketHistory: ApiHandler = (query, _shape, { now, anchorMs }) => {
  const target = findTarget(query);
  if ('status' in target) return target;
  const periodText = query.get('period')?.trim().toLowerCase();
  const step = periodText ? PERIOD_MS[periodText] : undefined;
  if (periodText && step === undefined) return badRequest(`Unknown period "${periodText}": use 5m, 15m, 1h, 6h or 1d`);
  const from = timeParam(query, 'from', 0);
  if (typeof from !== 'number') return from;
  const to = timeParam(query, 'to', now);
  if (typeof to !== 'number') return to;

  const { asset, contract } = target;
  const lo = Math.max(from, listingTime(asset)), hi = Math.min(to, now);
  const segments = step === undefined ? defaultSegments(lo, hi, now) : [{ lo, hi, step }];
  const times = hasHistory(asset) ? gridTimes(segments, MAX_HISTORY_POINTS) : [];
  const points = historyPoints(asset, times, anchorMs);
  return ok({
    data: {
      price_history: points.price,
      volume_history: points.volume,
      market_cap_history: points.marketCap,
      market_cap_diluted_history: points.dilutedCap,
      name: asset.name,
      symbol: asset.symbol,
      ...contract,
    },
  });
};
