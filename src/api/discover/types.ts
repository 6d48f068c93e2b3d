// What Discover Tokens lists, whichever generation answered: a token (pulse's token rows, v1's market query) or a pool
// (pulse's pool rows: new pairs). Unknown figures are undefined, never 0. Service text stays raw here (each surface
// makes it safe) but clipped.
import type { ContractSecurity } from '../types';

/** The screener's views: what pulse calls trending, new pairs, and the day's biggest moves either way. */
export type DiscoverView = 'trending' | 'new' | 'gainers' | 'losers';
export const DISCOVER_VIEWS: readonly DiscoverView[] = ['trending', 'new', 'gainers', 'losers'];

export interface DiscoverRow {
  readonly kind: 'token' | 'pool';
  /** The token's contract, or the pool's address (what opens its page). */
  readonly address: string;
  /** The chain as people know it ("Base"), or as the service named it when the table does not know it. */
  readonly chain: string;
  /** A pool's: its base token's. */
  readonly symbol: string;
  readonly name: string;
  /** A pool: "PEPE/WETH" and its DEX. */
  readonly pair?: string;
  readonly exchange?: string;
  /** The service's asset id, when the token is listed. */
  readonly assetId: number | undefined;
  readonly price: number | undefined;
  /** Percent. */
  readonly change24h: number | undefined;
  readonly liquidity: number | undefined;
  readonly volume24h: number | undefined;
  /** When the token or pool was created, ms since the epoch. */
  readonly createdAt: number | undefined;
  /** The service's contract scan, when it sent one. */
  readonly security: ContractSecurity | undefined;
}

/** One view's answer: its rows in the service's order, the generation that answered, and what it cost (0: kept). */
export interface DiscoverAnswer {
  readonly rows: readonly DiscoverRow[];
  readonly source: 'current' | 'v1';
  readonly credits: number;
}

/** What is asked: a view, on one chain or on all (undefined). */
export interface DiscoverRequest {
  readonly view: DiscoverView;
  readonly chain: string | undefined;
}
