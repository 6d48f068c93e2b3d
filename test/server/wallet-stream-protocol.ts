// What a client sends on the wallet streams, read as the service's schemas have it (@mobula_labs/types
// PositionsPayloadSchema, BalancePayloadSchema): `{type, authorization, payload}`, an unsubscribe by subscriptionId,
// and a ping. Anything else is an error the server answers with `{error}`.
import { resolveChain } from './data/chains';

export type StreamSub =
  | { type: 'positions'; wallet: string; blockchain: string; subscriptionId?: string }
  | { type: 'balance'; items: Array<{ wallet: string; token: string; blockchain: string }>; subscriptionId?: string };

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
  return { kind: 'error', error: `Unknown stream type: ${JSON.stringify(message.type ?? null).slice(0, 60)}` };
}
