// What search remembers in a session, so it asks the service (5 credits a search) as little as the user's typing
// allows (no vscode). Nothing is asked below two characters; the same text is not asked twice; and when an earlier
// answer for the start of the text was complete (fewer hits than the service's page), narrowing it can only drop
// hits, so it is filtered here instead of asked.
import { wasCutShort } from '../api/searchPage';
import type { SearchResult } from '../api/types';

/** Fewer characters than this are not searched. */
export const MIN_SEARCH_CHARS = 2;
/** The service answers at most this many assets and tokens, and this many pairs; an answer under both was complete. */
const PAGE = { hits: 20, pairs: 5 } as const;
const MAX_REMEMBERED = 200;

export interface Known<T> {
  readonly results: T;
  /** True when these are all the service would answer: no request is needed. */
  readonly complete: boolean;
}

export class SearchMemory {
  private readonly answers = new Map<string, { readonly results: readonly SearchResult[]; readonly complete: boolean }>();
  /** Lists this memory handed out itself (copies, or filtered while the service is asked): not answers to remember. */
  private readonly handedOut = new WeakSet<readonly SearchResult[]>();

  remember(text: string, results: readonly SearchResult[]): void {
    if (this.handedOut.has(results)) return;
    const key = normal(text);
    this.answers.delete(key);
    this.answers.set(key, { results, complete: wasComplete(results) });
    if (this.answers.size > MAX_REMEMBERED) this.answers.delete(this.answers.keys().next().value as string);
  }

  /**
   * The hits for `text` without asking: its own answer, or an earlier answer for a start of it, filtered to what
   * still matches (complete when that answer was); undefined when nothing earlier helps.
   */
  known(text: string): Known<SearchResult[]> | undefined {
    const key = normal(text);
    const own = this.answers.get(key);
    if (own) return { results: this.handOut([...own.results]), complete: true };
    let best: { key: string; results: readonly SearchResult[]; complete: boolean } | undefined;
    for (const [earlier, answer] of this.answers) {
      if (key.startsWith(earlier) && (!best || earlier.length > best.key.length)) best = { key: earlier, ...answer };
    }
    if (!best) return undefined;
    return { results: this.handOut(best.results.filter((r) => stillMatches(r, key))), complete: best.complete };
  }

  private handOut(results: SearchResult[]): SearchResult[] {
    this.handedOut.add(results);
    return results;
  }
}

/** Whether the service could still answer this hit for `text`: a name, symbol or word of either starts with it. */
export function stillMatches(result: SearchResult, text: string): boolean {
  const names = [result.name, result.symbol];
  if (result.kind === 'pair') names.push(result.pair.base.name, result.pair.base.symbol, result.pair.quote.name, result.pair.quote.symbol, result.pair.exchange ?? '');
  return names.some((name) => {
    const lower = normal(name);
    return lower.startsWith(text) || lower.split(/[\s/()._-]+/).some((word) => word.startsWith(text));
  }) || result.contracts.some((c) => c.address.toLowerCase().startsWith(text));
}

function wasComplete(results: readonly SearchResult[]): boolean {
  if (wasCutShort(results)) return false;
  const pairs = results.filter((r) => r.kind === 'pair').length;
  return results.length - pairs < PAGE.hits && pairs < PAGE.pairs;
}

function normal(text: string): string {
  return text.trim().toLowerCase();
}
