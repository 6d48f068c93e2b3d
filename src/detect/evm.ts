// EVM addresses: "0x" and 40 hex digits, and their EIP-55 mixed-case checksum.
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { HEX, allHave } from './charClass';

export const EVM_ADDRESS_LENGTH = 42;

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export type ChecksumStatus = 'valid' | 'invalid' | 'unchecked';

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

function assertEvmAddress(address: string): void {
  if (!isEvmAddress(address)) throw new Error(`Not an EVM address (0x and 40 hex digits): ${address}`);
}

/** The EIP-55 form: a hex letter is upper-case where the keccak-256 of the lower-case hex has a nibble >= 8. */
export function toChecksumAddress(address: string): string {
  assertEvmAddress(address);
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) out += parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i]!;
  return out;
}

/** All-lower or all-upper hex carries no checksum ('unchecked'); mixed case must match EIP-55 exactly. */
export function checksumStatus(address: string): ChecksumStatus {
  assertEvmAddress(address);
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return 'unchecked';
  return toChecksumAddress(address) === address ? 'valid' : 'invalid';
}
