// GET a JSON document (or POST a batch query for one): one attempt has a timeout, honours cancellation and refuses oversized bodies;
// transient failures are retried with backoff. Every answer the service may have billed is reported the moment its status
// arrives, whatever becomes of its body, and an attempt it billed is never retried blindly: the caller decides.
import { monthlyFigures, readServiceFigures, type ServiceFigures } from './serviceFigures';
import {
  ApiError, CancelledError, CreditsExhaustedError, HttpError, InvalidResponseError, NetworkError, RateLimitedError, ResponseTooLargeError,
  TimeoutError,
} from './errors';
import { startDeadline, type Deadline } from './deadline';
import { mayBeBilled } from './billing';
import { sameOrigin } from './keyPolicy';
import { extractServerMessage } from './serverMessage';
import { DEFAULT_RETRY_POLICY, parseRetryAfter, retryDelay, sleep, type RetryPolicy } from './retry';
import type { Transport, TransportResponse } from './types';

export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;
const MAX_ERROR_BODY_BYTES = 64 * 1024;

export interface JsonRequest {
  /** The platform's fetch (node-fetch on the desktop, the browser's on the web). */
  readonly transport: Transport;
  readonly url: string;
  /** A batch request's JSON body: sent as a POST (the service's batch paths read but change nothing). */
  readonly body?: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  readonly maxBodyBytes?: number;
  readonly retry?: RetryPolicy;
  /** Removes secrets from text the server sent before it reaches an error message. */
  readonly redact?: (text: string) => string;
  /** Called once per attempt, for the log. */
  readonly onAttempt?: (attempt: AttemptRecord) => void;
  /**
   * Called once per answer the service may have billed (./billing), as soon as its status and headers arrive: before
   * its body is read, so a body cut short, too large or not JSON is counted all the same.
   */
  readonly onBilled?: (figures: ServiceFigures | undefined) => void;
  /** When the month's credits come back ("1 January"), for a refusal's words: the caller knows the calendar. */
  readonly resetsOn?: () => string;
}

export interface AttemptRecord {
  readonly attempt: number;
  readonly status: number | undefined;
  readonly durationMs: number;
  readonly error: ApiError | undefined;
}

export interface JsonResponse {
  readonly status: number;
  readonly body: unknown;
  /** What the service said the request cost and what is left, when its headers say. */
  readonly figures: ServiceFigures | undefined;
}

/** Resolves with the parsed body of a 2xx answer; anything else is thrown as an ApiError. */
export async function getJson(request: JsonRequest): Promise<JsonResponse> {
  const policy = request.retry ?? DEFAULT_RETRY_POLICY;
  for (let attempt = 0; ; attempt++) {
    const started = performance.now();
    try {
      const response = await getJsonOnce(request);
      request.onAttempt?.({ attempt, status: response.status, durationMs: performance.now() - started, error: undefined });
      return response;
    } catch (e) {
      const error = e instanceof ApiError ? e : new NetworkError(String(e));
      request.onAttempt?.({ attempt, status: statusOf(error), durationMs: performance.now() - started, error });
      const delay = retryDelay(error, attempt, policy);
      if (delay === undefined) throw error;
      await sleep(delay, request.signal);
    }
  }
}

const MAX_REDIRECTS = 3;
/** A 429 that asks to wait no longer than this is a rate limit, whatever its figures say. */
const BURST_WAIT_MS = 3_600_000;

/**
 * Follows up to three redirects by hand: a redirect to another origin (scheme, host or port) loses the
 * Authorization header, so the API key never reaches a host the user did not enter it for, and a redirect
 * anywhere but http(s) is not followed. (node-fetch drops it only for other domains, not other ports or schemes.)
 */
async function fetchFollowing(request: JsonRequest, signal: AbortSignal, at: { url: string }): Promise<TransportResponse> {
  let url = at.url;
  let headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  for (let hop = 0; ; hop++) {
    const response = request.body === undefined
      ? await request.transport.send(url, { method: 'GET', headers, signal })
      : await request.transport.send(url, { method: 'POST', body: request.body, headers: { ...headers, 'content-type': 'application/json' }, signal });
    const location = response.header('location');
    if (response.status < 300 || response.status >= 400 || location === null) return response;
    response.discard();
    if (hop >= MAX_REDIRECTS) throw new NetworkError(`more than ${MAX_REDIRECTS} redirects`);
    const next = new URL(location, url);
    if (next.protocol !== 'https:' && next.protocol !== 'http:') throw new NetworkError(`a redirect to a ${next.protocol} address was not followed`);
    if (!sameOrigin(next.href, url)) headers = withoutAuthorization(headers);
    url = at.url = next.href;
  }
}

function withoutAuthorization(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'));
}

async function getJsonOnce(request: JsonRequest): Promise<JsonResponse> {
  const maxBodyBytes = request.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (request.signal?.aborted) throw new CancelledError();
  const deadline = startDeadline(request.timeoutMs, request.signal);
  let billed = false;
  const at = { url: request.url }; // the address asked now, which a redirect moves: what a failure names
  try {
    const response = await fetchFollowing(request, deadline.signal, at);
    const figures = readServiceFigures((name) => response.header(name));
    billed = mayBeBilled(response.status, figures);
    if (billed) request.onBilled?.(figures);
    try {
      const declared = Number(response.header('content-length') ?? NaN);
      if (declared > maxBodyBytes) {
        response.discard();
        throw new ResponseTooLargeError(maxBodyBytes);
      }
      if (response.status >= 200 && response.status < 300) {
        return { status: response.status, body: parseJson(await response.readText(maxBodyBytes)), figures };
      }
      const errorBody = await response.readText(MAX_ERROR_BODY_BYTES).catch(() => '');
      // Redacted before anything is shortened, in the raw body and in what is read out of it: an HTML page or JSON could
      // carry the key escaped (&#x61;…, \u0061…), decoded only there.
      const message = extractServerMessage(errorBody, response.header('content-type') ?? undefined, request.redact);
      throw withFigures(refusal(response.status, message, figures, response.header('retry-after'), request.resetsOn), figures);
    } catch (e) {
      const error = toApiError(e, request, deadline, at.url);
      if (billed) error.billed = true;
      throw error;
    }
  } catch (e) {
    const error = toApiError(e, request, deadline, at.url);
    // A platform that cannot see the answer it failed on (a browser's refused cross-origin answer) says it may be billed.
    if (error.billed && !billed) request.onBilled?.(undefined);
    throw error;
  } finally {
    deadline.release();
  }
}

/**
 * The error for a refusal. A 429 is about the month's credits when it says so, or when nothing is left and it gives no
 * wait of an hour or less: a burst limit's 429 says when to come back (Retry-After) and may well show 0 left of its
 * window, which is no reason to stop background work for the month.
 */
function refusal(status: number, message: string | undefined, figures: ServiceFigures | undefined, retryAfter: string | null, resetsOn?: () => string): ApiError {
  const wait = parseRetryAfter(retryAfter);
  const words = message ?? '';
  const saysCredits = /credit|quota/i.test(words) && !/rate.?limit|too many requests|slow down/i.test(words);
  const nothingLeft = figures?.remaining === 0 && monthlyFigures(figures) && (wait === undefined || wait > BURST_WAIT_MS);
  if (status === 402 || (status === 429 && (saysCredits || nothingLeft))) return new CreditsExhaustedError(message, resetsOn?.());
  if (status === 429) return new RateLimitedError(wait, message);
  return new HttpError(status, message);
}

function withFigures(error: ApiError, figures: ServiceFigures | undefined): ApiError {
  if (figures) error.serviceFigures = figures;
  return error;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // V8's parse error quotes the body, which can echo the API key: say nothing of the body.
    throw new InvalidResponseError(undefined, 'the body is not valid JSON');
  }
}

/** `url`: the address asked when it failed, whose host a network failure names. */
function toApiError(e: unknown, request: JsonRequest, deadline: Deadline, url: string): ApiError {
  const named = (error: ApiError) => (error instanceof NetworkError ? error.at(url) : error);
  if (e instanceof ApiError) return named(e);
  if (request.signal?.aborted) return new CancelledError();
  if (deadline.expired() || (e as Error)?.name === 'AbortError') return new TimeoutError(request.timeoutMs);
  return named(request.transport.describeFailure(e));
}

function statusOf(error: ApiError): number | undefined {
  if (error instanceof HttpError) return error.status;
  if (error instanceof RateLimitedError || error instanceof CreditsExhaustedError) return 429;
  return undefined;
}
