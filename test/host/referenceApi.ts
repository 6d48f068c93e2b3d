// The local reference API (test/server) for a test or demo window, closed by the run's cleanup.
import type { Cleanup } from './cleanup';
import { startReferenceServer, type ReferenceServer } from '../server/server';

export type { ReferenceServer };

export async function startReferenceApi(cleanup: Cleanup, options: Parameters<typeof startReferenceServer>[0] = {}): Promise<ReferenceServer> {
  const server = await startReferenceServer({ host: '127.0.0.1', port: 0, ...options });
  cleanup.add(`reference API at ${server.url}`, () => server.close());
  return server;
}
