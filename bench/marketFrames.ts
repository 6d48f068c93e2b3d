// The pool page's live market frames: how many a second the extension host's side of the page takes in without
// dropping one (goal 100/s with under 5% of the host busy). The reference server runs in its own process (so its
// sending is not counted), on the Growth plan, sending each of the page's three subscriptions (figures, trades, candle)
// its frames every few ms; this process runs what the host runs for an open pool page: the market streams' socket and
// readers, the page's live part (gathering updates, handing them on every 250 ms), its trades and candle models and
// the message it posts to the webview (serialized, as postMessage does). Busy is performance.eventLoopUtilization over
// the run. Alone: `npx tsx bench/marketFrames.ts`.
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { WalletAssetClient } from '../src/api/client';
import { getPool } from '../src/api/markets/requests';
import type { MarketTarget } from '../src/api/feed/marketFrames';
import { MarketStreams } from '../src/api/feed/marketStreams';
import { wsOpener } from '../src/api/feed/wsSocket';
import type { MarketLive } from '../src/live/marketLive';
import { PageCandles } from '../src/pool/pageCandles';
import { PageLive } from '../src/pool/pageLive';
import { PageTrades, type PoolScheduler } from '../src/pool/pageTrades';
import type { ToPageMessage } from '../src/pool/protocol';

const POOL = { address: '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640', blockchain: 'Ethereum' };
const GOAL_FPS = 100;
const GOAL_BUSY = 0.05;
const RUN_MS = 5000;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/server/main.ts', '--plan', 'growth', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const m = /listening on (http:\/\/[\d.:]+)/.exec(text);
      if (m) resolve(m[1]!);
    });
    child.once('exit', () => reject(new Error(`the reference server stopped: ${text}`)));
  });
  return { url, child };
}

async function control(url: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${url}${path}`, { method: body === undefined ? 'GET' : 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
  return res.json();
}

/** One run at `fps` frames a second (three subscriptions, one frame each per tick): frames sent, taken, host busy. */
async function run(url: string, fps: number): Promise<{ sent: number; taken: number; busy: number }> {
  const client = new WalletAssetClient(() => ({ baseUrl: url, timeoutMs: 5000, cacheTtlSeconds: 60, apiKey: undefined, apiVersion: 'auto' as const }));
  const pool = (await getPool(client, POOL))!;
  const post = async (m: ToPageMessage) => { JSON.stringify(m); }; // what postMessage does with it
  const scheduler: PoolScheduler = { add: () => ({ dispose: () => undefined }), ran: () => undefined, poke: () => undefined, now: () => Date.now(), intervalMs: () => 15_000 };
  const trades = new PageTrades(client, scheduler, () => false, post, () => undefined);
  await trades.setPool(pool, false);
  const candles = new PageCandles(client, post, () => undefined);
  await candles.load(POOL, '1m', false);
  const streams = new MarketStreams({ opener: wsOpener, url: () => url.replace(/^http/, 'ws'), apiKey: () => undefined, log: () => undefined, maxFramesPerSecond: 100_000 });
  // What the window's hub (../src/live/marketLive) gives a page, without vscode: the streams themselves.
  const hub = {
    onDidChange: () => ({ dispose: () => undefined }), isLive: (o: string, t: MarketTarget) => streams.isLive(o, t), capped: () => false,
    show: (o: string, t: readonly MarketTarget[], l: Parameters<MarketStreams['show']>[2]) => streams.show(o, t, l), hide: (o: string) => streams.hide(o),
  } as unknown as MarketLive;
  const live = new PageLive(hub, {
    trades: (t) => trades.addLive(t), candle: (p, k) => candles.liveCandle(p, k), figures: () => undefined, resumePolling: () => undefined,
  }, post, () => 15_000);
  streams.allow(true);
  live.follow(POOL, '1m', true);
  try {
    // Frames first: a page counts as live once a frame for it is heard (not when its subscription is sent), so waiting
    // for live before any frame is sent waited for ever.
    await control(url, '/__control/streams/tick', { ms: Math.max(5, Math.round(3000 / fps)) });
    for (let waited = 0; !live.live; waited += 20) {
      if (waited > 10_000) throw new Error('the pool page did not go live within 10 s of the frames starting');
      await wait(20);
    }
    await wait(500);
    const before = (await control(url, '/__control/streams')) as { framesSent: number };
    const taken0 = live.taken;
    const elu0 = performance.eventLoopUtilization();
    await wait(RUN_MS);
    const elu = performance.eventLoopUtilization(elu0);
    const after = (await control(url, '/__control/streams')) as { framesSent: number };
    await control(url, '/__control/streams/tick', { ms: 3_600_000 });
    await wait(300); // frames in flight arrive
    return { sent: after.framesSent - before.framesSent, taken: live.taken - taken0, busy: elu.utilization };
  } finally {
    live.dispose();
    streams.dispose();
    trades.dispose();
  }
}

export async function benchMarketFrames(): Promise<string[]> {
  const { url, child } = await startServer();
  try {
    const lines: string[] = [];
    for (const fps of [GOAL_FPS, 3 * GOAL_FPS]) {
      const r = await run(url, fps);
      const rate = (r.taken / RUN_MS) * 1000;
      const dropped = Math.max(0, r.sent - r.taken);
      lines.push(`live    pool page, market frames: ${rate.toFixed(0)} a second taken in of ${((r.sent / RUN_MS) * 1000).toFixed(0)} sent (${dropped} dropped), `
        + `host busy ${(r.busy * 100).toFixed(1)}% over ${RUN_MS / 1000} s (goal ${GOAL_FPS}/s with none dropped and under ${GOAL_BUSY * 100}% busy)`);
    }
    return lines;
  } finally {
    child.kill();
  }
}

if (process.argv[1]?.endsWith('marketFrames.ts')) void benchMarketFrames().then((lines) => { for (const l of lines) console.log(l); });
