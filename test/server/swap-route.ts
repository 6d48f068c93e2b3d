// Swap routing through the pool table: a direct pool when one holds both tokens on the chain, otherwise two
// hops through the chain's wrapped native coin or USDC; the route that gives the most wins. Each hop charges
// the pool's fee, then moves along a constant-product curve whose depth is the input side's reserve
// (concentrated-liquidity pools count four times their reserve), so impact grows with size over liquidity.
import type { ChainName } from './data/types';
import type { PairRecord } from './data/pairs';
import { MARKET_POOLS } from './data/pools';
import { feePercent, poolState, sameAddress, type Side, usdPrice, viewOf } from './pool-model';

/** The service's native-coin placeholders (SwapQuotingSchema's docs): EIP-7528 on EVM, the system program's SOL. */
export const EVM_NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
export const SOLANA_NATIVE = 'So11111111111111111111111111111111111111111';

/** What a native coin swaps as, and what sits between two tokens without a shared pool. */
const WRAPPED_NATIVE: Partial<Record<ChainName, string>> = {
  Ethereum: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', Base: '0x4200000000000000000000000000000000000006',
  Arbitrum: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1', 'BNB Smart Chain (BEP20)': '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
  Solana: 'So11111111111111111111111111111111111111112',
};
const USDC: Partial<Record<ChainName, string>> = {
  Ethereum: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', Base: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  Arbitrum: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 'BNB Smart Chain (BEP20)': '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
  Solana: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
};
const CONCENTRATED = new Set(['uniswap-v3', 'pancakeswap-v3', 'orca', 'raydium-clmm', 'meteora']);
const CONCENTRATION = 4;

export interface Hop {
  pool: PairRecord;
  tokenIn: Side;
  tokenOut: Side;
  amountIn: number;
  amountOut: number;
  feePercent: number;
}

export interface Route {
  hops: Hop[];
  amountIn: number;
  amountOut: number;
  usdIn: number;
  usdOut: number;
  /** Sum of the hops' fees, in percent (SwapQuotingOutput's poolFeesPercentage). */
  feePercent: number;
  /** What the trade's size costs beyond the fees, in percent of what the fees leave. */
  impactPercent: number;
}

/** The token a swap reads for an address on a chain (a native placeholder reads as its wrapped coin). */
export function tokenOn(chain: ChainName, address: string): Side | undefined {
  const wanted = sameAddress(address, EVM_NATIVE) || address === SOLANA_NATIVE ? WRAPPED_NATIVE[chain] : address;
  if (!wanted) return undefined;
  for (const pool of MARKET_POOLS) {
    if (pool.chain !== chain) continue;
    const side = [viewOf(pool).token0, viewOf(pool).token1].find((s) => sameAddress(s.address, wanted));
    if (side) return side;
  }
  return undefined;
}

function hop(pool: PairRecord, tokenIn: Side, tokenOut: Side, amountIn: number, now: number, anchorMs: number): Hop {
  const state = poolState(pool, now, anchorMs);
  const inReserveUsd = sameAddress(viewOf(pool).token0.address, tokenIn.address) ? state.reserveUsd0 : state.reserveUsd1;
  const depth = inReserveUsd * (CONCENTRATED.has(pool.kind) ? CONCENTRATION : 1);
  const fee = feePercent(pool);
  const usdAfterFee = amountIn * usdPrice(tokenIn.asset, now, anchorMs) * (1 - fee / 100);
  const usdOut = (usdAfterFee * depth) / (depth + usdAfterFee);
  return { pool, tokenIn, tokenOut, amountIn, amountOut: usdOut / usdPrice(tokenOut.asset, now, anchorMs), feePercent: fee };
}

function poolsBetween(chain: ChainName, a: Side, b: Side): PairRecord[] {
  return MARKET_POOLS.filter((p) => p.chain === chain && [viewOf(p).token0, viewOf(p).token1].every((s) =>
    sameAddress(s.address, a.address) || sameAddress(s.address, b.address)));
}

/** The best route for `amountIn` of `tokenIn`, or undefined when no pool path joins the two tokens. */
export function bestRoute(chain: ChainName, tokenIn: Side, tokenOut: Side, amountIn: number, now: number, anchorMs: number): Route | undefined {
  const candidates: Hop[][] = poolsBetween(chain, tokenIn, tokenOut).map((p) => [hop(p, tokenIn, tokenOut, amountIn, now, anchorMs)]);
  for (const hubAddress of [WRAPPED_NATIVE[chain], USDC[chain]]) {
    const hub = hubAddress ? tokenOn(chain, hubAddress) : undefined;
    if (!hub || sameAddress(hub.address, tokenIn.address) || sameAddress(hub.address, tokenOut.address)) continue;
    for (const first of poolsBetween(chain, tokenIn, hub)) {
      const h1 = hop(first, tokenIn, hub, amountIn, now, anchorMs);
      for (const second of poolsBetween(chain, hub, tokenOut)) candidates.push([h1, hop(second, hub, tokenOut, h1.amountOut, now, anchorMs)]);
    }
  }
  const best = candidates.sort((a, b) => b[b.length - 1]!.amountOut - a[a.length - 1]!.amountOut)[0];
  if (!best) return undefined;
  const amountOut = best[best.length - 1]!.amountOut;
  const usdIn = amountIn * usdPrice(tokenIn.asset, now, anchorMs), usdOut = amountOut * usdPrice(tokenOut.asset, now, anchorMs);
  const afterFees = best.reduce((left, h) => left * (1 - h.feePercent / 100), usdIn);
  return {
    hops: best, amountIn, amountOut, usdIn, usdOut, feePercent: best.reduce((sum, h) => sum + h.feePercent, 0),
    impactPercent: (1 - usdOut / afterFees) * 100,
  };
}
