// Asset search on top of the client: a function, not a client method, so its parsers load with the features that
// search (asset search, the language server's completion) and not with the extension's first bundle.
import type { WalletAssetClient } from './client';
import type { SearchOptions } from './options';
import { parseResponse, searchResponseSchema } from './schemas';
import { FAST_SEARCH_PAGE, fastSearchResponseSchema } from './schemas/v2';
import type { SearchResult } from './types';

/**
 * Current: `/api/2/fast-search` (1 credit; tokens with their asset's id). v1: `/search` (5 credits), with the
 * text as `input` (the live service's parameter) and as `name` (the spec's).
 */
export function searchAssets(client: WalletAssetClient, text: string, options: SearchOptions = {}): Promise<SearchResult[]> {
  const input = text.trim();
  if (!input) return Promise.resolve([]);
  return client.routed('search', {
    current: () => client.get('search', '/api/2/fast-search', { input, type: options.type, limit: FAST_SEARCH_PAGE }, options,
      (body) => parseResponse(fastSearchResponseSchema, body)),
    v1: () => client.get('search', '/search', { input, name: input, type: options.type }, options, (body) => parseResponse(searchResponseSchema, body)),
  });
}
