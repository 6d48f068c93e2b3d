// The rules for one run of address characters (base58 and '0') that the scan (runScan.ts) found: a whole
// word, the escape letter of "\n" dropped, then EVM, Tron or Solana. A Tron-shaped word goes to its memo
// first (tron.ts). Most other runs are hashes, base64 pieces or long identifiers, so one pass over the run
// both refuses non-base58 and collects what the Solana plausibility rule needs, and the dearer tests come last.
import { BASE58, CHAR_FLAGS, LOWER, WORD } from './charClass';
import { EVM_ADDRESS_LENGTH, isEvmWord } from './evm';
import { gluedToEncodedText } from './base64Glue';
import { decodesToLength } from './base58';
import { DIGIT_THEN_LOWER, SOLANA_MAX_LENGTH, SOLANA_MIN_LENGTH, looksLikeKeyWith } from './solana';
import { TRON_LENGTH, isTronRun } from './tron';

export type AddressFamily = 'evm' | 'solana' | 'tron';

export interface FoundAddress {
  readonly start: number;
  readonly end: number;
  readonly address: string;
  readonly family: AddressFamily;
}

/** Shortest run worth a look: a Solana key. */
export const MIN_RUN = SOLANA_MIN_LENGTH;
/** Longest run worth a look: a 44-character key after an escape letter ("\nKEY"). */
export const MAX_RUN = SOLANA_MAX_LENGTH + 1;

// Local copies (see charClass.ts): under tsx every use of an imported binding is a getter call.
const [FLAGS, WORD_BIT, BASE58_BIT, LOWER_BIT, THEN_LOWER] = [CHAR_FLAGS, WORD, BASE58, LOWER, DIGIT_THEN_LOWER];
const [MIN_KEY, MAX_KEY, EVM_LENGTH, TRON_WORD] = [SOLANA_MIN_LENGTH, SOLANA_MAX_LENGTH, EVM_ADDRESS_LENGTH, TRON_LENGTH];
const [isEvm, isTron, plausible, glued, decodesTo] = [isEvmWord, isTronRun, looksLikeKeyWith, gluedToEncodedText, decodesToLength];
const [ZERO, CAPITAL_T, BACKSLASH] = [0x30, 0x54, 0x5c];

function isEscapeLetter(code: number): boolean {
  return code === 0x6e || code === 0x72 || code === 0x74; // n r t
}

/**
 * The address that is the run text[runStart, end), if any; a run glued to a word character is part of a longer word.
 * `units[i - offset]` is text.charCodeAt(i) for i in the run: the scan's copy, read faster than the string.
 */
export function addressInRun(text: string, runStart: number, end: number, units: Uint16Array, offset: number): FoundAddress | undefined {
  const flags = FLAGS;
  if (!wholeWord(text, runStart, end)) return undefined;
  let start = runStart;
  let first = units[start - offset]!;
  // "\n0x…" in a string literal or log: the escape letter belongs to the backslash, not the address.
  if (isEscapeLetter(first) && start > 0 && text.charCodeAt(start - 1) === BACKSLASH) first = units[++start - offset]!;
  const from = start - offset;
  const to = end - offset;
  const length = end - start;
  // '0' is no base58 digit: "0x" and 40 hex digits, or nothing.
  if (first === ZERO) return length === EVM_LENGTH && isEvm(units, from) ? found(text, start, end, 'evm') : undefined;
  if (length < MIN_KEY || length > MAX_KEY) return undefined;
  // A "T…" word of 34 is settled by its checksum alone (a '0' fails the decoding), mostly from the memo: the pass
  // below cost Tron addresses a fifth of their scan. Any other word goes on to the rules below.
  if (length === TRON_WORD && first === CAPITAL_T && isTron(units, from, text, start, end)) return found(text, start, end, 'tron');
  // The OR of the run's flags, and whether all are base58 digits: four units a step, no branch per unit (~4% of a
  // scan of real-looking text, against a loop that stops at the first non-digit). Written out here: as a function
  // of its own V8 did not inline it, which cost 2% of the scan (ten alternating processes). And whether a digit is
  // followed by a lower-case letter (DIGIT << 2 is LOWER): that settles the plausibility rule for 95% of random keys,
  // which identifierShaped read again unit by unit (a third of a scan of a Solana token list).
  let mix = 0;
  let all = BASE58_BIT;
  let adjacent = 0;
  let last = 0;
  let i = from;
  for (; i + 4 <= to; i += 4) {
    const f0 = flags[units[i]!]!, f1 = flags[units[i + 1]!]!, f2 = flags[units[i + 2]!]!, f3 = flags[units[i + 3]!]!;
    all &= f0 & f1 & f2 & f3;
    mix |= f0 | f1 | f2 | f3;
    adjacent |= ((last << 2) & f0) | ((f0 << 2) & f1) | ((f1 << 2) & f2) | ((f2 << 2) & f3);
    last = f3;
  }
  for (; i < to; i++) {
    const f = flags[units[i]!]!;
    all &= f;
    mix |= f;
    adjacent |= (last << 2) & f;
    last = f;
  }
  if (all === 0) return undefined;
  if ((adjacent & LOWER_BIT) !== 0) mix |= THEN_LOWER;
  // Cheapest test first: the length in bytes is settled by the first digit or two, and most long base58 names fail it
  // (4.8% faster on generated text, where they are many); the plausibility rule reads the whole run.
  if (decodesTo(text, start, end, 32) && plausible(units, from, to, mix) && !glued(text, start, end)) return found(text, start, end, 'solana');
  return undefined;
}

/** The address text[start, end), whose units the scan has found to be "0x" and 40 hex digits, unless glued to a word. */
export function evmAddressAt(text: string, start: number, end: number): FoundAddress | undefined {
  return wholeWord(text, start, end) ? found(text, start, end, 'evm') : undefined;
}

/** Not glued to a word character on either side. */
function wholeWord(text: string, start: number, end: number): boolean {
  const flags = FLAGS;
  return (start === 0 || (flags[text.charCodeAt(start - 1)]! & WORD_BIT) === 0) && (end >= text.length || (flags[text.charCodeAt(end)]! & WORD_BIT) === 0);
}

function found(text: string, start: number, end: number, family: AddressFamily): FoundAddress {
  // Filled in, not a literal with its fields: V8 tracks a literal's survival and, after a scan of dense text kept
  // thousands alive, allocates them straight in the old generation, where every later scan's short-lived
  // results cost major collections (about 10% of the scan time); an empty literal has no such site.
  const address = {} as { start: number; end: number; address: string; family: AddressFamily };
  address.start = start;
  address.end = end;
  address.address = text.slice(start, end);
  address.family = family;
  return address;
}
