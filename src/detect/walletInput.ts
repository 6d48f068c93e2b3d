// What a user may type as a wallet: an EVM address, a Solana address or an ENS name.
import { isEvmAddress } from './evm';
import { isSolanaKey } from './solana';

export type WalletKind = 'evm' | 'solana' | 'ens';

export type WalletInputCheck =
  | { readonly ok: true; readonly kind: WalletKind; readonly address: string }
  | { readonly ok: false; readonly problem: string };

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const ENS = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+eth$/;

/** Exact check for typed input: base58 that decodes to 32 bytes, without the free-text plausibility rule. */
export function isSolanaAddress(text: string): boolean {
  return isSolanaKey(text);
}

/** Checks typed input; the returned address is trimmed (and ENS names lower-cased). */
export function checkWalletInput(input: string): WalletInputCheck {
  const text = input.trim();
  if (!text) return { ok: false, problem: 'Enter an address (0x…, a Solana address) or an ENS name (name.eth).' };
  if (isEvmAddress(text)) return { ok: true, kind: 'evm', address: text };
  if (/^0x/i.test(text)) {
    const digits = text.length - 2;
    return /^0x[0-9a-fA-F]*$/.test(text)
      ? { ok: false, problem: `An EVM address has 40 hex digits after 0x; this has ${digits}.` }
      : { ok: false, problem: 'An EVM address has only hex digits (0-9, a-f) after 0x.' };
  }
  if (ENS.test(text.toLowerCase())) return { ok: true, kind: 'ens', address: text.toLowerCase() };
  if (isSolanaAddress(text)) return { ok: true, kind: 'solana', address: text };
  if (BASE58.test(text)) return { ok: false, problem: 'That looks like base58 but is not a 32-byte Solana address.' };
  return { ok: false, problem: 'Not an EVM address (0x + 40 hex digits), a Solana address or an ENS name (name.eth).' };
}

/** Two wallet entries mean the same wallet: EVM and ENS ignore case, Solana does not. */
export function sameWallet(a: string, b: string): boolean {
  const x = a.trim();
  const y = b.trim();
  return x === y || ((x.startsWith('0x') || x.endsWith('.eth')) && x.toLowerCase() === y.toLowerCase());
}
