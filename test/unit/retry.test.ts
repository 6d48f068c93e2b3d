import assert from 'node:assert/strict';
import { CancelledError, HttpError, InvalidResponseError, NetworkError, RateLimitedError, TimeoutError } from '../../src/api/transport/errors';
import { parseRetryAfter, retryDelay, sleep, type RetryPolicy } from '../../src/api/transport/retry';
import { nowMs } from '../../src/core/clock';

const policy: RetryPolicy = { maxRetries: 2, baseDelayMs: 100, maxDelayMs: 1000, maxRetryAfterMs: 5000 };
const half = () => 0.5;

describe('retry policy', () => {
  it('retries 429, 502, 503, 504 and network failures with growing, jittered delays', () => {
    for (const error of [new RateLimitedError(undefined, undefined), new HttpError(502, undefined), new HttpError(503, undefined), new HttpError(504, undefined), new NetworkError('reset')]) {
      assert.equal(retryDelay(error, 0, policy, half), 75, error.message);
      assert.equal(retryDelay(error, 1, policy, half), 150, error.message);
    }
    assert.equal(retryDelay(new NetworkError('x'), 0, policy, () => 0), 50);
    assert.equal(retryDelay(new NetworkError('x'), 0, policy, () => 0.999), 100);
  });

  it('stops after the last retry', () => {
    assert.equal(retryDelay(new HttpError(503, undefined), 2, policy, half), undefined);
  });

  it('never retries errors that will not change', () => {
    for (const error of [new HttpError(400, 'bad'), new HttpError(401, undefined), new HttpError(404, undefined), new HttpError(500, undefined), new TimeoutError(1000), new CancelledError(), new InvalidResponseError('data', 'x')]) {
      assert.equal(retryDelay(error, 0, policy, half), undefined, error.message);
    }
  });

  it('waits at least as long as Retry-After, and gives up when it is beyond the bound', () => {
    assert.equal(retryDelay(new RateLimitedError(2000, undefined), 0, policy, half), 2000);
    assert.equal(retryDelay(new RateLimitedError(10, undefined), 0, policy, half), 75);
    assert.equal(retryDelay(new RateLimitedError(6000, undefined), 0, policy, half), undefined);
  });

  it('caps the exponential step', () => {
    assert.equal(retryDelay(new NetworkError('x'), 1, { ...policy, maxRetries: 9, maxDelayMs: 120 }, () => 1), 120);
  });

  it('parses Retry-After as seconds or as an HTTP date', () => {
    assert.equal(parseRetryAfter('3'), 3000);
    assert.equal(parseRetryAfter('0.5'), 500);
    assert.equal(parseRetryAfter(new Date(10_000).toUTCString(), 4_000), 6000);
    assert.equal(parseRetryAfter(new Date(0).toUTCString(), 4_000), 0);
    assert.equal(parseRetryAfter('soon'), undefined);
    assert.equal(parseRetryAfter(null), undefined);
  });

  it('sleeps can be cancelled', async () => {
    const controller = new AbortController();
    const started = nowMs();
    const pending = sleep(10_000, controller.signal);
    controller.abort();
    await assert.rejects(pending, CancelledError);
    assert.ok(nowMs() - started < 1000);
  });
});

describe('errors across bundles', () => {
  it('are recognised by kind, so a second copy of the classes (a lazily loaded bundle) knows them', () => {
    const foreign = Object.assign(new Error('The service is rate limiting requests.'), { kind: 'rate-limited', transient: true, retryAfterMs: 1000 });
    assert.ok(foreign instanceof RateLimitedError);
    assert.ok(!(foreign instanceof TimeoutError));
    assert.ok(new TimeoutError(1000) instanceof TimeoutError);
    assert.ok(new HttpError(500, undefined) instanceof HttpError && !(new HttpError(500, undefined) instanceof NetworkError));
    assert.ok(!(Object.assign(new Error('x'), { kind: 'something-else' }) instanceof HttpError));
    assert.ok(!({ kind: 'http' } instanceof HttpError), 'not an Error at all');
  });
});
