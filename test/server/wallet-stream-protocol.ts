// What a client sends on the API origin's streams, read as the service's schemas have it (@mobula_labs/types
// PositionsPayloadSchema, BalancePayloadSchema; MarketDetailsPayloadSchema, FastTradesPayloadSchema, OhlcvPayloadSchema):
// `{type, authorization, payload}`, an unsubscribe by subscriptionId, and a ping. Anything else is an error the server
// answers with `{error}`.
import { resolveChain } from './data/chains';
import { PERIOD_MS } from './market-candles';
import type { MarketSub } from './market-streams';

export type StreamSub =
  | { type: 'positions'; wallet: string; blockchain: string; subscriptionId?: string }
  | { type: 'balance'; items: Array<{ wallet: string; token: string; blockchain: string }>; subscriptionId?: string }
  | MarketSub;

export type StreamCommand =
  | { kind: 'subscribe'; authorization: unknown; sub: StreamSub }
  | { kind: 'unsubscribe'; type: string; subscriptionId: string }
  | { kind: 'ping' }
  | { kind: 'error'; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 200): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max;

export function readStreamCommand(frame: string): StreamCommand {
  let message: unknown;
  try {
    message = JSON.parse(frame);
  } catch {
    return { kind: 'error', error: 'Invalid JSON: send {"type":"positions","authorization":"<key>","payload":{"wallet":"0x…","blockchain":"evm:1"}}' };
  }
  if (!isRecord(message)) return { kind: 'error', error: 'A message must be a JSON object' };
  if (message.event === 'ping' || message.type === 'ping') return { kind: 'ping' };
  const payload = message.payload;
  if (!isRecord(payload)) return { kind: 'error', error: 'payload must be an object' };
  const id = payload.subscriptionId;
  if (id !== undefined && !text(id, 100)) return { kind: 'error', error: 'subscriptionId must be text of at most 100 characters' };
  if (message.type === 'unsubscribe') {
    return text(id) ? { kind: 'unsubscribe', type: String(payload.type ?? ''), subscriptionId: id } : { kind: 'error', error: 'unsubscribe needs payload.subscriptionId' };
  }
  if (message.type === 'positions') {
    if (!text(payload.wallet, 100)) return { kind: 'error', error: 'payload.wallet is required' };
    if (!text(payload.blockchain, 100) || !resolveChain(payload.blockchain)) return { kind: 'error', error: 'payload.blockchain must be a known chain ("evm:1", "solana:solana", "Ethereum")' };
    return { kind: 'subscribe', authorization: message.authorization, sub: { type: 'positions', wallet: payload.wallet, blockchain: payload.blockchain, subscriptionId: id } };
  }
  if (message.type === 'balance') {
    const items = payload.items;
    const valid = Array.isArray(items) && items.length > 0 && items.length <= 100
      && items.every((i) => isRecord(i) && text(i.wallet, 100) && text(i.token, 100) && text(i.blockchain, 100) && resolveChain(i.blockchain));
    if (!valid) return { kind: 'error', error: 'payload.items must be 1 to 100 {"wallet","token","blockchain"}' };
    return { kind: 'subscribe', authorization: message.authorization, sub: { type: 'balance', items: items as Array<{ wallet: string; token: string; blockchain: string }>, subscriptionId: id } };
  }
  if (message.type === 'market-details' || message.type === 'fast-trade') {
    const list = message.type === 'market-details' ? payload.pools : payload.items;
    const name = message.type === 'market-details' ? 'pools' : 'items';
    const valid = Array.isArray(list) && list.length > 0 && list.length <= 100 && list.every((i) => isRecord(i) && text(i.address, 100) && text(i.blockchain, 100) && resolveChain(i.blockchain));
    if (!valid) return { kind: 'error', error: `payload.${name} must be 1 to 100 {"address","blockchain"} on known chains` };
    const pools = (list as Array<{ address: string; blockchain: string }>).map(({ address, blockchain }) => ({ address, blockchain }));
    return { kind: 'subscribe', authorization: message.authorization,
      sub: message.type === 'market-details' ? { type: 'market-details', pools, subscriptionId: id } : { type: 'fast-trade', items: pools, subscriptionId: id } };
  }
  if (message.type === 'ohlcv') {
    if (!text(payload.address, 100) || !text(payload.blockchain, 100) || !resolveChain(payload.blockchain)) return { kind: 'error', error: 'payload.address and a known payload.blockchain are required' };
    const period = payload.period ?? '1m';
    if (typeof period !== 'string' || PERIOD_MS[period] === undefined) return { kind: 'error', error: 'payload.period must be a period such as "1m", "5m", "1h"' };
    return { kind: 'subscribe', authorization: message.authorization, sub: { type: 'ohlcv', address: payload.address, blockchain: payload.blockchain, period, subscriptionId: id } };
  }
  return { kind: 'error', error: `Unknown stream type: ${JSON.stringify(message.type ?? null).slice(0, 60)}` };
}
