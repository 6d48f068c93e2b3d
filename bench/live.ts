// Live prices: the feed client's memory over an hour of ticks (simulated fast against the reference feed).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PriceFeed } from '../src/api/feed/priceFeed';
import { startReferenceServer } from '../test/server/server';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => { gc(); gc(); return process.memoryUsage().heapUsed / 1024 / 1024; };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

const FOLLOWED = 10;
const HOUR_OF_TICKS = 3600;

async function feedMemory(): Promise<string> {
  const server = await startReferenceServer({ feedTickMs: 2 });
  // An hour in seconds: the flood guards (50 frames and 256 KB a second by default) are lifted for the simulation.
  const feed = new PriceFeed({ url: () => server.feedUrl, apiKey: () => undefined, log: () => undefined, maxFramesPerSecond: 1e9, maxBytesPerSecond: 1e12 });
  let ticks = 0;
  const handles = Array.from({ length: FOLLOWED }, (_, i) => feed.subscribe({ kind: 'asset', id: 100001 + i }, () => { ticks++; }));
  try {
    const until = async (n: number) => { while (ticks < n) await wait(20); };
    await until(FOLLOWED * 300); // warmed up: five minutes of ticks
    // The heap after a full GC every half hour for three hours: a leak keeps rising, warm-up flattens out.
    const samples = [heapMb()];
    for (let half = 1; half <= 6; half++) {
      await until(FOLLOWED * (300 + (HOUR_OF_TICKS / 2) * half));
      samples.push(heapMb());
    }
    const lastHour = samples[6]! - samples[4]!;
    return `live    feed client, ${FOLLOWED} prices, 3 hours of 1-second ticks (${ticks.toLocaleString('en-US')} updates, simulated at 2 ms): heap every half hour ${samples.map((m) => m.toFixed(2)).join(' → ')} MB; third hour ${lastHour >= 0 ? '+' : ''}${lastHour.toFixed(2)} MB (goal: no growth)`;
  } finally {
    for (const h of handles) h.dispose();
    feed.dispose();
    await server.close();
  }
}

export async function benchLive(): Promise<string[]> {
  // What an open page and the wallets spend in REST price requests is the credits session's figure (bench/credits.ts).
  return [await feedMemory()];
}
