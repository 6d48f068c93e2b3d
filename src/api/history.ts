// Price history and the service's trend drawing on top of the client. Functions, not client methods, so their parsers
// load with the features that ask (the asset page, hovers, the language server) and not with the extension's first bundle.
import type { Query, WalletAssetClient } from './client';
import { rangeWindow, type HistoryRange } from './historyRanges';
import { operation, setting } from './operation';
import type { CallOptions, HistoryTarget } from './options';
import { historyResponseSchema, parseResponse, sparklineResponseSchema } from './schemas';
import { v2HistoryResponseSchema } from './schemas/v2';
import type { PriceHistory } from './types';
import { nowMs } from '../core/clock';

/** The service's drawing of a price trend (1 credit), kept an hour. */
export const sparklineOperation = operation({
  name: 'sparkline', keep: setting(60), notFound: true,
  generations: {
    v1: {
      path: '/market/sparkline', price: { credits: 1, per: 'call' },
      query: (a: { target: HistoryTarget; timeFrame: '24h' | '7d' }) => ({ ...byIdOrName(a.target), timeFrame: a.timeFrame }),
      parse: (body) => parseResponse(sparklineResponseSchema, body),
    },
  },
});

/** A range of history; kept as long as the range's freshness (2 min to 1 h). */
interface HistoryAsk {
  readonly target: HistoryTarget;
  readonly query: Query;
  readonly freshMs: number;
}

/**
 * Price, volume and market cap over a range. v1 first while it answers (5 credits): the current path (1 credit) has no
 * volume or market-cap series for the chart's series switch; it is the fallback that keeps every chart working the day
 * v1 answers 404. A name alone (no id, no contract and chain) is something only v1 looks up.
 */
export const historyOperation = operation({
  name: 'history', prefers: 'v1', notFound: true, keep: (_, a: HistoryAsk) => a.freshMs,
  generations: {
    current: {
      path: '/api/2/asset/price-history', price: { credits: 1, per: 'call' },
      query: (a) => v2HistoryQuery(a.target, a.query), parse: (body) => parseResponse(v2HistoryResponseSchema, body),
    },
    v1: {
      path: '/market/history', price: { credits: 5, per: 'call' },
      query: (a) => a.query, parse: (body) => parseResponse(historyResponseSchema, body),
    },
  },
});

/** The URL of the service's drawing of a price trend. */
export function getSparkline(client: WalletAssetClient, target: HistoryTarget, timeFrame: '24h' | '7d', options: CallOptions = {}): Promise<string | undefined> {
  return client.call<{ target: HistoryTarget; timeFrame: '24h' | '7d' }, string | undefined>(sparklineOperation, { target, timeFrame }, options);
}

/**
 * Price, volume and market cap over a range, by the asset's id when known, else its name or contract.
 * Undefined when the service does not know the asset. Kept as long as the range's freshness (2 min to 1 h).
 */
export function getPriceHistory(
  client: WalletAssetClient, target: HistoryTarget, range: HistoryRange, options: CallOptions & { now?: number } = {},
): Promise<PriceHistory | undefined> {
  return client.call<HistoryAsk, PriceHistory | undefined>(historyOperation, historyQuery(target, range, options.now ?? nowMs()), options);
}

/** A range of history already at hand (an asset page or an earlier hover asked for it), from whichever generation answered. */
export function peekPriceHistory(client: WalletAssetClient, target: HistoryTarget, range: HistoryRange, now = nowMs()): PriceHistory | undefined {
  return client.peek<HistoryAsk, PriceHistory | undefined>(historyOperation, historyQuery(target, range, now));
}

/** The query of a range of history: `from` rounded down to the range's freshness, so asking again hits the cache. */
function historyQuery(target: HistoryTarget, range: HistoryRange, now: number): HistoryAsk {
  const { from, period, freshMs } = rangeWindow(range, now);
  return { target, query: { ...byIdOrName(target), from, period }, freshMs };
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
