// The wallet and asset service: a method per operation the extension needs from its start (holdings, NFTs, metadata,
// prices), cached, parsed into domain types; the rest are functions beside it (./search, ./history, ./markets).
import { accountId } from './credits/accountId';
import { bookedCost, type Feature } from './credits/prices';
import type { ServiceFigures } from './credits/serviceFigures';
import { ApiError, ConfigurationError, CreditsExhaustedError, HttpError } from './errors';
import { targetKey, type FeedTarget } from './feed/target';
import { redactKey } from './keyPolicy';
import { getJson, type AttemptRecord } from './http';
import { nodeTransport } from './transport/node';
import type { Transport } from './transport/types';
import { ResponseCache } from './cache';
import type { RetryPolicy } from './retry';
import { metadataResponseSchema } from './schemas/metadata';
import { nftResponseSchema } from './schemas/nft';
import { parseResponse } from './schemas/parse';
import { multiPortfolioSchema, singlePortfolioSchema } from './schemas/portfolio';
import { multiDataResponseSchema } from './schemas/prices';
import type { CallOptions, HoldingsOptions, MetadataOptions, NftOptions } from './options';
import { batchPrices } from './batchPrices';
import { matchQuotes } from './quotes';
import type { Asset, Nft, NftPage, Portfolio, PriceQuote } from './types';
import { operationTtlMs, type Operation } from './ttl';
import { eachWallet, type PortfolioAnswers } from './portfolios';
import { isMissingRoute, RouteBook, type ApiVersion, type Generation, type RoutedOperation } from './routes';
import { RoutedCalls } from './routedCall';

export interface ClientSettings {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly cacheTtlSeconds: number;
  readonly apiKey: string | undefined;
  /** Which generation of paths the service speaks: auto tries the current one and falls back to v1 (./routes). */
  readonly apiVersion: ApiVersion;
}

export interface RequestLogEntry {
  readonly method: 'GET' | 'POST';
  /** Path and query; never carries the API key (it travels in a header). */
  readonly path: string;
  readonly attempt: number;
  readonly status: number | undefined;
  readonly durationMs: number;
  readonly error: ApiError | undefined;
}

/**
 * Where the price of every answer the service may have billed goes (the credits ledger), and every refusal that stops
 * background work. `who`: the account (service and key, credits/accountId) the request went to.
 */
export interface RequestMeter {
  answered(feature: Feature, url: URL, figures: ServiceFigures | undefined, who: string): void;
  /** 'credits': the month's credits are used up; 'key': the service wants a key and none was sent. */
  refused(why: 'credits' | 'key', figures: ServiceFigures | undefined, who: string): void;
}

export interface ClientOptions {
  readonly cache?: ResponseCache;
  readonly meter?: RequestMeter;
  readonly retry?: RetryPolicy;
  readonly maxBodyBytes?: number;
  readonly userAgent?: string;
  readonly onRequest?: (entry: RequestLogEntry) => void;
  /** What each service origin answered, remembered (across restarts when the book has a store). */
  readonly routes?: RouteBook;
  /** The platform's fetch: node-fetch unless the host gives its own (the browser build gives the browser's). */
  readonly transport?: Transport;
  /** Settled once the settings can be read in full (the API key from secret storage): the first request waits for it. */
  readonly ready?: Promise<unknown>;
}

export type { PortfolioAnswers };

export type Query = Record<string, string | number | boolean | readonly string[] | undefined>;

export class WalletAssetClient {
  readonly cache: ResponseCache;
  private readonly router: RoutedCalls;
  /** Until options.ready settles, requests wait for it (activation does not wait for the keychain). */
  private waitForReady: Promise<unknown> | undefined;

  constructor(readonly settings: () => ClientSettings, private readonly options: ClientOptions = {}) {
    this.cache = options.cache ?? new ResponseCache();
    this.router = new RoutedCalls(options.routes ?? new RouteBook(undefined));
    this.waitForReady = options.ready?.then(() => { this.waitForReady = undefined; }, () => { this.waitForReady = undefined; });
  }

  getPortfolio(wallet: string, options: HoldingsOptions = {}): Promise<Portfolio> {
    const query = { wallet, ...holdingsQuery(options) };
    return this.get('portfolio', '/wallet/portfolio', query, options, (body) => parseResponse(singlePortfolioSchema(wallet), body));
  }

  /**
   * Several wallets' holdings, each standing on its own: the portfolios that came (v1 may send them in any order) and
   * why each other wallet failed. Current: the kept single-wallet path once per wallet (the SDK dropped
   * multi-portfolio; the credits are the same, per chain per wallet), so one wallet's failure (an ENS name the service
   * cannot resolve, a timeout on a huge wallet) costs the others nothing. v1: one multi-portfolio; a 400 there is about
   * one of its wallets (nothing was billed), so each is then asked alone.
   */
  getPortfolios(wallets: readonly string[], options: HoldingsOptions = {}): Promise<PortfolioAnswers> {
    if (wallets.length === 0) return Promise.resolve({ portfolios: [], failures: new Map() });
    return this.routed('wallets', {
      current: (settled) => eachWallet(wallets, settled, (wallet) => this.getPortfolio(wallet, options)),
      v1: async () => {
        const multi = (group: readonly string[]) => this.get('multiPortfolio', '/wallet/multi-portfolio', { wallets: group, ...holdingsQuery(options) }, options,
          (body) => parseResponse(multiPortfolioSchema(group), body));
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
      const query = { wallet, blockchains: options.blockchains, force: options.force, page, limit: NFT_PAGE, pagination: true };
      const answer = await this.get('nfts', '/wallet/nfts', query, options, (body) => parseResponse(nftResponseSchema, body));
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
    const query = { asset: asset.trim(), blockchain: options.blockchain };
    return this.get<Asset | undefined>('metadata', '/metadata', query, options, (body) => parseResponse(metadataResponseSchema, body), {
      onNotFound: () => undefined, maxAgeMs: options.maxAgeMs,
    });
  }

  /**
   * Prices and 24h changes of several assets: assets by id, tokens by contract and chain. Current: batches
   * (`POST /api/2/asset/details`, 10 assets, and `/api/2/token/price`, 50 tokens, 1 credit a batch). v1:
   * `/market/multi-data` (1 credit per asset). Matched by id or contract only, never by symbol, so a look-alike
   * never gets the real token's price. Keyed by targetKey; assets the service does not price are absent.
   */
  async getPrices(targets: readonly FeedTarget[], options: CallOptions = {}): Promise<Map<string, PriceQuote>> {
    const unique = [...new Map(targets.map((t) => [targetKey(t), t])).values()];
    const ids = unique.flatMap((t) => (t.kind === 'asset' ? [t.id] : []));
    const tokens = unique.flatMap((t) => (t.kind === 'token' ? [t] : []));
    if (ids.length + tokens.length === 0) return new Map();
    const entries = await this.routed('prices', {
      current: (settled) => batchPrices(ids, tokens, (path, body, parse) => this.get('prices', path, {}, options, parse, { body }), settled),
      // Assets and tokens are two requests; each stands on its own (the call fails only when every one asked failed).
      v1: async () => {
        const asked = await Promise.allSettled([
          ...(ids.length > 0 ? [this.get('prices', '/market/multi-data', { ids: ids.map(String) }, options, (b) => parseResponse(multiDataResponseSchema, b))] : []),
          ...(tokens.length > 0 ? [this.get('prices', '/market/multi-data', { assets: tokens.map((t) => t.address), blockchains: tokens.map((t) => t.blockchain) },
            options, (b) => parseResponse(multiDataResponseSchema, b))] : []),
        ]);
        if (asked.every((a) => a.status === 'rejected')) throw (asked[0] as PromiseRejectedResult).reason;
        return asked.flatMap((a) => (a.status === 'fulfilled' ? a.value : []));
      },
    });
    return matchQuotes(unique, entries, Date.now());
  }

  /** For the operation modules beside this one (./markets): a call routed between generations (./routedCall). */
  routed<T>(operation: RoutedOperation, calls: Readonly<Record<Generation, (settled: boolean) => Promise<T>>>): Promise<T> {
    return this.router.call(this.settings(), operation, calls);
  }

  /** For the operation modules beside this one (./markets): one request, cached, priced and parsed. */
  get<T>(
    operation: Operation, path: string, query: Query, options: CallOptions, parse: (body: unknown) => T,
    special: { onNotFound?: () => T; ttlMs?: number; maxAgeMs?: number; routed?: boolean; body?: unknown } = {},
  ): Promise<T> {
    if (this.waitForReady) return this.waitForReady.then(() => this.get(operation, path, query, options, parse, special));
    const settings = this.settings();
    let url: URL;
    try {
      url = buildUrl(settings.baseUrl, path, query);
    } catch (e) {
      return Promise.reject(e);
    }
    // A batch query (POST) is the same question each time it has the same body: the body is part of the cache key.
    const body = special.body === undefined ? undefined : JSON.stringify(special.body);
    const load = async (signal: AbortSignal | undefined): Promise<T> => {
      try {
        const response = await getJson({
          transport: this.options.transport ?? nodeTransport,
          url: url.href,
          body,
          headers: this.headers(settings.apiKey),
          timeoutMs: settings.timeoutMs,
          signal,
          maxBodyBytes: this.options.maxBodyBytes,
          retry: this.options.retry,
          redact: (text) => redactKey(text, settings.apiKey),
          onAttempt: this.options.onRequest && ((a) => this.log(url, a, body === undefined ? 'GET' : 'POST')),
          onBilled: (figures) => {
            this.options.meter?.answered(options.feature ?? 'other', url, figures, accountId(settings.baseUrl, settings.apiKey));
            options.onBilled?.(bookedCost(url, figures?.cost).credits);
          },
        });
        return parse(response.body);
      } catch (e) {
        // On a routed path, a 404 that says the path is missing is not "unknown asset": the next generation is asked.
        if (special.onNotFound && e instanceof HttpError && e.status === 404 && !(special.routed && isMissingRoute(e))) return special.onNotFound();
        this.noteRefusal(e, settings);
        throw e;
      }
    };
    return this.cache.getOrLoad(body === undefined ? url.href : `${url.href} ${body}`, load, {
      ttlMs: (value) => (value === undefined ? operationTtlMs('notFound', settings.cacheTtlSeconds) : special.ttlMs ?? operationTtlMs(operation, settings.cacheTtlSeconds)),
      signal: options.signal,
      force: options.forceRefresh,
      maxAgeMs: special.maxAgeMs,
    });
  }

  /** A refusal for credits, or (without a key) for a key, stops background work: the meter hears of it. */
  private noteRefusal(e: unknown, settings: ClientSettings): void {
    const who = () => accountId(settings.baseUrl, settings.apiKey);
    if (e instanceof CreditsExhaustedError) this.options.meter?.refused('credits', e.serviceFigures, who());
    else if (!settings.apiKey && e instanceof HttpError && (e.status === 401 || e.status === 403)) this.options.meter?.refused('key', e.serviceFigures, who());
  }

  private headers(apiKey: string | undefined): Record<string, string> {
    const headers: Record<string, string> = { 'user-agent': this.options.userAgent ?? 'walletscope' };
    if (apiKey) headers.authorization = apiKey;
    return headers;
  }

  private log(url: URL, attempt: AttemptRecord, method: RequestLogEntry['method']): void {
    this.options.onRequest?.({
      method,
      path: `${url.pathname}${url.search}`,
      attempt: attempt.attempt,
      status: attempt.status,
      durationMs: attempt.durationMs,
      error: attempt.error,
    });
  }
}

const NFT_PAGE = 100;

const DEFAULT_MAX_NFTS = 500;

function holdingsQuery(o: HoldingsOptions): Query {
  return {
    blockchains: o.blockchains, cache: o.cache, stale: o.stale, pnl: o.pnl, filterSpam: o.filterSpam, minliq: o.minliq,
    unlistedAssets: o.unlistedAssets, fetchAllChains: o.fetchAllChains, shouldFetchPriceChange: o.shouldFetchPriceChange,
    testnet: o.testnet, from: o.from, to: o.to, period: o.period,
  };
}

/** `path` names its version (`/api/2/...`) or is a v1 path of the spec (`/search` is `/api/1/search`). */
export function buildUrl(baseUrl: string, path: string, query: Query): URL {
  // The query is written once and parsed with the rest: each searchParams.set would serialise and parse the URL again.
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  const written = params.toString();
  const search = written === '' ? '' : `?${written}`;
  let url: URL;
  try {
    url = new URL(`${baseUrl.trim().replace(/\/+$/, '')}${path.startsWith('/api/') ? '' : '/api/1'}${path}${search}`);
  } catch {
    throw new ConfigurationError(`the API base URL "${baseUrl}" is not a valid URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigurationError(`the API base URL must start with https:// or http://`);
  }
  // Paths and the query follow the base: a query or fragment of its own would swallow them.
  if (/[?#]/.test(baseUrl)) throw new ConfigurationError('the API base URL must not have a query (?) or a fragment (#)');
  return url;
}
