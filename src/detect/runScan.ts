// Finds the runs of 32 or more address characters (base58 and '0') and hands each to addressInRun. It reads
// UTF-16 code units from a typed array, a chunk at a time: V8's charCodeAt checks the string's kind on every
// call, and under Node Buffer copies a chunk's units at ~10 GB/s. The browser build has no Buffer, so there a
// charCodeAt loop fills the chunk; the scan is the same.
import { MAX_RUN, MIN_RUN, addressInRun, type FoundAddress } from './addressRules';
import { BASE58, CHAR_FLAGS } from './charClass';

/** Copies text[from, from + length) into CODES[0, length). */
export type CopyUnits = (text: string, from: number, length: number) => void;

const CHUNK = 1 << 15; // 64 KB of units: stays in cache with the text the rules read
const CODES = new Uint16Array(CHUNK + 1); // one more for a sentinel after the chunk
const SPACE = 0x20;

/** 1 for every unit that cannot be in an address run, 0 for base58 digits and '0'. */
const OUTSIDE = CHAR_FLAGS.map((flags, unit) => ((flags & BASE58) !== 0 || unit === 0x30 ? 0 : 1));

export const copyByCharCode: CopyUnits = (text, from, length) => {
  for (let i = 0; i < length; i++) CODES[i] = text.charCodeAt(from + i);
};

// Node's own Buffer only: in a browser another extension's global Buffer polyfill could be slower than charCodeAt.
const onNode = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';
const NodeBuffer = onNode ? (globalThis as { Buffer?: typeof Buffer }).Buffer : undefined;
// 'utf16le' bytes are the units only on a little-endian machine (all that run VS Code).
const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
const unitBytes = NodeBuffer && LITTLE_ENDIAN ? NodeBuffer.from(CODES.buffer) : undefined;

/** Node's copy, or undefined in the browser. */
export const copyByBuffer: CopyUnits | undefined = unitBytes && ((text, from, length) => {
  unitBytes.write(text.slice(from, from + length), 'utf16le');
});

/** Pushes the addresses of `text` to `found`, in order. */
export function scanRuns(text: string, found: FoundAddress[], copy: CopyUnits): void {
  for (let base = 0; base + SHORTEST <= text.length; ) base = scanChunk(text, base, found, copy);
}

// Local copies (see charClass.ts): under tsx every use of an imported binding is a getter call.
const [rules, outside, codes, SHORTEST, LONGEST] = [addressInRun, OUTSIDE, CODES, MIN_RUN, MAX_RUN];

/**
 * Scans the chunk at `base` and returns where the next one starts. text[base - 1] is outside a run. A probe
 * 31 units past `from` is in every run of 32 that starts in [from, probe]; if one of the 8 units up to
 * the probe is outside, no such run starts before it, and the next probe is 32 past it. In code the first
 * look nearly always settles it, without a branch per unit.
 */
function scanChunk(text: string, base: number, found: FoundAddress[], copy: CopyUnits): number {
  const span = Math.min(CHUNK, text.length - base);
  copy(text, base, span);
  codes[span] = SPACE;
  const [units, out, shortest] = [codes, outside, SHORTEST]; // in registers for the loop
  let from = 0;
  for (;;) {
    const probe = from + shortest - 1;
    if (probe >= span) return base + from;
    const mask = out[units[probe]!]! | (out[units[probe - 1]!]! << 1) | (out[units[probe - 2]!]! << 2) |
      (out[units[probe - 3]!]! << 3) | (out[units[probe - 4]!]! << 4) | (out[units[probe - 5]!]! << 5) |
      (out[units[probe - 6]!]! << 6) | (out[units[probe - 7]!]! << 7);
    if (mask !== 0) from = probe + 1 - (31 - Math.clz32(mask & -mask)); // just past the outside unit nearest the probe
    else from = lookFurther(text, base, from, span, found) - base;
  }
}

/**
 * The rarer case, apart so the loop above stays small: text[probe - 7, probe] is in a run. Returns
 * where the next probe's window starts: past an outside unit further back, or past the run.
 */
function lookFurther(text: string, base: number, from: number, span: number, found: FoundAddress[]): number {
  const probe = from + SHORTEST - 1;
  let back = probe - 8;
  while (back >= from && outside[codes[back]!] === 0) back--;
  if (back >= from) return base + back + 1;
  let end = probe + 1;
  while (outside[codes[end]!] === 0) end++; // the sentinel stops it
  end += base;
  if (end === base + span) while (end < text.length && outside[text.charCodeAt(end)] === 0) end++; // the run goes on past the chunk
  const start = base + from;
  if (end - start <= LONGEST) {
    const address = rules(text, start, end);
    if (address) found.push(address);
  }
  return end + 1;
}
