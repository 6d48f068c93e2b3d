// The wallet and asset service: one method per operation of the spec, cached, parsed into domain types.
import { ApiError, ConfigurationError, HttpError } from './errors';
import { getJson, type AttemptRecord } from './http';
import { ResponseCache } from './cache';
import type { RetryPolicy } from './retry';
import {
  metadataResponseSchema, multiPortfolioSchema, nftResponseSchema, parseResponse, searchResponseSchema, singlePortfolioSchema,
} from './schemas';
import type { Asset, Nft, Portfolio, SearchResult } from './types';
import { operationTtlMs, type Operation } from './ttl';

export interface ClientSettings {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly cacheTtlSeconds: number;
  readonly apiKey: string | undefined;
}

export interface RequestLogEntry {
  readonly method: 'GET';
  /** Path and query; never carries the API key (it travels in a header). */
  readonly path: string;
  readonly attempt: number;
  readonly status: number | undefined;
  readonly durationMs: number;
  readonly error: ApiError | undefined;
}

export interface ClientOptions {
  readonly cache?: ResponseCache;
  readonly retry?: RetryPolicy;
  readonly maxBodyBytes?: number;
  readonly userAgent?: string;
  readonly onRequest?: (entry: RequestLogEntry) => void;
}

export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Skip cached answers (the user asked for a refresh). */
  readonly forceRefresh?: boolean;
}

export interface HoldingsOptions extends CallOptions {
  readonly blockchains?: readonly string[];
  /** Ask the service to use its own cache. */
  readonly cache?: boolean;
  /** Seconds after which the service's cached data counts as stale. */
  readonly stale?: number;
}

export interface NftOptions extends CallOptions {
  readonly blockchains?: readonly string[];
  /** Ask the service for a new on-chain fetch. */
  readonly force?: boolean;
}

export interface MetadataOptions extends CallOptions {
  readonly blockchain?: string;
}

type Query = Record<string, string | number | boolean | readonly string[] | undefined>;

export class WalletAssetClient {
  readonly cache: ResponseCache;

  constructor(private readonly settings: () => ClientSettings, private readonly options: ClientOptions = {}) {
    this.cache = options.cache ?? new ResponseCache();
  }

  getPortfolio(wallet: string, options: HoldingsOptions = {}): Promise<Portfolio> {
    const query = { wallet, blockchains: options.blockchains, cache: options.cache, stale: options.stale };
    return this.get('portfolio', '/wallet/portfolio', query, options, (body) => parseResponse(singlePortfolioSchema(wallet), body));
  }

  getMultiPortfolio(wallets: readonly string[], options: HoldingsOptions = {}): Promise<Portfolio[]> {
    if (wallets.length === 0) return Promise.resolve([]);
    const query = { wallets, blockchains: options.blockchains, cache: options.cache, stale: options.stale };
    return this.get('multiPortfolio', '/wallet/multi-portfolio', query, options, (body) =>
      parseResponse(multiPortfolioSchema(wallets), body),
    );
  }

  getNfts(wallet: string, options: NftOptions = {}): Promise<Nft[]> {
    const query = { wallet, blockchains: options.blockchains, force: options.force };
    return this.get('nfts', '/wallet/nfts', query, options, (body) => parseResponse(nftResponseSchema, body));
  }

  /** Undefined when the service does not know the asset (remembered briefly, like any answer). */
  getAssetMetadata(asset: string, options: MetadataOptions = {}): Promise<Asset | undefined> {
    const query = { asset: asset.trim(), blockchain: options.blockchain };
    return this.get<Asset | undefined>('metadata', '/metadata', query, options, (body) => parseResponse(metadataResponseSchema, body), {
      onNotFound: () => undefined,
    });
  }

  searchAssets(text: string, options: CallOptions = {}): Promise<SearchResult[]> {
    const name = text.trim();
    if (!name) return Promise.resolve([]);
    return this.get('search', '/search', { name }, options, (body) => parseResponse(searchResponseSchema, body));
  }

  private get<T>(
    operation: Operation, path: string, query: Query, options: CallOptions, parse: (body: unknown) => T,
    special: { onNotFound?: () => T } = {},
  ): Promise<T> {
    const settings = this.settings();
    let url: URL;
    try {
      url = buildUrl(settings.baseUrl, path, query);
    } catch (e) {
      return Promise.reject(e);
    }
    const load = async (signal: AbortSignal): Promise<T> => {
      try {
        const response = await getJson({
          url: url.href,
          headers: this.headers(settings.apiKey),
          timeoutMs: settings.timeoutMs,
          signal,
          maxBodyBytes: this.options.maxBodyBytes,
          retry: this.options.retry,
          redact: (text) => (settings.apiKey ? text.split(settings.apiKey).join('***') : text),
          onAttempt: this.options.onRequest && ((a) => this.log(url, a)),
        });
        return parse(response.body);
      } catch (e) {
        if (special.onNotFound && e instanceof HttpError && e.status === 404) return special.onNotFound();
        throw e;
      }
    };
    return this.cache.getOrLoad(url.href, load, {
      ttlMs: (value) => operationTtlMs(value === undefined ? 'notFound' : operation, settings.cacheTtlSeconds),
      signal: options.signal,
      force: options.forceRefresh,
    });
  }

  private headers(apiKey: string | undefined): Record<string, string> {
    const headers: Record<string, string> = { 'user-agent': this.options.userAgent ?? 'walletscope' };
    if (apiKey) headers.authorization = apiKey;
    return headers;
  }

  private log(url: URL, attempt: AttemptRecord): void {
    this.options.onRequest?.({
      method: 'GET',
      path: `${url.pathname}${url.search}`,
      attempt: attempt.attempt,
      status: attempt.status,
      durationMs: attempt.durationMs,
      error: attempt.error,
    });
  }
}

function buildUrl(baseUrl: string, path: string, query: Query): URL {
  let url: URL;
  try {
    url = new URL(`${baseUrl.trim().replace(/\/+$/, '')}/api/1${path}`);
  } catch {
    throw new ConfigurationError(`the API base URL "${baseUrl}" is not a valid URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigurationError(`the API base URL must start with https:// or http://`);
  }
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') url.searchParams.set(key, text);
  }
  return url;
}
