// Discover Tokens' one request: a view of the service's screener, whichever generation answers (./routes: pulse first,
// v1's legacy market query when pulse is missing), kept a minute per view and chain (the client's cache, keyed by the
// body), so opening the list twice asks once. 1 credit a request by the list (pulse and the query are unlisted), or
// what the service says it billed.
import type { WalletAssetClient } from '../client';
import type { CallOptions } from '../options';
import { isMissingRoute } from '../routes';
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
const PULSE_PATH = '/api/2/pulse';
const QUERY_PATH = '/market/query';

/** New pairs on a service that speaks only v1: its market query knows no listing date. */
export class ViewUnavailableError extends Error {
  constructor() {
    super('New pairs need the service\'s current screener (/api/2/pulse), which this service does not have');
  }
}

/** One view's rows, in the service's order; `credits` is what this call spent (0 when the answer was kept). */
export async function discoverTokens(client: WalletAssetClient, request: DiscoverRequest, options: CallOptions & { readonly now?: number } = {}): Promise<DiscoverAnswer> {
  const now = options.now ?? nowMs();
  const ttlMs = DISCOVER_TTL_MS;
  // What the ledger booked for each request this call made (a pulse that failed billed, then v1, counts both); a kept
  // answer makes none, so it costs 0.
  let credits = 0;
  const call = { ...options, feature: options.feature ?? 'discover', onBilled: (n: number) => { credits += n; options.onBilled?.(n); } } as const;
  const pulse = async () => ({
    rows: await client.get('discover', PULSE_PATH, {}, call, (b) => parseResponse(pulseAnswerSchema(request.view, now), b), { body: pulseBody(request), ttlMs }),
    source: 'current' as const,
  });
  const query = marketQuery(request);
  // A view v1 cannot give (new pairs) is pulse's alone: asked of it whatever the route book remembers of the others
  // (a fallback to v1 after a deploy's blip would otherwise say "no pulse" for the next ten minutes).
  if (!query) return { ...(await pulseOnly(client, pulse)), credits };
  const rows = await client.routed<{ rows: DiscoverRow[]; source: DiscoverAnswer['source'] }>('discover', {
    current: pulse,
    v1: async () => ({
      rows: await client.get('discover', QUERY_PATH, query, call, (b) => parseResponse(queryAnswerSchema(request.chain, now), b), { ttlMs }),
      source: 'v1',
    }),
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
