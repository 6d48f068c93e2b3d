// /wallet/nfts in both shapes. Paging as the live service: `page` (1), `offset` (0) and `limit` (100,
// at most 100) skip (page-1)*limit + offset items; `pagination` is null unless `pagination=true`.
import { createHash } from 'node:crypto';
import { chainInfo } from './data/chains';
import type { NftRecord } from './data/types';
import { type ApiHandler, ok } from './http-util';
import { flagParam, intParam, walletAndChains } from './params';

const PAGE_LIMIT = 100;

function tokenHash(chain: string, address: string, tokenId: string): string {
  // Moralis-style opaque id: stable per token, 32 hex characters.
  return createHash('md5').update(`${chain}:${address.toLowerCase()}:${tokenId}`).digest('hex');
}

/** The live item: nine strings, no metadata (images live behind the token URI). */
function liveItem(n: NftRecord, owner: string): Record<string, string> {
  return {
    token_address: n.token_address, token_id: n.token_id, token_uri: n.token_uri, amount: n.amount, owner_of: owner,
    name: n.name, symbol: n.symbol, blockchain: n.chain, chain_id: chainInfo(n.chain).chainId,
  };
}

function specItem(n: NftRecord): Record<string, unknown> {
  return {
    amount: n.amount, contract_type: n.contract_type, metadata: n.metadata, name: n.name, symbol: n.symbol,
    token_address: n.token_address, token_hash: tokenHash(n.chain, n.token_address, n.token_id), token_id: n.token_id, token_uri: n.token_uri,
  };
}

export const nfts: ApiHandler = (query, shape) => {
  const asked = walletAndChains(query);
  if ('status' in asked) return asked;
  const { lookup, chains } = asked;
  const owned = (lookup.record?.nfts ?? []).filter((n) => !chains || chains.has(n.chain));
  const page = intParam(query, 'page', 1, 1);
  const offset = intParam(query, 'offset', 0, 0);
  const limit = intParam(query, 'limit', PAGE_LIMIT, 1, PAGE_LIMIT);
  const start = (page - 1) * limit + offset;
  const slice = owned.slice(start, start + limit);
  if (shape === 'spec') return ok({ data: slice.map(specItem) });
  const owner = lookup.record?.address ?? lookup.queried;
  const pagination = flagParam(query, 'pagination') ? { total: owned.length, page, offset, limit } : null;
  return ok({ data: slice.map((n) => liveItem(n, owner)), pagination });
};
