// The wallet streams' frames (the service's `positions` stream, @mobula_labs/types PositionsPayloadSchema and
// WalletPositionsData): what we send (subscribe one wallet on one chain, trade updates only so a price move sends
// nothing; unsubscribe by id) and what we read: which watched wallets a frame says moved. The service is untrusted:
// frames too big, not JSON, of another shape, or about a wallet nobody watches are ignored; an error is told apart.
import * as z from 'zod/mini';
import { sameWallet } from '../../detect/walletInput';
import { optionalNumber } from '../schemas/primitives';
import { frameJson, type FrameJson } from './frameJson';

/** One wallet on one chain: one `positions` subscription. */
export interface WalletStreamTarget {
  readonly wallet: string;
  /** A chain name or id as the service takes it ("Ethereum", "evm:1"). */
  readonly blockchain: string;
}

/** The subscription's id: the same target has the same id, so a resubscription after a reconnect is the same one. */
export function subscriptionIdOf(target: WalletStreamTarget): string {
  return `walletscope:${target.wallet}:${target.blockchain}`.slice(0, 200);
}

export function walletSubscribeMessage(target: WalletStreamTarget, apiKey: string | undefined): string {
  return JSON.stringify({
    type: 'positions', authorization: apiKey ?? '',
    payload: { wallet: target.wallet, blockchain: target.blockchain, subscriptionId: subscriptionIdOf(target), subscriptionTracking: true, tradeUpdatesOnly: true, tag: 'walletscope' },
  });
}

export function walletUnsubscribeMessage(target: WalletStreamTarget, apiKey: string | undefined): string {
  return JSON.stringify({ type: 'unsubscribe', authorization: apiKey ?? '', payload: { type: 'positions', subscriptionId: subscriptionIdOf(target) } });
}

/** Real frames are a few KB (a wallet's positions); more is not read. */
export const MAX_WALLET_FRAME_CHARS = 256 * 1024;
/** Updates read from one frame (an array of them); the rest are dropped. */
const MAX_UPDATES_PER_FRAME = 100;
const MAX_ADDRESS_CHARS = 100;

const updateSchema = z.object({
  wallet: z.string().check(z.minLength(1), z.maxLength(MAX_ADDRESS_CHARS)),
  // A balance frame (the beta stream) says what it was: the same balance is no move.
  balance: optionalNumber,
  previousBalance: optionalNumber,
  positions: z.optional(z.array(z.unknown())),
  event: z.optional(z.unknown()),
});

export type WalletFrame = { readonly kind: 'moved'; readonly wallets: readonly string[] } | { readonly kind: 'error'; readonly error: string } | { readonly kind: 'other' };

/**
 * What a text frame says: the watched wallets (as `watched` spells them) that moved, the service's error, or nothing
 * of use (acknowledgements, pongs, junk, wallets nobody watches).
 */
export function readWalletFrame(text: string, watched: readonly string[]): WalletFrame {
  return walletFrameOf(frameJson(text, MAX_WALLET_FRAME_CHARS), watched);
}

/** The same, of a frame's JSON as the streams' socket parsed it. */
export function walletFrameOf(json: FrameJson, watched: readonly string[]): WalletFrame {
  if (json.kind !== 'data') return json;
  const data = json.data;
  const moved = new Set<string>();
  for (const item of Array.isArray(data) ? data.slice(0, MAX_UPDATES_PER_FRAME) : [data]) {
    const parsed = updateSchema.safeParse(item);
    if (!parsed.success || parsed.data.event !== undefined) continue;
    const u = parsed.data;
    if (u.positions === undefined && u.balance === undefined) continue;
    if (u.balance !== undefined && u.previousBalance !== undefined && u.balance === u.previousBalance) continue;
    const wallet = watched.find((w) => sameWallet(w, u.wallet));
    if (wallet !== undefined) moved.add(wallet);
  }
  return moved.size > 0 ? { kind: 'moved', wallets: [...moved] } : { kind: 'other' };
}
