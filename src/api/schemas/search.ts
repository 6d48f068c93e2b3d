// Search hits. The live service mixes three kinds in `data`: assets (`type: "asset"`), tokens without an
// asset record (`type: "token"`: no id, `volume_24h`) and pairs (`type` is the pool kind; `token0`/`token1`
// instead of a name). The spec shows asset-like hits with no `type`, and `data` as one object.
import * as z from 'zod/mini';
import type { PairToken, SearchResult } from '../types';
import { marketFields } from './asset';
import {
  idString, listOf, optionalNumber, optionalString, pairContracts, requiredString, tolerantArray,
} from './primitives';

const marketHit = z.pipe(
  z.object({ ...marketFields, id: idString, type: optionalString, volume_24h: optionalNumber }),
  // id first, the rest written out: as fast in V8 as the metadata mapping (see ./asset).
  z.transform((r): SearchResult => ({
    id: r.id === undefined ? undefined : Number(r.id) || undefined,
    kind: r.type === 'token' ? 'token' : 'asset',
    name: r.name, symbol: r.symbol, logo: r.logo, contracts: pairContracts(r.contracts, r.blockchains, r.decimals), blockchains: r.blockchains,
    price: r.price, marketCap: r.market_cap, liquidity: r.liquidity, volume: r.volume ?? r.volume_24h, website: r.website, twitter: r.twitter,
  })),
);

const pairToken = z.object({ name: optionalString, symbol: optionalString, address: requiredString, logo: optionalString });

const pairHit = z.pipe(
  z.object({
    token0: pairToken, token1: pairToken, address: requiredString, blockchain: requiredString, baseToken: optionalString,
    exchange: z.optional(z.unknown()), liquidity: optionalNumber, volume24h: optionalNumber, price: optionalNumber,
  }),
  z.transform((p): SearchResult => {
    const token1IsBase = p.baseToken !== undefined && p.baseToken.toLowerCase() === p.token1.address.toLowerCase();
    const [base, quote] = token1IsBase ? [p.token1, p.token0] : [p.token0, p.token1];
    const name = `${tokenName(base)}/${tokenName(quote)}`;
    const exchange = p.exchange && typeof p.exchange === 'object' ? optionalString.parse((p.exchange as { name?: unknown }).name) : undefined;
    return {
      kind: 'pair', id: undefined, name, symbol: name, logo: base.logo,
      contracts: [{ address: base.address, blockchain: p.blockchain }], blockchains: [p.blockchain],
      price: p.price, marketCap: undefined, liquidity: p.liquidity, volume: p.volume24h, website: undefined, twitter: undefined,
      pair: { address: p.address, blockchain: p.blockchain, exchange, base: pairSide(base), quote: pairSide(quote) },
    };
  }),
);

function tokenName(t: z.output<typeof pairToken>): string {
  return t.symbol ?? t.name ?? `${t.address.slice(0, 6)}…`;
}

function pairSide(t: z.output<typeof pairToken>): PairToken {
  return { name: t.name ?? t.symbol ?? '', symbol: t.symbol ?? t.name ?? '', address: t.address };
}

/** A pair has two tokens and no name of its own; everything else is read as an asset-like hit. */
const searchHit = z.pipe(
  z.unknown(),
  z.transform((value, ctx): SearchResult => {
    const isPair = value !== null && typeof value === 'object' && 'token0' in value && !('name' in value);
    const parsed = (isPair ? pairHit : marketHit).safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: value });
    return z.NEVER;
  }),
);

/** `data` is an array in the live service and may be a single object (spec 4.3). */
export const searchResponseSchema = z.pipe(
  z.object({ data: z.pipe(listOf, tolerantArray(searchHit)) }),
  z.transform((r): SearchResult[] => r.data),
);
