// Client overhead per request (timeout, retry wrapper, zod parsing, mapping) against a bare node-fetch
// of the same URL, in the same run, on loopback. The cache is off so every call is a real request.
import fetch from 'node-fetch';
import { WalletAssetClient } from '../src/api/client';
import type { ReferenceServer } from '../test/server/server';

export interface OverheadResult { label: string; bareMedianMs: number; clientMedianMs: number; ratio: number }

export async function measureClientOverhead(server: ReferenceServer, label: string, rounds: number, run: (c: WalletAssetClient) => Promise<unknown>, url: string): Promise<OverheadResult> {
  const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 10_000, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: '1' as const }));
  const bare = async () => JSON.parse(await (await fetch(url)).text());
  for (let i = 0; i < 20; i++) { await bare(); await run(client); } // warm up both paths
  const bareTimes: number[] = [];
  const clientTimes: number[] = [];
  for (let i = 0; i < rounds; i++) {
    // Alternate so drift (GC, CPU frequency) hits both sides alike.
    bareTimes.push(await time(bare));
    clientTimes.push(await time(() => run(client)));
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

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
