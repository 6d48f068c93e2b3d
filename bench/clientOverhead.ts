// Client overhead per request (timeout, retry wrapper, zod parsing, mapping) against a bare node-fetch
// of the same URL, in the same run, on loopback. The cache is off so every call is a real request.
// Both sides run the production build (minified, as the extension and the language server ship it, node-fetch
// included), not the sources under tsx, whose helpers (a name given to every closure made) the shipped code lacks.
import * as esbuild from 'esbuild';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { WalletAssetClient } from '../src/api/client';
import type { ReferenceServer } from '../test/server/server';
import { median } from './median';
import { REPO_ROOT } from '../test/host/paths';
// @ts-expect-error: plain ESM build script without type declarations
import { languageServerBuildOptions } from '../esbuild.mjs';

export interface OverheadResult { label: string; bareMedianMs: number; clientMedianMs: number; ratio: number }

/** The client, search and node-fetch as one production bundle (the language server's options: node-fetch inside). */
export interface ShippedClient {
  readonly WalletAssetClient: typeof import('../src/api/client').WalletAssetClient;
  readonly searchAssets: typeof import('../src/api/search').searchAssets;
  readonly fetch: typeof import('node-fetch').default;
}

export async function loadShippedClient(): Promise<ShippedClient> {
  const entry = "export { WalletAssetClient } from './src/api/client';\nexport { searchAssets } from './src/api/search';\nexport { default as fetch } from 'node-fetch';";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'walletscope-client-'));
  const outfile = path.join(dir, 'client.js');
  try {
    const options = languageServerBuildOptions(true) as esbuild.BuildOptions;
    await esbuild.build({ ...options, entryPoints: undefined, outdir: undefined, stdin: { contents: entry, resolveDir: REPO_ROOT, loader: 'ts' }, outfile, metafile: false, logLevel: 'error' });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(outfile) as ShippedClient;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureClientOverhead(
  shipped: ShippedClient, server: ReferenceServer, label: string, rounds: number, run: (c: WalletAssetClient) => Promise<unknown>, url: string,
): Promise<OverheadResult> {
  const client = new shipped.WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 10_000, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: '1' as const }));
  const bare = async () => JSON.parse(await (await shipped.fetch(url)).text());
  for (let i = 0; i < 20; i++) { await bare(); await run(client); } // warm up both paths
  const bareTimes: number[] = [];
  const clientTimes: number[] = [];
  for (let i = 0; i < rounds; i++) {
    // Alternate which goes first, so drift (GC, CPU frequency) and what one leaves behind hit both sides alike.
    const bareTime = i % 2 === 0 ? await time(bare) : undefined;
    clientTimes.push(await time(() => run(client)));
    bareTimes.push(bareTime ?? await time(bare));
  }
  const bareMedianMs = median(bareTimes);
  const clientMedianMs = median(clientTimes);
  return { label, bareMedianMs, clientMedianMs, ratio: clientMedianMs / bareMedianMs };
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}
