// The request plumbing under the service client (./client): one request cached, priced into the credits ledger,
// logged without the key, parsed, and routed between API generations; refusals for credits or a key reach the meter.
// The per-operation methods and modules (./client, ./markets, ./history) ask through get and routed.
import { accountId } from './credits/accountId';
import { bookedCost, type Feature } from './credits/prices';
import type { ServiceFigures } from './credits/serviceFigures';
import { CreditsExhaustedError, HttpError, type ApiError } from './errors';
import { redactKey } from './keyPolicy';
import { getJson, type AttemptRecord } from './http';
import { nodeTransport } from './transport/node';
import type { Transport } from './transport/types';
import { ResponseCache } from './cache';
import type { RetryPolicy } from './retry';
import type { CallOptions } from './options';
import { operationTtlMs, ttlOf, type Operation } from './ttl';
import { isMissingRoute, RouteBook, type ApiVersion, type Generation, type RoutedOperation } from './routes';
import { RoutedCalls } from './routedCall';
import { buildUrl, type Query } from './requestUrl';

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

/** Names kept at most (a few hundred bytes each): five pages of a thousand counterparties. */
const MAX_NAMES = 5000;

export interface ClientOptions {
  readonly cache?: ResponseCache;
  /** Where names of addresses are kept (default: a cache of MAX_NAMES of its own). */
  readonly names?: ResponseCache;
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

export class ServiceRequests {
  readonly cache: ResponseCache;
  /** Names of addresses (./wallets/labels), kept for days: a room of their own, so a page naming a thousand counterparties
   *  evicts none of the token details hovers and pages keep in `cache`. */
  readonly names: ResponseCache;
  private readonly router: RoutedCalls;
  /** Until options.ready settles, requests wait for it (activation does not wait for the keychain). */
  private waitForReady: Promise<unknown> | undefined;

  constructor(readonly settings: () => ClientSettings, private readonly options: ClientOptions = {}) {
    this.cache = options.cache ?? new ResponseCache();
    this.names = options.names ?? new ResponseCache(MAX_NAMES);
    this.router = new RoutedCalls(options.routes ?? new RouteBook(undefined));
    this.waitForReady = options.ready?.then(() => { this.waitForReady = undefined; }, () => { this.waitForReady = undefined; });
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
            if (options.onBilled) options.onBilled(bookedCost(url, figures?.cost).credits); // priced only for a caller who asks
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
      ttlMs: (value) => (value === undefined ? operationTtlMs('notFound', settings.cacheTtlSeconds) : ttlOf(operation, special.ttlMs, settings.cacheTtlSeconds)),
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
