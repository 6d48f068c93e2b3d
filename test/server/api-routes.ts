// The five /api/1 endpoints as pure functions of the query string and response shape.
import { createHash } from 'node:crypto';
import { parseChainFilter, resolveChain, chainInfo } from './data/chains';
import { findAsset, searchAssets } from './data/catalogue';
import type { ChainName } from './data/types';
import { liveMetadataRecord, searchResult, specMetadataRecord } from './asset-render';
import { type ApiResponse, badRequest, ok } from './http-util';
import { computePortfolio, renderLivePortfolio, renderSpecPortfolio, renderSpecWalletEntry } from './portfolio';
import type { ResponseShape } from './types';
import { resolveWallet } from './wallet-resolve';

export type ApiHandler = (query: URLSearchParams, shape: ResponseShape) => ApiResponse;

const SEARCH_LIMIT = 20;
const NFT_PAGE_LIMIT = 100;

function chainsOrError(query: URLSearchParams): { chains: ReadonlySet<ChainName> | null } | ApiResponse {
  const filter = parseChainFilter(query.get('blockchains') ?? undefined);
  return filter.ok ? { chains: filter.chains } : badRequest(`Unknown blockchain: ${filter.unknown}`);
}

const portfolio: ApiHandler = (query, shape) => {
  const wallet = query.get('wallet');
  if (!wallet?.trim()) return badRequest('Missing required parameter: wallet');
  const filter = chainsOrError(query);
  if ('status' in filter) return filter;
  const lookup = resolveWallet(wallet);
  if (!lookup.ok) return badRequest(lookup.error);
  const result = computePortfolio(lookup, filter.chains);
  return ok(shape === 'live' ? { data: renderLivePortfolio(result) } : renderSpecPortfolio(result));
};

const multiPortfolio: ApiHandler = (query, shape) => {
  const wallets = (query.get('wallets') ?? '').split(',').map((w) => w.trim()).filter((w) => w !== '');
  if (wallets.length === 0) return badRequest('Missing required parameter: wallets');
  const filter = chainsOrError(query);
  if ('status' in filter) return filter;
  const data: unknown[] = [];
  for (const wallet of wallets) {
    const lookup = resolveWallet(wallet);
    if (!lookup.ok) return badRequest(lookup.error);
    const result = computePortfolio(lookup, filter.chains);
    data.push(shape === 'live' ? { wallet: result.wallet, ...renderLivePortfolio(result) } : renderSpecWalletEntry(result));
  }
  return ok({ data });
};

const nfts: ApiHandler = (query, shape) => {
  const wallet = query.get('wallet');
  if (!wallet?.trim()) return badRequest('Missing required parameter: wallet');
  const filter = chainsOrError(query);
  if ('status' in filter) return filter;
  const lookup = resolveWallet(wallet);
  if (!lookup.ok) return badRequest(lookup.error);
  const owned = (lookup.record?.nfts ?? []).filter((n) => !filter.chains || filter.chains.has(n.chain));
  const page = Math.max(1, Math.floor(Number(query.get('page') ?? 1)) || 1);
  const limit = Math.min(NFT_PAGE_LIMIT, Math.max(1, Math.floor(Number(query.get('limit') ?? NFT_PAGE_LIMIT)) || NFT_PAGE_LIMIT));
  const slice = owned.slice((page - 1) * limit, page * limit);
  const data = slice.map((n) => {
    const specEntry = {
      amount: n.amount, contract_type: n.contract_type, metadata: n.metadata, name: n.name, symbol: n.symbol,
      token_address: n.token_address, token_hash: tokenHash(n.chain, n.token_address, n.token_id), token_id: n.token_id, token_uri: n.token_uri,
    };
    if (shape === 'spec') return specEntry;
    return { ...specEntry, owner_of: lookup.record?.address ?? lookup.queried, blockchain: n.chain, chain_id: chainInfo(n.chain).chainId };
  });
  return ok(shape === 'live' ? { data, pagination: { total: owned.length, page, limit } } : { data });
};

function tokenHash(chain: string, address: string, tokenId: string): string {
  // Moralis-style opaque id: stable per token, 32 hex characters.
  return createHash('md5').update(`${chain}:${address.toLowerCase()}:${tokenId}`).digest('hex');
}

const metadata: ApiHandler = (query, shape) => {
  const asset = query.get('asset');
  if (!asset?.trim()) return badRequest('Missing required parameter: asset');
  const blockchain = query.get('blockchain')?.trim();
  const chain = blockchain ? resolveChain(blockchain) : undefined;
  if (blockchain && !chain) return badRequest(`Unknown blockchain: ${blockchain}`);
  const found = findAsset(asset, chain);
  if (!found) return { status: 404, body: { error: 'Asset not found' } };
  return ok(shape === 'live' ? { data: liveMetadataRecord(found) } : specMetadataRecord(found));
};

const search: ApiHandler = (query, shape) => {
  const text = query.get('name') ?? query.get('input') ?? '';
  const results = searchAssets(text, SEARCH_LIMIT).map((a) => searchResult(a, shape));
  // Spec 4.3: the sample shows one object in `data`; a client must accept both forms.
  if (shape === 'spec' && results.length === 1) return ok({ data: results[0] });
  return ok({ data: results });
};

export const API_ROUTES: Readonly<Record<string, ApiHandler>> = {
  '/api/1/wallet/portfolio': portfolio,
  '/api/1/wallet/multi-portfolio': multiPortfolio,
  '/api/1/wallet/nfts': nfts,
  '/api/1/metadata': metadata,
  '/api/1/search': search,
};
