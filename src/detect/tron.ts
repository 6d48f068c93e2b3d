// Tron addresses: base58check of 25 bytes (0x41, a 20-byte account, a 4-byte checksum), always "T…", 34
// characters. The double-SHA-256 checksum makes a chance match ~1 in 4 billion, so no plausibility rule.
import { sha256 } from '@noble/hashes/sha2';
import bs58 from 'bs58';
import { BASE58, allHave } from './charClass';
import { decodesToLength } from './base58';

export const TRON_LENGTH = 34;

const TRON_PREFIX = 0x41;

/**
 * Answers for the first addresses a process meets, so their decoding and hashing run once, not on each scan of a file.
 * Full, it keeps what it has: emptied, a file of more Tron-shaped words than it holds would miss on every rescan.
 */
const checked = new Map<string, boolean>();
const MAX_CHECKED = 4096;

/** A valid Tron address: "T", 34 base58 characters, prefix 0x41 and a matching checksum. */
export function isTronAddress(text: string): boolean {
  return text.length === TRON_LENGTH && text[0] === 'T' && allHave(text, 0, TRON_LENGTH, BASE58) && isTronWord(text, 0, TRON_LENGTH);
}

/** isTronAddress(text.slice(start, end)) for 34 base58 characters from a "T", as a scan finds them: slices only what decodes to 25 bytes. */
export function isTronWord(text: string, start: number, end: number): boolean {
  if (!decodesToLength(text, start, end, 25)) return false; // cheap; spares identifiers a decode and two hashes
  const word = text.slice(start, end);
  let valid = checked.get(word);
  if (valid === undefined) {
    valid = checksumMatches(word);
    if (checked.size < MAX_CHECKED) checked.set([...word].join(''), valid); // a copy: a slice keeps its whole text alive
  }
  return valid;
}

function checksumMatches(text: string): boolean {
  const bytes = bs58.decodeUnsafe(text);
  if (bytes?.length !== 25 || bytes[0] !== TRON_PREFIX) return false;
  const check = sha256(sha256(bytes.subarray(0, 21)));
  return check[0] === bytes[21] && check[1] === bytes[22] && check[2] === bytes[23] && check[3] === bytes[24];
}
