import assert from 'node:assert/strict';
import { RateLimitedError } from '../../src/api/transport/errors';
import { formatRequestLog } from '../../src/format/requestLog';

describe('formatRequestLog', () => {
  it('shows method, path, status and whole milliseconds', () => {
    assert.equal(
      formatRequestLog({ method: 'GET', path: '/api/1/search?name=usd', attempt: 0, status: 200, durationMs: 12.6, error: undefined }),
      'GET /api/1/search?name=usd → 200 in 13 ms',
    );
  });

  it('shows the failure and which retry it was', () => {
    const line = formatRequestLog({ method: 'GET', path: '/api/1/search?name=usd', attempt: 2, status: 429, durationMs: 3, error: new RateLimitedError(1000, undefined) });
    assert.match(line, /^GET \/api\/1\/search\?name=usd → 429: The service is rate limiting requests; try again in 1 s\. in 3 ms \(retry 2\)$/);
  });
});
