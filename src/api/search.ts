// Asset search on top of the client: a function, not a client method, so its parsers load with the features that
// search (asset search, the language server's completion) and not with the extension's first bundle.
import type { WalletAssetClient } from './client';
import { UNLISTED } from './credits/prices';
import { operation, session } from './operation';
import type { SearchOptions } from './options';
import { parseResponse, searchResponseSchema } from './schemas';
import { FAST_SEARCH_PAGE, fastSearchResponseSchema } from './schemas/v2';
import type { SearchResult } from './types';

type SearchAsk = { readonly input: string; readonly type?: SearchOptions['type'] };

/**
 * Asset search, kept for the session (the same query is not asked twice). v1 first while it answers (5 credits), with
 * the text as `input` (the live service's parameter) and as `name` (the spec's): it lists pools too ("WSOL/USDC ·
 * Raydium"), which the current fast search (1 credit; tokens with their asset's id) does not. Current is the fallback
 * that keeps search working the day v1 answers 404.
 */
export const searchOperation = operation({
  name: 'search', prefers: 'v1', keep: session,
  generations: {
    current: {
      path: '/api/2/fast-search', price: UNLISTED,
      query: (a: SearchAsk) => ({ input: a.input, type: a.type, limit: FAST_SEARCH_PAGE }), parse: (body) => parseResponse(fastSearchResponseSchema, body),
    },
    v1: {
      path: '/search', price: { credits: 5, per: 'call' },
      query: (a) => ({ input: a.input, name: a.input, type: a.type }), parse: (body) => parseResponse(searchResponseSchema, body),
    },
  },
});

export function searchAssets(client: WalletAssetClient, text: string, options: SearchOptions = {}): Promise<SearchResult[]> {
  const input = text.trim();
  if (!input) return Promise.resolve([]);
  return client.call(searchOperation, { input, type: options.type }, options);
}
