// Character classes as bit flags in one table indexed by UTF-16 code unit, so a scan loop does one lookup
// per character. Characters outside ASCII (CJK text, smart quotes, "…") are never part of a word:
// "地址0x…" ends a word. Hot loops elsewhere keep a local reference to CHAR_FLAGS, because under tsx
// (bench, tests) every use of an imported binding is a getter call, which cost half the scan time.

export const WORD = 1; // may continue an identifier: an address glued to one is not an address
export const BASE58 = 2;
export const HEX = 4;
export const DIGIT = 8;
export const UPPER = 16;
export const LOWER = 32;

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export const CHAR_FLAGS = buildTable();

function buildTable(): Uint8Array {
  const table = new Uint8Array(0x10000);
  const mark = (chars: string, flag: number) => {
    for (const ch of chars) table[ch.charCodeAt(0)]! |= flag;
  };
  const digits = '0123456789';
  const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const lower = upper.toLowerCase();
  mark(digits + upper + lower + '_$', WORD);
  mark(BASE58_ALPHABET, BASE58);
  mark(digits + 'abcdefABCDEF', HEX);
  mark(digits, DIGIT);
  mark(upper, UPPER);
  mark(lower, LOWER);
  return table;
}

/** True when every character of text[start, end) has `flag`. */
export function allHave(text: string, start: number, end: number, flag: number): boolean {
  for (let i = start; i < end; i++) if ((CHAR_FLAGS[text.charCodeAt(i)]! & flag) === 0) return false;
  return true;
}

/** The OR of the flags of text[start, end). */
export function flagsOf(text: string, start: number, end: number): number {
  let flags = 0;
  for (let i = start; i < end; i++) flags |= CHAR_FLAGS[text.charCodeAt(i)]!;
  return flags;
}

/** The UTF-16 code units of text[start, end) in `units` (new by default), for the rules that read a scan's copy of them. */
export function unitsOf(text: string, start: number, end: number, units = new Uint16Array(end - start)): Uint16Array {
  for (let i = start; i < end; i++) units[i - start] = text.charCodeAt(i);
  return units;
}
