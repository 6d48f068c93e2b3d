// A pool's trades as a pure function of time, so trades, candles and pool details agree on every run. Time
// is cut into slots whose length follows the pool's 24h volume (2 s for the busiest, 10 min for the thinnest);
// each slot holds at most one trade, at a hashed instant, with a hashed size from a wide spread (a few under
// $10, most $100 to $5k, a few over $50k), capped at 3% of the pool so thin pools see small trades.
import { DAY, hashUnit, seedOf } from './data/price-series';
import type { PairRecord } from './data/pairs';

const TRADE_CHANCE = 0.75;
const MIN_SLOT_MS = 2_000;
const MAX_SLOT_MS = 10 * 60_000;
const CAP_SHARE = 0.03;

/** [share of trades, low USD, high USD], sizes log-uniform inside a band. */
const SIZE_BANDS: ReadonlyArray<[number, number, number]> = [
  [0.08, 1, 10], [0.12, 10, 100], [0.65, 100, 5_000], [0.11, 5_000, 50_000], [0.04, 50_000, 400_000],
];

export interface Trade {
  slot: number;
  t: number;
  usd: number;
  buy: boolean;
  /** A number in [0, 1) per trade and purpose (trader, platform, hash...), for the renderers. */
  unit: (purpose: number) => number;
}

interface Activity { seed: number; slotMs: number; cap: number }
const activities = new Map<PairRecord, Activity>();

function sizeAt(u: number, cap: number): number {
  let start = 0;
  for (const [share, lo, hi] of SIZE_BANDS) {
    if (u < start + share) return Math.min(cap, lo * Math.pow(hi / lo, (u - start) / share));
    start += share;
  }
  return cap;
}

export function activityOf(pool: PairRecord): Activity {
  let found = activities.get(pool);
  if (!found) {
    const cap = Math.max(20, pool.liquidity * CAP_SHARE);
    let mean = 0;
    for (let i = 0; i < 1000; i++) mean += sizeAt((i + 0.5) / 1000, cap) / 1000;
    const slotMs = (DAY * TRADE_CHANCE * mean) / Math.max(1, pool.volume24h);
    found = { seed: seedOf(`trades:${pool.address}`), slotMs: Math.round(Math.min(MAX_SLOT_MS, Math.max(MIN_SLOT_MS, slotMs))), cap };
    activities.set(pool, found);
  }
  return found;
}

/** The mean USD size of the pool's trades (for counts derived from volume). */
export function meanTradeUsd(pool: PairRecord): number {
  const { slotMs } = activityOf(pool);
  return (pool.volume24h * slotMs) / (DAY * TRADE_CHANCE);
}

/** The trade in a slot, or undefined when the slot is quiet. */
export function tradeInSlot(pool: PairRecord, slot: number): Trade | undefined {
  const { seed, slotMs, cap } = activityOf(pool);
  if (hashUnit(seed, slot) >= TRADE_CHANCE) return undefined;
  const unit = (purpose: number) => hashUnit(seed ^ Math.imul(purpose + 1, 0x9e3779b1), slot);
  return { slot, t: slot * slotMs + Math.floor(unit(0) * slotMs), usd: sizeAt(unit(1), cap), buy: unit(2) < 0.52, unit };
}

/** Trades at or before `until` and at or after `since`, newest first, lazily (callers stop when they have enough). */
export function* tradesNewestFirst(pool: PairRecord, until: number, since: number): Generator<Trade> {
  const { slotMs } = activityOf(pool);
  for (let slot = Math.floor(until / slotMs); slot * slotMs + slotMs > since; slot--) {
    const trade = tradeInSlot(pool, slot);
    if (trade && trade.t <= until && trade.t >= since) yield trade;
  }
}

/** Trades from `since` on (oldest first), up to `until`. */
export function* tradesOldestFirst(pool: PairRecord, since: number, until: number): Generator<Trade> {
  const { slotMs } = activityOf(pool);
  for (let slot = Math.floor(since / slotMs); slot * slotMs <= until; slot++) {
    const trade = tradeInSlot(pool, slot);
    if (trade && trade.t >= since && trade.t <= until) yield trade;
  }
}

/** How many slots a window spans: the candles read trades one by one only where that is cheap. */
export function slotsIn(pool: PairRecord, spanMs: number): number {
  return Math.ceil(spanMs / activityOf(pool).slotMs) + 1;
}
