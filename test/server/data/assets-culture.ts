// Meme, gaming and metaverse tokens on Ethereum (a few also on BNB Smart Chain or Polygon).
import type { AssetSeed } from './asset-seed';

export const CULTURE_ASSETS: AssetSeed[] = [
  {
    id: 100201, name: 'Shiba Inu', symbol: 'SHIB', on: [['Ethereum', '0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE', 18]],
    price: 0.00002187, circulating: 589_250_000_000_000, total: 589_520_000_000_000, max: null,
    volume: 640_000_000, liquidity: 55_000_000,
    description: 'Shiba Inu is a community meme token that grew an ecosystem including the ShibaSwap exchange.',
    website: 'https://shibatoken.com', twitter: 'https://twitter.com/Shibtoken', discord: 'https://discord.gg/shibatoken',
    tags: ['meme'], listedAt: '2020-08-01T00:00:00.000Z', lockedWallets: 1,
  },
  {
    id: 100202, name: 'Pepe', symbol: 'PEPE', on: [['Ethereum', '0x6982508145454Ce325dDbE47a25d4ec3d2311933', 18]],
    price: 0.00001812, circulating: 420_690_000_000_000, total: 420_690_000_000_000, max: 420_690_000_000_000,
    volume: 1_600_000_000, liquidity: 70_000_000,
    description: 'Pepe is a meme coin named after the Pepe the Frog meme, launched without presale or taxes.',
    website: 'https://www.pepe.vip', twitter: 'https://twitter.com/pepecoineth', tags: ['meme'], listedAt: '2023-04-14T00:00:00.000Z',
  },
  {
    id: 100203, name: 'FLOKI', symbol: 'FLOKI',
    on: [['Ethereum', '0xcf0C122c6b73ff809C693DB761e7BaeBe62b6a2E', 9], ['BNB Smart Chain (BEP20)', '0xfb5B838b6cfEEdC2873aB27866079AC55363D37E', 9]],
    price: 0.0001498, circulating: 9_640_000_000_000, total: 10_000_000_000_000, max: 10_000_000_000_000,
    volume: 230_000_000, liquidity: 19_000_000,
    description: 'FLOKI is a meme token with a play-to-earn game (Valhalla) and DeFi products around it.',
    website: 'https://floki.com', twitter: 'https://twitter.com/RealFlokiInu', tags: ['meme', 'gaming'], listedAt: '2021-06-25T00:00:00.000Z',
  },
  {
    id: 100204, name: 'ApeCoin', symbol: 'APE', on: [['Ethereum', '0x4d224452801ACEd8B2F0aebE155379bb5D594381', 18]],
    price: 1.21, circulating: 752_650_000, total: 1_000_000_000, max: 1_000_000_000, volume: 96_000_000, liquidity: 17_000_000,
    description: 'ApeCoin is the governance token of the ApeCoin DAO, associated with the Bored Ape Yacht Club.',
    website: 'https://apecoin.com', twitter: 'https://twitter.com/apecoin', discord: 'https://discord.gg/apecoin',
    tags: ['nft', 'governance'], listedAt: '2022-03-17T00:00:00.000Z',
  },
  {
    id: 100205, name: 'The Sandbox', symbol: 'SAND',
    on: [['Ethereum', '0x3845badAde8e6dFF049820680d1F14bD3903a5d0', 18], ['Polygon', '0xBbba073C31bF03b8ACf7c28EF0738DeCF3695683', 18]],
    price: 0.56, circulating: 2_440_000_000, total: 3_000_000_000, max: 3_000_000_000, volume: 82_000_000, liquidity: 15_000_000,
    description: 'SAND is the utility token of The Sandbox, a virtual world where players build and trade experiences.',
    website: 'https://www.sandbox.game', twitter: 'https://twitter.com/TheSandboxGame', discord: 'https://discord.gg/thesandboxgame',
    tags: ['metaverse', 'gaming'], listedAt: '2020-08-14T00:00:00.000Z',
  },
  {
    id: 100206, name: 'Decentraland', symbol: 'MANA', on: [['Ethereum', '0x0F5D2fB29fb7d3CFeE444a200298f468908cC942', 18]],
    price: 0.51, circulating: 1_920_000_000, total: 2_190_000_000, max: 2_193_179_327, volume: 64_000_000, liquidity: 11_000_000,
    description: 'MANA is used to buy land and goods in Decentraland, a user-owned virtual world.',
    website: 'https://decentraland.org', twitter: 'https://twitter.com/decentraland', discord: 'https://dcl.gg/discord',
    tags: ['metaverse'], listedAt: '2017-08-08T00:00:00.000Z',
  },
  {
    id: 100207, name: 'Gala', symbol: 'GALA', on: [['Ethereum', '0xd1d2Eb1B1e90B638588728b4130137D262C87cae', 8]],
    price: 0.0352, circulating: 39_800_000_000, total: 43_500_000_000, max: null, volume: 110_000_000, liquidity: 9_800_000,
    description: 'GALA is the token of Gala Games, a publisher of blockchain games, music and film.',
    website: 'https://gala.com', twitter: 'https://twitter.com/GoGalaGames', tags: ['gaming'], listedAt: '2020-09-16T00:00:00.000Z',
  },
  {
    id: 100208, name: 'Axie Infinity', symbol: 'AXS', on: [['Ethereum', '0xBB0E17EF65F82Ab018d8EDd776e8DD940327B28b', 18]],
    price: 6.42, circulating: 156_000_000, total: 270_000_000, max: 270_000_000, volume: 47_000_000, liquidity: 8_700_000,
    description: 'AXS is the governance and staking token of Axie Infinity, a creature-collecting battle game.',
    website: 'https://axieinfinity.com', twitter: 'https://twitter.com/AxieInfinity', discord: 'https://discord.gg/axie',
    tags: ['gaming'], listedAt: '2020-11-04T00:00:00.000Z',
  },
  {
    id: 100209, name: 'Chiliz', symbol: 'CHZ', on: [['Ethereum', '0x3506424F91fD33084466F402d5D97f05F8e3b4AF', 18]],
    price: 0.088, circulating: 8_880_000_000, total: 8_888_888_888, max: 8_888_888_888, volume: 71_000_000, liquidity: 7_600_000,
    description: 'CHZ powers Chiliz, a chain for sports and entertainment fan tokens (Socios.com).',
    website: 'https://www.chiliz.com', twitter: 'https://twitter.com/Chiliz', tags: ['sports', 'fan-tokens'], listedAt: '2019-07-01T00:00:00.000Z',
  },
  {
    id: 100210, name: 'Blur', symbol: 'BLUR', on: [['Ethereum', '0x5283D291DBCF85356A21bA090E6db59121208b44', 18]],
    price: 0.29, circulating: 2_060_000_000, total: 3_000_000_000, max: 3_000_000_000, volume: 58_000_000, liquidity: 9_100_000,
    description: 'BLUR governs Blur, an NFT marketplace and aggregator for professional traders.',
    website: 'https://blur.io', twitter: 'https://twitter.com/blur_io', tags: ['nft', 'marketplace'], listedAt: '2023-02-14T00:00:00.000Z',
  },
  {
    id: 100211, name: 'Worldcoin', symbol: 'WLD', on: [['Ethereum', '0x163f8C2467924be0ae7B5347228CABF260318753', 18]],
    price: 2.27, circulating: 780_000_000, total: 10_000_000_000, max: 10_000_000_000, volume: 260_000_000, liquidity: 24_000_000,
    description: 'WLD is the token of World (Worldcoin), an identity and financial network built on proof of personhood.',
    website: 'https://world.org', twitter: 'https://twitter.com/worldcoin', tags: ['identity'], listedAt: '2023-07-24T00:00:00.000Z', lockedWallets: 5,
  },
];
