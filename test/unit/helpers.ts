// Shared set-up for client tests: a reference server on loopback and a client pointed at it.
import type { ApiVersion } from '../../src/api/transport/routes';
import { WalletAssetClient, type ClientSettings, type RequestLogEntry } from '../../src/api/client';
import type { RetryPolicy } from '../../src/api/transport/retry';
import { startReferenceServer, type ReferenceServer } from '../server/server';

/** Short waits so retry tests stay fast; the shape of the policy is the production one. */
export const FAST_RETRY: RetryPolicy = { maxRetries: 2, baseDelayMs: 10, maxDelayMs: 40, maxRetryAfterMs: 2000 };

export interface Harness {
  server: ReferenceServer;
  client: WalletAssetClient;
  settings: { -readonly [K in keyof ClientSettings]: ClientSettings[K] };
  log: RequestLogEntry[];
}

export async function startHarness(options: Parameters<typeof startReferenceServer>[0] = {}): Promise<Harness> {
  const server = await startReferenceServer(options);
  const settings = { baseUrl: server.url, timeoutMs: 2000, cacheTtlSeconds: 60, apiKey: undefined as string | undefined, apiVersion: '1' as ApiVersion };
  const log: RequestLogEntry[] = [];
  const client = new WalletAssetClient(() => settings, { retry: FAST_RETRY, onRequest: (e) => log.push(e) });
  return { server, client, settings, log };
}

/** A fresh client (empty cache) on the same server and settings. */
export function freshClient(h: Harness): WalletAssetClient {
  return new WalletAssetClient(() => h.settings, { retry: FAST_RETRY, onRequest: (e) => h.log.push(e) });
}
