// EVM addresses: "0x" and 40 hex digits (their EIP-55 checksum is eip55.ts, apart: keccak is only loaded where checked).
import { CHAR_FLAGS, HEX } from './charClass';

export const EVM_ADDRESS_LENGTH = 42;

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A whole string that is an EVM address ("0x" and 40 hex digits, any case). */
export function isEvmAddress(text: string): boolean {
  return EVM_ADDRESS.test(text);
}

/** Two spellings of one address share this key: EVM hex ignores case, base58 (Solana, Tron) does not. */
export function addressKey(address: string): string {
  return isEvmAddress(address) ? address.toLowerCase() : address;
}

/** True when units[at, at + 42) are "0x" and 40 hex digits (upper-case "0X" is not). */
export function isEvmWord(units: Uint16Array, at: number): boolean {
  if (units[at] !== 0x30 || units[at + 1] !== 0x78) return false;
  const flags = CHAR_FLAGS; // a local copy for the loop (see charClass.ts)
  let all = HEX;
  for (let i = at + 2; i < at + EVM_ADDRESS_LENGTH; i += 4) all &= flags[units[i]!]! & flags[units[i + 1]!]! & flags[units[i + 2]!]! & flags[units[i + 3]!]!;
  return all !== 0;
}
