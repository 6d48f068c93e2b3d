// Seeded stand-ins for randomness: every "random" value is a hash of a label, so the data set is the
// same on every run and every machine.
import { createHash } from 'node:crypto';
import { base58Encode } from '../base58';
import { toChecksumAddress } from '../keccak';

export function sha256Hex(label: string): string {
  return createHash('sha256').update(label).digest('hex');
}

/** A number in [0, 1) fixed by `label`. */
export function unitFrom(label: string): number {
  return parseInt(sha256Hex(label).slice(0, 13), 16) / 2 ** 52;
}

/** A number in [min, max) fixed by `label`; `logScale` spreads it evenly over orders of magnitude. */
export function rangeFrom(label: string, min: number, max: number, logScale = false): number {
  const u = unitFrom(label);
  return logScale ? Math.exp(Math.log(min) + u * (Math.log(max) - Math.log(min))) : min + u * (max - min);
}

/** Rounds to `digits` significant digits, so generated amounts look like amounts, not noise. */
export function roundSignificant(value: number, digits: number): number {
  if (value === 0) return 0;
  return Number(value.toPrecision(digits));
}

/** A valid EIP-55 checksummed address derived from `label`. */
export function evmAddressFrom(label: string): string {
  return toChecksumAddress('0x' + sha256Hex(`evm:${label}`).slice(0, 40));
}

/** A 32-byte Solana public key (base58) derived from `label`. */
export function solanaAddressFrom(label: string): string {
  return base58Encode(createHash('sha256').update(`solana:${label}`).digest());
}

/** A stable image URL on the service's media host, e.g. an exchange or investor logo. */
export function mediaUrl(folder: string, name: string): string {
  return `https://metadata.mobula.io/${folder}/${sha256Hex(`${folder}:${name}`)}.webp`;
}
