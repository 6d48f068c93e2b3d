// The service client's one generic call, on an operation's declaration (./operation): one request cached, priced into
// the credits ledger by the declaration's price, logged without the key, parsed, and routed between API generations;
// refusals for credits or a key reach the meter. The operation modules (./client, ./markets, ./history...) declare
// their operations and ask through call, ask, peek and routed.
import { accountId } from './accountId';
import { resetLabel } from './credits/calendar';
import { bookedCost, priceOf, type Feature } from './credits/prices';
import type { ServiceFigures } from './transport/serviceFigures';
import { CreditsExhaustedError, HttpError, type ApiError } from './transport/errors';
import { redactKey } from './transport/keyPolicy';
import { getJson, type AttemptRecord } from './transport/http';
import { nodeTransport } from './transport/node';
import type { Transport } from './transport/types';
import { ResponseCache } from './transport/cache';
import type { RetryPolicy } from './transport/retry';
import type { CallOptions } from './options';
import type { Endpoint, Operation, Route } from './operation';
import { isMissingRoute, RouteBook, type ApiVersion, type Generation } from './transport/routes';
import { RoutedCalls } from './transport/routedCall';
import { buildUrl } from './transport/requestUrl';
import { nowMs } from '../core/clock';

export interface ClientSettings {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly cacheTtlSeconds: number;
  readonly apiKey: string | undefined;
  /** Which generation of paths the service speaks: auto tries the current one and falls back to v1 (./transport/routes). */
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
 * background work. `who`: the account (service and key, ./accountId) the request went to.
 */
export interface RequestMeter {
  /** `listed`: the request's price by the list (its operation's declaration, for what it asked). */
  answered(feature: Feature, listed: number, figures: ServiceFigures | undefined, who: string): void;
  /** 'credits': the month's credits are used up; 'key': the service wants a key and none was sent. */
  refused(why: 'credits' | 'key', figures: ServiceFigures | undefined, who: string): void;
}

const GENERATIONS = ['current', 'v1'] as const;
/** "Not found" is kept at most this long, so a new listing shows soon. */
const NOT_FOUND_MAX_MS = 30_000;

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

  /**
   * A choice between generations made of several requests (./transport/routedCall): `calls` says what each generation asks. An
   * operation (one with both generations) is its own route.
   */
  routed<T>(route: Route | Operation<never, unknown>, calls: Readonly<Record<Generation, (settled: boolean) => Promise<T>>>): Promise<T> {
    return this.router.call(this.settings(), { name: route.name, prefers: route.prefers ?? 'current' }, calls);
  }

  /**
   * An operation asked of whichever generation answers (routed when both have it), or of the one that can ask `ask`.
   * `maxAgeMs`: an older kept answer is not taken.
   */
  call<A, T>(op: Operation<A, T>, ask: A, options: CallOptions, maxAgeMs?: number): Promise<T> {
    const able = GENERATIONS.filter((g) => op.generations[g]?.query(ask) !== undefined);
    if (able.length === 2 && op.prefers) {
      return this.routed(op, { current: () => this.ask(op, 'current', ask, options, maxAgeMs), v1: () => this.ask(op, 'v1', ask, options, maxAgeMs) });
    }
    return able.length > 0 ? this.ask(op, able[0]!, ask, options, maxAgeMs) : Promise.reject(new RangeError(`${op.name}: nothing to ask`));
  }

  /** The generation an operation is asked of first now (the only one it has, else as the route book orders them). */
  asksFirst<A, T>(op: Operation<A, T>): Generation {
    const { current, v1 } = op.generations;
    if (!current || !v1 || !op.prefers) return current ? 'current' : 'v1';
    return this.router.first(this.settings(), { name: op.name, prefers: op.prefers });
  }

  /** An answer already kept, of whichever generation (the current one first), without asking: for what must not spend. */
  peek<A, T>(op: Operation<A, T>, ask: A): T | undefined {
    try {
      for (const generation of GENERATIONS) {
        const endpoint = op.generations[generation];
        const key = endpoint && this.request(endpoint, ask)?.key;
        const kept = key === undefined ? undefined : this.cache.peek<T>(key);
        if (kept !== undefined) return kept;
      }
    } catch {
      // A base URL that is no URL has nothing kept.
    }
    return undefined;
  }

  /** One request of one generation's endpoint: cached, priced, parsed. */
  ask<A, T>(op: Operation<A, T>, generation: Generation, ask: A, options: CallOptions, maxAgeMs?: number): Promise<T> {
    if (this.waitForReady) return this.waitForReady.then(() => this.ask(op, generation, ask, options, maxAgeMs));
    const settings = this.settings();
    const endpoint = op.generations[generation];
    let request: ReturnType<ServiceRequests['request']>;
    try {
      request = endpoint && this.request(endpoint, ask);
    } catch (e) {
      return Promise.reject(e);
    }
    if (!endpoint || !request) return Promise.reject(new RangeError(`${op.name}: ${generation} cannot ask this`));
    const { url, body } = request;
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
          resetsOn: () => resetLabel(nowMs()),
          onBilled: (figures) => {
            const listed = priceOf(endpoint.price, (name) => url.searchParams.get(name));
            this.options.meter?.answered(options.feature ?? 'other', listed, figures, accountId(settings.baseUrl, settings.apiKey));
            if (options.onBilled) options.onBilled(bookedCost(listed, figures?.cost).credits);
          },
        });
        return endpoint.parse(response.body, ask);
      } catch (e) {
        // When both generations have the operation, a 404 that says the path is missing is not "not found": the next is asked.
        if (op.notFound && e instanceof HttpError && e.status === 404 && !(op.prefers && isMissingRoute(e))) return undefined as T;
        this.noteRefusal(e, settings);
        throw e;
      }
    };
    const settingMs = settings.cacheTtlSeconds * 1000;
    return this.cache.getOrLoad(request.key, load, {
      ttlMs: (value) => (settingMs <= 0 ? 0 : value === undefined && op.notFound ? Math.min(settingMs / 2, NOT_FOUND_MAX_MS) : op.keep(settingMs, ask)),
      signal: options.signal,
      force: options.forceRefresh,
      maxAgeMs,
    });
  }

  /** An ask's URL, body and cache key (a batch query's body is part of its question); undefined when it cannot be asked. */
  private request<A>(endpoint: Endpoint<A, unknown>, ask: A): { url: URL; body: string | undefined; key: string } | undefined {
    const query = endpoint.query(ask);
    if (query === undefined) return undefined;
    const url = buildUrl(this.settings().baseUrl, endpoint.path, query);
    const body = endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body(ask));
    return { url, body, key: body === undefined ? url.href : `${url.href} ${body}` };
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
