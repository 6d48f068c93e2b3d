// Search hits. The live service mixes three kinds in `data`: assets (`type: "asset"`), tokens without an
// asset record (`type: "token"`: no id, `volume_24h`) and pairs (`type` is the pool kind; `token0`/`token1`
// instead of a name). The spec shows asset-like hits with no `type`, and `data` as one object.
import * as z from 'zod/mini';
import type { PairToken, SearchResult } from '../types';
import { marketHead, type MarketWire } from './asset';
import {
  listOf, pairContracts, passIssues, readId, readNumber, readString, readStringList, recordOf, requiredString, tolerantArray, type Wire,
} from './primitives';

// Written out, as in ./asset (a spread of shared fields is several times slower in V8).
const marketHit = recordOf(marketHead, (head, r: MarketWire & Wire<'type' | 'volume_24h'>): SearchResult => {
  const id = readId(r.id);
  const blockchains = readStringList(r.blockchains);
  return {
    id: id === undefined ? undefined : Number(id) || undefined,
    kind: readString(r.type) === 'token' ? 'token' : 'asset',
    name: head.name, symbol: head.symbol, logo: readString(r.logo), contracts: pairContracts(r.contracts, blockchains, r.decimals), blockchains,
    price: readNumber(r.price), marketCap: readNumber(r.market_cap), liquidity: readNumber(r.liquidity), volume: readNumber(r.volume) ?? readNumber(r.volume_24h),
    website: readString(r.website), twitter: readString(r.twitter),
  };
});

const pairToken = recordOf(z.object({ address: requiredString }), (head, t: Wire<'name' | 'symbol' | 'logo'>) => ({
  address: head.address, name: readString(t.name), symbol: readString(t.symbol), logo: readString(t.logo),
}));

const pairHead = z.object({ token0: pairToken, token1: pairToken, address: requiredString, blockchain: requiredString });

const pairHit = recordOf(pairHead, (p, r: Wire<'baseToken' | 'exchange' | 'price' | 'liquidity' | 'volume24h'>): SearchResult => {
  const baseToken = readString(r.baseToken);
  const token1IsBase = baseToken !== undefined && baseToken.toLowerCase() === p.token1.address.toLowerCase();
  const [base, quote] = token1IsBase ? [p.token1, p.token0] : [p.token0, p.token1];
  const name = `${tokenName(base)}/${tokenName(quote)}`;
  const exchange = r.exchange && typeof r.exchange === 'object' ? readString((r.exchange as { name?: unknown }).name) : undefined;
  return {
    kind: 'pair', id: undefined, name, symbol: name, logo: base.logo,
    contracts: [{ address: base.address, blockchain: p.blockchain }], blockchains: [p.blockchain],
    price: readNumber(r.price), marketCap: undefined, liquidity: readNumber(r.liquidity), volume: readNumber(r.volume24h), website: undefined, twitter: undefined,
    pair: { address: p.address, blockchain: p.blockchain, exchange, base: pairSide(base), quote: pairSide(quote) },
  };
});

function tokenName(t: z.output<typeof pairToken>): string {
  return t.symbol ?? t.name ?? `${t.address.slice(0, 6)}…`;
}

function pairSide(t: z.output<typeof pairToken>): PairToken {
  return { name: t.name ?? t.symbol ?? '', symbol: t.symbol ?? t.name ?? '', address: t.address };
}

/** A pair has two tokens and no name of its own; everything else is read as an asset-like hit. */
const searchHit = z.transform((value: unknown, ctx): SearchResult => {
  const isPair = value !== null && typeof value === 'object' && 'token0' in value && !('name' in value);
  const parsed = (isPair ? pairHit : marketHit).safeParse(value);
  return parsed.success ? parsed.data : passIssues(parsed.error, ctx, value);
});

/** `data` is an array in the live service and may be a single object (spec 4.3). */
export const searchResponseSchema = z.pipe(
  z.object({ data: z.pipe(listOf, tolerantArray(searchHit)) }),
  z.transform((r): SearchResult[] => r.data),
);
