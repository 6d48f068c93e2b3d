// What the reference screener lists (Discover Tokens' demo data): trending tokens from the catalogue on several chains,
// with a few invented ones so every rule has something to show: a risky token (a 30% sell tax), a spam-looking one (a
// link in its name), thin ones under $50K of liquidity, and the catalogue's honeypot and taxed token (thin too). New
// pairs are the markets table's pools, newest first, so a pool row opens a pool page that loads.
import { contractOn, realAsset } from './data/catalogue';
import { evmAddressFrom, solanaAddressFrom } from './data/deterministic';
import { DAY, priceAt } from './data/price-series';
import { MARKET_POOLS } from './data/pools';
import type { PairRecord } from './data/pairs';
import { HONEYPOT_ASSET, TAXED_ASSET } from './data/synthetic';
import type { AssetRecord, ChainName } from './data/types';
import { createdAtMs } from './pool-model';
import { securityFor, type SecurityFlags } from './data/security';

/** One token row before rendering: its figures at the request's time. */
export interface ScreenToken {
  address: string;
  chain: ChainName;
  name: string;
  symbol: string;
  id: number | null;
  logo: string | null;
  price: number;
  change24h: number;
  liquidity: number;
  volume24h: number;
  createdAt: number;
  security: SecurityFlags | null;
  /** The catalogue's record (v1's market query lists only these); invented tokens have none. */
  asset?: AssetRecord;
}

interface Invented { name: string; symbol: string; chain: ChainName; price: number; change24h: number; liquidity: number; volume24h: number; ageDays: number; security?: SecurityFlags }

const TURBO_FROG_TAX: SecurityFlags = { isHoneypot: false, buyTax: '2.00', sellTax: '30.00', isMintable: false, transferPausable: false, isBlacklisted: false };

/** Invented tokens: none exists, and their asset pages say "not found". */
const INVENTED: readonly Invented[] = [
  { name: 'Turbo Frog', symbol: 'TFROG', chain: 'Base', price: 0.0184, change24h: 212.4, liquidity: 241_000, volume24h: 1_930_000, ageDays: 2, security: TURBO_FROG_TAX },
  { name: 'Claim at frogdrop.xyz', symbol: 'FDROP', chain: 'Base', price: 0.52, change24h: 48.1, liquidity: 76_000, volume24h: 410_000, ageDays: 1 },
  { name: 'Moon Pebble', symbol: 'MPBL', chain: 'Solana', price: 0.00071, change24h: 95.7, liquidity: 12_300, volume24h: 88_000, ageDays: 1 },
  { name: 'Tiny Otter', symbol: 'OTTR', chain: 'BNB Smart Chain (BEP20)', price: 0.0032, change24h: -41.3, liquidity: 4_600, volume24h: 19_500, ageDays: 4 },
  { name: 'Quiet Harbor', symbol: 'QHBR', chain: 'Arbitrum', price: 1.87, change24h: -18.9, liquidity: 318_000, volume24h: 702_000, ageDays: 9 },
];

const CATALOGUE: ReadonlyArray<[symbol: string, chain: ChainName]> = [
  ['PEPE', 'Ethereum'], ['WIF', 'Solana'], ['BONK', 'Solana'], ['SHIB', 'Ethereum'], ['ARB', 'Arbitrum'], ['LINK', 'Ethereum'],
  ['cbBTC', 'Base'], ['UNI', 'Ethereum'],
];

function fromCatalogue(asset: AssetRecord, chain: ChainName, now: number, anchorMs: number): ScreenToken {
  const price = priceAt(asset, now, anchorMs);
  return {
    address: contractOn(asset, chain)!, chain, name: asset.name, symbol: asset.symbol, id: asset.unlisted ? null : asset.id, logo: asset.unlisted ? null : asset.logo,
    price, change24h: (price / priceAt(asset, now - DAY, anchorMs) - 1) * 100, liquidity: asset.liquidity, volume24h: asset.volume,
    createdAt: Date.parse(asset.listed_at), security: securityFor(asset, chain), asset,
  };
}

function invented(token: Invented, anchorMs: number): ScreenToken {
  const address = token.chain === 'Solana' ? solanaAddressFrom(`pulse:${token.symbol}`) : evmAddressFrom(`pulse:${token.symbol}`);
  return { ...token, address, id: null, logo: null, createdAt: anchorMs - token.ageDays * DAY, security: token.security ?? null };
}

/** Every token the screener knows, trending first (by 24h volume), at `now`. */
export function screenTokens(now: number, anchorMs: number): ScreenToken[] {
  return [
    ...CATALOGUE.map(([symbol, chain]) => fromCatalogue(realAsset(symbol), chain, now, anchorMs)),
    ...[HONEYPOT_ASSET, TAXED_ASSET].map((asset) => fromCatalogue(asset, 'Ethereum', now, anchorMs)),
    ...INVENTED.map((token) => invented(token, anchorMs)),
  ].sort((a, b) => b.volume24h - a.volume24h);
}

/** The markets table's pools, newest first. */
export function newPools(anchorMs: number): PairRecord[] {
  return [...MARKET_POOLS].sort((a, b) => createdAtMs(b, anchorMs) - createdAtMs(a, anchorMs));
}
