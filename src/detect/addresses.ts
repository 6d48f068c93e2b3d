// Finds EVM, Solana and Tron addresses in free text (code, JSON, Markdown, logs). An address is a whole
// word: glued to a letter, digit, '_' or '$' on either side it is part of an identifier or a longer number.
import { BASE58, CHAR_FLAGS, WORD, allHave } from './charClass';
import { EVM_ADDRESS_LENGTH, isEvmWord } from './evm';
import { NEIGHBOUR_LIMIT, gluedToEncodedText } from './base64Glue';
import { decodedLength } from './base58';
import { SOLANA_MAX_LENGTH, SOLANA_MIN_LENGTH, looksLikeKey } from './solana';
import { TRON_LENGTH, isTronAddress } from './tron';

export type AddressFamily = 'evm' | 'solana' | 'tron';

export interface FoundAddress {
  readonly start: number;
  readonly end: number;
  readonly address: string;
  readonly family: AddressFamily;
}

const BACKSLASH = 0x5c;
const ESCAPE_LETTERS = new Set([0x6e, 0x72, 0x74]); // n r t

/** Shortest word worth a look (a Solana key), which is also the probe stride below. */
const MIN_WORD = SOLANA_MIN_LENGTH;
/** Longest word worth a look: a 44-character key after an escape letter ("\nKEY"). */
const MAX_WORD = SOLANA_MAX_LENGTH + 1;

const FLAGS = CHAR_FLAGS; // local copies for the scan loop (see charClass.ts)
const WORD_BIT = WORD;

function isWordChar(code: number): boolean {
  return (FLAGS[code]! & WORD_BIT) !== 0;
}

/** Every address in `text`, in order. Linear time; reads about one character in four of ordinary code. */
export function findAddresses(text: string): FoundAddress[] {
  const found: FoundAddress[] = [];
  const length = text.length;
  // Every word of MIN_WORD or more characters covers one probe, so only probes that land on a word
  // character are looked around; a word is read once, as the next probe starts past its end.
  let probe = MIN_WORD - 1;
  while (probe < length) {
    if (!isWordChar(text.charCodeAt(probe))) {
      probe += MIN_WORD;
      continue;
    }
    let start = probe;
    while (start > 0 && isWordChar(text.charCodeAt(start - 1))) start--;
    let end = probe + 1;
    while (end < length && isWordChar(text.charCodeAt(end))) end++;
    if (end - start <= MAX_WORD) {
      const address = addressInWord(text, start, end);
      if (address) found.push(address);
    }
    probe = end + MIN_WORD;
  }
  return found;
}

/** How far either side of an offset a hover must read: the longest word and the pieces around it. */
const HOVER_REACH = MAX_WORD + NEIGHBOUR_LIMIT + 2;

/** The address covering `offset` (its end included), reading only a few hundred characters around it. */
export function addressAt(text: string, offset: number): FoundAddress | undefined {
  const from = Math.max(0, offset - HOVER_REACH);
  const window = text.slice(from, Math.min(text.length, offset + HOVER_REACH));
  // Words cut by the window edges end too far from `offset` to cover it, so they cannot mislead.
  const hit = findAddresses(window).find((a) => a.start + from <= offset && offset <= a.end + from);
  return hit && { ...hit, start: hit.start + from, end: hit.end + from };
}

function addressInWord(text: string, wordStart: number, end: number): FoundAddress | undefined {
  let start = wordStart;
  // "\n0x…" in a string literal or log: the escape letter belongs to the backslash, not the address.
  if (ESCAPE_LETTERS.has(text.charCodeAt(start)) && text.charCodeAt(start - 1) === BACKSLASH) start++;
  const length = end - start;
  if (length === EVM_ADDRESS_LENGTH && isEvmWord(text, start)) return found(text, start, end, 'evm');
  if (length < MIN_WORD || length > SOLANA_MAX_LENGTH || !allHave(text, start, end, BASE58)) return undefined;
  if (length === TRON_LENGTH && isTronAddress(text.slice(start, end))) return found(text, start, end, 'tron');
  // Cheapest test first: most runs that fail fail the plausibility rule or sit in base64.
  if (looksLikeKey(text, start, end) && !gluedToEncodedText(text, start, end) && decodedLength(text, start, end) === 32) {
    return found(text, start, end, 'solana');
  }
  return undefined;
}

function found(text: string, start: number, end: number, family: AddressFamily): FoundAddress {
  return { start, end, address: text.slice(start, end), family };
}
