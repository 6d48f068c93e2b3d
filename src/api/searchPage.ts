// Whether a search answer may have been cut at the service's page: fast search pages by tokens (20) and Walletscope
// merges an asset's tokens into one hit, so a full page can read as fewer hits than a page. An answer marked here
// is never taken as all the service would answer (src/asset/searchNarrowing).
import type { SearchResult } from './types';

const cutShort = new WeakSet<readonly SearchResult[]>();

export function markCutShort<T extends readonly SearchResult[]>(results: T): T {
  cutShort.add(results);
  return results;
}

export function wasCutShort(results: readonly SearchResult[]): boolean {
  return cutShort.has(results);
}
