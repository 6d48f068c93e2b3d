// Typed failures of the API client. Each has a `kind` a UI can switch on and a message a user can read.
import type { ServiceFigures } from './serviceFigures';

export type ApiErrorKind =
  | 'network'
  | 'timeout'
  | 'cancelled'
  | 'http'
  | 'rate-limited'
  | 'credits-exhausted'
  | 'invalid-response'
  | 'too-large'
  | 'configuration';

const KINDS: ReadonlySet<string> = new Set<ApiErrorKind>([
  'network', 'timeout', 'cancelled', 'http', 'rate-limited', 'credits-exhausted', 'invalid-response', 'too-large', 'configuration',
]);

/**
 * `instanceof` by kind, not by class identity: the asset page's lazily loaded bundle has its own copy of these
 * classes and must recognise errors the client in the main bundle threw.
 */
function hasKind(value: unknown, kind: ApiErrorKind | undefined): boolean {
  if (!(value instanceof Error)) return false;
  const actual = (value as { kind?: unknown }).kind;
  return typeof actual === 'string' && (kind === undefined ? KINDS.has(actual) : actual === kind);
}

export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  /** Whether trying again later may help (the UI offers Retry for these). */
  abstract readonly transient: boolean;
  /** The service's credit figures, when the refusal carried them (see ./serviceFigures). */
  serviceFigures?: ServiceFigures;
  /** The service may have billed the answer this error is about (its status arrived): never retried blindly. */
  billed?: boolean;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return hasKind(value, undefined);
  }
}

/**
 * "Could not reach api.example.com: the host name could not be resolved." `host` is the host (and port) tried; a
 * URL in `detail` (node-fetch quotes the request's, query and all) is cut to its host too, so neither the path nor the
 * query nor user info, where a key could be, reaches a message.
 */
export class NetworkError extends ApiError {
  readonly kind = 'network';
  static override [Symbol.hasInstance](value: unknown): boolean { return hasKind(value, 'network'); }
  readonly transient = true;
  readonly detail: string;
  constructor(detail: string, readonly host?: string) {
    const words = hostsOnly(detail);
    super(`Could not reach ${host ?? 'the service'}: ${words}.`);
    this.detail = words;
  }

  /** The same failure, naming the host of `url` if it named none. */
  at(url: string): NetworkError {
    const host = hostOf(url);
    if (this.host !== undefined || host === undefined) return this;
    const named = new NetworkError(this.detail, host);
    named.billed = this.billed;
    named.serviceFigures = this.serviceFigures;
    return named;
  }
}

/** The host and port of a URL (no user info, path or query), or undefined when it is none. */
export function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

function hostsOnly(text: string): string {
  return text.replace(/\b[a-z][a-z\d+.-]*:\/\/[^\s'"<>]+/gi, (url) => hostOf(url) ?? 'an address');
}

export class TimeoutError extends ApiError {
  readonly kind = 'timeout';
  static override [Symbol.hasInstance](value: unknown): boolean { return hasKind(value, 'timeout'); }
  readonly transient = true;
  constructor(readonly timeoutMs: number) {
    super(`The service did not answer within ${formatSeconds(timeoutMs)}.`);
  }
}

export class CancelledError extends ApiError {
  readonly kind = 'cancelled';
  static override [Symbol.hasInstance](value: unknown): boolean { return hasKind(value, 'cancelled'); }
  readonly transient = false;
  constructor() {
    super('The request was cancelled.');
  }
}

export class HttpError extends ApiError {
  readonly kind = 'http';
  static override [Symbol.hasInstance](value: unknown): boolean { return hasKind(value, 'http'); }
  readonly transient: boolean;
  constructor(readonly status: number, readonly serverMessage: string | undefined) {
    super(`The service answered ${status}${describeStatus(status)}${serverMessage ? `: ${serverMessage}` : '.'}`);
    this.transient = status >= 500;
  }
}

export class RateLimitedError extends ApiError {
  readonly kind = 'rate-limited';
  static override [Symbol.hasInstance](value: unknown): boolean { return hasKind(value, 'rate-limited'); }
  readonly transient = true;
  constructor(readonly retryAfterMs: number | undefined, readonly serverMessage: string | undefined) {
    super(
      `The service is rate limiting requests${retryAfterMs !== undefined ? `; try again in ${formatSeconds(retryAfterMs)}` : ''}` +
        `${serverMessage ? ` (${serverMessage})` : ''}.`,
    );
  }
}

/**
 * The month's credits are used up (the service's 429 that says so, or 402): never retried, and background work
 * stops until the month turns. `resetsOn` ("1 December") is filled in by whoever knows the calendar.
 */
export class CreditsExhaustedError extends ApiError {
  readonly kind = 'credits-exhausted';
  static override [Symbol.hasInstance](value: unknown): boolean { return hasKind(value, 'credits-exhausted'); }
  readonly transient = false;
  constructor(readonly serverMessage: string | undefined, resetsOn?: string) {
    super(`Your plan's credits for this month are used up${resetsOn ? `; they come back on ${resetsOn}` : ''}` +
      `${serverMessage ? ` (the service said: ${serverMessage})` : ''}.`);
  }
}

export class InvalidResponseError extends ApiError {
  readonly kind = 'invalid-response';
  static override [Symbol.hasInstance](value: unknown): boolean { return hasKind(value, 'invalid-response'); }
  readonly transient = false;
  /** `field` is a path like `data.assets[3].price`, or undefined when the body is not JSON at all. */
  constructor(readonly field: string | undefined, readonly problem: string) {
    super(`The service sent a response Walletscope cannot read: ${field ? `${field}: ` : ''}${problem}.`);
  }
}

export class ResponseTooLargeError extends ApiError {
  readonly kind = 'too-large';
  static override [Symbol.hasInstance](value: unknown): boolean { return hasKind(value, 'too-large'); }
  readonly transient = false;
  constructor(readonly limitBytes: number) {
    super(`The service sent more than ${Math.round(limitBytes / 1024 / 1024)} MB; the response was refused.`);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** One sentence for any thrown value, for messages and tree items. */
export function describeError(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  if (e instanceof Error) return e.message;
  return String(e);
}

function describeStatus(status: number): string {
  switch (status) {
    case 400: return ' (bad request)';
    case 401: return ' (unauthorized: check the API key)';
    case 403: return ' (forbidden: check the API key and plan)';
    case 404: return ' (not found)';
    case 500: return ' (server error)';
    case 502: return ' (bad gateway)';
    case 503: return ' (service unavailable)';
    case 504: return ' (gateway timeout)';
    default: return '';
  }
}

function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return s < 10 ? `${Number(s.toFixed(1))} s` : `${Math.round(s)} s`;
}

export class ConfigurationError extends ApiError {
  readonly kind = 'configuration';
  static override [Symbol.hasInstance](value: unknown): boolean { return hasKind(value, 'configuration'); }
  readonly transient = false;
  constructor(detail: string) {
    super(`Walletscope is not set up right: ${detail}.`);
  }
}
