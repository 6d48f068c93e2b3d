// Hover latency without the editor: find the address under the cursor, get its metadata through the
// client (cached or not) and build the markdown, as the hover provider does.
import { WalletAssetClient } from '../src/api/client';
import { addressAt } from '../src/detect';
import { assetHover, unknownAddressHover } from '../src/format/hoverContent';
import type { ReferenceServer } from '../test/server/server';

const LINE = '    address public constant USDC = 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48;';
const CURSOR = LINE.indexOf('0x') + 20;

async function hover(client: WalletAssetClient): Promise<string> {
  const found = addressAt(LINE, CURSOR);
  if (!found) throw new Error('no address under the cursor');
  const asset = await client.getAssetMetadata(found.address);
  return asset ? assetHover(asset, { address: found.address }) : unknownAddressHover({ address: found.address });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timings(runs: number, client: WalletAssetClient): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await hover(client);
    times.push(performance.now() - started);
  }
  return times;
}

export async function benchHover(server: ReferenceServer): Promise<string[]> {
  const settings = (ttl: number) => () => ({ baseUrl: server.url, timeoutMs: 10_000, cacheTtlSeconds: ttl, apiKey: undefined, apiVersion: '1' as const });
  const cachedClient = new WalletAssetClient(settings(600));
  await timings(200, cachedClient); // warm up: the first call fills the cache
  const cached = await timings(5000, cachedClient);
  const uncached = await timings(500, new WalletAssetClient(settings(0)));
  const fmt = (t: number[]) => `p50 ${percentile(t, 50).toFixed(3)} ms, p99 ${percentile(t, 99).toFixed(3)} ms`;
  return [
    `hover   cached (in-process, 5000): ${fmt(cached)} (goal p99 < 2 ms)`,
    `hover   uncached (reference server on loopback, 500): ${fmt(uncached)}`,
  ];
}
