// NFTs of a wallet. The live service sends `owner_of`, `blockchain` and `chain_id` and no `metadata`,
// `contract_type` or `token_hash`; the spec has those three (`metadata` a JSON string that may carry a name
// and an image). None is required. `pagination` (`{total, page, offset, limit}`) comes when asked for.
import * as z from 'zod/mini';
import type { Nft, NftMetadata } from '../types';
import { listOf, optionalNumber, optionalString, readNumber, requiredString, tolerantArray } from './primitives';

const metadataFields = z.object({ name: optionalString, description: optionalString, image: optionalString, image_url: optionalString });

function parseMetadata(value: unknown): NftMetadata | undefined {
  let json: unknown = value;
  if (typeof value === 'string') {
    try {
      json = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const parsed = metadataFields.safeParse(json);
  if (!parsed.success) return undefined;
  const { name, description, image, image_url } = parsed.data;
  return { name, description, image: image ?? image_url };
}

const nftRecord = z.pipe(
  z.object({
    token_address: requiredString,
    token_id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
    name: optionalString,
    symbol: optionalString,
    amount: optionalNumber,
    contract_type: optionalString,
    token_uri: optionalString,
    token_hash: optionalString,
    blockchain: optionalString,
    metadata: z.optional(z.unknown()),
  }),
  z.transform((n): Nft => ({
    contract: n.token_address,
    tokenId: n.token_id,
    name: n.name,
    symbol: n.symbol,
    amount: n.amount ?? 1,
    contractType: n.contract_type,
    tokenUri: n.token_uri,
    tokenHash: n.token_hash,
    blockchain: n.blockchain,
    metadata: parseMetadata(n.metadata),
  })),
);

const pagination = z.transform((value: unknown): number | undefined =>
  value && typeof value === 'object' ? readNumber((value as { total?: unknown }).total) : undefined);

/** One page of a wallet's NFTs and, when the service says, how many it has in all. */
export const nftResponseSchema = z.pipe(
  z.object({ data: z.pipe(listOf, tolerantArray(nftRecord)), pagination }),
  z.transform((r): { nfts: Nft[]; total: number | undefined } => ({ nfts: r.data, total: r.pagination })),
);
