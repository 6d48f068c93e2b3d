// Tokens native to one non-Ethereum EVM chain: Base, Arbitrum, BNB Smart Chain and Polygon ecosystems.
// Baby Doge Coin is here on purpose: its supply is above 2^53 and its price is around 1e-9.
import type { AssetSeed } from './asset-seed';

export const ECOSYSTEM_ASSETS: AssetSeed[] = [
  {
    id: 100301, name: 'Aerodrome Finance', symbol: 'AERO', on: [['Base', '0x940181a94A35A4569E4529A3CDfB74e38FD98631', 18]],
    price: 1.24, circulating: 730_000_000, total: 1_580_000_000, max: null, volume: 95_000_000, liquidity: 38_000_000,
    description: 'AERO is the incentive token of Aerodrome, the main liquidity hub on Base.',
    website: 'https://aerodrome.finance', twitter: 'https://twitter.com/aerodromefi', tags: ['dex', 'base-ecosystem'], listedAt: '2023-08-28T00:00:00.000Z',
  },
  {
    id: 100302, name: 'Degen', symbol: 'DEGEN', on: [['Base', '0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed', 18]],
    price: 0.0098, circulating: 25_100_000_000, total: 36_960_000_000, max: 36_965_935_954, volume: 14_000_000, liquidity: 6_400_000,
    description: 'DEGEN began as a tipping token in the Farcaster community and runs its own Base layer 3.',
    website: 'https://www.degen.tips', twitter: 'https://twitter.com/degentokenbase', tags: ['meme', 'social', 'base-ecosystem'], listedAt: '2024-01-08T00:00:00.000Z',
  },
  {
    id: 100303, name: 'Brett', symbol: 'BRETT', on: [['Base', '0x532f27101965dd16442E59d40670FaF5eBB142E4', 18]],
    price: 0.138, circulating: 9_910_000_000, total: 9_999_998_988, max: 10_000_000_000, volume: 42_000_000, liquidity: 21_000_000,
    description: 'Brett is a meme coin on Base based on the character from Matt Furie\'s Boy\'s Club.',
    website: 'https://www.basedbrett.com', twitter: 'https://twitter.com/BasedBrett', tags: ['meme', 'base-ecosystem'], listedAt: '2024-02-29T00:00:00.000Z',
  },
  {
    id: 100304, name: 'Toshi', symbol: 'TOSHI', on: [['Base', '0xAC1Bd2486aAf3B5C0fc3Fd868558b082a531B2B4', 18]],
    price: 0.000412, circulating: 420_690_000_000, total: 420_690_000_000, max: 420_690_000_000, volume: 9_200_000, liquidity: 5_800_000,
    description: 'Toshi is a cat-themed meme coin named after the cat of Coinbase\'s founder.',
    website: 'https://www.toshithecat.com', twitter: 'https://twitter.com/toshi_base', tags: ['meme', 'base-ecosystem'], listedAt: '2023-08-10T00:00:00.000Z',
  },
  {
    id: 100305, name: 'Virtuals Protocol', symbol: 'VIRTUAL', on: [['Base', '0x0b3e328455c4059EEb9e3f84b5543F74E24e7E1b', 18]],
    price: 2.58, circulating: 650_000_000, total: 1_000_000_000, max: 1_000_000_000, volume: 180_000_000, liquidity: 44_000_000,
    description: 'VIRTUAL is the base pair and launch token of Virtuals, a platform for tokenized AI agents.',
    website: 'https://www.virtuals.io', twitter: 'https://twitter.com/virtuals_io', tags: ['ai', 'base-ecosystem'], listedAt: '2023-12-01T00:00:00.000Z',
  },
  {
    id: 100306, name: 'GMX', symbol: 'GMX', on: [['Arbitrum', '0xfc5A1A6EB076a2C7aD06eD22C90d7E710E35ad0a', 18]],
    price: 27.6, circulating: 10_030_000, total: 10_150_000, max: 13_250_000, volume: 23_000_000, liquidity: 12_000_000,
    description: 'GMX is the utility and governance token of GMX, a decentralized perpetuals exchange on Arbitrum.',
    website: 'https://gmx.io', twitter: 'https://twitter.com/GMX_IO', discord: 'https://discord.gg/ymN38YefH9',
    tags: ['derivatives', 'arbitrum-ecosystem'], listedAt: '2021-09-01T00:00:00.000Z',
  },
  {
    id: 100307, name: 'MAGIC', symbol: 'MAGIC', on: [['Arbitrum', '0x539bdE0d7Dbd336b79148AA742883198BBF60342', 18]],
    price: 0.46, circulating: 295_000_000, total: 347_000_000, max: 347_714_007, volume: 31_000_000, liquidity: 4_900_000,
    description: 'MAGIC is the currency of Treasure, a decentralized gaming ecosystem.',
    website: 'https://treasure.lol', twitter: 'https://twitter.com/Treasure_DAO', tags: ['gaming', 'arbitrum-ecosystem'], listedAt: '2021-11-01T00:00:00.000Z',
  },
  {
    id: 100308, name: 'PancakeSwap', symbol: 'CAKE', on: [['BNB Smart Chain (BEP20)', '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82', 18]],
    price: 2.47, circulating: 292_000_000, total: 388_000_000, max: 450_000_000, volume: 210_000_000, liquidity: 74_000_000,
    description: 'CAKE is the token of PancakeSwap, the largest decentralized exchange on BNB Smart Chain.',
    website: 'https://pancakeswap.finance', twitter: 'https://twitter.com/PancakeSwap', discord: 'https://discord.gg/pancakeswap',
    audit: 'https://skynet.certik.com/projects/pancakeswap', tags: ['dex', 'bsc-ecosystem'], listedAt: '2020-09-29T00:00:00.000Z',
  },
  {
    id: 100309, name: 'Baby Doge Coin', symbol: 'BabyDoge', on: [['BNB Smart Chain (BEP20)', '0xc748673057861a797275CD8A068AbB95A902e8de', 9]],
    price: 0.000000001372, circulating: 169_930_000_000_000_000, total: 420_000_000_000_000_000, max: 420_000_000_000_000_000,
    volume: 18_000_000, liquidity: 11_000_000,
    description: 'Baby Doge Coin is a community meme token on BNB Smart Chain with a reflection fee to holders.',
    website: 'https://babydoge.com', twitter: 'https://twitter.com/BabyDogeCoin', discord: 'https://discord.gg/babydogecoin',
    kyc: 'https://skynet.certik.com/projects/baby-doge-coin', audit: 'https://skynet.certik.com/projects/baby-doge-coin',
    tags: ['meme', 'bsc-ecosystem'], listedAt: '2021-06-01T00:00:00.000Z', lockedWallets: 2,
  },
  {
    id: 100310, name: 'Trust Wallet Token', symbol: 'TWT', on: [['BNB Smart Chain (BEP20)', '0x4B0F1812e5Df2A09796481Ff14017e6005508003', 18]],
    price: 1.12, circulating: 416_650_000, total: 1_000_000_000, max: 1_000_000_000, volume: 22_000_000, liquidity: 6_300_000,
    description: 'TWT is the utility token of Trust Wallet, a self-custody multi-chain wallet.',
    website: 'https://trustwallet.com', twitter: 'https://twitter.com/TrustWallet', tags: ['wallet', 'bsc-ecosystem'], listedAt: '2020-07-01T00:00:00.000Z',
  },
  {
    id: 100311, name: 'Venus', symbol: 'XVS', on: [['BNB Smart Chain (BEP20)', '0xcF6BB5389c92Bdda8a3747Ddb454cB7a64626C63', 18]],
    price: 7.9, circulating: 16_300_000, total: 30_000_000, max: 30_000_000, volume: 15_000_000, liquidity: 3_700_000,
    description: 'XVS governs Venus, a lending and borrowing protocol on BNB Smart Chain.',
    website: 'https://venus.io', twitter: 'https://twitter.com/VenusProtocol', tags: ['lending', 'bsc-ecosystem'], listedAt: '2020-10-01T00:00:00.000Z',
  },
  {
    id: 100312, name: 'QuickSwap', symbol: 'QUICK', on: [['Polygon', '0xB5C064F955D8e7F38fE0460C556a72987494eE17', 18]],
    price: 0.048, circulating: 745_000_000, total: 1_000_000_000, max: 1_000_000_000, volume: 4_800_000, liquidity: 3_100_000,
    description: 'QUICK governs QuickSwap, a decentralized exchange on Polygon.',
    website: 'https://quickswap.exchange', twitter: 'https://twitter.com/QuickswapDEX', tags: ['dex', 'polygon-ecosystem'], listedAt: '2023-07-21T00:00:00.000Z',
  },
  {
    id: 100313, name: 'Aavegotchi', symbol: 'GHST', on: [['Polygon', '0x385Eeac5cB85A38A9a07A70c73e0a3271CfB54A7', 18]],
    price: 1.02, circulating: 52_700_000, total: 52_700_000, max: null, volume: 3_900_000, liquidity: 2_200_000,
    description: 'GHST is the currency of Aavegotchi, a game of DeFi-staked NFT creatures on Polygon.',
    website: 'https://www.aavegotchi.com', twitter: 'https://twitter.com/aavegotchi', discord: 'https://discord.gg/aavegotchi',
    tags: ['gaming', 'nft', 'polygon-ecosystem'], listedAt: '2020-09-14T00:00:00.000Z',
  },
];
