// The EIP-55 mixed-case checksum of EVM addresses. Apart from evm.ts so that only the bundles that check checksums
// (the hover's, the language server, the browser build) carry keccak; dist/extension.js only finds addresses.
// keccak-256 from @noble/hashes (audited, maintained, already bundled for Tron's sha256): 3 KB in a bundle where js-sha3
// took 15. js-sha3's was about 3x faster per address (measured), yet a 1 MB file of checksummed addresses still gets its
// first check in 60-90 ms (bench hostile, goal 100; 35-40 with js-sha3), and a file of a few addresses does not notice.
import { keccak_256 } from '@noble/hashes/sha3';
import { EVM_ADDRESS_LENGTH, isEvmAddress } from './evm';

export type ChecksumStatus = 'valid' | 'invalid' | 'unchecked';

function assertEvmAddress(address: string): void {
  if (!isEvmAddress(address)) throw new Error(`Not an EVM address (0x and 40 hex digits): ${address}`);
}

/** The lower-case hex digits' bytes, then the EIP-55 form's units: reused, as checking a file hashes thousands. */
const DIGITS = new Uint8Array(EVM_ADDRESS_LENGTH - 2);
const UNITS: number[] = Array.from({ length: EVM_ADDRESS_LENGTH }, () => 0);

/** The EIP-55 form: a hex letter is upper-case where the keccak-256 of the lower-case hex has a nibble >= 8. */
export function toChecksumAddress(address: string): string {
  assertEvmAddress(address);
  for (let i = 0; i < DIGITS.length; i++) DIGITS[i] = address.charCodeAt(i + 2) | 0x20; // digits keep their code, letters go lower
  const hash = keccak_256(DIGITS);
  UNITS[0] = 0x30; // '0'
  UNITS[1] = 0x78; // 'x'
  for (let i = 0; i < DIGITS.length; i++) {
    const nibble = i % 2 === 0 ? hash[i >> 1]! >> 4 : hash[i >> 1]! & 0xf;
    const unit = DIGITS[i]!;
    UNITS[i + 2] = nibble >= 8 && unit >= 0x61 ? unit - 0x20 : unit;
  }
  return String.fromCharCode(...UNITS);
}

/** All-lower or all-upper hex carries no checksum ('unchecked'); mixed case must match EIP-55 exactly. */
export function checksumStatus(address: string): ChecksumStatus {
  assertEvmAddress(address);
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return 'unchecked';
  return toChecksumAddress(address) === address ? 'valid' : 'invalid';
}
