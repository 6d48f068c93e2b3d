// Solana public keys: base58 text of 32 to 44 characters that decodes to exactly 32 bytes.
import { decodesToLength } from './base58';
import { BASE58, CHAR_FLAGS, DIGIT, LOWER, UPPER, allHave, flagsOf, unitsOf } from './charClass';

export const SOLANA_MIN_LENGTH = 32;
export const SOLANA_MAX_LENGTH = 44;

/** The system program: 32 zero bytes. */
export const SYSTEM_PROGRAM = '1'.repeat(32);

/** The exact test, for text already known to be a key (typed input); no plausibility rule. */
export function isSolanaKey(text: string): boolean {
  return text.length >= SOLANA_MIN_LENGTH && text.length <= SOLANA_MAX_LENGTH && decodesTo32Bytes(text);
}

/** Text that is not base58 decodes to nothing, so this is false for it. */
export function decodesTo32Bytes(text: string): boolean {
  return allHave(text, 0, text.length, BASE58) && decodesToLength(text, 0, text.length, 32);
}

/**
 * Plausibility rule for keys in free text, since long identifiers are base58 too and a few percent of those
 * of 32-44 characters decode to 32 bytes: a key mixes a digit, an upper- and a lower-case letter, and is not
 * shaped like a camelCase identifier (see identifierShaped). Trade-off, measured by bench/detect.ts: 0.04%
 * of random keys are missed (39 in 100,000, nearly all for lacking a digit); of generated identifiers that
 * decode to 32 bytes, ~78% pass the digit-and-case test alone and ~3% (two acronyms, or mostly two-letter
 * words) pass the whole rule. The system program (32 '1's) is let through by name, as the most common key
 * in Solana code; a 32-bit all-ones binary string is reported with it.
 */
export function looksLikeKey(text: string, start: number, end: number): boolean {
  return looksLikeKeyWith(unitsOf(text, start, end), 0, end - start, flagsOf(text, start, end));
}

const MIXED = DIGIT | UPPER | LOWER;

/** Not a character's flag (charClass.ts): set by a caller that has seen a digit followed by a lower-case letter in the run. */
export const DIGIT_THEN_LOWER = 64;

/**
 * looksLikeKey for a scan that has read the run already: `flags` is the OR of its units' flags, with DIGIT_THEN_LOWER
 * where it applies (identifierShaped would say no at that digit).
 */
export function looksLikeKeyWith(units: Uint16Array, start: number, end: number, flags: number): boolean {
  if ((flags & MIXED) === MIXED) return (flags & DIGIT_THEN_LOWER) !== 0 || !identifierShaped(units, start, end);
  if (end - start !== SYSTEM_PROGRAM.length) return false;
  for (let i = start; i < end; i++) if (units[i] !== SYSTEM_PROGRAM.charCodeAt(i - start)) return false;
  return true;
}

const MAX_IDENTIFIER_DIGITS = 4; // "V2", "ERC20", "Sha256", "1155"
const MIN_MEAN_WORD = 3; // lower-case letters per lower-case run: words in names, ~2.3 in random keys

/**
 * Words, not noise: at most one acronym (upper-case run of 2+), short numbers, no lower-case letter right
 * after a digit, and lower-case runs of 3+ letters on average. A random key has all of these with p ≈ 2e-5.
 */
function identifierShaped(units: Uint16Array, start: number, end: number): boolean {
  const flags = CHAR_FLAGS; // local copies for the loop (see charClass.ts)
  const digit = DIGIT;
  const upper = UPPER;
  const lower = LOWER;
  let acronyms = 0;
  let lowerRuns = 0;
  let lowerLetters = 0;
  let kind = 0;
  let run = 0;
  for (let i = start; i <= end; i++) {
    const next = i < end ? flags[units[i]!]! & (digit | upper | lower) : 0;
    if (next === kind) {
      run++;
      continue;
    }
    if (kind === upper && run > 1 && ++acronyms > 1) return false;
    if (kind === digit && (run > MAX_IDENTIFIER_DIGITS || next === lower)) return false;
    if (kind === lower) {
      lowerRuns++;
      lowerLetters += run;
    }
    kind = next;
    run = 1;
  }
  return lowerLetters >= MIN_MEAN_WORD * lowerRuns;
}
