// Tron addresses: base58check of 25 bytes (0x41, a 20-byte account, a 4-byte checksum), always "T…", 34
// characters. The double-SHA-256 checksum makes a chance match ~1 in 4 billion, so no plausibility rule.
import { sha256 } from '@noble/hashes/sha2';
import bs58 from 'bs58';
import { BASE58, allHave } from './charClass';
import { decodesToLength } from './base58';

export const TRON_LENGTH = 34;

const TRON_PREFIX = 0x41;

/**
 * Answers by address, so decoding and hashing run once per address, not on each scan of a file: two generations, the
 * older dropped when the newer fills (as ChecksumCache in checksumProblems.ts). When it kept only the process's first
 * 4,096, a process that had scanned other files checksummed every Tron address of the next file on every scan (about
 * 60% of a scan of the address-dense bench corpus, 2,642 Tron addresses in 1.5 MB).
 */
const GENERATION = 8192;
let current = new Map<string, boolean>();
let previous = new Map<string, boolean>();

/** A valid Tron address: "T", 34 base58 characters, prefix 0x41 and a matching checksum. */
export function isTronAddress(text: string): boolean {
  return text.length === TRON_LENGTH && text[0] === 'T' && allHave(text, 0, TRON_LENGTH, BASE58) && isTronWord(text, 0, TRON_LENGTH);
}

/** isTronAddress(text.slice(start, end)) for 34 base58 characters from a "T", as a scan finds them: slices only what decodes to 25 bytes. */
export function isTronWord(text: string, start: number, end: number): boolean {
  if (!decodesToLength(text, start, end, 25)) return false; // cheap; spares identifiers a decode and two hashes
  const word = text.slice(start, end);
  let valid = current.get(word);
  if (valid !== undefined) return valid;
  valid = previous.get(word) ?? checksumMatches(word);
  if (current.size >= GENERATION) [previous, current] = [current, new Map()];
  // A copy, as a slice keeps its whole text alive: slicing the joined string flattens it (~15x faster than [...word].join('')).
  current.set((' ' + word).slice(1), valid);
  return valid;
}

/**
 * In front of the maps, for the scan: the last eight words met in each of 1,024 sets (picked by five of their units),
 * their units (base58 digits, so a byte each: half the memory, and more of it in cache), tags and answers in typed arrays
 * (320 KB, made on the first Tron-shaped word). A hit compares 34 units, with no slice and no string hash: the map's
 * lookup was 15% of a scan of the address-dense bench corpus. Of its 2,316 Tron
 * addresses, 10% missed with two words a set (sets of three or more words), 0.4% with eight. Exact: a word is answered
 * from the memo only when it is the word stored there.
 */
const SET_BITS = 10;
const WAYS = 8;
const [EMPTY, INVALID, VALID] = [0, 1, 2];
let memo: { readonly units: Uint8Array; readonly tags: Int32Array; readonly answers: Uint8Array; readonly next: Uint8Array } | undefined;

/** isTronWord for a run the scan has copied: units[at, at + 34) are text[start, end), base58 digits or '0'. */
export function isTronRun(units: Uint16Array, at: number, text: string, start: number, end: number): boolean {
  const ways = WAYS << SET_BITS;
  memo ??= { units: new Uint8Array(ways * TRON_LENGTH), tags: new Int32Array(ways), answers: new Uint8Array(ways), next: new Uint8Array(1 << SET_BITS) };
  const { units: stored, tags, answers, next } = memo;
  const mix = units[at + 3]! ^ (units[at + 11]! << 7) ^ (units[at + 19]! << 14) ^ (units[at + 27]! << 21) ^ (units[at + 33]! << 25);
  const tag = Math.imul(mix, 0x9e3779b1);
  const set = tag >>> (32 - SET_BITS);
  // A set's tags share a cache line; a word's 68 bytes are read only when its tag matches.
  for (let way = set * WAYS; way < (set + 1) * WAYS; way++) {
    if (tags[way] === tag && answers[way] !== EMPTY && sameUnits(stored, way * TRON_LENGTH, units, at)) return answers[way] === VALID;
  }
  // A '0' fails the decoding: not remembered, so that a hostile file's words with one push no address out of the memo.
  for (let i = at; i < at + TRON_LENGTH; i++) if (units[i] === 0x30) return false;
  const valid = isTronWord(text, start, end);
  const way = set * WAYS + next[set]!; // the ways in turn, oldest first
  next[set] = (next[set]! + 1) % WAYS;
  for (let i = 0; i < TRON_LENGTH; i++) stored[way * TRON_LENGTH + i] = units[at + i]!;
  tags[way] = tag;
  answers[way] = valid ? VALID : INVALID;
  return valid;
}

/**
 * All 34 units at once, no branch per unit, as a tag that matches nearly always means the same word. Exact: a unit
 * above a byte differs from every stored one.
 */
function sameUnits(stored: Uint8Array, from: number, units: Uint16Array, at: number): boolean {
  let differ = (stored[from + 32]! ^ units[at + 32]!) | (stored[from + 33]! ^ units[at + 33]!);
  for (let i = 0; i < 32; i += 4) {
    differ |= (stored[from + i]! ^ units[at + i]!) | (stored[from + i + 1]! ^ units[at + i + 1]!) |
      (stored[from + i + 2]! ^ units[at + i + 2]!) | (stored[from + i + 3]! ^ units[at + i + 3]!);
  }
  return differ === 0;
}

function checksumMatches(text: string): boolean {
  const bytes = bs58.decodeUnsafe(text);
  if (bytes?.length !== 25 || bytes[0] !== TRON_PREFIX) return false;
  const check = sha256(sha256(bytes.subarray(0, 21)));
  return check[0] === bytes[21] && check[1] === bytes[22] && check[2] === bytes[23] && check[3] === bytes[24];
}
