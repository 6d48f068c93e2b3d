// Hostile mode's wallet answers, where the shape itself is the attack (strings get their payloads from ./hostile as
// everywhere): activity that never ends (every page full, the cursor always leads on: millions of transactions, one
// page at a time), a transaction of 5,000 actions, a time ten years ahead, negative amounts; a history of 200,000
// points, out of order, doubled, negative, absurd and in the future.
import type { WalletTx } from './data/activity-model';
import { txHashFor } from './data/activity-model';
import { realAsset } from './data/catalogue';
import { evmAddressFrom, sha256Hex } from './data/deterministic';
import { DAY, MINUTE } from './data/price-series';
import type { RequestClock } from './http-util';
import { renderActivityTx } from './wallet-activity-render';

type Json = Record<string, unknown>;

const FUTURE_MS = 10 * 365 * DAY;
export const FLOOD_ACTIONS = 5_000;
export const HOSTILE_HISTORY_POINTS = 200_000;
const FILLER = /^0xf111e7([0-9a-f]{10})/;

/** A transaction past the end of the real list: its hash carries its number, so a cursor on it leads to the next. */
function filler(n: number, wallet: string, anchorMs: number): WalletTx {
  const hash = `0xf111e7${n.toString(16).padStart(10, '0')}${sha256Hex(`filler:${n}`).slice(0, 48)}`;
  const at = anchorMs - 400 * DAY - n * 10 * MINUTE;
  return {
    chain: 'Ethereum', at, hash, block: 1 + n, index: 0, feeNative: 0.0004, sentByWallet: false,
    actions: [{ model: 'transfer', type: 'TOKEN_IN', asset: realAsset('USDC'), amount: 1 + (n % 97), from: evmAddressFrom(`airdropper:${n % 13}`), to: wallet }],
  };
}

function flood(wallet: string, anchorMs: number): WalletTx {
  const usdc = realAsset('USDC');
  return {
    chain: 'Ethereum', at: anchorMs - 3 * MINUTE, hash: txHashFor('Ethereum', 'hostile-flood'), block: 1, index: 1, feeNative: 0.9, sentByWallet: false,
    actions: Array.from({ length: FLOOD_ACTIONS }, (_, i) => ({
      model: 'transfer' as const, type: 'TOKEN_IN' as const, asset: usdc, amount: i + 1, from: evmAddressFrom(`flood:${i % 50}`), to: wallet,
    })),
  };
}

function negated(action: Json): Json {
  const out: Json = { ...action };
  for (const key of ['transferAmount', 'transferAmountUsd', 'swapAmountIn', 'swapAmountUsd']) if (typeof out[key] === 'number') out[key] = -(out[key] as number);
  return out;
}

interface ActivityContext { wallet: string; ask?: { cursorHash: string | undefined; limit: number }; clock: RequestClock }

/** The hostile form of a v2 activity answer or of v1's transactions. */
export function hostileActivity(answer: Json, ctx: ActivityContext): Json {
  const { clock } = ctx;
  const future = clock.now + FUTURE_MS;
  if (!Array.isArray(answer.data)) {
    const rows = [...((answer.data as { transactions: Json[] }).transactions)];
    if (rows[0]) rows[0] = { ...rows[0], timestamp: future, transaction: { ...(rows[0].transaction as Json), date: new Date(future).toISOString() } };
    if (rows[1]) rows[1] = { ...rows[1], amount: -(rows[1].amount as number), amount_usd: -(rows[1].amount_usd as number) };
    return { ...answer, data: { ...(answer.data as Json), transactions: rows } };
  }
  const ask = ctx.ask!;
  const data = [...(answer.data as Json[])];
  const after = ask.cursorHash === undefined ? undefined : FILLER.exec(ask.cursorHash);
  if (ask.cursorHash === undefined) {
    if (data[0]) data[0] = { ...data[0], txDateMs: future, txDateIso: new Date(future).toISOString() };
    if (data[1]) data[1] = { ...data[1], actions: (data[1].actions as Json[]).map(negated) };
    data.splice(Math.min(2, data.length), 0, renderActivityTx(flood(ctx.wallet, clock.anchorMs), ctx.wallet, clock.anchorMs));
  }
  // Past the real list, every page is full and leads on.
  for (let n = after ? parseInt(after[1]!, 16) + 1 : 0; data.length < ask.limit; n++) data.push(renderActivityTx(filler(n, ctx.wallet, clock.anchorMs), ctx.wallet, clock.anchorMs));
  const trimmed = data.slice(0, ask.limit);
  return { ...answer, data: trimmed, pagination: { ...(answer.pagination as Json), pageEntries: trimmed.length } };
}

/** The hostile form of a history answer: HOSTILE_HISTORY_POINTS points around the real ones. */
export function hostileHistory(answer: { data: Json }, now: number): Json {
  const real = answer.data.balance_history as Array<[number, number]>;
  const last = real[real.length - 1]?.[1] ?? 1_000;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < HOSTILE_HISTORY_POINTS; i++) {
    const t = now - (HOSTILE_HISTORY_POINTS - i) * MINUTE;
    const value = i % 997 === 0 ? -last : i === 1234 ? 1e300 : last * (1 + 0.2 * Math.sin(i / 500));
    points.push([t, value]);
    if (i % 5_000 === 0) points.push([t, value]); // the same instant twice
  }
  points.reverse(); // newest first: out of order
  points.push([now + FUTURE_MS, last], [-1, last], ...real);
  return { ...answer, data: { ...answer.data, balance_history: points } };
}
