// The wallet and asset operations the extension needs from its start (./operation): a wallet's holdings, several
// wallets' at once, its NFTs, an asset's metadata. Asked by ./client.
import type { HoldingsOptions } from './options';
import { operation, route, session, setting } from './operation';
import type { Query } from './transport/requestUrl';
import { metadataResponseSchema } from './schemas/metadata';
import { nftResponseSchema } from './schemas/nft';
import { parseResponse } from './schemas/parse';
import { multiPortfolioSchema, singlePortfolioSchema } from './schemas/portfolio';

/** 1 credit per chain asked (every chain when none is named). */
export const portfolioOperation = operation({
  name: 'portfolio', keep: setting(),
  generations: {
    v1: {
      path: '/wallet/portfolio', price: { credits: 1, per: 'chain' },
      query: (a: { wallet: string; options: HoldingsOptions }) => ({ wallet: a.wallet, ...holdingsQuery(a.options) }),
      parse: (body, a) => parseResponse(singlePortfolioSchema(a.wallet), body),
    },
  },
});

/** Not on the service's list: read as the single-wallet portfolio once per wallet, the cautious reading. */
export const multiPortfolioOperation = operation({
  name: 'multiPortfolio', keep: setting(),
  generations: {
    v1: {
      path: '/wallet/multi-portfolio', price: { credits: 1, per: 'chain per wallet' },
      query: (a: { wallets: readonly string[]; options: HoldingsOptions }) => ({ wallets: a.wallets, ...holdingsQuery(a.options) }),
      parse: (body, a) => parseResponse(multiPortfolioSchema(a.wallets), body),
    },
  },
});

/**
 * Many wallets: current is the kept single-wallet path once per wallet (the SDK dropped multi-portfolio), the same
 * credits per chain per wallet, and the path the SDK still calls.
 */
export const walletsRoute = route({ name: 'wallets', prefers: 'current' });

/** A page of a wallet's NFTs (1 credit), kept an hour: they change rarely. */
export const nftsOperation = operation({
  name: 'nfts', keep: setting(60),
  generations: {
    v1: {
      path: '/wallet/nfts', price: { credits: 1, per: 'call' },
      query: (a: { wallet: string; blockchains?: readonly string[]; force?: boolean; page: number; limit: number }) => ({ ...a, pagination: true }),
      parse: (body) => parseResponse(nftResponseSchema, body),
    },
  },
});

/** An asset's metadata (1 credit), kept for the session: a name, supply or link changes rarely; prices come apart. */
export const metadataOperation = operation({
  name: 'metadata', keep: session, notFound: true,
  generations: {
    v1: {
      path: '/metadata', price: { credits: 1, per: 'call' },
      query: (a: { asset: string; blockchain?: string }) => ({ asset: a.asset.trim(), blockchain: a.blockchain }),
      parse: (body) => parseResponse(metadataResponseSchema, body),
    },
  },
});

function holdingsQuery(o: HoldingsOptions): Query {
  return {
    blockchains: o.blockchains, cache: o.cache, stale: o.stale, pnl: o.pnl, filterSpam: o.filterSpam, minliq: o.minliq,
    unlistedAssets: o.unlistedAssets, fetchAllChains: o.fetchAllChains, shouldFetchPriceChange: o.shouldFetchPriceChange,
    testnet: o.testnet, from: o.from, to: o.to, period: o.period,
  };
}
