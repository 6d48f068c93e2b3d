// A loopback HTTP server that answers every request with a given JSON body: recorded-style fixtures go
// through the client's real path (fetch, size cap, JSON, schema) exactly as a live answer would.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WalletAssetClient } from '../../src/api/client';
import { FAST_RETRY } from './helpers';

export interface FixtureServer {
  readonly client: WalletAssetClient;
  /** The next answers' body, as JSON text. */
  serve(body: unknown): void;
  /** Query strings of the requests so far. */
  readonly queries: URLSearchParams[];
  close(): Promise<void>;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  let text = '{}';
  const queries: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    queries.push(new URL(req.url ?? '/', 'http://localhost').searchParams);
    res.writeHead(200, { 'content-type': 'application/json' }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const settings = { baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2000, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: '1' as const };
  return {
    client: new WalletAssetClient(() => settings, { retry: FAST_RETRY }),
    serve: (body) => { text = JSON.stringify(body); },
    queries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
