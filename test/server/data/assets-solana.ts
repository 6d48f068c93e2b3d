// SPL tokens on Solana (mints are base58 public keys, matched exactly: base58 is case-sensitive).
// Render also keeps its original Ethereum contract, as the live service merges both.
import type { AssetSeed } from './asset-seed';

export const SOLANA_ASSETS: AssetSeed[] = [
  {
    id: 100401, name: 'Bonk', symbol: 'BONK', on: [['Solana', 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', 5]],
    price: 0.00002463, circulating: 77_400_000_000_000, total: 88_870_000_000_000, max: 88_870_000_000_000,
    volume: 390_000_000, liquidity: 34_000_000,
    description: 'Bonk is the dog-themed community meme coin of Solana, airdropped to Solana builders and users.',
    website: 'https://bonkcoin.com', twitter: 'https://twitter.com/bonk_inu', tags: ['meme', 'solana-ecosystem'], listedAt: '2022-12-25T00:00:00.000Z',
  },
  {
    id: 100402, name: 'Jupiter', symbol: 'JUP', on: [['Solana', 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN', 6]],
    price: 0.91, circulating: 1_350_000_000, total: 10_000_000_000, max: 10_000_000_000, volume: 120_000_000, liquidity: 29_000_000,
    description: 'JUP governs Jupiter, the main swap aggregator and perpetuals exchange on Solana.',
    website: 'https://jup.ag', twitter: 'https://twitter.com/JupiterExchange', discord: 'https://discord.gg/jup',
    tags: ['dex-aggregator', 'solana-ecosystem'], listedAt: '2024-01-31T00:00:00.000Z', lockedWallets: 2,
  },
  {
    id: 100403, name: 'dogwifhat', symbol: 'WIF', on: [['Solana', 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm', 6]],
    price: 1.96, circulating: 998_840_000, total: 998_840_000, max: 998_840_000, volume: 540_000_000, liquidity: 26_000_000,
    description: 'dogwifhat is a Solana meme coin featuring a Shiba Inu wearing a knitted hat.',
    website: 'https://dogwifcoin.org', twitter: 'https://twitter.com/dogwifcoin', tags: ['meme', 'solana-ecosystem'], listedAt: '2023-11-20T00:00:00.000Z',
  },
  {
    id: 100404, name: 'Pyth Network', symbol: 'PYTH', on: [['Solana', 'HZ1JovNiVvGrGNiiYvEozEVgZ58xaU3RKwX8eACQBCt3', 6]],
    price: 0.34, circulating: 3_620_000_000, total: 10_000_000_000, max: 10_000_000_000, volume: 61_000_000, liquidity: 11_000_000,
    description: 'PYTH governs the Pyth Network, an oracle publishing first-party market data to many chains.',
    website: 'https://pyth.network', twitter: 'https://twitter.com/PythNetwork', discord: 'https://discord.gg/invite/PythNetwork',
    tags: ['oracle', 'solana-ecosystem'], listedAt: '2023-11-20T00:00:00.000Z',
  },
  {
    id: 100405, name: 'Jito', symbol: 'JTO', on: [['Solana', 'jtojtomepa8beP8AuQc6eXt5FriJwfFMwQx2v2f9mCL', 9]],
    price: 3.07, circulating: 293_000_000, total: 1_000_000_000, max: 1_000_000_000, volume: 74_000_000, liquidity: 9_300_000,
    description: 'JTO governs Jito, the liquid staking and MEV infrastructure network on Solana.',
    website: 'https://www.jito.network', twitter: 'https://twitter.com/jito_sol', tags: ['liquid-staking', 'solana-ecosystem'], listedAt: '2023-12-07T00:00:00.000Z',
  },
  {
    id: 100406, name: 'Raydium', symbol: 'RAY', on: [['Solana', '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R', 6]],
    price: 5.04, circulating: 291_000_000, total: 555_000_000, max: 555_000_000, volume: 150_000_000, liquidity: 19_000_000,
    description: 'RAY is the token of Raydium, an automated market maker and liquidity provider on Solana.',
    website: 'https://raydium.io', twitter: 'https://twitter.com/RaydiumProtocol', discord: 'https://discord.gg/raydium',
    tags: ['dex', 'solana-ecosystem'], listedAt: '2021-02-21T00:00:00.000Z',
  },
  {
    id: 100407, name: 'Marinade staked SOL', symbol: 'mSOL', on: [['Solana', 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So', 9]],
    price: 231.4, circulating: 4_150_000, total: 4_150_000, max: null, volume: 14_000_000, liquidity: 46_000_000,
    description: 'mSOL is the liquid staking token of Marinade, representing SOL staked across many validators.',
    website: 'https://marinade.finance', twitter: 'https://twitter.com/MarinadeFinance', tags: ['liquid-staking', 'solana-ecosystem'], listedAt: '2021-08-01T00:00:00.000Z',
  },
  {
    id: 100408, name: 'Jito Staked SOL', symbol: 'JitoSOL', on: [['Solana', 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn', 9]],
    price: 226.8, circulating: 14_600_000, total: 14_600_000, max: null, volume: 38_000_000, liquidity: 92_000_000,
    description: 'JitoSOL is a liquid staking token that earns staking and MEV rewards on Solana.',
    website: 'https://www.jito.network', twitter: 'https://twitter.com/jito_sol', tags: ['liquid-staking', 'solana-ecosystem'], listedAt: '2022-11-01T00:00:00.000Z',
  },
  {
    id: 100409, name: 'Orca', symbol: 'ORCA', on: [['Solana', 'orcaEKTdK7LKz57vaAYr9QeNsVEPfiu6QeMU1kektZE', 6]],
    price: 3.86, circulating: 58_900_000, total: 99_990_000, max: 100_000_000, volume: 21_000_000, liquidity: 7_200_000,
    description: 'ORCA governs Orca, a concentrated-liquidity exchange on Solana.',
    website: 'https://www.orca.so', twitter: 'https://twitter.com/orca_so', tags: ['dex', 'solana-ecosystem'], listedAt: '2021-08-10T00:00:00.000Z',
  },
  {
    id: 100410, name: 'Popcat', symbol: 'POPCAT', on: [['Solana', '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr', 9]],
    price: 0.82, circulating: 979_970_000, total: 979_970_000, max: 979_970_000, volume: 97_000_000, liquidity: 15_000_000,
    description: 'Popcat is a Solana meme coin based on the popping-mouth cat meme.',
    website: 'https://www.popcatsolana.xyz', twitter: 'https://twitter.com/POPCATSOLANA', tags: ['meme', 'solana-ecosystem'], listedAt: '2023-12-13T00:00:00.000Z',
  },
  {
    id: 100411, name: 'Wormhole', symbol: 'W', on: [['Solana', '85VBFQZC9TZkfaptBWjvUw7YbZjy52A6mjtPGjstQAmQ', 6]],
    price: 0.29, circulating: 2_870_000_000, total: 10_000_000_000, max: 10_000_000_000, volume: 48_000_000, liquidity: 6_800_000,
    description: 'W governs Wormhole, a cross-chain messaging protocol connecting dozens of chains.',
    website: 'https://wormhole.com', twitter: 'https://twitter.com/wormhole', tags: ['interoperability'], listedAt: '2024-04-03T00:00:00.000Z', lockedWallets: 3,
  },
  {
    id: 100412, name: 'Helium', symbol: 'HNT', on: [['Solana', 'hntyVP6YFm1Hg25TN9WGLqM12b8TQmcknKrdu1oxWux', 8]],
    price: 6.15, circulating: 172_000_000, total: 179_000_000, max: 223_000_000, volume: 12_000_000, liquidity: 4_400_000,
    description: 'HNT is the token of Helium, a decentralized wireless network that moved to Solana in 2023.',
    website: 'https://www.helium.com', twitter: 'https://twitter.com/helium', discord: 'https://discord.gg/helium',
    tags: ['depin', 'solana-ecosystem'], listedAt: '2020-06-01T00:00:00.000Z',
  },
  {
    id: 100413, name: 'Render', symbol: 'RENDER',
    on: [['Solana', 'rndrizKT3MK1iimdxRdWabcF7Zg7AR5T4nud4EkHBof', 8], ['Ethereum', '0x6De037ef9aD2725EB40118Bb1702EBb27e4Aeb24', 18]],
    price: 7.05, circulating: 516_000_000, total: 532_000_000, max: 644_168_762, volume: 160_000_000, liquidity: 17_000_000,
    description: 'RENDER pays for GPU rendering and AI compute on the Render Network.',
    website: 'https://rendernetwork.com', twitter: 'https://twitter.com/rendernetwork', tags: ['ai', 'depin'], listedAt: '2020-06-11T00:00:00.000Z',
  },
  {
    id: 100414, name: 'OFFICIAL TRUMP', symbol: 'TRUMP', on: [['Solana', '6p6xgHyF7AeE6TZkSmFsko444wqoP15icUSqi2jfGiPN', 6]],
    price: 29.4, circulating: 200_000_000, total: 999_999_600, max: 1_000_000_000, volume: 1_900_000_000, liquidity: 410_000_000,
    description: 'OFFICIAL TRUMP is a meme coin launched on Solana in January 2025.',
    website: 'https://gettrumpmemes.com', twitter: 'https://twitter.com/GetTrumpMemes', tags: ['meme', 'solana-ecosystem'], listedAt: '2025-01-17T00:00:00.000Z', lockedWallets: 4,
  },
  {
    id: 100415, name: 'Pudgy Penguins', symbol: 'PENGU', on: [['Solana', '2zMMhcVQEXDtdE6vsFS7S7D5oUodfJHE8vd1gnBouauv', 6]],
    price: 0.0312, circulating: 62_860_000_000, total: 88_888_888_888, max: 88_888_888_888, volume: 420_000_000, liquidity: 31_000_000,
    description: 'PENGU is the Solana token of the Pudgy Penguins brand, airdropped to NFT holders and communities.',
    website: 'https://www.pudgypenguins.com', twitter: 'https://twitter.com/pudgypenguins', tags: ['meme', 'nft'], listedAt: '2024-12-17T00:00:00.000Z',
  },
  {
    id: 100416, name: 'cat in a dogs world', symbol: 'MEW', on: [['Solana', 'MEW1gQWJ3nEXg2qgERiKu7FAFj79PHvQVREQUzScPP5', 5]],
    price: 0.0081, circulating: 88_880_000_000, total: 88_880_000_000, max: 88_880_000_000, volume: 52_000_000, liquidity: 12_000_000,
    description: 'MEW is a cat-themed Solana meme coin whose supply was mostly burned at launch.',
    website: 'https://mew.xyz', twitter: 'https://twitter.com/MEWsworld', tags: ['meme', 'solana-ecosystem'], listedAt: '2024-03-26T00:00:00.000Z',
  },
];
