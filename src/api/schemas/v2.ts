// The current (v2) answers, read into the same model as v1 so no view knows which generation answered.
// Fast search (../search, current): `data` is a list of token details (one token on one chain, with its
// asset's id when it has one). Price history (../history, current): `data.priceHistory` as
// `[timestamp_ms, price]` pairs; v2 carries no volume or market-cap series.
import * as z from 'zod/mini';
import { markCutShort } from '../searchPage';
import type { PriceHistory, SearchResult } from '../types';
import { readSeries } from './history';
import { idString, listOf, optionalNumber, optionalString, tolerantArray } from './primitives';

const tokenDetails = z.pipe(
  z.object({
    address: z.string().check(z.minLength(1)), chainId: optionalString, blockchain: optionalString, id: idString,
    name: optionalString, symbol: optionalString, logo: optionalString, decimals: optionalNumber,
    priceUSD: optionalNumber, marketCapUSD: optionalNumber, liquidityUSD: optionalNumber, volume24hUSD: optionalNumber,
    socials: z.optional(z.unknown()),
  }),
  z.transform((t, ctx): SearchResult => {
    const name = t.name ?? t.symbol;
    const blockchain = t.blockchain ?? t.chainId;
    if (name === undefined || blockchain === undefined) {
      ctx.issues.push({ code: 'custom', message: 'a hit needs a name or symbol and a chain', input: t });
      return z.NEVER;
    }
    const id = t.id === undefined ? undefined : Number(t.id) || undefined;
    const socials = z.object({ twitter: optionalString, website: optionalString }).safeParse(t.socials);
    const native = NATIVE_ADDRESSES.has(t.address.toLowerCase());
    const decimals = t.decimals !== undefined && Number.isInteger(t.decimals) && t.decimals >= 0 && t.decimals <= 255 ? t.decimals : undefined;
    return {
      // A token with its asset's id opens as that asset, as v1's asset hits do.
      kind: id !== undefined ? 'asset' : 'token', id, name, symbol: t.symbol ?? name, logo: t.logo,
      // A native coin has no contract, as in v1's asset hits.
      contracts: native ? [] : [decimals === undefined ? { address: t.address, blockchain } : { address: t.address, blockchain, decimals }],
      blockchains: [blockchain],
      price: positive(t.priceUSD), marketCap: positive(t.marketCapUSD), liquidity: positive(t.liquidityUSD), volume: t.volume24hUSD,
      website: socials.success ? socials.data.website : undefined, twitter: socials.success ? socials.data.twitter : undefined,
    };
  }),
);

/** The addresses the service gives a chain's native coin, which is not a contract. */
const NATIVE_ADDRESSES = new Set(['0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', '0x0000000000000000000000000000000000000000']);

/** The service fills unknown figures with 0; a price or cap of 0 is "unknown", not "worthless". */
function positive(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined;
}

/** Fast search answers at most this many tokens (Walletscope asks for all of them). */
export const FAST_SEARCH_PAGE = 20;
const tokenList = tolerantArray(tokenDetails);
/** The most hits read of one answer (the service sends at most a page), and contracts kept for one asset. */
const MAX_HITS = 5 * FAST_SEARCH_PAGE;
const MAX_CONTRACTS = 200;

/**
 * Fast search lists an asset once per chain; v1 lists it once with every contract. Tokens of one asset are merged,
 * and an answer of a full page is marked as possibly cut short, whatever its merged length.
 */
export const fastSearchResponseSchema = z.pipe(
  z.object({ data: listOf }),
  z.transform((r, ctx): SearchResult[] => {
    // More hits than a page holds are not read: a hostile answer of thousands of one asset's tokens stays cheap.
    const tokens = tokenList.safeParse(r.data.slice(0, MAX_HITS));
    if (!tokens.success) {
      const issue = tokens.error.issues[0];
      ctx.issues.push({ code: 'custom', message: issue?.message ?? 'invalid', input: r.data, path: ['data', ...(issue?.path ?? [])] });
      return z.NEVER;
    }
    const merged = mergeByAsset(tokens.data);
    return r.data.length >= FAST_SEARCH_PAGE ? markCutShort(merged) : merged;
  }),
);

/** Tokens of one asset become one hit with every contract (at most MAX_CONTRACTS), in one pass. */
function mergeByAsset(hits: readonly SearchResult[]): SearchResult[] {
  const out: Array<{ hit: SearchResult; contracts: SearchResult['contracts'][number][]; blockchains: string[] }> = [];
  const byId = new Map<number, (typeof out)[number]>();
  for (const hit of hits) {
    const known = hit.id === undefined ? undefined : byId.get(hit.id);
    if (!known) {
      const entry = { hit, contracts: [...hit.contracts], blockchains: [...hit.blockchains] };
      if (hit.id !== undefined) byId.set(hit.id, entry);
      out.push(entry);
      continue;
    }
    if (known.contracts.length < MAX_CONTRACTS) known.contracts.push(...hit.contracts.slice(0, MAX_CONTRACTS - known.contracts.length));
    for (const chain of hit.blockchains) if (known.blockchains.length < MAX_CONTRACTS && !known.blockchains.includes(chain)) known.blockchains.push(chain);
  }
  return out.map(({ hit, contracts, blockchains }) => ({ ...hit, contracts, blockchains }) as SearchResult);
}

export const v2HistoryResponseSchema = z.pipe(
  z.object({ data: z.object({ priceHistory: z.optional(z.unknown()), name: optionalString, symbol: optionalString, error: optionalString }) }),
  z.transform(({ data }): PriceHistory | undefined => {
    const price = readSeries(data.priceHistory, true);
    // An answer with an error and no points is the service's "unknown asset".
    if (data.error !== undefined && price.t.length === 0) return undefined;
    return { name: data.name, symbol: data.symbol, price, volume: { t: [], v: [] }, marketCap: { t: [], v: [] } };
  }),
);
