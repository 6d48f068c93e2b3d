// EVM addresses: "0x" and 40 hex digits (their EIP-55 checksum is eip55.ts, apart: keccak is only loaded where checked).
import { HEX, allHave } from './charClass';

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

/** True when the word text[start, start + 42) is "0x" and 40 hex digits (upper-case "0X" is not). */
export function isEvmWord(text: string, start: number): boolean {
  return text.charCodeAt(start) === 0x30 && text.charCodeAt(start + 1) === 0x78 && allHave(text, start + 2, start + EVM_ADDRESS_LENGTH, HEX);
}
