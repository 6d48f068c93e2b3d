// A network failure names the host it tried ("Could not reach api.example.com: ..."), and never the path, the query
// or user info of a URL, where a key could be: with node-fetch's own words, after a redirect, in the browser build.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { WalletAssetClient } from '../../src/api/client';
import { NetworkError } from '../../src/api/transport/errors';
import { nodeTransport } from '../../src/api/transport/node';
import type { Transport, TransportResponse } from '../../src/api/transport/types';
import { webTransport } from '../../src/api/transport/web';

const KEY = 'sk-secret-0123456789';
const NO_RETRY = { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1, maxRetryAfterMs: 1 };

function client(baseUrl: string, transport: Transport): WalletAssetClient {
  return new WalletAssetClient(
    () => ({ baseUrl, timeoutMs: 5000, cacheTtlSeconds: 0, apiKey: KEY, apiVersion: '1' }),
    { transport, retry: NO_RETRY },
  );
}

/** The message of the error the lookup failed with. */
async function failure(baseUrl: string, transport: Transport): Promise<string> {
  const error = await client(baseUrl, transport).getAssetMetadata('bitcoin').then(() => undefined, (e: unknown) => e);
  assert.ok(error instanceof NetworkError, `expected a NetworkError, got ${String(error)}`);
  return error.message;
}

/** A transport whose requests fail as node-fetch fails: a FetchError quoting the whole URL, with the system's code. */
function failingWith(code: string, reason: string, answers: Partial<Record<string, TransportResponse>> = {}): Transport {
  return {
    send: (url) => {
      const answer = answers[new URL(url).host];
      if (answer) return Promise.resolve(answer);
      return Promise.reject(Object.assign(new Error(`request to ${url} failed, reason: ${reason}`), { code }));
    },
    describeFailure: nodeTransport.describeFailure,
  };
}

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('network failures name the host they tried', () => {
  it('an unresolvable host: "Could not reach api.example.com: the host name could not be resolved."', async () => {
    const message = await failure('https://api.example.com', failingWith('ENOTFOUND', 'getaddrinfo ENOTFOUND api.example.com'));
    assert.equal(message, 'Could not reach api.example.com: the host name could not be resolved.');
  });

  it('a refused connection on this computer, through node-fetch, names the host and port', async () => {
    const port = await closedPort();
    assert.equal(await failure(`http://127.0.0.1:${port}`, nodeTransport), `Could not reach 127.0.0.1:${port}: the connection was refused.`);
  });

  it('keeps node-fetch\'s words for other failures, with the URL it quotes cut to its host: no path, query or key', async () => {
    const message = await failure('https://api.example.com/base', failingWith('CERT_HAS_EXPIRED', 'certificate has expired'));
    assert.equal(message, 'Could not reach api.example.com: request to api.example.com failed, reason: certificate has expired.');
  });

  it('names no user info of the base URL', async () => {
    const message = await failure(`https://user:${KEY}@api.example.com`, failingWith('ECONNRESET', 'socket hang up'));
    assert.equal(message, 'Could not reach api.example.com: the connection was reset.');
  });

  it('names the host a redirect led to, when that one fails', async () => {
    const redirect: TransportResponse = {
      status: 302, header: (name) => (name === 'location' ? `https://mirror.example:8443/api/1/metadata?asset=bitcoin&key=${KEY}` : null),
      readText: () => Promise.resolve(''), discard: () => undefined,
    };
    const message = await failure('https://api.example.com', failingWith('ECONNREFUSED', 'connect ECONNREFUSED', { 'api.example.com': redirect }));
    assert.equal(message, 'Could not reach mirror.example:8443: the connection was refused.');
  });

  it('names the host when the body stops early', async () => {
    const cut: TransportResponse = {
      status: 200, header: () => null, discard: () => undefined,
      readText: () => Promise.reject(new NetworkError('the connection closed before the response was complete')),
    };
    const message = await failure('https://api.example.com', failingWith('X', 'x', { 'api.example.com': cut }));
    assert.equal(message, 'Could not reach api.example.com: the connection closed before the response was complete.');
  });

  it('in the browser build, a request the browser refused names the host too', async () => {
    const transport: Transport = { send: () => Promise.reject(new TypeError('Failed to fetch')), describeFailure: webTransport.describeFailure };
    assert.match(await failure('https://api.example.com', transport), /^Could not reach api\.example\.com: no answer to this browser/);
  });

  it('never quotes a path, a query string or the key', async () => {
    const messages = await Promise.all([
      failure(`https://api.example.com/v/${KEY}`, failingWith('EPROTO', `write EPROTO https://api.example.com/x?apiKey=${KEY}`)),
      failure('https://api.example.com', failingWith('UNKNOWN', `request to https://api.example.com/api/1/metadata?asset=bitcoin&k=${KEY} failed`)),
    ]);
    for (const message of messages) {
      assert.doesNotMatch(message, /\?|asset=|sk-secret|\/v\//, message);
      assert.match(message, /^Could not reach api\.example\.com: /, message);
    }
  });
});
