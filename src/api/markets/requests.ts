// DEX markets on top of the client: a token's pools, one pool, its candles, trades and a read-only swap quote.
// Functions, not client methods, so their parsers load with the features that ask (the asset page, hovers, the
// pool page, the language server) and not with the extension's first bundle.
import type { WalletAssetClient } from '../client';
import { UNLISTED } from '../credits/prices';
import { operation, setting } from '../operation';
import type { CallOptions } from '../options';
import { parseResponse } from '../schemas';
import { candleWindow, type CandlePeriod } from './candleRanges';
import { marketDetailsSchema, marketPairsSchema, tokenMarketsSchema } from './poolSchemas';
import { candlesSchema, swapQuoteSchema, tradesSchema } from './tradeSchemas';
import type { Candle, Pool, PoolList, SwapQuote, SwapRequest, Trade } from './types';
import { nowMs } from '../../core/clock';

/** The most pools the current path gives in one answer. */
const POOLS_PER_ASK = 25;
const TRADES_PER_ASK = 100;

/** A token or a pool: an address on a chain. */
export interface PoolTarget {
  readonly address: string;
  readonly blockchain: string;
}

type PoolAsk = { readonly address: string; readonly blockchain?: string };
type CandleAsk = PoolTarget & { readonly period: CandlePeriod; readonly from: number; readonly to: number; readonly amount: number };

/**
 * A token's pools, most liquid first, at most 25 (1 credit), kept 5 minutes: the list and its order move slowly.
 * Current first: it gives buys, sells and change per window for the same credit.
 */
export const poolsOperation = operation({
  name: 'pools', prefers: 'current', keep: setting(5),
  generations: {
    current: {
      path: '/api/2/token/markets', price: UNLISTED,
      query: (a: PoolTarget) => ({ address: a.address, blockchain: a.blockchain, limit: POOLS_PER_ASK }), parse: (b) => parseResponse(tokenMarketsSchema, b),
    },
    v1: {
      path: '/market/pairs', price: UNLISTED,
      query: (a) => ({ asset: a.address, blockchain: a.blockchain, limit: POOLS_PER_ASK }), parse: (b) => parseResponse(marketPairsSchema, b),
    },
  },
});

/** One pool (1 credit), on the chain named or wherever the service finds it; undefined when it is no pool. */
export const poolOperation = operation({
  name: 'pool', keep: setting(), notFound: true,
  generations: {
    current: {
      path: '/api/2/market/details', price: UNLISTED,
      query: (a: PoolAsk) => ({ address: a.address.trim(), blockchain: a.blockchain?.trim() }), parse: (b) => parseResponse(marketDetailsSchema, b),
    },
  },
});

/** A pool's candles for a period, oldest first. Current first: 1 credit a chart against 5 on v1. */
export const candlesOperation = operation({
  name: 'candles', prefers: 'current', keep: setting(),
  generations: {
    current: { path: '/api/2/market/ohlcv-history', price: UNLISTED, query: (a: CandleAsk) => ({ ...a }), parse: (b) => parseResponse(candlesSchema, b) },
    v1: { path: '/market/history/pair', price: { credits: 5, per: 'call' }, query: (a) => ({ ...a }), parse: (b) => parseResponse(candlesSchema, b) },
  },
});

/** A pool's latest trades, newest first (1 credit). */
export const tradesOperation = operation({
  name: 'trades', keep: setting(),
  generations: {
    v1: {
      path: '/market/trades/pair', price: UNLISTED,
      query: (a: PoolTarget) => ({ address: a.address, blockchain: a.blockchain, limit: TRADES_PER_ASK, sortBy: 'date', sortOrder: 'desc' }),
      parse: (b) => parseResponse(tradesSchema, b),
    },
  },
});

/** A read-only swap preview (1 credit), kept half the setting (prices move): its transaction is never read, let alone sent. */
export const quoteOperation = operation({
  name: 'quote', keep: setting(0.5),
  generations: { current: { path: '/api/2/swap/quoting', price: UNLISTED, query: (a: SwapRequest) => ({ ...a }), parse: (b) => parseResponse(swapQuoteSchema, b) } },
});

export function getTokenPools(client: WalletAssetClient, token: PoolTarget, options: CallOptions = {}): Promise<PoolList> {
  return client.call(poolsOperation, { address: token.address.trim(), blockchain: token.blockchain.trim() }, options);
}

export function getPool(client: WalletAssetClient, pool: PoolAsk, options: CallOptions = {}): Promise<Pool | undefined> {
  return client.call<PoolAsk, Pool | undefined>(poolOperation, pool, options);
}

/** A pool already asked for (a hover, a page), without asking: for notes that must not spend credits. */
export function peekPool(client: WalletAssetClient, pool: PoolAsk): Pool | undefined {
  return client.peek<PoolAsk, Pool | undefined>(poolOperation, pool);
}

export function getPoolCandles(client: WalletAssetClient, pool: PoolTarget, period: CandlePeriod, options: CallOptions & { now?: number } = {}): Promise<Candle[]> {
  const ask = { address: pool.address.trim(), blockchain: pool.blockchain.trim(), period, ...candleWindow(period, options.now ?? nowMs()) };
  return client.call(candlesOperation, ask, options);
}

export function getPoolTrades(client: WalletAssetClient, pool: PoolTarget, options: CallOptions = {}): Promise<Trade[]> {
  return client.call(tradesOperation, { address: pool.address.trim(), blockchain: pool.blockchain.trim() }, options);
}

export function getSwapQuote(client: WalletAssetClient, request: SwapRequest, options: CallOptions = {}): Promise<SwapQuote> {
  return client.call(quoteOperation, request, options);
}
