// Every asset record of the data set, with the look-ups the endpoints need: by id, name, symbol,
// contract (EVM case-insensitive, Solana exact) and name/symbol prefix.
import type { AssetRecord, ChainName } from './types';
import { buildAsset } from './asset-seed';
import { MAJOR_ASSETS } from './assets-majors';
import { DEFI_ASSETS } from './assets-defi';
import { CULTURE_ASSETS } from './assets-culture';
import { ECOSYSTEM_ASSETS } from './assets-ecosystem';
import { SOLANA_ASSETS } from './assets-solana';
import { FEMTO_PRICE_ASSET, HONEYPOT_ASSET, HUGE_NUMBERS_ASSET, SYNTHETIC_ASSETS, TAXED_ASSET } from './synthetic';

export const REAL_ASSETS: readonly AssetRecord[] =
  [...MAJOR_ASSETS, ...DEFI_ASSETS, ...CULTURE_ASSETS, ...ECOSYSTEM_ASSETS, ...SOLANA_ASSETS].map(buildAsset);

export const ALL_ASSETS: readonly AssetRecord[] =
  [...REAL_ASSETS, ...SYNTHETIC_ASSETS, HUGE_NUMBERS_ASSET, FEMTO_PRICE_ASSET, HONEYPOT_ASSET, TAXED_ASSET];

// Rank like a market-data site: by market cap, with the mispriced oddities left at the bottom.
[...ALL_ASSETS]
  .sort((a, b) => Number(a.tags.includes('mispriced')) - Number(b.tags.includes('mispriced')) || b.market_cap - a.market_cap)
  .forEach((asset, i) => { asset.rank = i + 1; });

const byId = new Map<number, AssetRecord>();
const byName = new Map<string, AssetRecord>();
const bySymbol = new Map<string, AssetRecord[]>();
const byContract = new Map<string, AssetRecord[]>();
for (const asset of ALL_ASSETS) {
  byId.set(asset.id, asset);
  byName.set(asset.name.toLowerCase(), asset);
  bySymbol.set(asset.symbol.toLowerCase(), [...(bySymbol.get(asset.symbol.toLowerCase()) ?? []), asset]);
  for (const contract of new Set(asset.contracts)) {
    const key = contractKey(contract);
    byContract.set(key, [...(byContract.get(key) ?? []), asset]);
  }
}

/** EVM hex is case-insensitive; base58 is not, so Solana mints keep their case. */
export function contractKey(contract: string): string {
  return /^0x[0-9a-fA-F]{40}$/.test(contract) ? contract.toLowerCase() : contract;
}

const byMarketCap = (a: AssetRecord, b: AssetRecord) => b.market_cap - a.market_cap || a.name.localeCompare(b.name);

/** Hand-written data refers to real assets by symbol; a typo should fail loudly at load time. */
export function realAsset(symbol: string): AssetRecord {
  const found = REAL_ASSETS.find((a) => a.symbol === symbol);
  if (!found) throw new Error(`no real asset with symbol ${symbol}`);
  return found;
}

export function contractOn(asset: AssetRecord, chain: ChainName): string | undefined {
  const i = asset.blockchains.indexOf(chain);
  return i < 0 ? undefined : asset.contracts[i];
}

export function decimalsOn(asset: AssetRecord, chain: ChainName): number {
  return asset.decimals[asset.blockchains.indexOf(chain)] ?? 18;
}

/** Metadata look-up: contract first, then exact name, then symbol; biggest market cap wins ties. */
export function findAsset(query: string, chain?: ChainName): AssetRecord | undefined {
  const trimmed = query.trim();
  const onChain = (a: AssetRecord) => chain === undefined || a.blockchains.includes(chain);
  const byAddress = (byContract.get(contractKey(trimmed)) ?? [])
    .filter((a) => chain === undefined || a.blockchains.some((c, i) => c === chain && contractKey(a.contracts[i] ?? '') === contractKey(trimmed)));
  if (byAddress.length > 0) return [...byAddress].sort(byMarketCap)[0];
  const named = byName.get(trimmed.toLowerCase());
  if (named && onChain(named)) return named;
  return (bySymbol.get(trimmed.toLowerCase()) ?? []).filter(onChain).sort(byMarketCap)[0];
}

export function findAssetById(id: number): AssetRecord | undefined {
  return byId.get(id);
}

/** By symbol only (case-insensitive), biggest market cap first, as the history's `symbol` parameter reads. */
export function findAssetBySymbol(symbol: string, chain?: ChainName): AssetRecord | undefined {
  return (bySymbol.get(symbol.trim().toLowerCase()) ?? []).filter((a) => chain === undefined || a.blockchains.includes(chain)).sort(byMarketCap)[0];
}

/** Search: case-insensitive prefix of name or symbol, biggest market cap first. */
export function searchAssets(prefix: string, limit = 20): AssetRecord[] {
  const needle = prefix.trim().toLowerCase();
  if (needle === '') return [];
  return ALL_ASSETS
    .filter((a) => a.name.toLowerCase().startsWith(needle) || a.symbol.toLowerCase().startsWith(needle))
    .sort(byMarketCap)
    .slice(0, limit);
}
