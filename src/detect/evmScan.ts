// The EVM addresses of a text and nothing else, for the checksum check (checksumProblems.ts): the same findings as
// findAddresses(text) keeps of the family 'evm', found from each "0x" (String#indexOf, a fast search in V8) instead of
// from every run of address characters with the Solana and Tron rules, which a checksum warning never needs (in a
// fresh language server those rules were a third of a 1 MB file's first check). The rules here are addressRules.ts's
// for a run that starts with '0'; test/unit/detect-evm-scan.test.ts holds the two finders equal.
import { CHAR_FLAGS, HEX, WORD } from './charClass';
import { EVM_ADDRESS_LENGTH } from './evm';
import type { FoundAddress } from './addressRules';

const BACKSLASH = 0x5c;

/** n, r, t: after a backslash, the escape's letter, not the start of an address ("\n0x…" in a string or a log). */
function isEscapeLetter(code: number): boolean {
  return code === 0x6e || code === 0x72 || code === 0x74;
}

/** Every EVM address in `text`, in order: "0x" and 40 hex digits, a whole word. */
export function findEvmAddresses(text: string): FoundAddress[] {
  const flags = CHAR_FLAGS; // a local copy for the loop (see charClass.ts)
  const found: FoundAddress[] = [];
  for (let at = text.indexOf('0x'); at !== -1; at = text.indexOf('0x', at + 2)) {
    const end = at + EVM_ADDRESS_LENGTH;
    if (end > text.length) break;
    // Glued to a word character on the left: part of a longer word, unless that is an escape's letter.
    if (at > 0 && (flags[text.charCodeAt(at - 1)]! & WORD) !== 0
      && !(isEscapeLetter(text.charCodeAt(at - 1)) && at > 1 && text.charCodeAt(at - 2) === BACKSLASH)) continue;
    if (end < text.length && (flags[text.charCodeAt(end)]! & WORD) !== 0) continue;
    let hex = HEX;
    for (let i = at + 2; i < end; i++) hex &= flags[text.charCodeAt(i)]!;
    if (hex === 0) continue;
    const address = {} as { start: number; end: number; address: string; family: 'evm' }; // see addressRules.ts's found()
    address.start = at;
    address.end = end;
    address.address = text.slice(at, end);
    address.family = 'evm';
    found.push(address);
  }
  return found;
}
