// Prices and 24h changes (./operation). Current: batches, assets by id (10 a request, one token each for its 24h
// change) and tokens by contract (50 a request), 1 credit each (unlisted). v1: market data, 1 credit per asset.
// Asked by ./client through ./batchPrices.
import { UNLISTED } from './credits/prices';
import type { FeedTarget } from './priceTarget';
import { operation, route, setting } from './operation';
import { parseResponse } from './schemas/parse';
import { multiDataResponseSchema } from './schemas/prices';
import { assetDetailsPriceSchema, tokenPriceResponseSchema } from './schemas/v2Prices';

type Token = Extract<FeedTarget, { kind: 'token' }>;

/** Current first: a batch of 10 assets or 50 tokens is 1 credit, against 1 per asset on v1. */
export const pricesRoute = route({ name: 'prices', prefers: 'current' });

export const assetDetailsOperation = operation({
  name: 'assetPrices', keep: setting(),
  generations: {
    current: {
      path: '/api/2/asset/details', price: UNLISTED, query: (_: readonly number[]) => ({}),
      body: (ids) => ids.map((id) => ({ id, tokensLimit: 1 })),
      parse: (body) => parseResponse(assetDetailsPriceSchema, body),
    },
  },
});

export const tokenPriceOperation = operation({
  name: 'tokenPrices', keep: setting(),
  generations: {
    current: {
      path: '/api/2/token/price', price: UNLISTED, query: (_: readonly Token[]) => ({}),
      body: (tokens) => tokens.map((t) => ({ address: t.address, blockchain: t.blockchain })),
      parse: (body) => parseResponse(tokenPriceResponseSchema, body),
    },
  },
});

/** Assets by id, or tokens by contract and chain. */
export const multiDataOperation = operation({
  name: 'multiData', keep: setting(),
  generations: {
    v1: {
      path: '/market/multi-data', price: { credits: 1, per: 'asset' },
      query: (a: { ids: readonly number[] } | { tokens: readonly Token[] }) => ('ids' in a ? { ids: a.ids.map(String) }
        : { assets: a.tokens.map((t) => t.address), blockchains: a.tokens.map((t) => t.blockchain) }),
      parse: (body) => parseResponse(multiDataResponseSchema, body),
    },
  },
});
