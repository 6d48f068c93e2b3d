// The market streams' frames (the service's `market-details`, `fast-trade` and `ohlcv` streams, @mobula_labs/types
// MarketDetailsPayloadSchema, FastTradesPayloadSchema, OhlcvPayloadSchema): what we send (one pool per subscription,
// unsubscribe by id) and what we read, camelCase as the types have it (`pairData.priceUSD`, `tokenPrice`,
// `tokenAmountUsd`; candles `open, high, low, close, volume, time`). The service is untrusted: figures must be finite
// and not negative (numeric strings are read, "NaN" and "Infinity" are not), a frame without a known subscription id
// is the caller's to ignore, and junk is nothing. Read by hand, not by schema: a hundred frames a second is the goal.
import type { Candle, Trade } from '../markets/types';
import { frameJson, type FrameJson } from './frameJson';

export type MarketStreamKind = 'market-details' | 'fast-trade' | 'ohlcv';

/** One pool on one stream (a period for candles). */
export interface MarketTarget {
  readonly kind: MarketStreamKind;
  readonly address: string;
  readonly blockchain: string;
  /** ohlcv only: "1m", "5m", "1h"… */
  readonly period?: string;
}

/** Real frames are a few KB (market-details carries the pool's whole record); more is not read. */
export const MAX_MARKET_FRAME_CHARS = 256 * 1024;
const MAX_UPDATES_PER_FRAME = 100;
const MAX_TEXT = 200;

/** The same target has the same id (at most 100 characters, as the service takes them), so a resubscription is the same one. */
export function marketSubscriptionId(t: MarketTarget): string {
  const kind = t.kind === 'market-details' ? 'md' : t.kind === 'fast-trade' ? 'ft' : `oh${t.period ?? ''}`;
  return `ws:${kind}:${t.blockchain}:${t.address}`.slice(0, 100);
}

export function marketSubscribeMessage(t: MarketTarget, apiKey: string | undefined): string {
  const pool = { address: t.address, blockchain: t.blockchain };
  const payload = t.kind === 'market-details' ? { pools: [pool] } : t.kind === 'fast-trade' ? { assetMode: false, items: [pool] } : { ...pool, period: t.period ?? '1m' };
  return JSON.stringify({ type: t.kind, authorization: apiKey ?? '', payload: { ...payload, subscriptionId: marketSubscriptionId(t), subscriptionTracking: true, tag: 'walletscope' } });
}

export function marketUnsubscribeMessage(t: MarketTarget, apiKey: string | undefined): string {
  return JSON.stringify({ type: 'unsubscribe', authorization: apiKey ?? '', payload: { type: t.kind, subscriptionId: marketSubscriptionId(t) } });
}

/** A pool's figures as market-details sends them; a figure the frame lacks (or spoiled) is undefined. */
export interface PoolFigures {
  readonly at: number;
  readonly priceUSD: number | undefined;
  /** The base token's price in the quote token (the record's priceToken). */
  readonly priceQuote: number | undefined;
  readonly liquidityUSD: number | undefined;
  readonly volume24hUSD: number | undefined;
}

export type MarketUpdate =
  | { readonly kind: 'details'; readonly id: string; readonly figures: PoolFigures }
  | { readonly kind: 'trade'; readonly id: string; readonly trade: Trade }
  | { readonly kind: 'candle'; readonly id: string; readonly candle: Candle; readonly period: string | undefined };

export type MarketFrame = { readonly kind: 'updates'; readonly updates: readonly MarketUpdate[] } | { readonly kind: 'error'; readonly error: string } | { readonly kind: 'other' };

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A figure: a finite number not below zero, or a string that reads as one; anything else (NaN, Infinity, "1e999") is none. */
export function figure(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' && value.length <= 40 ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' && value.length <= MAX_TEXT ? value : undefined);
/** A time in ms (seconds are read as seconds), within what a Date holds. */
function time(value: unknown): number | undefined {
  const n = figure(value);
  if (n === undefined) return undefined;
  const ms = n < 1e11 ? n * 1000 : n;
  return ms <= 8.64e15 ? ms : undefined;
}

function details(id: string, u: Rec): MarketUpdate | undefined {
  const pair = isRecord(u.pairData) ? u.pairData : u;
  const at = time(u.timestamp) ?? time(u.date);
  if (at === undefined) return undefined;
  // A price of nothing in the quote token is one the service does not know (it sends 0 then): none.
  const quote = figure(pair.priceToken);
  const figures = { at, priceUSD: figure(pair.priceUSD), priceQuote: quote && quote > 0 ? quote : undefined, liquidityUSD: figure(pair.liquidityUSD), volume24hUSD: figure(pair.volume24hUSD) };
  const none = figures.priceUSD === undefined && figures.priceQuote === undefined && figures.liquidityUSD === undefined && figures.volume24hUSD === undefined;
  return none ? undefined : { kind: 'details', id, figures };
}

function trade(id: string, u: Rec): MarketUpdate | undefined {
  const date = time(u.date);
  if (date === undefined || (u.type !== 'buy' && u.type !== 'sell')) return undefined;
  const priceUSD = figure(u.tokenPrice), amount = figure(u.tokenAmount), amountUSD = figure(u.tokenAmountUsd);
  if (priceUSD === undefined && amountUSD === undefined) return undefined;
  return { kind: 'trade', id, trade: { date, side: u.type, priceUSD, amount, amountUSD, hash: text(u.hash), trader: text(u.sender) } };
}

function candle(id: string, u: Rec): MarketUpdate | undefined {
  const t = time(u.time), o = figure(u.open), h = figure(u.high), l = figure(u.low), c = figure(u.close), v = figure(u.volume) ?? 0;
  if (t === undefined || o === undefined || h === undefined || l === undefined || c === undefined || l > h) return undefined;
  return { kind: 'candle', id, candle: { t, o, h, l, c, v }, period: text(u.period) };
}

/** Which stream a subscription id is on (the id says it: ./marketSubscriptionId); undefined for ids we never made. */
function kindOf(id: string): MarketStreamKind | undefined {
  return id.startsWith('ws:md:') ? 'market-details' : id.startsWith('ws:ft:') ? 'fast-trade' : id.startsWith('ws:oh') ? 'ohlcv' : undefined;
}

const READERS: Record<MarketStreamKind, (id: string, u: Rec) => MarketUpdate | undefined> = { 'market-details': details, 'fast-trade': trade, ohlcv: candle };

/** What a text frame says: updates on subscriptions we made, the service's error, or nothing of use. */
export function readMarketFrame(text: string): MarketFrame {
  return marketFrameOf(frameJson(text, MAX_MARKET_FRAME_CHARS));
}

/** The same, of a frame's JSON as the streams' socket parsed it. */
export function marketFrameOf(json: FrameJson): MarketFrame {
  if (json.kind !== 'data') return json;
  const data = json.data;
  const updates: MarketUpdate[] = [];
  for (const u of Array.isArray(data) ? data.slice(0, MAX_UPDATES_PER_FRAME) : [data]) {
    if (!isRecord(u) || typeof u.subscriptionId !== 'string') continue;
    const kind = kindOf(u.subscriptionId);
    const update = kind && READERS[kind](u.subscriptionId, u);
    if (update) updates.push(update);
  }
  return updates.length > 0 ? { kind: 'updates', updates } : { kind: 'other' };
}
