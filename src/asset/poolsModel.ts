// What the asset page's Pools section shows (pure, no vscode): one row of formatted text per pool, with sort keys,
// for the asset's contract on one chain. Liquidity and volume are the market's figures, not the user's: Hide
// Amounts leaves them. Every text is the service's, so each is cleaned and clipped to its field.
import type { PoolFigures } from '../api/feed/marketFrames';
import type { Pool, PoolList } from '../api/markets/types';
import type { AssetContract } from '../api/types';
import { explorerLink } from '../format/explorers';
import { formatPrice, formatUsdCompact } from '../format/numbers';
import { ageText, windowFigures } from '../format/poolWindows';
import { allowedImage, type RemoteImages } from '../format/url';
import { clip } from './model';
import { MAX_POOL_CHAINS, MAX_POOL_ROWS, UNKNOWN_KEY, type PoolRow, type PoolsData } from './poolsProtocol';

/** Pools with less liquidity than this are folded away by default (thin pools quote prices nobody can trade at). */
export const LIQUIDITY_FLOOR_USD = 50_000;


export interface PoolsViewOptions {
  readonly now: number;
  readonly images: RemoteImages;
  readonly explorers: Readonly<Record<string, string>>;
}

/** The chains the section offers: one per contract of the asset, in the asset's order. */
export function poolChains(contracts: readonly AssetContract[]): AssetContract[] {
  const seen = new Set<string>();
  return contracts.filter((c) => {
    const key = c.blockchain.toLowerCase();
    return !seen.has(key) && seen.add(key);
  }).slice(0, MAX_POOL_CHAINS);
}

export function poolsData(chains: readonly AssetContract[], chain: number, list: PoolList, options: PoolsViewOptions): PoolsData {
  const rows = list.pools.slice(0, MAX_POOL_ROWS).map((pool) => poolRow(pool, options));
  const total = list.total !== undefined ? Math.max(list.total, rows.length) : undefined;
  return { status: 'loaded', chains: chainLabels(chains), chain, rows, total, floor: formatUsdCompact(LIQUIDITY_FLOOR_USD) };
}

export function poolsPending(chains: readonly AssetContract[], chain: number, status: 'loading' | 'error', message?: string): PoolsData {
  return { status, chains: chainLabels(chains), chain, rows: [], floor: formatUsdCompact(LIQUIDITY_FLOOR_USD), message: message && clip(message, 1000) };
}

function chainLabels(chains: readonly AssetContract[]): string[] {
  return chains.map((c) => clip(c.blockchain, 80));
}

export function poolRow(pool: Pool, { now, images, explorers }: PoolsViewOptions): PoolRow {
  const day = pool.windows['24h'];
  const figures = windowFigures(day);
  const explorer = explorerLink(pool.blockchain, pool.address, 'address', explorers);
  const symbol = (t: Pool['base']) => t.symbol ?? t.name ?? '?';
  return {
    address: clip(pool.address, 200),
    chain: clip(pool.blockchain, 80),
    pair: clip(`${clip(symbol(pool.base), 60)} / ${clip(symbol(pool.quote), 60)}`, 130),
    dex: clip(pool.exchange.name ?? 'Unknown DEX', 80),
    dexLogo: allowedImage(pool.exchange.logo, images),
    price: pool.priceUSD === undefined ? '—' : formatPrice(pool.priceUSD),
    liquidity: pool.liquidityUSD === undefined ? '—' : formatUsdCompact(pool.liquidityUSD),
    ...figures,
    age: pool.createdAt === undefined ? '—' : ageText(now - pool.createdAt),
    explorerUrl: explorer && explorer.url.length <= 400 ? explorer.url : undefined,
    low: (pool.liquidityUSD ?? 0) < LIQUIDITY_FLOOR_USD,
    keys: {
      liquidity: sortKey(pool.liquidityUSD), volume: sortKey(day?.volumeUSD), change: sortKey(day?.priceChange),
      age: sortKey(pool.createdAt),
    },
  };
}

function sortKey(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) ? Math.max(value, UNKNOWN_KEY / 2) : UNKNOWN_KEY;
}

/** A row with the figures a market-details update brought (a figure it lacked stays as it was). */
export function withRowFigures(row: PoolRow, f: PoolFigures): PoolRow {
  return {
    ...row,
    price: f.priceUSD === undefined ? row.price : formatPrice(f.priceUSD),
    liquidity: f.liquidityUSD === undefined ? row.liquidity : formatUsdCompact(f.liquidityUSD),
    volume: f.volume24hUSD === undefined ? row.volume : formatUsdCompact(f.volume24hUSD),
    low: f.liquidityUSD === undefined ? row.low : f.liquidityUSD < LIQUIDITY_FLOOR_USD,
    keys: { ...row.keys, liquidity: f.liquidityUSD === undefined ? row.keys.liquidity : sortKey(f.liquidityUSD), volume: f.volume24hUSD === undefined ? row.keys.volume : sortKey(f.volume24hUSD) },
  };
}
