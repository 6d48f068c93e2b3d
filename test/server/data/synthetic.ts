// 2,000 deterministic long-tail tokens so one wallet can hold more than 2,000 assets (like real
// airdrop-farming whales), two deliberately absurd records the live service also has (one whose
// supply and market cap exceed 2^53, one priced below 1e-12) and two scam-like tokens (a honeypot and
// a 25% sell tax; their flags are in ./security).
import { CHAINS } from './chains';
import type { AssetRecord, ChainName } from './types';
import { logoFor } from './asset-seed';
import { evmAddressFrom, rangeFrom, roundSignificant, solanaAddressFrom, unitFrom } from './deterministic';

const ADJECTIVES = [
  'Amber', 'Brisk', 'Cobalt', 'Dusky', 'Ember', 'Fabled', 'Gilded', 'Hollow', 'Ivory', 'Jaunty',
  'Kindled', 'Lunar', 'Mellow', 'Nimble', 'Opal', 'Placid', 'Quartz', 'Russet', 'Sable', 'Tidal',
  'Umber', 'Velvet', 'Wistful', 'Xenial', 'Yonder', 'Zephyr', 'Azure', 'Brazen', 'Cinder', 'Drowsy',
  'Ebony', 'Frosty', 'Gleaming', 'Hazel', 'Indigo', 'Jovial', 'Knotty', 'Lilac', 'Misty', 'Noble',
  'Ochre', 'Pewter', 'Quiet', 'Rowdy', 'Scarlet', 'Tawny', 'Upland', 'Vivid', 'Woolly', 'Zesty',
];
const NOUNS = [
  'Falcon', 'Harbor', 'Meadow', 'Lantern', 'Glacier', 'Comet', 'Willow', 'Canyon', 'Beacon', 'Orchard',
  'Summit', 'Thicket', 'Quarry', 'Raven', 'Otter', 'Marten', 'Heron', 'Badger', 'Cedar', 'Delta',
  'Fjord', 'Grove', 'Isle', 'Juniper', 'Kestrel', 'Lagoon', 'Mesa', 'Nebula', 'Oasis', 'Prairie',
  'Reef', 'Spire', 'Tundra', 'Vale', 'Wharf', 'Yarrow', 'Zenith', 'Bramble', 'Cove', 'Dune',
];
export const SYNTHETIC_COUNT = ADJECTIVES.length * NOUNS.length; // 2,000

const SYNTHETIC_DESCRIPTION = 'Synthetic long-tail token generated for the Walletscope reference server.';

function pickChain(label: string): ChainName {
  const u = unitFrom(`chain:${label}`);
  const weights: Array<[ChainName, number]> = [
    ['Ethereum', 0.34], ['Base', 0.16], ['Arbitrum', 0.12], ['BNB Smart Chain (BEP20)', 0.18], ['Polygon', 0.1], ['Solana', 0.1],
  ];
  let sum = 0;
  for (const [chain, weight] of weights) { sum += weight; if (u < sum) return chain; }
  return 'Ethereum';
}

function syntheticAsset(index: number, name: string, symbol: string): AssetRecord {
  const handle = name.replace(/ /g, '');
  const label = `synthetic:${index}`;
  const chain = pickChain(label);
  const isEvm = CHAINS.find((c) => c.name === chain)?.isEvm ?? true;
  const contract = isEvm ? evmAddressFrom(label) : solanaAddressFrom(label);
  const price = roundSignificant(rangeFrom(`price:${label}`, 1e-8, 40, true), 4);
  // Long-tail: market caps between $2k and $30M, so no synthetic token outranks a real major.
  const circulating = Math.round(roundSignificant(rangeFrom(`mcap:${label}`, 2e3, 3e7, true) / price, 4));
  const total = Math.round(roundSignificant(circulating * rangeFrom(`total:${label}`, 1, 3), 4));
  const marketCap = Math.round(price * circulating);
  const listedDay = Math.floor(rangeFrom(`listed:${label}`, 0, 1500));
  return {
    id: 900_000 + index, name, symbol, contracts: [contract], blockchains: [chain],
    decimals: [isEvm ? (index % 7 === 0 ? 9 : 18) : (index % 2 === 0 ? 6 : 9)],
    twitter: index % 4 === 0 ? `https://twitter.com/${handle}` : null,
    website: index % 3 === 0 ? `https://${handle.toLowerCase()}.xyz` : null,
    logo: logoFor(name), price, market_cap: marketCap,
    liquidity: Math.round(marketCap * rangeFrom(`liq:${label}`, 0.002, 0.08)),
    volume: Math.round(marketCap * rangeFrom(`vol:${label}`, 0.001, 0.3)),
    description: SYNTHETIC_DESCRIPTION, kyc: null, audit: null,
    total_supply_contracts: [contract], total_supply: total, circulating_supply: circulating,
    circulating_supply_addresses: [], discord: null, max_supply: index % 2 === 0 ? total : null, chat: null,
    rank: 0, tags: ['synthetic'],
    listed_at: new Date(Date.UTC(2021, 0, 1) + listedDay * 86_400_000).toISOString(),
    price_change_24h: Number(rangeFrom(`change:${label}`, -25, 25).toFixed(2)),
    unlisted: index % 5 === 0,
  };
}

export const SYNTHETIC_ASSETS: AssetRecord[] = ADJECTIVES.flatMap((adjective, a) =>
  NOUNS.map((noun, n) => syntheticAsset(a * NOUNS.length + n, `${adjective} ${noun}`,
    (adjective.slice(0, 3) + noun.slice(0, 3)).toUpperCase())));

function oddityAsset(id: number, name: string, symbol: string, price: number, supply: number): AssetRecord {
  const contract = evmAddressFrom(`oddity:${symbol}`);
  return {
    ...syntheticAsset(id, name, symbol), id, contracts: [contract], blockchains: ['BNB Smart Chain (BEP20)'],
    decimals: [18], logo: logoFor(name), price, market_cap: Math.round(price * supply), liquidity: 1_250, volume: 310,
    total_supply_contracts: [contract], total_supply: supply, circulating_supply: supply, max_supply: supply,
    tags: ['synthetic', 'mispriced'], unlisted: false,
  };
}

/** Supply and market cap both above 2^53 (9.007e15): JSON numbers a client must not trust exactly. */
export const HUGE_NUMBERS_ASSET = oddityAsset(990_001, 'Quadrillion Junk Token', 'QJUNK', 12.5, 1e21);
/** Price below 1e-12: formatting must not print 0 or 1e-13 unreadably. */
export const FEMTO_PRICE_ASSET = oddityAsset(990_002, 'Femto Dust', 'FEMTO', 3.2e-13, 4.2e18);

function riskyAsset(id: number, name: string, symbol: string, price: number, supply: number, liquidity: number, unlisted: boolean): AssetRecord {
  const contract = evmAddressFrom(`risky:${symbol}`);
  return {
    ...syntheticAsset(id, name, symbol), id, contracts: [contract], blockchains: ['Ethereum'], decimals: [9], logo: logoFor(name),
    price, market_cap: Math.round(price * supply), liquidity, volume: Math.round(liquidity * 0.35),
    total_supply_contracts: [contract], total_supply: supply, circulating_supply: supply, max_supply: supply, unlisted,
  };
}

/** Buys work, sells revert: the wallet view should warn before anyone adds to it. */
export const HONEYPOT_ASSET = riskyAsset(990_003, 'SafeMoon Inu', 'SMINU', 0.0000482, 1e12, 3_400, true);
/** Sells lose a quarter to the contract's fee. */
export const TAXED_ASSET = riskyAsset(990_004, 'PayDay Inu', 'PAYINU', 0.00731, 1e9, 18_500, false);

function spamAsset(id: number, name: string, symbol: string, price: number, spam: 'known' | 'missed'): AssetRecord {
  const contract = evmAddressFrom(`spam:${symbol}`);
  return {
    ...syntheticAsset(id, name, symbol), id, contracts: [contract], blockchains: ['Ethereum'], decimals: [18], logo: logoFor(name),
    price, market_cap: 0, liquidity: 0, volume: 0, total_supply_contracts: [contract], unlisted: true, spam,
  };
}

/** Airdropped spam with a link in its name and no price; the service's `filterSpam` knows it. */
export const SPAM_KNOWN_ASSET = spamAsset(990_005, 'Visit uni-claim.xyz to claim', 'UNICLAIM', 0, 'known');
/** Spam the service's filter misses, with a made-up price that would inflate totals by $2,500: Walletscope's own rules catch it. */
export const SPAM_MISSED_ASSET = spamAsset(990_006, '$ 2,500 USDC Reward', 'USDCR', 1, 'missed');

/**
 * A look-alike: USDC's name and symbol on two chains, with contracts of its own and no asset record. A wallet that
 * holds it beside the real USDC has two rows named alike (each must be told apart, ids included).
 */
export const LOOK_ALIKE_USDC: AssetRecord = {
  ...syntheticAsset(990_007, 'USD Coin', 'USDC'), id: 990_007,
  contracts: [evmAddressFrom('lookalike:USDC:Ethereum'), evmAddressFrom('lookalike:USDC:Base')], blockchains: ['Ethereum', 'Base'],
  decimals: [6, 6], logo: logoFor('USD Coin'), price: 1, market_cap: 0, liquidity: 900, volume: 40,
  total_supply_contracts: [], unlisted: true,
};
