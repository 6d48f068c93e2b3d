// What the asset page's Pools section shows (pure, no vscode): one row of formatted text per pool, with sort keys,
// for the asset's contract on one chain. Liquidity and volume are the market's figures, not the user's: Hide
// Amounts leaves them. Every text is the service's, so each is cleaned and clipped to its field.
import type { Pool, PoolList, PoolWindow } from '../api/markets/types';
import type { AssetContract } from '../api/types';
import { explorerLink } from '../format/explorers';
import { formatPrice, formatUsdCompact } from '../format/numbers';
import { changeText } from '../format/priceChange';
import { allowedImage, type RemoteImages } from '../format/url';
import { clip } from './model';
import { MAX_POOL_CHAINS, MAX_POOL_ROWS, UNKNOWN_KEY, type PoolRow, type PoolsData } from './poolsProtocol';

/** Pools with less liquidity than this are folded away by default (thin pools quote prices nobody can trade at). */
export const LIQUIDITY_FLOOR_USD = 50_000;

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const DAY = 86_400_000;

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
    liquidity: money(pool.liquidityUSD),
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

/** One window's figures as text (the Pools rows' 24h, the pool page's every window): volume, change, buys / sells. */
export function windowFigures(w: PoolWindow | undefined): { volume: string; change: string; direction: 'up' | 'down' | 'flat'; txns: string } {
  const change = changeText(w?.priceChange === undefined ? undefined : w.priceChange / 100);
  return {
    volume: money(w?.volumeUSD), change: change?.text ?? '—', direction: change?.direction ?? 'flat',
    txns: w?.buys === undefined || w.sells === undefined ? '—' : `${whole(w.buys)} / ${whole(w.sells)}`,
  };
}

function money(value: number | undefined): string {
  return value === undefined ? '—' : formatUsdCompact(value);
}

/** A count of trades: whole up to a million, compact beyond ("12.3M"), "—" past what any pool trades. */
function whole(n: number): string {
  if (!Number.isFinite(n) || n < 0 || n >= 1e12) return '—';
  return n < 1e6 ? count.format(n) : compactCount.format(n);
}

/** "3 h", "12 d", "2 y": a pool's age at a glance. */
export function ageText(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0 || ms > 100 * 365 * DAY) return '—';
  if (ms < 3_600_000) return `${Math.max(1, Math.round(ms / 60_000))} min`;
  if (ms < DAY) return `${Math.round(ms / 3_600_000)} h`;
  if (ms < 365 * DAY) return `${Math.round(ms / DAY)} d`;
  return `${(ms / (365 * DAY)).toFixed(1)} y`;
}

function sortKey(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) ? Math.max(value, UNKNOWN_KEY / 2) : UNKNOWN_KEY;
}
