// The wallet and asset service: a method per operation the extension needs from its start (holdings, NFTs, metadata,
// prices; declared in ./holdingsOperations and ./priceOperations), cached, parsed into domain types; the rest are
// functions beside it (./search, ./history, ./markets). The generic call on a declaration is ./serviceRequests'.
import { HttpError } from './transport/errors';
import { targetKey, type FeedTarget } from './priceTarget';
import type { CallOptions, HoldingsOptions, MetadataOptions, NftOptions } from './options';
import { batchPrices } from './batchPrices';
import { metadataOperation, multiPortfolioOperation, nftsOperation, portfolioOperation, walletsRoute } from './holdingsOperations';
import { assetDetailsOperation, multiDataOperation, pricesRoute, tokenPriceOperation } from './priceOperations';
import { matchQuotes } from './quotes';
import type { Asset, Nft, NftPage, Portfolio, PriceQuote } from './types';
import { eachWallet, type PortfolioAnswers } from './portfolios';
import { ServiceRequests } from './serviceRequests';
import { nowMs } from '../core/clock';

export type { PortfolioAnswers };
export { buildUrl, type Query } from './transport/requestUrl';
export type { ClientOptions, ClientSettings, RequestLogEntry, RequestMeter } from './serviceRequests';

export class WalletAssetClient extends ServiceRequests {
  getPortfolio(wallet: string, options: HoldingsOptions = {}): Promise<Portfolio> {
    return this.call(portfolioOperation, { wallet, options }, options);
  }

  /**
   * Several wallets' holdings, each standing on its own: the portfolios that came (v1 may send them in any order) and
   * why each other wallet failed. Current: the kept single-wallet path once per wallet (the SDK dropped
   * multi-portfolio; the credits are the same, per chain per wallet), so one wallet's failure (an ENS name the service
   * cannot resolve, a timeout on a huge wallet) costs the others nothing. v1: one multi-portfolio; a 400 there is about
   * one of its wallets (nothing was billed), so each is then asked alone. With `options.turnstile`, the requests go
   * through it (a refresh of many wallets is not a burst).
   */
  getPortfolios(wallets: readonly string[], options: HoldingsOptions = {}): Promise<PortfolioAnswers> {
    if (wallets.length === 0) return Promise.resolve({ portfolios: [], failures: new Map() });
    const { turnstile, signal } = options;
    const through = <T>(work: () => Promise<T>) => (turnstile ? turnstile.through(work, signal) : work());
    return this.routed(walletsRoute, {
      current: (settled) => eachWallet(wallets, settled, (wallet) => through(() => this.getPortfolio(wallet, options))),
      v1: async () => {
        const multi = (group: readonly string[]) => through(() => this.call(multiPortfolioOperation, { wallets: group, options }, options));
        try {
          return { portfolios: await multi(wallets), failures: new Map() };
        } catch (e) {
          if (!(e instanceof HttpError && e.status === 400 && wallets.length > 1)) throw e;
          return eachWallet(wallets, true, async (wallet) => (await multi([wallet]))[0]!);
        }
      },
    });
  }

  /** Several wallets' holdings, in the order asked; the first failure fails them all (see getPortfolios). */
  async getMultiPortfolio(wallets: readonly string[], options: HoldingsOptions = {}): Promise<Portfolio[]> {
    const { portfolios, failures } = await this.getPortfolios(wallets, options);
    const [failure] = failures.values();
    if (failure !== undefined) throw failure;
    return [...portfolios];
  }

  /**
   * A wallet's NFTs, paged through 100 at a time (the most the service gives without paging) up to
   * `maxItems`. Stops at a short page, at the service's total, or at a page that repeats the last one
   * (a server that ignores paging).
   */
  async getNfts(wallet: string, options: NftOptions = {}): Promise<NftPage> {
    const maxItems = Math.max(1, options.maxItems ?? DEFAULT_MAX_NFTS);
    const nfts: Nft[] = [];
    let total: number | undefined;
    let complete = false;
    for (let page = 1; !complete && nfts.length < maxItems; page++) {
      const answer = await this.call(nftsOperation, { wallet, blockchains: options.blockchains, force: options.force, page, limit: NFT_PAGE }, options);
      total = answer.total ?? total;
      const first = answer.nfts[0];
      if (page > 1 && first && nfts.some((n) => n.contract === first.contract && n.tokenId === first.tokenId)) break;
      nfts.push(...answer.nfts);
      complete = answer.nfts.length < NFT_PAGE || (total !== undefined && nfts.length >= total);
    }
    const shown = nfts.slice(0, maxItems);
    return { nfts: shown, total, more: total !== undefined ? total > shown.length : !complete && nfts.length >= maxItems };
  }

  /** Undefined when the service does not know the asset (remembered briefly, like any answer). */
  getAssetMetadata(asset: string, options: MetadataOptions = {}): Promise<Asset | undefined> {
    return this.call<{ asset: string; blockchain?: string }, Asset | undefined>(metadataOperation, { asset, blockchain: options.blockchain }, options, options.maxAgeMs);
  }

  /**
   * Prices and 24h changes of several assets: assets by id, tokens by contract and chain (./priceOperations: current
   * in batches, v1 market data). Matched by id or contract only, never by symbol, so a look-alike
   * never gets the real token's price. Keyed by targetKey; assets the service does not price are absent.
   */
  async getPrices(targets: readonly FeedTarget[], options: CallOptions = {}): Promise<Map<string, PriceQuote>> {
    const unique = [...new Map(targets.map((t) => [targetKey(t), t])).values()];
    const ids = unique.flatMap((t) => (t.kind === 'asset' ? [t.id] : []));
    const tokens = unique.flatMap((t) => (t.kind === 'token' ? [t] : []));
    if (ids.length + tokens.length === 0) return new Map();
    const entries = await this.routed(pricesRoute, {
      current: (settled) => batchPrices(ids, tokens, {
        assets: (batch) => this.call(assetDetailsOperation, batch, options), tokens: (batch) => this.call(tokenPriceOperation, batch, options),
      }, settled),
      // Assets and tokens are two requests; each stands on its own (the call fails only when every one asked failed).
      v1: async () => {
        const asked = await Promise.allSettled([
          ...(ids.length > 0 ? [this.call(multiDataOperation, { ids }, options)] : []),
          ...(tokens.length > 0 ? [this.call(multiDataOperation, { tokens }, options)] : []),
        ]);
        if (asked.every((a) => a.status === 'rejected')) throw (asked[0] as PromiseRejectedResult).reason;
        return asked.flatMap((a) => (a.status === 'fulfilled' ? a.value : []));
      },
    });
    return matchQuotes(unique, entries, nowMs());
  }
}

const NFT_PAGE = 100;

const DEFAULT_MAX_NFTS = 500;
