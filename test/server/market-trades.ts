// GET /api/1/market/trades/pair (kept by the service's SDK): a pool's trades in the live shape of
// MarketTradesPairResponseSchema, from market-activity's trades. Prices are the curve's at the trade's time,
// nudged by the trade's own impact; traders are a few hundred recurring wallets; hashes look like the chain's.
import { createHash } from 'node:crypto';
import { base58Encode } from './base58';
import { chainInfo } from './data/chains';
import { evmAddressFrom, mediaUrl, sha256Hex, solanaAddressFrom } from './data/deterministic';
import type { PairRecord } from './data/pairs';
import { type ApiHandler, badRequest, ok } from './http-util';
import { type Trade, tradesNewestFirst, tradesOldestFirst } from './market-activity';
import { boundedInt, chainParam, createdAtMs, findPool, poolParam, poolsOfToken, usdPrice, viewOf } from './pool-model';
import { toRawUnits } from './units';

const LIMIT_DEFAULT = 50;
const LIMIT_MAX = 100;
const OFFSET_MAX = 10_000;
/** Sorting by size looks at this many of the newest trades (the service sorts its whole store). */
const SIZE_SORT_WINDOW = 1_000;
const SORT_FIELDS = ['date', 'amount_usd', 'token_in_amount', 'token_out_amount'] as const;
const PLATFORMS: Readonly<Record<'evm' | 'solana', readonly string[]>> = {
  evm: ['Maestro', 'Banana Gun', 'Sigma'], solana: ['Photon', 'BullX', 'Axiom', 'Trojan'],
};

const traders = new Map<string, string>();
function trader(solana: boolean, k: number): string {
  const key = `${solana}:${k}`;
  let found = traders.get(key);
  if (!found) traders.set(key, found = solana ? solanaAddressFrom(`trader:${k}`) : evmAddressFrom(`trader:${k}`));
  return found;
}

/** 0x + 32 bytes on EVM chains; a 64-byte signature in base58 on Solana. */
function txHash(pool: PairRecord, slot: number, solana: boolean): string {
  const label = `tx:${pool.address}:${slot}`;
  if (!solana) return `0x${sha256Hex(label)}`;
  return base58Encode(Buffer.concat([0, 1].map((n) => createHash('sha256').update(`${label}:${n}`).digest())));
}

function gasUsd(pool: PairRecord, u: number): number {
  const [lo, hi] = pool.chain === 'Ethereum' ? [0.8, 6] : pool.chain === 'Solana' ? [0.0005, 0.01] : pool.chain === 'BNB Smart Chain (BEP20)' ? [0.03, 0.15] : [0.004, 0.05];
  return lo + (hi - lo) * u;
}

function renderTrade(pool: PairRecord, trade: Trade, anchorMs: number): Record<string, unknown> {
  const { base, quote, token0 } = viewOf(pool);
  const solana = !chainInfo(pool.chain).isEvm;
  // The trade moves the price its way by about half its share of the pool (at most 2%).
  const impact = Math.min(0.02, (0.5 * trade.usd) / pool.liquidity) * (trade.buy ? 1 : -1);
  const price = usdPrice(base.asset, trade.t, anchorMs) * (1 + impact), priceVs = usdPrice(quote.asset, trade.t, anchorMs);
  const amount = trade.usd / price, amountVs = trade.usd / priceVs;
  const platforms = PLATFORMS[solana ? 'solana' : 'evm'];
  const platform = trade.unit(4) < 0.3 ? platforms[Math.floor(trade.unit(5) * platforms.length)]! : undefined;
  const wallet = trader(solana, Math.floor(trade.unit(3) * (pool.liquidity < 100_000 ? 40 : 800)));
  const gas = gasUsd(pool, trade.unit(6)), platformFee = platform ? trade.usd * 0.01 : 0;
  return {
    blockchain: pool.chain, hash: txHash(pool, trade.slot, solana), pair: pool.address, date: trade.t,
    token_price_vs: priceVs, token_price: price, token_amount: amount, token_amount_vs: amountVs, token_amount_usd: trade.usd,
    type: trade.buy ? 'buy' : 'sell', sender: wallet, transaction_sender_address: wallet,
    token_amount_raw: toRawUnits(amount, base.decimals), token_amount_raw_vs: toRawUnits(amountVs, quote.decimals),
    operation: trade.unit(7) < 0.03 ? 'mev' : 'regular',
    platform: platform ? { id: platform.toLowerCase().replace(/ /g, '-'), name: platform, logo: mediaUrl('platforms', platform) } : null,
    totalFeesUSD: gas + platformFee, gasFeesUSD: gas, platformFeesUSD: platformFee, mevFeesUSD: null,
    // Kept for the size sorts below (token0's and token1's amounts), then dropped.
    amount0: token0 === base ? amount : amountVs, amount1: token0 === base ? amountVs : amount,
  };
}

/**
 * `address` (or `asset`) is a pool, or with `mode=asset` a token (its deepest pool is read). `limit` (or the
 * legacy `amount`) 1 to 100, default 50; `offset`; `sortBy` date | amount_usd | token_in_amount | token_out_amount
 * (token0's and token1's amounts); `sortOrder` desc | asc. By date, asc starts at the pool's first trade.
 */
export const marketTrades: ApiHandler = (query, _shape, { now, anchorMs }) => {
  const mode = query.get('mode')?.trim() || 'pair';
  if (!['pair', 'pool', 'asset'].includes(mode)) return badRequest(`mode must be pair, pool or asset, got "${mode}"`);
  let pool: PairRecord | undefined;
  if (mode === 'asset') {
    const address = query.get('address')?.trim() || query.get('asset')?.trim();
    if (!address) return badRequest('Missing required parameter: address');
    const chain = chainParam(query);
    if ('status' in chain) return chain;
    pool = poolsOfToken({ address }, chain.chain).sort((a, b) => b.liquidity - a.liquidity)[0] ?? findPool(address, chain.chain);
    if (!pool) return { status: 404, body: { error: 'Asset not found' } };
  } else {
    const found = poolParam(query, ['address', 'asset']);
    if ('status' in found) return found;
    pool = found;
  }
  const limit = boundedInt(query, query.has('limit') ? 'limit' : 'amount', LIMIT_DEFAULT, 1, LIMIT_MAX);
  if (typeof limit !== 'number') return limit;
  const offset = boundedInt(query, 'offset', 0, 0, OFFSET_MAX);
  if (typeof offset !== 'number') return offset;
  const sortBy = query.get('sortBy')?.trim() || 'date';
  if (!(SORT_FIELDS as readonly string[]).includes(sortBy)) return badRequest(`sortBy must be one of ${SORT_FIELDS.join(', ')}, got "${sortBy}"`);
  const sortOrder = query.get('sortOrder')?.trim() || 'desc';
  if (sortOrder !== 'asc' && sortOrder !== 'desc') return badRequest(`sortOrder must be asc or desc, got "${sortOrder}"`);

  const since = createdAtMs(pool, anchorMs);
  const take = (trades: Iterable<Trade>, n: number) => { const out: Trade[] = []; for (const t of trades) { if (out.length === n) break; out.push(t); } return out; };
  let rows: Array<Record<string, unknown>>;
  if (sortBy === 'date') {
    const trades = sortOrder === 'desc' ? tradesNewestFirst(pool, now, since) : tradesOldestFirst(pool, since, now);
    rows = take(trades, offset + limit).slice(offset).map((t) => renderTrade(pool, t, anchorMs));
  } else {
    const key = sortBy === 'amount_usd' ? 'token_amount_usd' : sortBy === 'token_in_amount' ? 'amount0' : 'amount1';
    const sign = sortOrder === 'desc' ? -1 : 1;
    rows = take(tradesNewestFirst(pool, now, since), SIZE_SORT_WINDOW).map((t) => renderTrade(pool, t, anchorMs))
      .sort((a, b) => sign * ((a[key] as number) - (b[key] as number))).slice(offset, offset + limit);
  }
  return ok({ data: rows.map(({ amount0: _a, amount1: _b, ...row }) => row) });
};
