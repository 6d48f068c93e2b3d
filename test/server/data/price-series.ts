// Price and volume of any asset as a pure function of (asset, time), so a chart asked twice over overlapping
// windows, at any spacing, agrees point for point, and the feed can continue from it. Log-price is a drift,
// a few seeded sine waves (hours to years) and value noise on several lattices (5 minutes to 4 months), scaled
// so the value at the anchor instant is the catalogue price. Hashing is integer mixing, not sha256: a 20,000
// point answer needs a few hundred thousand hashes.
import type { AssetRecord } from './types';
import { sha256Hex } from './deterministic';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const YEAR = 365.25 * DAY;

/** Before an asset's listing there is no history; a record without a usable date starts here. */
const DEFAULT_LISTING = Date.UTC(2020, 0, 1);
/** One synthetic token with no trades on record: its history answers empty arrays. */
export const NO_HISTORY_ASSET_NAME = 'Hollow Quarry';
/** Wrapped and staked tokens (by symbol) move with what they wrap (by name), as on a real chart. */
const FOLLOWS: Readonly<Record<string, string>> = {
  WETH: 'Ethereum', stETH: 'Ethereum', wstETH: 'Ethereum', rETH: 'Ethereum', cbETH: 'Ethereum',
  WBTC: 'Bitcoin', cbBTC: 'Bitcoin', BTCB: 'Bitcoin', mSOL: 'Solana', JitoSOL: 'Solana',
};
const NULL_PRICE_RATE = 1 / 300;
const NULL_VOLUME_RATE = 1 / 60;

interface Profile {
  seed: number;
  driftPerYear: number;
  /** [lattice spacing ms, amplitude, seed]: linearly interpolated uniform noise in [-amplitude, amplitude]. */
  octaves: Array<[number, number, number]>;
  /** [period ms, amplitude, phase]. */
  waves: Array<[number, number, number]>;
}

function mix32(x: number): number {
  x ^= x >>> 16; x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15; x = Math.imul(x, 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** A number in [0, 1) fixed by a seed and a whole number (a lattice index or a minute). */
export function hashUnit(seed: number, n: number): number {
  return mix32(seed ^ mix32((n ^ Math.floor(n / 2 ** 32)) >>> 0)) / 2 ** 32;
}

const seeds = new Map<string, number>();

export function seedOf(label: string): number {
  let seed = seeds.get(label);
  if (seed === undefined) seeds.set(label, seed = parseInt(sha256Hex(label).slice(0, 8), 16));
  return seed;
}

/** Daily log-price volatility: majors 2-4%, mid caps 4-7%, memecoins and small caps 8-15%. */
function dailyVolatility(asset: AssetRecord, seed: number): number {
  const u = hashUnit(seed, 1);
  if (asset.market_cap >= 3e10 || FOLLOWS[asset.symbol]) return 0.02 + 0.02 * u;
  if (asset.tags.includes('meme') || asset.tags.includes('synthetic') || asset.market_cap < 3e8) return 0.08 + 0.07 * u;
  return 0.04 + 0.03 * u;
}

const profiles = new Map<string, Profile>();

function withSeeds(seed: number, octaves: Array<[number, number]>): Array<[number, number, number]> {
  return octaves.map(([spacing, amplitude], k) => [spacing, amplitude, mix32(seed + k + 1)]);
}

function profileOf(asset: AssetRecord): Profile {
  const key = FOLLOWS[asset.symbol] ?? asset.name;
  const cached = profiles.get(key);
  if (cached) return cached;
  const seed = seedOf(`series:${key}`);
  const wave = (n: number, period: number, amplitude: number): [number, number, number] =>
    [period * (0.8 + 0.4 * hashUnit(seed, 10 + n)), amplitude, 2 * Math.PI * hashUnit(seed, 20 + n)];
  let profile: Profile;
  if (asset.tags.includes('stablecoin')) {
    // Short-lived wobbles only, so the price stays within about 0.2% of the catalogue's.
    profile = { seed, driftPerYear: 0, octaves: withSeeds(seed, [[5 * MINUTE, 2e-4], [HOUR, 3e-4], [6 * HOUR, 2e-4], [DAY, 2e-4]]), waves: [] };
  } else {
    const v = dailyVolatility(asset, seed);
    profile = {
      seed,
      driftPerYear: hashUnit(seed, 2) * 0.5 * Math.min(1, v / 0.03),
      octaves: withSeeds(seed, [[5 * MINUTE, 0.06 * v], [HOUR, 0.2 * v], [6 * HOUR, 0.35 * v], [DAY, 0.6 * v], [7 * DAY, 1.5 * v], [30 * DAY, 3 * v], [120 * DAY, 6 * v]]),
      waves: [wave(0, 9 * HOUR, 0.15 * v), wave(1, 3.5 * DAY, 0.5 * v), wave(2, 45 * DAY, 2 * v), wave(3, 180 * DAY, Math.min(5 * v, 0.6)), wave(4, 730 * DAY, Math.min(9 * v, 1))],
    };
  }
  profiles.set(key, profile);
  return profile;
}

function valueNoise(seed: number, t: number, spacing: number): number {
  const x = t / spacing;
  const i = Math.floor(x);
  const u = x - i;
  const a = 2 * hashUnit(seed, i) - 1;
  const b = 2 * hashUnit(seed, i + 1) - 1;
  return a + (b - a) * u;
}

/** Log-price up to a constant, continuous in t. */
function logShape(profile: Profile, t: number): number {
  let f = profile.driftPerYear * (t / YEAR);
  for (const [spacing, amplitude, seed] of profile.octaves) f += amplitude * valueNoise(seed, t, spacing);
  for (const [period, amplitude, phase] of profile.waves) f += amplitude * Math.sin((2 * Math.PI * t) / period + phase);
  return f;
}

export function listingTime(asset: AssetRecord): number {
  const listed = Date.parse(asset.listed_at);
  return Number.isFinite(listed) ? listed : DEFAULT_LISTING;
}

export function hasHistory(asset: AssetRecord): boolean {
  return asset.name !== NO_HISTORY_ASSET_NAME;
}

/** The price at any instant (no gaps), as a function of time: equals the catalogue price at `anchorMs`. */
export function priceCurve(asset: AssetRecord, anchorMs: number): (t: number) => number {
  const profile = profileOf(asset);
  const atAnchor = logShape(profile, anchorMs);
  return (t) => asset.price * Math.exp(logShape(profile, t) - atAnchor);
}

export function priceAt(asset: AssetRecord, t: number, anchorMs: number): number {
  return priceCurve(asset, anchorMs)(t);
}

/** The price's change over `ago` up to `t`, in percent: what every answer that states a change (24h, 7d…) says. */
export function changeOver(asset: AssetRecord, t: number, ago: number, anchorMs: number): number {
  const curve = priceCurve(asset, anchorMs);
  return (curve(t) / curve(t - ago) - 1) * 100;
}

const VOLUME_OCTAVES: Array<[number, number]> = [[HOUR, 0.12], [DAY, 0.3], [7 * DAY, 0.25], [30 * DAY, 0.3]];
const volumeProfiles = new Map<string, Profile>();

/** Trailing 24h volume at any instant: the catalogue's 24h volume at the anchor. */
export function volumeCurve(asset: AssetRecord, anchorMs: number): (t: number) => number {
  let profile = volumeProfiles.get(asset.name);
  if (!profile) {
    const seed = seedOf(`volume:${asset.name}`);
    volumeProfiles.set(asset.name, profile = { seed, driftPerYear: 0, octaves: withSeeds(seed, VOLUME_OCTAVES), waves: [] });
  }
  const shape = profile;
  const atAnchor = logShape(shape, anchorMs);
  return (t) => asset.volume * Math.exp(logShape(shape, t) - atAnchor);
}

export interface HistoryPoints {
  price: Array<[number, number | null]>;
  volume: Array<[number, number | null]>;
  marketCap: Array<[number, number | null]>;
  dilutedCap: Array<[number, number | null]>;
}

/** Every series at the given timestamps; gaps (null) are fixed per asset and minute, like the service's. */
export function historyPoints(asset: AssetRecord, timestamps: readonly number[], anchorMs: number): HistoryPoints {
  const out: HistoryPoints = { price: [], volume: [], marketCap: [], dilutedCap: [] };
  const gapSeed = seedOf(`gaps:${asset.name}`);
  const circulating = asset.circulating_supply > 0 ? asset.circulating_supply : null;
  const diluted = asset.max_supply ?? (asset.total_supply > 0 ? asset.total_supply : null);
  const priceOf = priceCurve(asset, anchorMs);
  const volumeOf = volumeCurve(asset, anchorMs);
  for (const t of timestamps) {
    const minute = Math.floor(t / MINUTE);
    const price = hashUnit(gapSeed, minute) < NULL_PRICE_RATE ? null : priceOf(t);
    out.price.push([t, price]);
    out.volume.push([t, hashUnit(gapSeed ^ 0x5bd1e995, minute) < NULL_VOLUME_RATE ? null : volumeOf(t)]);
    out.marketCap.push([t, price === null || circulating === null ? null : price * circulating]);
    out.dilutedCap.push([t, price === null || diluted === null ? null : price * diluted]);
  }
  return out;
}

/**
 * The feed's price at tick `tick`: the history's price times a small mean-reverting walk (each step 0.05-0.3%,
 * stablecoins a tenth of that), so it moves every tick and stays within about 1% of the chart.
 */
export function feedPriceAt(asset: AssetRecord, t: number, tick: number, anchorMs: number): number {
  const seed = seedOf(`feed:${asset.name}`);
  const scale = asset.tags.includes('stablecoin') ? 0.1 : 1;
  let walk = 0;
  for (let j = 11; j >= 0; j--) {
    const step = (0.0005 + 0.0025 * hashUnit(seed, tick - j)) * (hashUnit(seed ^ 0x27d4eb2f, tick - j) < 0.5 ? -1 : 1);
    walk = 0.7 * walk + step * scale;
  }
  return priceAt(asset, t, anchorMs) * Math.exp(walk);
}

/** A number in [0, 1) for feed extras (market depth) that should vary per asset and tick. */
export function feedUnit(asset: AssetRecord, tick: number): number {
  return hashUnit(seedOf(`depth:${asset.name}`), tick);
}
