// What each view asks of each generation. Current: pulse (PulsePayloadParamsSchema in
// `@mobula_labs/types`): one view, token rows (`assetMode`) for the token lists, pool rows for new pairs. v1: the legacy
// market query (MarketQueryParamsSchema), assets sorted by a field; it knows no listing date, so it has no
// new pairs. No liquidity filter is sent: the floor is applied here, so what it hid can be counted (and changing it
// asks nothing again).
import { chainIdOf } from '../../detect/chains';
import type { Query } from '../client';
import type { DiscoverRequest, DiscoverView } from './types';

/** Rows asked for a view: a screenful and a half, within pulse's 100. */
export const DISCOVER_LIMIT = 50;

interface ViewAsk {
  /** Pulse's model and sort for the view; token rows or pool rows. */
  readonly model: 'trending' | 'new';
  readonly assetMode: boolean;
  readonly sort?: { readonly by: string; readonly order: 'asc' | 'desc' };
  /** v1's sort field (MarketQuery's names); none: the view needs the current paths. */
  readonly v1?: { readonly by: string; readonly order: 'asc' | 'desc' };
}

const ASKS: Readonly<Record<DiscoverView, ViewAsk>> = {
  trending: { model: 'trending', assetMode: true, v1: { by: 'volume', order: 'desc' } },
  new: { model: 'new', assetMode: false, sort: { by: 'created_at', order: 'desc' } },
  gainers: { model: 'trending', assetMode: true, sort: { by: 'price_change_24h', order: 'desc' }, v1: { by: 'price_change_24h', order: 'desc' } },
  losers: { model: 'trending', assetMode: true, sort: { by: 'price_change_24h', order: 'asc' }, v1: { by: 'price_change_24h', order: 'asc' } },
};

/** Pulse's chain id for a chain people name ("Base" → "evm:8453"); an id, or a chain the table does not know, as given. */
function pulseChain(chain: string): string {
  return chainIdOf(chain) ?? chain;
}

/** Pulse's body for one view; its answer is keyed by the view's name. */
export function pulseBody(request: DiscoverRequest): Record<string, unknown> {
  const ask = ASKS[request.view];
  return {
    assetMode: ask.assetMode,
    ...(request.chain === undefined ? {} : { chainId: pulseChain(request.chain) }),
    views: [{
      name: request.view, model: ask.model, limit: DISCOVER_LIMIT,
      ...(ask.sort ? { sortBy: ask.sort.by, sortOrder: ask.sort.order } : {}),
    }],
  };
}

/** The query of v1's market query, or undefined when v1 cannot answer the view (new pairs). */
export function marketQuery(request: DiscoverRequest): Query | undefined {
  const v1 = ASKS[request.view].v1;
  return v1 && { sortBy: v1.by, sortOrder: v1.order, blockchains: request.chain, limit: DISCOVER_LIMIT };
}

/** Whether the view lists pools (new pairs) rather than tokens. */
export function listsPools(view: DiscoverView): boolean {
  return !ASKS[view].assetMode;
}
