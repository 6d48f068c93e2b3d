// The price feed's frames: what we send (subscribe, unsubscribe) and what we read (one update or an array of
// them). Frames that are not JSON, or JSON of another shape, are ignored, not errors: the feed sends both.
import * as z from 'zod/mini';
import { redactKey } from '../transport/keyPolicy';
import { optionalNumber, optionalString, idString } from '../schemas/primitives';
import type { FeedTarget, PriceTick } from '../priceTarget';
import { nowMs } from '../../core/clock';

/**
 * Whether an update is about this target. An update that names an asset id is about that asset only: never a token
 * followed by its contract, which has no id (a look-alike "USDC" must not get USDC's price). One without an id is
 * matched by symbol; Subscriptions drops it when its symbol names more than one followed price.
 */
export function tickMatches(tick: PriceTick, target: FeedTarget): boolean {
  if (tick.baseId !== undefined) return target.kind === 'asset' && tick.baseId === String(target.id);
  const symbol = target.symbol?.toUpperCase();
  return symbol !== undefined && symbol !== '' && tick.baseSymbol?.toUpperCase() === symbol;
}

type Payload =
  | { kind: 'asset_ids'; asset_ids: number[] }
  | { kind: 'address'; tokens: { blockchain: string; address: string }[] };

/** The subscribe payload for some targets: asset ids in one message, tokens in another. */
export function payloads(targets: readonly FeedTarget[]): Payload[] {
  const ids = targets.flatMap((t) => (t.kind === 'asset' ? [t.id] : []));
  const tokens = targets.flatMap((t) => (t.kind === 'token' ? [{ blockchain: t.blockchain, address: t.address }] : []));
  return [
    ...(ids.length > 0 ? [{ kind: 'asset_ids' as const, asset_ids: ids }] : []),
    ...(tokens.length > 0 ? [{ kind: 'address' as const, tokens }] : []),
  ];
}

export function subscribeMessage(payload: Payload, apiKey: string | undefined): string {
  return JSON.stringify({ type: 'feed', authorization: apiKey ?? '', ...payload, tag: 'walletscope' });
}

export function unsubscribeMessage(payload: Payload): string {
  return JSON.stringify({ type: 'unsubscribe', payload: { type: 'feed', ...payload } });
}

const updateSchema = z.object({
  timestamp: optionalNumber,
  price: optionalNumber,
  volume24h: optionalNumber,
  baseSymbol: optionalString,
  quoteSymbol: optionalString,
  baseID: idString,
  quoteID: idString,
  extra: z.optional(z.nullable(z.object({ priceUSD: optionalNumber }))),
});

/** Frames of more updates than any subscription has are cut here. */
const MAX_UPDATES_PER_FRAME = 1000;

/** Updates stamped more than this ahead of our clock are refused (a bad clock, or a hostile feed): minutes, not hours. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** The updates in a text frame; [] for anything else. An update must carry a USD price and a plausible time. */
export function readFrame(text: string, now = nowMs()): PriceTick[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const items = Array.isArray(data) ? data.slice(0, MAX_UPDATES_PER_FRAME) : [data];
  const ticks: PriceTick[] = [];
  for (const item of items) {
    const parsed = updateSchema.safeParse(item);
    if (!parsed.success) continue;
    const u = parsed.data;
    const inUsd = u.quoteSymbol?.toUpperCase() === 'USD' || u.quoteID === 'USD';
    const priceUsd = u.extra?.priceUSD ?? (inUsd ? u.price : undefined);
    if (priceUsd === undefined || !(priceUsd > 0) || u.timestamp === undefined || !(u.timestamp > 0 && u.timestamp < now + MAX_CLOCK_SKEW_MS)) continue;
    ticks.push({ timestamp: u.timestamp, priceUsd, volume24h: u.volume24h, baseSymbol: u.baseSymbol, baseId: u.baseID });
  }
  return ticks;
}

/** An error the feed sent (`{"error": "…"}`), e.g. a refused key; undefined for anything else. */
export function feedError(text: string): string | undefined {
  if (!text.includes('"error"')) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    const error = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as { error?: unknown }).error : undefined;
    return typeof error === 'string' ? error : undefined; // whole: the key is removed before it is shortened
  } catch {
    return undefined;
  }
}

/** Whether a socket's error means the plan or the key will not do (not tried again this session), for every socket. */
export function isRefusal(error: string): boolean {
  return /unauthori|forbidden|api key|plan|credit/i.test(error);
}

/** A socket's own words, for the log: without the key (a feed may echo it), then short, without control characters. */
export function serviceWords(text: string, apiKey: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  return redactKey(text.slice(0, 4096), apiKey).slice(0, 200).replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
}
