// What a pool page is opened with and known by: an address and (optionally) its chain, from a command's arguments
// or the palette's input box; the key that makes one page per pool; the tab title. Pure, no vscode: the command's
// registration (main bundle) and the panels (lazy bundle) share it.
import { safeTabTitle } from '../format/safeText';
import { shortenAddress } from '../format/text';

/** The pool page's webview type: the serializer (main bundle) and the panels (lazy bundle) share it. */
export const POOL_VIEW_TYPE = 'walletscope.pool';

export interface PoolQuery {
  readonly address: string;
  /** The chain as given; undefined: the service finds the pool wherever it is. */
  readonly blockchain?: string | undefined;
}

const EVM = /^0x[0-9a-fA-F]{40}$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** Longer than any chain's address: anything beyond is not one. */
const MAX_ADDRESS = 100;

/** Whether text can be a pool address on some chain (EVM hex, or base58 as on Solana). */
export function isPoolAddress(text: string): boolean {
  return EVM.test(text) || BASE58.test(text);
}

/** One page per pool: EVM addresses compared without case (base58 is case-sensitive), the chain without case. */
export function poolKey(q: PoolQuery): string {
  const address = q.address.trim();
  return `${EVM.test(address) ? address.toLowerCase() : address}@${(q.blockchain ?? '').trim().toLowerCase()}`;
}

/** `(address, blockchain)` from a command's arguments (a hover link, a keybinding, another extension). */
export function queryFromArguments(address: unknown, blockchain: unknown): PoolQuery | undefined {
  if (typeof address !== 'string' || !isPoolAddress(address.trim())) return undefined;
  const chain = typeof blockchain === 'string' && blockchain.trim() ? blockchain.trim().slice(0, 80) : undefined;
  return { address: address.trim(), blockchain: chain };
}

/** The palette's input: "0x88e6…5640" or "0x88e6…5640 Ethereum" (the chain after the address is optional). */
export function parsePoolInput(text: string): PoolQuery | undefined {
  const [address = '', ...rest] = text.trim().split(/\s+/);
  if (address.length > MAX_ADDRESS || !isPoolAddress(address)) return undefined;
  return queryFromArguments(address, rest.join(' '));
}

/** Why the palette's input is not a pool address, for the input box; undefined when it is one. */
export function poolInputProblem(text: string): string | undefined {
  if (!text.trim()) return 'Type a pool address (0x… or a Solana address), optionally followed by its chain';
  return parsePoolInput(text) ? undefined : 'Not a pool address: 0x and 40 hex digits, or a base58 (Solana) address';
}

/** The tab title before the pool is known: its address, shortened. */
export function poolTitle(text: string): string {
  return safeTabTitle(isPoolAddress(text.trim()) ? shortenAddress(text.trim()) : text);
}
