// When and how long to wait before trying a request again.
import { ApiError, CancelledError, HttpError, NetworkError, RateLimitedError } from './errors';
import { nowMs } from '../../core/clock';

export interface RetryPolicy {
  /** Further attempts after the first. */
  readonly maxRetries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error goes to the caller instead. */
  readonly maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 8000, maxRetryAfterMs: 20000 };

/** Milliseconds to wait before the next attempt, or undefined when `error` should not be retried. */
export function retryDelay(error: ApiError, attempt: number, policy: RetryPolicy, random: () => number = Math.random): number | undefined {
  // An answer the service may have billed (a body cut short, too large, not JSON) is not asked again here: each try
  // would be billed again. The caller (a view's Retry, the next background run) decides, within the budget.
  if (attempt >= policy.maxRetries || error.billed) return undefined;
  const backoff = exponentialWithJitter(attempt, policy, random);
  if (error instanceof RateLimitedError) {
    if (error.retryAfterMs === undefined) return backoff;
    return error.retryAfterMs <= policy.maxRetryAfterMs ? Math.max(error.retryAfterMs, backoff) : undefined;
  }
  if (error instanceof HttpError) return [502, 503, 504].includes(error.status) ? backoff : undefined;
  if (error instanceof NetworkError) return backoff;
  return undefined;
}

/** "Equal jitter": half the exponential step is fixed, half random, so retries spread but never fire at once. */
function exponentialWithJitter(attempt: number, policy: RetryPolicy, random: () => number): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(step / 2 + random() * (step / 2));
}

/** A Retry-After longer than a day is read as a day: a service's wait, not an absurd or hostile number. */
export const MAX_RETRY_AFTER_MS = 86_400_000;

/** Parses a Retry-After header (seconds or an HTTP date) into milliseconds from `now`, at most a day. */
export function parseRetryAfter(value: string | null | undefined, now: number = nowMs()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim().slice(0, 100);
  const ms = /^\d+(\.\d+)?$/.test(trimmed) ? Math.round(Number(trimmed) * 1000) : Date.parse(trimmed) - now;
  return Number.isNaN(ms) ? undefined : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CancelledError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new CancelledError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
