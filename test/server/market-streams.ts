// The service's market streams on the API origin's websocket (beside the wallet streams, ./wallet-streams):
// `market-details` ({pools:[{address, blockchain}]}: the pool's figures under pairData), `fast-trade` ({items:[...]}: one
// trade a frame, camelCase as @mobula_labs/types' BaseFastTrade) and `ohlcv` ({address, blockchain, period}: the current
// candle). Frames come from the same price curve as the REST answers, for the demo pools (data/pools.ts); a pool the
// catalogue lacks gets nothing. Hostile mode mixes in what a broken or malicious service sends: frames out of order,
// unknown subscription ids, prices as strings, NaN and negative figures (floods are `push`ed by the control hook).
import { createHash } from 'node:crypto';
import { resolveChain } from './data/chains';
import { PERIOD_MS } from './market-candles';
import { findPool, poolState, usdPrice, viewOf } from './pool-model';

export type MarketSub =
  | { type: 'market-details'; pools: Array<{ address: string; blockchain: string }>; subscriptionId?: string }
  | { type: 'fast-trade'; items: Array<{ address: string; blockchain: string }>; subscriptionId?: string }
  | { type: 'ohlcv'; address: string; blockchain: string; period: string; subscriptionId?: string };

export const MARKET_TYPES = ['market-details', 'fast-trade', 'ohlcv'] as const;

function pools(sub: MarketSub): Array<{ address: string; blockchain: string }> {
  return sub.type === 'market-details' ? sub.pools : sub.type === 'fast-trade' ? sub.items : [{ address: sub.address, blockchain: sub.blockchain }];
}

/** The frames one tick sends a subscription (one per demo pool it names); `seq` makes each trade its own. */
export function marketFrames(sub: MarketSub & { subscriptionId: string }, now: number, anchorMs: number, seq: number): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const p of pools(sub)) {
    const chain = resolveChain(p.blockchain);
    const pool = chain ? findPool(p.address, chain) : undefined;
    if (!pool) continue;
    const { base } = viewOf(pool);
    const price = usdPrice(base.asset, now, anchorMs);
    const id = sub.subscriptionId;
    if (sub.type === 'market-details') {
      const state = poolState(pool, now, anchorMs);
      out.push({ subscriptionId: id, updated: true, timestamp: now, pair: pool.address, blockchain: pool.chain,
        pairData: { address: pool.address, blockchain: pool.chain, priceUSD: price, priceToken: price / state.quotePrice, liquidityUSD: state.liquidityUsd, volume24hUSD: pool.volume24h } });
    } else if (sub.type === 'fast-trade') {
      const u = createHash('sha256').update(`${pool.address}:${seq}`).digest();
      const usd = 50 + (u[0]! * 256 + u[1]!) / 65535 * 20_000;
      out.push({ subscriptionId: id, timestamp: now, date: now, pair: pool.address, blockchain: pool.chain, type: u[2]! < 128 ? 'buy' : 'sell',
        tokenPrice: price, tokenAmount: usd / price, tokenAmountUsd: usd, hash: `0x${u.toString('hex')}`, sender: `0x${u.subarray(0, 20).toString('hex')}`,
        operation: 'regular', swapIndex: 0 });
    } else {
      const size = PERIOD_MS[sub.period] ?? 60_000;
      const t = Math.floor(now / size) * size;
      const open = usdPrice(base.asset, t, anchorMs);
      out.push({ subscriptionId: id, time: t, period: sub.period, open, high: Math.max(open, price) * 1.001, low: Math.min(open, price) * 0.999, close: price, volume: (pool.volume24h) / 1440 });
    }
  }
  return out;
}

/** When the far-future copy is dated: the year 2100, which a Date holds. */
const FAR_FUTURE_MS = 4_102_444_800_000;

/** What a hostile service sends beside a good frame: an older copy, one dated in 2100, an id nobody holds, prices as text, NaN, negatives. */
export function hostileFrames(good: Record<string, unknown>): Array<Record<string, unknown> | string> {
  const older = { ...good, timestamp: Number(good.timestamp ?? 0) - 60_000, time: Number(good.time ?? 0) - 3_600_000, date: Number(good.date ?? 0) - 60_000 };
  return [
    { ...good, ...(good.timestamp !== undefined ? { timestamp: FAR_FUTURE_MS } : {}), ...(good.time !== undefined ? { time: FAR_FUTURE_MS } : {}), ...(good.date !== undefined ? { date: FAR_FUTURE_MS } : {}) },
    good.time !== undefined || good.pairData !== undefined ? older : { ...good, tokenPrice: 'NaN' },
    { ...good, subscriptionId: 'ws:ft:Ethereum:0xnobody' },
    { ...good, tokenPrice: String(good.tokenPrice ?? ''), close: String(good.close ?? '') },
    { ...good, tokenPrice: -1, tokenAmountUsd: Infinity, close: -5, open: Number.NaN },
    'NaN', '{"subscriptionId":', JSON.stringify({ ...good, pairData: { priceUSD: 'Infinity', liquidityUSD: -1 } }),
  ];
}

export interface MarketSubscriber {
  readonly sub: MarketSub & { subscriptionId: string };
  readonly send: (frame: unknown) => void;
}

/**
 * The market streams' clock: while anyone holds a market subscription, every `tickMs` each gets its frames (a trade,
 * the candle, the figures); `push` sends N at once (tests, the bench); hostile mode mixes in the bad frames.
 */
export class MarketTicker {
  private timer: NodeJS.Timeout | undefined;
  private seq = 0;

  constructor(private readonly o: { subscribers: () => MarketSubscriber[]; anchorMs: number; now: () => number; tickMs: number; hostile: boolean }) {}

  /** A subscription came or went: the clock runs while there are any. */
  update(): void {
    const any = this.o.subscribers().length > 0;
    if (any && !this.timer) this.timer = setInterval(() => this.tick(1), this.o.tickMs);
    else if (!any && this.timer) this.stop();
  }

  setTickMs(ms: number): void {
    this.o.tickMs = ms;
    this.stop();
    this.update();
  }

  /** `count` rounds of frames now, to every market subscriber (of `type` only, if given); the frames sent. */
  push(count: number, type?: string): number {
    return this.tick(count, type);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private tick(rounds: number, type?: string): number {
    let sent = 0;
    for (let r = 0; r < rounds; r++) {
      const now = this.o.now();
      for (const { sub, send } of this.o.subscribers()) {
        if (type !== undefined && sub.type !== type) continue;
        for (const frame of marketFrames(sub, now, this.o.anchorMs, this.seq++)) {
          send(frame);
          sent++;
          if (this.o.hostile) for (const bad of hostileFrames(frame)) { send(bad); sent++; }
        }
      }
    }
    return sent;
  }
}
