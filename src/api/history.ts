// Price history and the service's trend drawing on top of the client. Functions, not client methods, so their parsers
// load with the features that ask (the asset page, hovers, the language server) and not with the extension's first bundle.
import { buildUrl, type Query, type WalletAssetClient } from './client';
import { rangeWindow, type HistoryRange } from './historyRanges';
import type { CallOptions, HistoryTarget } from './options';
import { historyResponseSchema, parseResponse, sparklineResponseSchema } from './schemas';
import { v2HistoryResponseSchema } from './schemas/v2';
import type { PriceHistory } from './types';
import { nowMs } from '../core/clock';

/** The URL of the service's drawing of a price trend (`/market/sparkline`, 1 credit), kept an hour. */
export function getSparkline(client: WalletAssetClient, target: HistoryTarget, timeFrame: '24h' | '7d', options: CallOptions = {}): Promise<string | undefined> {
  return client.get<string | undefined>('sparkline', '/market/sparkline', { ...byIdOrName(target), timeFrame }, options,
    (body) => parseResponse(sparklineResponseSchema, body), { onNotFound: () => undefined });
}

/**
 * Price, volume and market cap over a range, by the asset's id when known, else its name or contract.
 * Undefined when the service does not know the asset. Kept as long as the range's freshness (2 min to 1 h).
 */
export function getPriceHistory(
  client: WalletAssetClient, target: HistoryTarget, range: HistoryRange, options: CallOptions & { now?: number } = {},
): Promise<PriceHistory | undefined> {
  const { query, freshMs } = historyQuery(target, range, options.now ?? nowMs());
  const special = { onNotFound: () => undefined, ttlMs: freshMs, routed: true };
  const v1 = () => client.get<PriceHistory | undefined>('history', '/market/history', query, options, (body) => parseResponse(historyResponseSchema, body), special);
  const v2 = v2HistoryQuery(target, query);
  // A name alone (no id, no contract and chain) is something only v1 looks up.
  if (!v2) return v1();
  return client.routed('history', {
    current: () => client.get<PriceHistory | undefined>('history', '/api/2/asset/price-history', v2, options,
      (body) => parseResponse(v2HistoryResponseSchema, body), special),
    v1,
  });
}

/** A range of history already at hand (an asset page or an earlier hover asked for it), from whichever generation answered. */
export function peekPriceHistory(client: WalletAssetClient, target: HistoryTarget, range: HistoryRange, now = nowMs()): PriceHistory | undefined {
  try {
    const { query } = historyQuery(target, range, now);
    const v2 = v2HistoryQuery(target, query);
    const baseUrl = client.settings().baseUrl;
    return (v2 && client.cache.peek<PriceHistory>(buildUrl(baseUrl, '/api/2/asset/price-history', v2).href))
      ?? client.cache.peek<PriceHistory>(buildUrl(baseUrl, '/market/history', query).href);
  } catch {
    return undefined;
  }
}

/** The query of a range of history: `from` rounded down to the range's freshness, so asking again hits the cache. */
function historyQuery(target: HistoryTarget, range: HistoryRange, now: number): { query: Query; freshMs: number } {
  const { from, period, freshMs } = rangeWindow(range, now);
  return { query: { ...byIdOrName(target), from, period }, freshMs };
}

/** v1 asks by the asset's id when known, else by its name or contract (with the chain, when given). */
function byIdOrName(target: HistoryTarget): Query {
  return target.id !== undefined ? { id: target.id } : { asset: target.asset?.trim(), blockchain: target.blockchain };
}

/**
 * v2 asks by id, or by contract and chain (`address` with `blockchain`); `period` and `from` (ms) as for v1. A
 * target that is only a name has no v2 query.
 */
function v2HistoryQuery(target: HistoryTarget, v1: Query): Query | undefined {
  const which = target.id !== undefined ? { id: target.id }
    : target.asset?.trim() && target.blockchain?.trim() ? { address: target.asset.trim(), blockchain: target.blockchain.trim() } : undefined;
  return which && { ...which, period: v1.period, from: v1.from };
}
