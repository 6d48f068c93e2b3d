// Every DEX pool the markets endpoints know: the search table (data/pairs.ts) plus the pools below, which
// search never lists, so /search and /fast-search answer as before. Unmarked addresses are the real pools.
// EVM addresses marked "CREATE2" are computed from the factory (or PancakeSwap's deployer), the init code hash,
// both tokens and the fee tier, the computation that reproduces every real Uniswap and PancakeSwap address here
// and in data/pairs.ts. Liquidity, volume and dates are fixed figures (dates approximate); "invented" pools
// (and their factories) do not exist.
import { evmAddressFrom, solanaAddressFrom } from './deterministic';
import { PAIRS, type PairRecord, type PairSide, RAYDIUM_AMM_V4, UNISWAP_V3_FACTORY, USDC_ETH, USDC_SOL, WBNB, WETH_ETH, WSOL } from './pairs';

const USDC_BASE: PairSide = { asset: 'USDC', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' };
const USDC_ARB: PairSide = { asset: 'USDC', address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831' };
const USDC_BNB: PairSide = { asset: 'USDC', address: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d' };
const WETH_BASE: PairSide = { asset: 'WETH', address: '0x4200000000000000000000000000000000000006' };
const WETH_ARB: PairSide = { asset: 'WETH', address: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1' };
const CBBTC: PairSide = { asset: 'cbBTC', address: '0xcbB7C0000aB88B473b1f5aFd9ef808440eed33Bf' }; // same address on Base
const ARB: PairSide = { asset: 'ARB', address: '0x912CE59144191C1204E64559FE8253a0e49E6548' };
const WBTC_ETH: PairSide = { asset: 'WBTC', address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599' };
const BONK: PairSide = { asset: 'BONK', address: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263' };
const WIF: PairSide = { asset: 'WIF', address: 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm' };

const UNISWAP_V3_BASE_FACTORY = '0x33128a8fC17869897dcE68Ed026d694621f6FDfD';
const PANCAKE_V3_FACTORY = '0x0BFbCF9fa4f9C56B0F40a671Ad40E0805A091865';
const V3 = { kind: 'uniswap-v3', exchange: 'Uniswap V3' } as const;
const PANCAKE_V3 = { kind: 'pancakeswap-v3', exchange: 'PancakeSwap V3', chain: 'BNB Smart Chain (BEP20)', factory: PANCAKE_V3_FACTORY } as const;

const MORE_POOLS: readonly PairRecord[] = [
  // Ethereum
  { ...V3, chain: 'Ethereum', address: '0x8ad599c3A0ff1De082011EFDDc58f1908eb6e6D8', feeTier: 0.3, factory: UNISWAP_V3_FACTORY,
    token0: USDC_ETH, token1: WETH_ETH, base: 1, liquidity: 38_500_000, volume24h: 41_000_000, createdAt: '2021-05-05T21:42:11.000Z' },
  { kind: 'uniswap-v2', exchange: 'Uniswap V2', chain: 'Ethereum', address: '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc', feeTier: 0.3,
    factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f', token0: USDC_ETH, token1: WETH_ETH, base: 1,
    liquidity: 29_200_000, volume24h: 12_400_000, createdAt: '2020-05-05T21:09:32.000Z' },
  { ...V3, chain: 'Ethereum', address: '0x99ac8cA7087fA4A2A1FB6357269965A2014ABc35', feeTier: 0.3, factory: UNISWAP_V3_FACTORY,
    token0: WBTC_ETH, token1: USDC_ETH, base: 0, liquidity: 21_300_000, volume24h: 18_900_000, createdAt: '2021-05-06T10:12:40.000Z' },
  { ...V3, chain: 'Ethereum', address: '0x11950d141EcB863F01007AdD7D1A342041227b58', feeTier: 0.3, factory: UNISWAP_V3_FACTORY,
    token0: { asset: 'PEPE', address: '0x6982508145454Ce325dDbE47a25d4ec3d2311933' }, token1: WETH_ETH, base: 0,
    liquidity: 28_100_000, volume24h: 33_700_000, createdAt: '2023-04-15T09:51:23.000Z' },
  // Base (CREATE2 for the cbBTC/WETH pool)
  { ...V3, chain: 'Base', address: '0xd0b53D9277642d899DF5C87A3966A349A798F224', feeTier: 0.05, factory: UNISWAP_V3_BASE_FACTORY,
    token0: WETH_BASE, token1: USDC_BASE, base: 0, liquidity: 44_100_000, volume24h: 181_000_000, createdAt: '2023-08-09T18:20:15.000Z' },
  { kind: 'aerodrome', exchange: 'Aerodrome', chain: 'Base', address: '0xcDAC0d6c6C59727a65F871236188350531885C43', feeTier: 0.3,
    factory: '0x420DD381b31aEf6683db6B902084cB0FFECe40Da', token0: WETH_BASE, token1: USDC_BASE, base: 0,
    liquidity: 19_600_000, volume24h: 27_500_000, createdAt: '2023-08-28T16:02:51.000Z' },
  { ...V3, chain: 'Base', address: '0x8c7080564B5A792A33Ef2FD473fbA6364d5495e5', feeTier: 0.3, factory: UNISWAP_V3_BASE_FACTORY,
    token0: WETH_BASE, token1: CBBTC, base: 1, liquidity: 16_200_000, volume24h: 14_800_000, createdAt: '2024-09-12T19:44:09.000Z' },
  // Invented: a three-day-old, thin pool, so "new" and "low liquidity" both have something to show.
  { kind: 'baseswap', exchange: 'BaseSwap', chain: 'Base', address: evmAddressFrom('pool:baseswap:cbBTC/USDC'), feeTier: 0.25,
    factory: evmAddressFrom('factory:baseswap'), token0: USDC_BASE, token1: CBBTC, base: 1,
    liquidity: 8_900, volume24h: 15_700, createdAt: '', ageDays: 3 },
  // Arbitrum (CREATE2 for WBTC/WETH)
  { ...V3, chain: 'Arbitrum', address: '0xC6962004f452bE9203591991D15f6b388e09E8D0', feeTier: 0.05, factory: UNISWAP_V3_FACTORY,
    token0: WETH_ARB, token1: USDC_ARB, base: 0, liquidity: 58_300_000, volume24h: 151_000_000, createdAt: '2023-06-09T14:27:36.000Z' },
  { ...V3, chain: 'Arbitrum', address: '0xb0f6cA40411360c03d41C5fFc5F179b8403CdcF8', feeTier: 0.05, factory: UNISWAP_V3_FACTORY,
    token0: ARB, token1: USDC_ARB, base: 0, liquidity: 6_400_000, volume24h: 8_300_000, createdAt: '2023-06-12T08:15:02.000Z' },
  { ...V3, chain: 'Arbitrum', address: '0x2f5e87C9312fa29aed5c179E456625D79015299c', feeTier: 0.05, factory: UNISWAP_V3_FACTORY,
    token0: { asset: 'WBTC', address: '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f' }, token1: WETH_ARB, base: 0,
    liquidity: 19_100_000, volume24h: 22_600_000, createdAt: '2021-09-01T11:30:47.000Z' },
  { kind: 'camelot', exchange: 'Camelot', chain: 'Arbitrum', address: evmAddressFrom('pool:camelot:ARB/USDC'), feeTier: 0.3, // invented
    factory: evmAddressFrom('factory:camelot'), token0: ARB, token1: USDC_ARB, base: 0,
    liquidity: 23_800, volume24h: 6_100, createdAt: '2024-02-19T05:41:18.000Z' },
  // BNB Smart Chain (CREATE2 from PancakeSwap's deployer)
  { ...PANCAKE_V3, address: '0xf2688Fb5B81049DFB7703aDa5e770543770612C4', feeTier: 0.01,
    token0: USDC_BNB, token1: WBNB, base: 1, liquidity: 9_800_000, volume24h: 24_200_000, createdAt: '2023-04-03T07:33:21.000Z' },
  { ...PANCAKE_V3, address: '0x92b7807bF19b7DDdf89b706143896d05228f3121', feeTier: 0.01,
    token0: { asset: 'USDT', address: '0x55d398326f99059fF775485246999027B3197955' }, token1: USDC_BNB, base: 1,
    liquidity: 14_300_000, volume24h: 61_800_000, createdAt: '2023-04-03T07:40:55.000Z' },
  // Solana
  { kind: 'orca', exchange: 'Orca', chain: 'Solana', address: 'Czfq3xZZDmsdGdUyrNLtRhGc47cXcZtLG4crryfu44zE', feeTier: 0.04,
    factory: 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc', token0: WSOL, token1: USDC_SOL, base: 0,
    liquidity: 24_700_000, volume24h: 139_000_000, createdAt: '2022-03-10T16:05:33.000Z' },
  { kind: 'raydium-clmm', exchange: 'Raydium CLMM', chain: 'Solana', address: '8sLbNZoA1cfnvMJLPfp98ZLAnFSYCFApfJKMbiXNLwxj', feeTier: 0.04,
    factory: 'CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK', token0: WSOL, token1: USDC_SOL, base: 0,
    liquidity: 11_900_000, volume24h: 96_500_000, createdAt: '2022-08-18T12:48:07.000Z' },
  { kind: 'raydium', exchange: 'Raydium', chain: 'Solana', address: solanaAddressFrom('pool:raydium:BONK/WSOL'), feeTier: 0.25, // invented
    factory: RAYDIUM_AMM_V4, token0: BONK, token1: WSOL, base: 0, liquidity: 3_900_000, volume24h: 5_600_000, createdAt: '2023-01-05T02:17:44.000Z' },
  { kind: 'raydium-cpmm', exchange: 'Raydium CPMM', chain: 'Solana', address: solanaAddressFrom('pool:raydium-cpmm:BONK/USDC'), feeTier: 0.25, // invented
    factory: 'CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C', token0: BONK, token1: USDC_SOL, base: 0,
    liquidity: 12_400, volume24h: 2_300, createdAt: '2024-06-02T21:09:58.000Z' },
  { kind: 'meteora', exchange: 'Meteora', chain: 'Solana', address: solanaAddressFrom('pool:meteora:WIF/USDC'), feeTier: 0.3, // invented
    factory: 'LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo', token0: WIF, token1: USDC_SOL, base: 0,
    liquidity: 38_700, volume24h: 21_400, createdAt: '2024-11-27T13:26:40.000Z' },
];

/** What /token/markets, /market/details, candles, trades and quotes read: search's pools first, then the rest. */
export const MARKET_POOLS: readonly PairRecord[] = [...PAIRS, ...MORE_POOLS];
