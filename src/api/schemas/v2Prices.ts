// The current (v2) batch answers behind prices, read into the entries multi-data gives, so the same matching
// (by id or contract, never by symbol) prices them. Token prices (../priceOperations): `payload`, one item per token
// asked, echoing its address and chain, with `priceUSD` or an `error`. Asset details (../priceOperations): `payload`,
// one item per asset asked, `{asset {id, priceUSD}, tokens [{priceChange24hPercentage}]}` or an `error`.
import * as z from 'zod/mini';
import { arrayHead, idString, optionalNumber, optionalString, MAX_LIST_ENTRIES } from './primitives';
import type { MarketEntry } from './prices';

const tokenPrice = z.object({ address: optionalString, chainId: optionalString, priceUSD: optionalNumber });
const assetDetails = z.object({
  asset: z.object({ id: idString, priceUSD: optionalNumber }),
  tokens: z.optional(z.unknown()),
});
const tokenChange = z.object({ priceChange24hPercentage: optionalNumber });

/** Each item of a `payload` array read on its own: a malformed or refused one is undefined, in its place. */
function payloadOf<T>(read: (item: unknown) => T | undefined) {
  return z.pipe(
    z.object({ payload: arrayHead(MAX_LIST_ENTRIES) }),
    z.transform((body): Array<T | undefined> => body.payload.map(read)),
  );
}

/** Token prices, in the order asked; `blockchain` is the chain the service echoed. */
export const tokenPriceResponseSchema = payloadOf((item): MarketEntry | undefined => {
  const parsed = tokenPrice.safeParse(item);
  if (!parsed.success || !parsed.data.address) return undefined;
  const { address, chainId, priceUSD } = parsed.data;
  return { key: address, id: undefined, price: positive(priceUSD), change24h: undefined, contracts: [{ address, blockchain: chainId }] };
});

/** Asset prices by id, in the order asked; the 24h change is its first token's (the asset itself has none in v2). */
export const assetDetailsPriceSchema = payloadOf((item): MarketEntry | undefined => {
  const parsed = assetDetails.safeParse(item);
  const id = parsed.success ? Number(parsed.data.asset.id) : NaN;
  if (!parsed.success || !Number.isSafeInteger(id)) return undefined;
  const first = Array.isArray(parsed.data.tokens) ? tokenChange.safeParse(parsed.data.tokens[0]) : undefined;
  return { key: String(id), id, price: positive(parsed.data.asset.priceUSD), change24h: first?.success ? first.data.priceChange24hPercentage : undefined, contracts: [] };
});

function positive(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined;
}
