// The price feed's frames as pure functions: reading what a client sends (subscribe, unsubscribe) into the
// assets it names, building one price update, and the junk a misbehaving feed interleaves.
import { contractKey, findAsset, findAssetById } from './data/catalogue';
import { resolveChain } from './data/chains';
import { feedPriceAt, feedUnit, volumeCurve } from './data/price-series';
import type { AssetRecord, ChainName } from './data/types';

/** What a subscribe or unsubscribe payload names: known assets (unknown ones dropped), every asset, or a problem. */
export type Selection = { assets: AssetRecord[] } | { all: true } | { error: string };

export type ClientCommand =
  | { type: 'feed'; authorization: unknown; selection: Selection }
  | { type: 'unsubscribe'; selection: Selection }
  | { type: 'error'; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readClientFrame(text: string): ClientCommand {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { type: 'error', error: 'Invalid JSON: send {"type":"feed","authorization":"<key>","kind":"asset_ids","asset_ids":[...]}' };
  }
  if (!isRecord(message)) return { type: 'error', error: 'A message must be a JSON object' };
  if (message.type === 'feed') return { type: 'feed', authorization: message.authorization, selection: readSelection(message) };
  if (message.type === 'unsubscribe') {
    const payload = message.payload;
    if (!isRecord(payload)) return { type: 'error', error: 'unsubscribe needs a payload object: {"type":"feed","kind":...}' };
    if (payload.type !== undefined && payload.type !== 'feed') return { type: 'error', error: 'unsubscribe payload.type must be "feed"' };
    return { type: 'unsubscribe', selection: readSelection(payload) };
  }
  return { type: 'error', error: `Unknown message type: ${JSON.stringify(message.type ?? null).slice(0, 60)}` };
}

/** The assets a payload names. No kind (the older subscribe form) means all, as on the service. */
function readSelection(payload: Record<string, unknown>): Selection {
  const { kind, tag } = payload;
  if (tag !== undefined && !(typeof tag === 'string' && tag.length <= 50)) return { error: 'tag must be a string of at most 50 characters' };
  if (kind === undefined || kind === 'all') return { all: true };
  if (kind === 'asset_ids') {
    if (payload.quote_id !== undefined && payload.quote_id !== null && typeof payload.quote_id !== 'number') return { error: 'quote_id must be a number' };
    const ids = payload.asset_ids;
    if (ids === undefined) return { all: true };
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number')) return { error: 'asset_ids must be an array of numbers' };
    return { assets: ids.flatMap((id: number) => findAssetById(id) ?? []) };
  }
  if (kind === 'address') {
    const tokens = payload.tokens;
    const valid = Array.isArray(tokens) && tokens.every((t) => isRecord(t) && typeof t.blockchain === 'string' && typeof t.address === 'string');
    if (!valid) return { error: 'tokens must be an array of {"blockchain","address"} strings' };
    return { assets: (tokens as Array<{ blockchain: string; address: string }>).flatMap((t) => assetByContract(t.blockchain, t.address) ?? []) };
  }
  return { error: 'kind must be "address", "asset_ids" or "all"' };
}

/** Only a contract on that chain counts: a name or symbol in `address` is not a token. */
function assetByContract(blockchain: string, address: string): AssetRecord | undefined {
  const chain = resolveChain(blockchain);
  const asset = chain ? findAsset(address, chain) : undefined;
  const key = contractKey(address.trim());
  return asset?.contracts.some((c, i) => contractKey(c) === key && asset.blockchains[i] === chain) ? asset : undefined;
}

// [a known block, its time, block time in ms], roughly right for early 2025.
const BLOCKS: Readonly<Record<ChainName, [number, number, number]>> = {
  Ethereum: [21_525_000, Date.UTC(2025, 0, 1), 12_000],
  Base: [24_600_000, Date.UTC(2025, 0, 1), 2_000],
  Arbitrum: [291_000_000, Date.UTC(2025, 0, 1), 250],
  'BNB Smart Chain (BEP20)': [45_200_000, Date.UTC(2025, 0, 1), 3_000],
  Polygon: [66_200_000, Date.UTC(2025, 0, 1), 2_000],
  Solana: [311_000_000, Date.UTC(2025, 0, 1), 400],
};

function blockNumberAt(chain: ChainName | undefined, t: number): string {
  const [block, at, spacing] = BLOCKS[chain ?? 'Ethereum'];
  return String(Math.max(1, block + Math.floor((t - at) / spacing)));
}

/** One update as the service sends it: quoted in USD, ids as strings, `blockNumber` a string. */
export function priceUpdate(asset: AssetRecord, t: number, tick: number, anchorMs: number): Record<string, unknown> {
  const price = feedPriceAt(asset, t, tick, anchorMs);
  const depth = asset.liquidity * (0.04 + 0.08 * feedUnit(asset, 2 * tick));
  return {
    timestamp: t,
    price,
    volume24h: volumeCurve(asset, anchorMs)(t),
    marketDepthUSDUp: depth * (0.7 + 0.6 * feedUnit(asset, 2 * tick + 1)),
    marketDepthUSDDown: depth,
    baseSymbol: asset.symbol,
    quoteSymbol: 'USD',
    baseID: String(asset.id),
    quoteID: 'USD',
    extra: { priceUSD: price, quoteAssetPrice: 1, blockNumber: blockNumberAt(asset.blockchains[0], t) },
  };
}

/** What the 'garbage' fault sends between updates: text that is not JSON, binary, and JSON of other shapes. */
export const GARBAGE_FRAMES: ReadonlyArray<string | Buffer> = [
  'ping',
  '{not json',
  Buffer.from([0xde, 0xad, 0xbe, 0xef, 0x00, 0xff, 0x7b, 0x22]),
  '{"type":"heartbeat","status":"ok"}',
  '[1,2,3]',
  '{"timestamp":"soon","price":"n/a","baseSymbol":42}',
  'null',
  '"connected"',
];
