// Holdings of each wallet. Balances are in token units; USD values come from the asset price, so
// totals and allocations in responses always add up.
import type { ChainName, Holding, WalletRecord } from './types';
import { realAsset } from './catalogue';
import { HONEYPOT_ASSET, LOOK_ALIKE_USDC, SPAM_KNOWN_ASSET, SPAM_MISSED_ASSET, SYNTHETIC_ASSETS, TAXED_ASSET } from './synthetic';
import { rangeFrom, roundSignificant } from './deterministic';
import { NFTS_BY_WALLET } from './nfts';
import { WALLETS, type WalletRole } from './wallet-addresses';

const ETH: ChainName = 'Ethereum';
const BSC: ChainName = 'BNB Smart Chain (BEP20)';

function hold(symbol: string, chain: ChainName, balance: number): Holding {
  const asset = realAsset(symbol);
  if (!asset.blockchains.includes(chain)) throw new Error(`${symbol} is not on ${chain}`);
  return { asset, chain, balance };
}

const ORDINARY: Holding[] = [
  hold('ETH', ETH, 1.842), hold('USDC', ETH, 2_500.75), hold('LINK', ETH, 120.5), hold('UNI', ETH, 45.2),
  hold('AAVE', ETH, 3.1), hold('PEPE', ETH, 15_000_000), hold('SHIB', ETH, 42_000_000), hold('ENS', ETH, 12),
  hold('DAI', ETH, 810.33), hold('LDO', ETH, 250),
];

const MULTICHAIN: Holding[] = [
  hold('USDC', ETH, 1_200), hold('USDC', 'Base', 845.5), hold('USDC', 'Arbitrum', 310.25), hold('USDC', 'Polygon', 95),
  hold('USDC', BSC, 150), hold('ETH', ETH, 0.75), hold('ETH', 'Base', 0.21), hold('ETH', 'Arbitrum', 0.433),
  hold('WETH', ETH, 0.5), hold('WETH', 'Arbitrum', 0.12), hold('WETH', 'Base', 0.08), hold('USDT', ETH, 400),
  hold('USDT', 'Arbitrum', 220), hold('USDT', BSC, 75.5), hold('USDT', 'Polygon', 60), hold('DAI', 'Base', 120),
  hold('DAI', 'Polygon', 33), hold('LINK', 'Arbitrum', 14), hold('LINK', 'Polygon', 8.5), hold('BNB', BSC, 1.35),
  hold('POL', 'Polygon', 420), hold('CAKE', BSC, 60), hold('AERO', 'Base', 300), hold('ARB', 'Arbitrum', 900),
  hold('GMX', 'Arbitrum', 4.2), hold('cbBTC', 'Base', 0.015), hold('WBTC', ETH, 0.02), hold('WBTC', 'Polygon', 0.004),
  hold('QUICK', 'Polygon', 1_200), hold('BabyDoge', BSC, 2_500_000_000_000),
];

const SOLANA_TRADER: Holding[] = [
  hold('SOL', 'Solana', 42.5), hold('USDC', 'Solana', 1_830.2), hold('USDT', 'Solana', 250), hold('BONK', 'Solana', 125_000_000),
  hold('JUP', 'Solana', 1_400), hold('WIF', 'Solana', 380), hold('PYTH', 'Solana', 2_100), hold('JTO', 'Solana', 95),
  hold('RAY', 'Solana', 60), hold('mSOL', 'Solana', 3.2), hold('JitoSOL', 'Solana', 5.75), hold('TRUMP', 'Solana', 12),
  hold('PENGU', 'Solana', 45_000), hold('POPCAT', 'Solana', 700),
];

const SOLANA_SECOND: Holding[] = [
  hold('SOL', 'Solana', 3.1), hold('HNT', 'Solana', 44), hold('RENDER', 'Solana', 120), hold('ORCA', 'Solana', 80),
  hold('W', 'Solana', 1_500), hold('MEW', 'Solana', 200_000),
  ...SYNTHETIC_ASSETS.filter((a) => a.blockchains[0] === 'Solana').slice(0, 3)
    .map((asset, i): Holding => ({ asset, chain: 'Solana', balance: [12_000, 480.5, 7_777_777][i] ?? 1 })),
];

const MIXED: Holding[] = [
  hold('ETH', ETH, 3.1), hold('ETH', 'Base', 0.045), hold('USDC', ETH, 1_000), hold('ENS', ETH, 42),
  hold('rETH', ETH, 2.5), hold('stETH', ETH, 10.2), hold('APE', ETH, 310), hold('USDC', 'Base', 64.2),
  // Airdropped scam-like tokens: a honeypot and a 25% sell tax (flags in ./security).
  { asset: HONEYPOT_ASSET, chain: ETH, balance: 12_500_000 }, { asset: TAXED_ASSET, chain: ETH, balance: 40_000 },
  // Airdropped spam: one the service's filterSpam drops, one it misses (worth a made-up $2,500).
  { asset: SPAM_KNOWN_ASSET, chain: ETH, balance: 1_000 }, { asset: SPAM_MISSED_ASSET, chain: ETH, balance: 2_500 },
];

// The whale: a spread of real assets plus every synthetic token, each worth $0.50 to $25,000.
const WHALE: Holding[] = [
  hold('ETH', ETH, 812.4), hold('ETH', 'Arbitrum', 120), hold('ETH', 'Base', 64.5), hold('WBTC', ETH, 41.2),
  hold('USDC', ETH, 3_250_000), hold('USDC', 'Base', 410_000), hold('USDC', 'Solana', 150_000), hold('USDT', ETH, 1_900_000),
  hold('USDT', BSC, 260_000), hold('DAI', ETH, 720_000), hold('stETH', ETH, 2_400), hold('wstETH', ETH, 950),
  hold('LINK', ETH, 48_000), hold('UNI', ETH, 120_000), hold('AAVE', ETH, 6_400), hold('MKR', ETH, 410),
  hold('SHIB', ETH, 90_000_000_000), hold('PEPE', ETH, 250_000_000_000), hold('BNB', BSC, 1_800), hold('CAKE', BSC, 95_000),
  hold('SOL', 'Solana', 21_000), hold('JUP', 'Solana', 640_000), hold('BONK', 'Solana', 30_000_000_000), hold('WIF', 'Solana', 210_000),
  hold('ARB', 'Arbitrum', 1_300_000), hold('POL', 'Polygon', 2_400_000), hold('AERO', 'Base', 380_000), hold('ONDO', ETH, 900_000),
  hold('ENA', ETH, 1_100_000), hold('PENDLE', 'Arbitrum', 55_000), hold('RENDER', 'Solana', 46_000), hold('FET', ETH, 300_000),
  hold('LDO', ETH, 250_000), hold('CRV', ETH, 800_000), hold('GRT', 'Arbitrum', 2_000_000), hold('FLOKI', BSC, 3_000_000_000),
  hold('TRUMP', 'Solana', 8_000), hold('VIRTUAL', 'Base', 120_000), hold('GMX', 'Arbitrum', 9_000), hold('USDe', ETH, 500_000),
  ...SYNTHETIC_ASSETS.map((asset, i): Holding => ({
    asset, chain: asset.blockchains[0] ?? 'Ethereum',
    balance: roundSignificant(rangeFrom(`whale:${i}`, 0.5, 25_000, true) / asset.price, 6),
  })),
];

const LOOK_ALIKE: Holding[] = [
  hold('USDC', ETH, 100), hold('USDC', 'Base', 50),
  { asset: LOOK_ALIKE_USDC, chain: ETH, balance: 500 }, { asset: LOOK_ALIKE_USDC, chain: 'Base', balance: 700 },
];

const HOLDINGS: Record<WalletRole, Holding[]> = {
  ordinary: ORDINARY, multichain: MULTICHAIN, whale: WHALE, empty: [], nftOnly: [],
  mixed: MIXED, solana: SOLANA_TRADER, solanaSecond: SOLANA_SECOND, lookAlike: LOOK_ALIKE,
};

export const WALLET_RECORDS: readonly WalletRecord[] = (Object.keys(WALLETS) as WalletRole[]).map((role) => ({
  address: WALLETS[role], label: role, holdings: HOLDINGS[role], nfts: NFTS_BY_WALLET[role],
}));
