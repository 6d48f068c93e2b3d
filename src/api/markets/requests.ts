// DEX markets on top of the client: a token's pools, one pool, its candles, trades and a read-only swap quote.
// Functions, not client methods, so their parsers load with the features that ask (the asset page, hovers, the
// pool page, the language server) and not with the extension's first bundle.
import { buildUrl, type WalletAssetClient } from '../client';
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

/** A token's pools, most liquid first (current: `/api/2/token/markets`, at most 25; v1: `/market/pairs`). 1 credit. */
export function getTokenPools(client: WalletAssetClient, token: PoolTarget, options: CallOptions = {}): Promise<PoolList> {
  const address = token.address.trim(), blockchain = token.blockchain.trim();
  return client.routed('pools', {
    current: () => client.get('pools', '/api/2/token/markets', { address, blockchain, limit: POOLS_PER_ASK }, options, (b) => parseResponse(tokenMarketsSchema, b)),
    v1: () => client.get('pools', '/market/pairs', { asset: address, blockchain, limit: POOLS_PER_ASK }, options, (b) => parseResponse(marketPairsSchema, b)),
  });
}

/** One pool (`/api/2/market/details`, 1 credit), on the chain named or wherever the service finds it; undefined when it is no pool. */
export function getPool(client: WalletAssetClient, pool: { readonly address: string; readonly blockchain?: string }, options: CallOptions = {}): Promise<Pool | undefined> {
  return client.get<Pool | undefined>('pool', '/api/2/market/details', poolQuery(pool), options, (b) => parseResponse(marketDetailsSchema, b), { onNotFound: () => undefined });
}

/** A pool already asked for (a hover, a page), without asking: for notes that must not spend credits. */
export function peekPool(client: WalletAssetClient, pool: { readonly address: string; readonly blockchain?: string }): Pool | undefined {
  try {
    return client.cache.peek<Pool>(buildUrl(client.settings().baseUrl, '/api/2/market/details', poolQuery(pool)).href);
  } catch {
    return undefined;
  }
}

function poolQuery(pool: { readonly address: string; readonly blockchain?: string }) {
  return { address: pool.address.trim(), blockchain: pool.blockchain?.trim() };
}

/** A pool's candles for a period, oldest first (current: `/api/2/market/ohlcv-history`, 1 credit; v1: `/market/history/pair`, 5). */
export function getPoolCandles(client: WalletAssetClient, pool: PoolTarget, period: CandlePeriod, options: CallOptions & { now?: number } = {}): Promise<Candle[]> {
  const query = { address: pool.address.trim(), blockchain: pool.blockchain.trim(), period, ...candleWindow(period, options.now ?? nowMs()) };
  const parse = (b: unknown) => parseResponse(candlesSchema, b);
  return client.routed('candles', {
    current: () => client.get('candles', '/api/2/market/ohlcv-history', query, options, parse),
    v1: () => client.get('candles', '/market/history/pair', query, options, parse),
  });
}

/** A pool's latest trades, newest first (`/market/trades/pair`, kept by the service; 1 credit). */
export function getPoolTrades(client: WalletAssetClient, pool: PoolTarget, options: CallOptions = {}): Promise<Trade[]> {
  const query = { address: pool.address.trim(), blockchain: pool.blockchain.trim(), limit: TRADES_PER_ASK, sortBy: 'date', sortOrder: 'desc' };
  return client.get('trades', '/market/trades/pair', query, options, (b) => parseResponse(tradesSchema, b));
}

/** A read-only swap preview (`/api/2/swap/quoting`, 1 credit): its transaction is never read, let alone sent. */
export function getSwapQuote(client: WalletAssetClient, request: SwapRequest, options: CallOptions = {}): Promise<SwapQuote> {
  return client.get('quote', '/api/2/swap/quoting', { ...request }, options, (b) => parseResponse(swapQuoteSchema, b));
}
