// GET a JSON document (or POST a batch query for one): one attempt has a timeout, honours cancellation and refuses oversized bodies;
// transient failures are retried with backoff.
import fetch, { AbortError, FetchError, type Response } from 'node-fetch';
import { resetLabel } from './credits/calendar';
import { readServiceFigures, type ServiceFigures } from './credits/serviceFigures';
import {
  ApiError, CancelledError, CreditsExhaustedError, HttpError, InvalidResponseError, NetworkError, RateLimitedError, ResponseTooLargeError,
  TimeoutError,
} from './errors';
import { sameOrigin } from './keyPolicy';
import { extractServerMessage } from './serverMessage';
import { DEFAULT_RETRY_POLICY, parseRetryAfter, retryDelay, sleep, type RetryPolicy } from './retry';

export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;
const MAX_ERROR_BODY_BYTES = 64 * 1024;

export interface JsonRequest {
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

/**
 * Follows up to three redirects by hand: a redirect to another origin (scheme, host or port) loses the
 * Authorization header, so the API key never reaches a host the user did not enter it for, and a redirect
 * anywhere but http(s) is not followed. (node-fetch drops it only for other domains, not other ports or schemes.)
 */
async function fetchFollowing(request: JsonRequest, signal: AbortSignal): Promise<Response> {
  let url = request.url;
  let headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  for (let hop = 0; ; hop++) {
    const response = request.body === undefined
      ? await fetch(url, { headers, signal, redirect: 'manual' })
      : await fetch(url, { method: 'POST', body: request.body, headers: { ...headers, 'content-type': 'application/json' }, signal, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null) return response;
    destroyBody(response);
    if (hop >= MAX_REDIRECTS) throw new NetworkError(`more than ${MAX_REDIRECTS} redirects`);
    const next = new URL(location, url);
    if (next.protocol !== 'https:' && next.protocol !== 'http:') throw new NetworkError(`a redirect to a ${next.protocol} address was not followed`);
    if (!sameOrigin(next.href, url)) headers = withoutAuthorization(headers);
    url = next.href;
  }
}

function withoutAuthorization(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'));
}

async function getJsonOnce(request: JsonRequest): Promise<JsonResponse> {
  const maxBodyBytes = request.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), request.timeoutMs);
  const onCallerAbort = () => deadline.abort();
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    if (request.signal?.aborted) throw new CancelledError();
    const response = await fetchFollowing(request, deadline.signal);
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > maxBodyBytes) {
      destroyBody(response);
      throw new ResponseTooLargeError(maxBodyBytes);
    }
    const figures = readServiceFigures((name) => response.headers.get(name));
    if (response.status >= 200 && response.status < 300) {
      return { status: response.status, body: parseJson(await readText(response, maxBodyBytes)), figures };
    }
    const errorBody = await readText(response, MAX_ERROR_BODY_BYTES).catch(() => '');
    // Redacted before anything is shortened, in the raw body and in what is read out of it: an HTML page or JSON could
    // carry the key escaped (&#x61;…, \u0061…), decoded only there.
    const message = extractServerMessage(errorBody, response.headers.get('content-type') ?? undefined, request.redact);
    throw withFigures(refusal(response.status, message, figures, response.headers.get('retry-after')), figures);
  } catch (e) {
    throw toApiError(e, request, deadline.signal, maxBodyBytes);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** The error for a refusal; a 429 that is about the month's credits (its words, or nothing left) is not a rate limit. */
function refusal(status: number, message: string | undefined, figures: ServiceFigures | undefined, retryAfter: string | null): ApiError {
  const outOfCredits = status === 402 || (status === 429 && (figures?.remaining === 0 || /credit|quota/i.test(message ?? '')));
  if (outOfCredits) return new CreditsExhaustedError(message, resetLabel(Date.now()));
  if (status === 429) return new RateLimitedError(parseRetryAfter(retryAfter), message);
  return new HttpError(status, message);
}

function withFigures(error: ApiError, figures: ServiceFigures | undefined): ApiError {
  if (figures) error.serviceFigures = figures;
  return error;
}

async function readText(response: import('node-fetch').Response, maxBytes: number): Promise<string> {
  // node-fetch's `size` is fixed per request; a per-read cap keeps error bodies small too.
  let received = 0;
  const chunks: Buffer[] = [];
  if (!response.body) return '';
  try {
    for await (const chunk of response.body) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      received += buffer.length;
      if (received > maxBytes) {
        destroyBody(response);
        throw new ResponseTooLargeError(maxBytes);
      }
      chunks.push(buffer);
    }
  } catch (e) {
    // Headers arrived, so a failure now (other than our own abort) means the body was cut short.
    if (e instanceof ApiError || (e as Error).name === 'AbortError') throw e;
    throw new NetworkError('the connection closed before the response was complete');
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Stops reading and frees the socket (node-fetch's body is a Node stream at run time). */
function destroyBody(response: import('node-fetch').Response): void {
  (response.body as unknown as { destroy?: () => void } | null)?.destroy?.();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // V8's parse error quotes the body, which can echo the API key: say nothing of the body.
    throw new InvalidResponseError(undefined, 'the body is not valid JSON');
  }
}

function toApiError(e: unknown, request: JsonRequest, deadline: AbortSignal, maxBodyBytes: number): ApiError {
  if (e instanceof ApiError) return e;
  if (request.signal?.aborted) return new CancelledError();
  if (deadline.aborted || e instanceof AbortError) return new TimeoutError(request.timeoutMs);
  if (e instanceof FetchError && e.type === 'max-size') return new ResponseTooLargeError(maxBodyBytes);
  const error = e as NodeJS.ErrnoException;
  return new NetworkError(describeNetworkFailure(error.code, error.message));
}

function describeNetworkFailure(code: string | undefined, message: string): string {
  // A body that stops early surfaces as ECONNRESET too, so the message is checked before the code.
  if (/invalid response body|premature close|ERR_STREAM_PREMATURE_CLOSE/i.test(`${message} ${code}`)) {
    return 'the connection closed before the response was complete';
  }
  switch (code) {
    case 'ECONNREFUSED': return 'the connection was refused';
    case 'ECONNRESET': return 'the connection was reset';
    case 'ENOTFOUND': return 'the host name could not be resolved';
    case 'EAI_AGAIN': return 'the host name could not be resolved (DNS is not answering)';
    case 'ETIMEDOUT': return 'the connection timed out';
    default: return message;
  }
}

function statusOf(error: ApiError): number | undefined {
  if (error instanceof HttpError) return error.status;
  if (error instanceof RateLimitedError || error instanceof CreditsExhaustedError) return 429;
  return undefined;
}
