// Pools in both generations' shapes, read leniently into Pool. v2 (./requests: token markets, market details:
// MarketDetailsOutput in `@mobula_labs/types`): `base` and `quote` token records, `liquidityUSD`, `priceUSD`,
// `priceToken`, per-window `volume…USD`, `priceChange…Percentage`, `buys…`, `sells…`. v1 (market pairs):
// `token0`/`token1` with `baseToken`/`quoteToken` naming which is which, `price`, `liquidity`, `volume24h`.
// Each pool is read on its own: a malformed one is dropped, not the list.
import * as z from 'zod/mini';
import { arrayHead, idString, MAX_LIST_ENTRIES, optionalDate, optionalNumber, optionalString, readNumber } from '../schemas/primitives';
import { addressAt } from '../../detect/addresses';
import type { Pool, PoolList, PoolToken, PoolWindow, PoolWindowName } from './types';

const token = z.object({
  address: z.string().check(z.minLength(1)), symbol: optionalString, name: optionalString, logo: optionalString,
  id: idString, priceUSD: optionalNumber, price: optionalNumber,
});
const exchange = z.optional(z.object({ name: optionalString, logo: optionalString }));
const common = {
  address: z.string().check(z.minLength(1)), blockchain: optionalString, chainId: optionalString, exchange, type: optionalString,
  createdAt: optionalDate, priceToken: optionalNumber,
};
const v2Pool = z.object({ ...common, base: token, quote: token, liquidityUSD: optionalNumber, priceUSD: optionalNumber });
const v1Pool = z.object({
  ...common, token0: token, token1: token, baseToken: optionalString, price: optionalNumber, liquidity: optionalNumber, volume24h: optionalNumber,
});

/** The service's names for each window's figures. */
const WINDOW_KEYS: Readonly<Record<PoolWindowName, string>> = { '5m': '5min', '1h': '1h', '4h': '4h', '24h': '24h' };

function poolToken(t: z.output<typeof token>): PoolToken {
  const id = t.id === undefined ? NaN : Number(t.id);
  return {
    address: t.address, symbol: t.symbol, name: t.name, logo: t.logo, assetId: Number.isSafeInteger(id) && id > 0 ? id : undefined,
    priceUSD: t.priceUSD ?? t.price,
  };
}

function windowsOf(record: Record<string, unknown>): Partial<Record<PoolWindowName, PoolWindow>> {
  const out: Partial<Record<PoolWindowName, PoolWindow>> = {};
  const read = (key: string) => readNumber(record[key]);
  for (const [name, key] of Object.entries(WINDOW_KEYS) as Array<[PoolWindowName, string]>) {
    out[name] = { volumeUSD: read(`volume${key}USD`), priceChange: read(`priceChange${key}Percentage`), buys: read(`buys${key}`), sells: read(`sells${key}`) };
  }
  return out;
}

/** A pool is kept only when its own address and both sides' are addresses: they become links and command arguments. */
export function isAddress(text: string): boolean {
  return text.length <= 64 && addressAt(text, 0)?.address === text;
}

function chainText(blockchain: string | undefined, chainId: string | undefined): string {
  const text = blockchain ?? chainId ?? 'unknown';
  return text.length <= 80 ? text : 'unknown';
}

function readV2(item: unknown): Pool | undefined {
  const parsed = v2Pool.safeParse(item);
  if (!parsed.success || ![parsed.data.address, parsed.data.base.address, parsed.data.quote.address].every(isAddress)) return undefined;
  const p = parsed.data;
  return {
    address: p.address, blockchain: chainText(p.blockchain, p.chainId), base: poolToken(p.base), quote: poolToken(p.quote),
    exchange: { name: p.exchange?.name, logo: p.exchange?.logo }, type: p.type, priceUSD: p.priceUSD ?? p.base.priceUSD,
    priceQuote: p.priceToken, liquidityUSD: p.liquidityUSD, createdAt: p.createdAt, windows: windowsOf(item as Record<string, unknown>),
  };
}

function readV1(item: unknown): Pool | undefined {
  const parsed = v1Pool.safeParse(item);
  if (!parsed.success || ![parsed.data.address, parsed.data.token0.address, parsed.data.token1.address].every(isAddress)) return undefined;
  const p = parsed.data;
  const baseIsOne = p.baseToken !== undefined && p.baseToken.toLowerCase() === p.token1.address.toLowerCase();
  const [base, quote] = baseIsOne ? [p.token1, p.token0] : [p.token0, p.token1];
  const none = { volumeUSD: undefined, priceChange: undefined, buys: undefined, sells: undefined };
  return {
    address: p.address, blockchain: chainText(p.blockchain, p.chainId), base: poolToken(base), quote: poolToken(quote),
    exchange: { name: p.exchange?.name, logo: p.exchange?.logo }, type: p.type, priceUSD: p.price ?? base.priceUSD ?? base.price,
    priceQuote: p.priceToken, liquidityUSD: p.liquidity, createdAt: p.createdAt, windows: { '24h': { ...none, volumeUSD: p.volume24h } },
  };
}

function poolsOf(list: unknown, read: (item: unknown) => Pool | undefined): Pool[] {
  if (!Array.isArray(list)) return [];
  return list.slice(0, MAX_LIST_ENTRIES).flatMap((item) => read(item) ?? []);
}

const count = z.transform((value: unknown) => {
  const n = readNumber(value);
  return n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
});

/** A token's pools (current): `{data: [...], totalCount}`. */
export const tokenMarketsSchema = z.pipe(
  z.object({ data: arrayHead(MAX_LIST_ENTRIES), totalCount: count }),
  z.transform((body): PoolList => ({ pools: poolsOf(body.data, readV2), total: body.totalCount })),
);

/** A token's pools (v1): `{data: {pairs: [...], total_count}}` (or the pairs as `data` itself). */
export const marketPairsSchema = z.pipe(
  z.object({ data: z.unknown() }),
  z.transform((body): PoolList => {
    const data = body.data as { pairs?: unknown; total_count?: unknown } | unknown[] | null;
    if (Array.isArray(data)) return { pools: poolsOf(data, readV1), total: undefined };
    return { pools: poolsOf(data?.pairs, readV1), total: count.parse(data?.total_count) };
  }),
);

/**
 * One pool: `{data: {...}}`. `data: null` is "no such pool" (kept like a 404); any other answer
 * that is not a pool is an error, not an empty pool.
 */
export const marketDetailsSchema = z.pipe(
  z.object({ data: z.unknown() }),
  z.transform((body, ctx): Pool | undefined => {
    if (body.data === null) return undefined;
    const pool = readV2(body.data);
    if (!pool) ctx.issues.push({ code: 'custom', input: body.data, message: 'not a pool', path: ['data'] });
    return pool;
  }),
);
