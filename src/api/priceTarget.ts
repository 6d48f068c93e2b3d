// What a price follower names (an asset by id, or a token by chain and contract) and what it hears (a tick): shared
// by the websocket feed, the REST price poll and every view that follows a price.
import type { HeldAsset } from './types';

/** What to follow: the service's asset id (exact), or a token by chain and contract (matched by symbol). */
export type FeedTarget =
  | { readonly kind: 'asset'; readonly id: number; readonly symbol?: string }
  | { readonly kind: 'token'; readonly blockchain: string; readonly address: string; readonly symbol: string };

/** One price update, in USD. */
export interface PriceTick {
  readonly timestamp: number;
  readonly priceUsd: number;
  readonly volume24h: number | undefined;
  readonly baseSymbol: string | undefined;
  readonly baseId: string | undefined;
  /** Percent over 24 hours, when the source says (the REST poll does; the feed does not). */
  readonly change24hPercent?: number;
  /** 'poll' for a price the budgeted REST poll read; absent for the websocket feed's. */
  readonly source?: 'poll';
}

/**
 * How an asset is followed: by the service's id when known, else by its first contract (updates then matched by
 * symbol, so it needs one); neither: it cannot be followed.
 */
export function feedTargetOf(asset: Pick<HeldAsset, 'id' | 'symbol' | 'contracts'>): FeedTarget | undefined {
  const { id, symbol, contracts } = asset;
  if (id !== undefined) return { kind: 'asset', id, symbol };
  const contract = contracts[0];
  return contract && symbol ? { kind: 'token', blockchain: contract.blockchain, address: contract.address, symbol } : undefined;
}

export function targetKey(target: FeedTarget): string {
  return target.kind === 'asset' ? `id:${target.id}` : `token:${target.blockchain.toLowerCase()}:${target.address.toLowerCase()}`;
}

