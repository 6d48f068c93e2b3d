// Per-call options of the client: one typed field per query parameter of each operation. The live service
// takes every portfolio and NFT parameter as text, so booleans and numbers are sent as "true" and "300".
import type { Feature } from './credits/prices';
import type { Asset } from './types';
import type { Turnstile } from '../core/turnstile';

export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Skip cached answers (the user asked for a refresh). */
  readonly forceRefresh?: boolean;
  /** Who asks: what the credits are recorded against (Show Credit Usage). */
  readonly feature?: Feature;
  /** Told what the service billed for this call's request, as the ledger books it (not called for a kept answer). */
  readonly onBilled?: (credits: number) => void;
}

export interface HoldingsOptions extends CallOptions {
  readonly blockchains?: readonly string[];
  /** Ask the service to use its own cache. */
  readonly cache?: boolean;
  /** Seconds after which the service's cached data counts as stale. */
  readonly stale?: number;
  /** Profit and loss per asset and per wallet (price bought, invested, realized and unrealized). */
  readonly pnl?: boolean;
  /** Let the service leave out tokens it takes for spam. */
  readonly filterSpam?: boolean;
  /** Leave out tokens with less liquidity than this, in USD. */
  readonly minliq?: number;
  /** Include tokens the service has no asset record for. */
  readonly unlistedAssets?: boolean;
  readonly fetchAllChains?: boolean;
  readonly shouldFetchPriceChange?: boolean;
  readonly testnet?: boolean;
  /** PnL window, ms since the epoch. */
  readonly from?: number;
  readonly to?: number;
  /** PnL history period, e.g. "1d". */
  readonly period?: string;
  /** Several wallets' requests go through it, a few at a time (a refresh of many wallets); none: all at once. */
  readonly turnstile?: Turnstile;
}

export interface NftOptions extends CallOptions {
  readonly blockchains?: readonly string[];
  /** Ask the service for a new on-chain fetch (the spec's parameter; the live service ignores it). */
  readonly force?: boolean;
  /** Stop paging once this many are loaded (default 500). */
  readonly maxItems?: number;
}

export interface MetadataOptions extends CallOptions {
  readonly blockchain?: string;
  /**
   * A cached answer older than this is asked again. Metadata is kept for the session (a name, supply and links
   * change rarely; prices come from getPrices), so a page that shows the price asks for a fresh one.
   */
  readonly maxAgeMs?: number;
}

export interface SearchOptions extends CallOptions {
  /** Only this kind of hit. */
  readonly type?: 'tokens' | 'assets' | 'pairs';
}

/** Whose price history: the service's asset id when known (exact), else a name, symbol or contract. */
export interface HistoryTarget {
  readonly id?: number;
  readonly asset?: string;
  readonly blockchain?: string;
}

/** An asset's history is asked for by its id when known (exact), else by its first contract and chain, else its name. */
export function historyTargetOf(asset: Pick<Asset, 'id' | 'name' | 'contracts'>): HistoryTarget {
  const contract = asset.contracts[0];
  return asset.id !== undefined ? { id: asset.id } : { asset: contract?.address ?? asset.name, blockchain: contract?.blockchain };
}
