// Redirects never carry the API key to another origin: scheme, host or port.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WalletAssetClient } from '../../src/api/client';
import { NetworkError } from '../../src/api/transport/errors';
import { FAST_RETRY } from './helpers';
import { searchAssets } from '../../src/api/search';

interface Loopback { url: string; seen: IncomingMessage['headers'][]; close(): Promise<void> }

async function loopback(answer: (path: string) => { status: number; location?: string }): Promise<Loopback> {
  const seen: IncomingMessage['headers'][] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req.headers);
    const { status, location } = answer(req.url ?? '/');
    res.writeHead(status, { 'content-type': 'application/json', ...(location ? { location } : {}) }).end(status === 200 ? '{"data":[]}' : '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function client(baseUrl: string): WalletAssetClient {
  return new WalletAssetClient(() => ({ baseUrl, timeoutMs: 2000, cacheTtlSeconds: 0, apiKey: 'sk-redirect-test', apiVersion: '1' as const }), { retry: { ...FAST_RETRY, maxRetries: 0 } });
}

describe('redirects and the API key', () => {
  it('keeps the key on a redirect within the same origin', async () => {
    const server = await loopback((path) => (path.startsWith('/api/1/search') ? { status: 302, location: '/moved/search' } : { status: 200 }));
    try {
      assert.deepEqual(await searchAssets(client(server.url), 'usd'), []);
      assert.deepEqual(server.seen.map((h) => h.authorization), ['sk-redirect-test', 'sk-redirect-test']);
    } finally {
      await server.close();
    }
  });

  it('drops the key on a redirect to another port of the same host', async () => {
    const other = await loopback(() => ({ status: 200 }));
    const first = await loopback(() => ({ status: 307, location: `${other.url}/collect` }));
    try {
      assert.deepEqual(await searchAssets(client(first.url), 'usd'), []);
      assert.equal(first.seen[0]?.authorization, 'sk-redirect-test');
      assert.equal(other.seen.length, 1, 'the redirect was followed');
      assert.equal(other.seen[0]?.authorization, undefined, 'without the key');
    } finally {
      await Promise.all([first.close(), other.close()]);
    }
  });

  it('follows no redirect to anything but http(s), and no more than three', async () => {
    const fileRedirect = await loopback(() => ({ status: 302, location: 'file:///etc/passwd' }));
    const loop = await loopback(() => ({ status: 302, location: '/again' }));
    try {
      await assert.rejects(searchAssets(client(fileRedirect.url), 'usd'), (e: unknown) => e instanceof NetworkError && /file: address was not followed/.test(e.message));
      await assert.rejects(searchAssets(client(loop.url), 'usd'), (e: unknown) => e instanceof NetworkError && /more than 3 redirects/.test(e.message));
      assert.equal(loop.seen.length, 4);
    } finally {
      await Promise.all([fileRedirect.close(), loop.close()]);
    }
  });
});
