// Discover Tokens' one request: a view of the service's screener, whichever generation answers (../transport/routes: pulse first,
// v1's legacy market query when pulse is missing), kept a minute per view and chain (the client's cache, keyed by the
// body), so opening the list twice asks once. 1 credit a request by the list (both unlisted), or what the service says
// it billed.
import type { WalletAssetClient } from '../client';
import { UNLISTED } from '../credits/prices';
import { operation } from '../operation';
import type { CallOptions } from '../options';
import { isMissingRoute } from '../transport/routes';
import { parseResponse } from '../schemas/parse';
import { pulseAnswerSchema, queryAnswerSchema } from './answers';
import { marketQuery, pulseBody } from './requests';
import type { DiscoverAnswer, DiscoverRequest, DiscoverRow } from './types';
import { nowMs } from '../../core/clock';

export type * from './types';
export { DISCOVER_VIEWS } from './types';
export { DISCOVER_LIMIT, listsPools } from './requests';

/** How long a view's answer is kept: the screener moves by the minute. */
export const DISCOVER_TTL_MS = 60_000;

/**
 * One view of the service's screener, kept a minute per view and chain. Current first: pulse lists new pairs and token
 * rows with their age and risk flags, which v1's legacy market query cannot (it has no new pairs).
 */
export const discoverOperation = operation({
  name: 'discover', prefers: 'current', keep: () => DISCOVER_TTL_MS,
  generations: {
    current: {
      path: '/api/2/pulse', price: UNLISTED, query: () => ({}), body: (a: DiscoverAsk) => pulseBody(a.request),
      parse: (b, a) => parseResponse(pulseAnswerSchema(a.request.view, a.now), b),
    },
    v1: {
      path: '/market/query', price: UNLISTED, query: (a) => marketQuery(a.request),
      parse: (b, a) => parseResponse(queryAnswerSchema(a.request.chain, a.now), b),
    },
  },
});

interface DiscoverAsk {
  readonly request: DiscoverRequest;
  readonly now: number;
}

/** New pairs on a service that speaks only v1: its market query knows no listing date. */
export class ViewUnavailableError extends Error {
  constructor() {
    super(`New pairs need the service's current screener (${discoverOperation.generations.current?.path ?? 'pulse'}), which this service does not have`);
  }
}

/** One view's rows, in the service's order; `credits` is what this call spent (0 when the answer was kept). */
export async function discoverTokens(client: WalletAssetClient, request: DiscoverRequest, options: CallOptions & { readonly now?: number } = {}): Promise<DiscoverAnswer> {
  const ask: DiscoverAsk = { request, now: options.now ?? nowMs() };
  // What the ledger booked for each request this call made (a pulse that failed billed, then v1, counts both); a kept
  // answer makes none, so it costs 0.
  let credits = 0;
  const call = { ...options, feature: options.feature ?? 'discover', onBilled: (n: number) => { credits += n; options.onBilled?.(n); } } as const;
  const pulse = async () => ({ rows: await client.ask(discoverOperation, 'current', ask, call), source: 'current' as const });
  // A view v1 cannot give (new pairs) is pulse's alone: asked of it whatever the route book remembers of the others
  // (a fallback to v1 after a deploy's blip would otherwise say "no pulse" for the next ten minutes).
  if (!marketQuery(request)) return { ...(await pulseOnly(client, pulse)), credits };
  const rows = await client.routed<{ rows: DiscoverRow[]; source: DiscoverAnswer['source'] }>(discoverOperation, {
    current: pulse,
    v1: async () => ({ rows: await client.ask(discoverOperation, 'v1', ask, call), source: 'v1' }),
  });
  return { ...rows, credits };
}

async function pulseOnly<T>(client: WalletAssetClient, pulse: () => Promise<T>): Promise<T> {
  if (client.settings().apiVersion === '1') throw new ViewUnavailableError();
  try {
    return await pulse();
  } catch (e) {
    throw isMissingRoute(e) ? new ViewUnavailableError() : e;
  }
}
