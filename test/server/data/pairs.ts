// A hand-written table of real DEX pools, for the live search's pair hits (and, with data/pools.ts, the
// markets endpoints). Pool, factory and token addresses are the real deployments except where marked;
// liquidity, volume and the fees of the Solana pools are fixed figures.
// Token prices come from the asset each side wraps or is, so pairs and assets agree.
import type { ChainName } from './types';
import { evmAddressFrom, solanaAddressFrom } from './deterministic';

export interface PairSide {
  /** Symbol of the real asset this token is (or wraps: WSOL is SOL) for price, id and supply. */
  asset: string;
  address: string;
  /** Set when the token's own name differs from its asset's (Wrapped SOL, Wrapped BNB). */
  name?: string;
  symbol?: string;
  decimals?: number;
}

export interface PairRecord {
  /** Pool kind, sent as the hit's `type`. */
  kind: string;
  exchange: string;
  chain: ChainName;
  address: string;
  factory: string;
  token0: PairSide;
  token1: PairSide;
  /** Which side is the base token (the one priced). */
  base: 0 | 1;
  liquidity: number;
  volume24h: number;
  createdAt: string;
  /** Search keywords beyond both tokens' names and symbols and the exchange name: what a wrapped token wraps. */
  keywords?: string[];
  /** Send price, liquidity and volume as strings, as the live service does for some pools. */
  numbersAsText?: boolean;
  /** LP fee in percent (0.05 for a 0.05% pool); swap quotes charge it. */
  feeTier?: number;
  /** Days before the price anchor the pool was created: a young pool stays young on every run (createdAt is then ignored). */
  ageDays?: number;
}

export const WSOL: PairSide = { asset: 'SOL', address: 'So11111111111111111111111111111111111111112', name: 'Wrapped SOL', symbol: 'WSOL' };
export const WBNB: PairSide = { asset: 'BNB', address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', name: 'Wrapped BNB', symbol: 'WBNB', decimals: 18 };
export const USDC_SOL: PairSide = { asset: 'USDC', address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' };
export const USDC_ETH: PairSide = { asset: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' };
export const WETH_ETH: PairSide = { asset: 'WETH', address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' };

export const UNISWAP_V3_FACTORY = '0x1F98431c8aD98523631AE4a59f267346ea31F984';
export const RAYDIUM_AMM_V4 = '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8';

export const PAIRS: readonly PairRecord[] = [
  { kind: 'raydium', exchange: 'Raydium', chain: 'Solana', address: '58oQChx4yWmvKdwLLZzBi4ChoCc2fqCUWBkwMihLYQo2', feeTier: 0.25, factory: RAYDIUM_AMM_V4,
    token0: WSOL, token1: USDC_SOL, base: 0, liquidity: 31_800_000, volume24h: 182_000_000, createdAt: '2021-03-10T08:21:44.000Z',
    keywords: ['sol'], numbersAsText: true },
  { kind: 'uniswap-v3', exchange: 'Uniswap V3', chain: 'Ethereum', address: '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640', feeTier: 0.05, factory: UNISWAP_V3_FACTORY,
    token0: USDC_ETH, token1: WETH_ETH, base: 1, liquidity: 96_400_000, volume24h: 312_000_000, createdAt: '2021-05-05T21:42:11.000Z',
    keywords: ['eth'] },
  { kind: 'uniswap-v3', exchange: 'Uniswap V3', chain: 'Ethereum', address: '0x4585FE77225b41b697C938B018E2Ac67Ac5a20c0', feeTier: 0.05, factory: UNISWAP_V3_FACTORY,
    token0: { asset: 'WBTC', address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599' }, token1: WETH_ETH, base: 0,
    liquidity: 178_000_000, volume24h: 94_500_000, createdAt: '2021-05-05T22:07:30.000Z', keywords: ['btc', 'eth'] },
  { kind: 'uniswap-v3', exchange: 'Uniswap V3', chain: 'Ethereum', address: '0x3416cF6C708Da44DB2624D63ea0AAef7113527C6', feeTier: 0.01, factory: UNISWAP_V3_FACTORY,
    token0: USDC_ETH, token1: { asset: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }, base: 0,
    liquidity: 41_700_000, volume24h: 88_000_000, createdAt: '2021-07-19T15:03:52.000Z' },
  { kind: 'uniswap-v2', exchange: 'Uniswap V2', chain: 'Ethereum', address: '0xA43fe16908251ee70EF74718545e4FE6C5cCEc9f', feeTier: 0.3,
    factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f', token0: { asset: 'PEPE', address: '0x6982508145454Ce325dDbE47a25d4ec3d2311933' },
    token1: WETH_ETH, base: 0, liquidity: 40_900_000, volume24h: 21_600_000, createdAt: '2023-04-14T16:48:35.000Z', keywords: ['eth'] },
  { kind: 'orca', exchange: 'Orca', chain: 'Solana', address: '3ne4mWqdYuNiYrYZC9TrA3FcfuFdErghH97vNPbjicr1', feeTier: 0.3, factory: 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc',
    token0: { asset: 'BONK', address: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263' }, token1: WSOL, base: 0,
    liquidity: 6_150_000, volume24h: 13_800_000, createdAt: '2023-01-04T11:26:09.000Z', keywords: ['sol'] },
  { kind: 'raydium', exchange: 'Raydium', chain: 'Solana', address: 'EP2ib6dYdEeqD8MfE2ezHCxX3kP3K2eLKkirfPm5eyMx', feeTier: 0.25, factory: RAYDIUM_AMM_V4,
    token0: { asset: 'WIF', address: 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm' }, token1: WSOL, base: 0,
    liquidity: 17_900_000, volume24h: 47_300_000, createdAt: '2023-11-20T09:14:51.000Z', keywords: ['sol'] },
  // Pool address invented (stable); the program is Meteora's DLMM.
  { kind: 'meteora', exchange: 'Meteora', chain: 'Solana', address: solanaAddressFrom('pool:meteora:TRUMP/USDC'), feeTier: 0.1, factory: 'LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo',
    token0: { asset: 'TRUMP', address: '6p6xgHyF7AeE6TZkSmFsko444wqoP15icUSqi2jfGiPN' }, token1: USDC_SOL, base: 0,
    liquidity: 208_000_000, volume24h: 396_000_000, createdAt: '2025-01-17T14:01:27.000Z' },
  // Pool address invented (stable); the factory is Aerodrome's Slipstream (concentrated liquidity).
  { kind: 'aerodrome', exchange: 'Aerodrome', chain: 'Base', address: evmAddressFrom('pool:aerodrome:cbBTC/USDC'), feeTier: 0.05, factory: '0x5e7BB104d84c7CB9B682AaC2F3d509f5F406809A',
    token0: { asset: 'USDC', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' }, token1: { asset: 'cbBTC', address: '0xcbB7C0000aB88B473b1f5aFd9ef808440eed33Bf' },
    base: 1, liquidity: 47_600_000, volume24h: 71_900_000, createdAt: '2024-09-12T17:32:05.000Z', keywords: ['btc'] },
  { kind: 'pancakeswap-v2', exchange: 'PancakeSwap V2', chain: 'BNB Smart Chain (BEP20)', address: '0x16b9a82891338f9bA80E2D6970FddA79D1eb0daE', feeTier: 0.25,
    factory: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73', token0: { asset: 'USDT', address: '0x55d398326f99059fF775485246999027B3197955' },
    token1: WBNB, base: 1, liquidity: 57_800_000, volume24h: 39_700_000, createdAt: '2021-04-23T02:11:40.000Z', keywords: ['bnb'] },
  { kind: 'uniswap-v3', exchange: 'Uniswap V3', chain: 'Arbitrum', address: '0xC6F780497A95e246EB9449f5e4770916DCd6396A', feeTier: 0.05, factory: UNISWAP_V3_FACTORY,
    token0: { asset: 'WETH', address: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1' }, token1: { asset: 'ARB', address: '0x912CE59144191C1204E64559FE8253a0e49E6548' },
    base: 1, liquidity: 12_300_000, volume24h: 9_100_000, createdAt: '2023-03-23T13:37:54.000Z', keywords: ['eth'] },
];
