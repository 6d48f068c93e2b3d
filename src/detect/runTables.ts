// The scan's tables (runScan.ts): which UTF-16 code units can be in an address run, one unit or two at a time,
// and the chunk of units the scan reads, with its copy: under Node Buffer copies a chunk's units at ~10 GB/s; the
// browser build has no Buffer, so there a charCodeAt loop fills the chunk. Apart so the scan itself fits on a screen.
import { BASE58, CHAR_FLAGS, unitsOf } from './charClass';

export const CHUNK = 1 << 15; // 64 KB of units: stays in cache with the text the rules read
/** A chunk's units, and one more for a sentinel after it. */
export const CODES = new Uint16Array(CHUNK + 1);
/** The chunk two units at a time, for pairMask; probes never read the sentinel. */
const PAIRS = new Int32Array(CODES.buffer, 0, CHUNK >> 1);

/** 1 for every unit that cannot be in an address run, 0 for base58 digits and '0'. */
export const OUTSIDE = new Uint8Array(0x10000).fill(1);
// Those are ASCII (charClass.ts marks them from ASCII strings): a loop over 128 units, not a callback for each of
// 65,536, which took 2-3 ms of every language server start and of loading the hover.
for (let unit = 0; unit < 0x80; unit++) if ((CHAR_FLAGS[unit]! & BASE58) !== 0 || unit === 0x30) OUTSIDE[unit] = 0;

/**
 * For a pair's two units' low 7 bits (low half | high half << 7): bit 0 when the later unit is outside, bit 1 when
 * the earlier is. Exact for ASCII; a unit above it may read as inside ('地' is 0x5730, '0' below 7 bits), never the
 * other way round. The earlier unit is the Int32's low half on a little-endian machine, the high half otherwise.
 */
const PAIR_OUTSIDE = new Uint8Array(1 << 14);
/** Whether a multi-byte number's low byte comes first in memory (all machines that run VS Code). */
export const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
{
  const [lowBit, highBit] = LITTLE_ENDIAN ? [2, 1] : [1, 2];
  // A row of 128 for each high half, copied whole: 16 K entries one by one took ~1 ms of a start, in the interpreter.
  const inside = OUTSIDE.slice(0, 0x80).map((out) => out * lowBit);
  const outside = inside.map((bits) => bits | highBit);
  for (let high = 0; high < 0x80; high++) PAIR_OUTSIDE.set(OUTSIDE[high] ? outside : inside, high << 7);
}

/**
 * Bit i set when unit 2k + 1 - i of CODES is outside a run, for i < 8, from 4 pairs (8 loads, not the 16 of
 * outsideMask). A clear bit is sure only for ASCII (see PAIR_OUTSIDE), so no bit set means "look closer".
 */
export function pairMask(k: number): number {
  const pairs = PAIRS;
  const table = PAIR_OUTSIDE;
  const w0 = pairs[k]!, w1 = pairs[k - 1]!, w2 = pairs[k - 2]!, w3 = pairs[k - 3]!;
  return table[(w0 & 0x7f) | ((w0 >>> 9) & 0x3f80)]! | (table[(w1 & 0x7f) | ((w1 >>> 9) & 0x3f80)]! << 2) |
    (table[(w2 & 0x7f) | ((w2 >>> 9) & 0x3f80)]! << 4) | (table[(w3 & 0x7f) | ((w3 >>> 9) & 0x3f80)]! << 6);
}

/** Bit i set when CODES[top - i] is outside a run, for i < 8: exact for every unit. */
export function outsideMask(top: number): number {
  const units = CODES;
  const out = OUTSIDE;
  return out[units[top]!]! | (out[units[top - 1]!]! << 1) | (out[units[top - 2]!]! << 2) | (out[units[top - 3]!]! << 3) |
    (out[units[top - 4]!]! << 4) | (out[units[top - 5]!]! << 5) | (out[units[top - 6]!]! << 6) | (out[units[top - 7]!]! << 7);
}

/** Just past the outside unit nearest `top`, given a mask (as above) of the units up to `top` when it is not 0. */
export function pastNearest(top: number, mask: number): number {
  return top + 1 - (31 - Math.clz32(mask & -mask));
}

/** Copies text[from, from + length) into CODES[0, length). */
export type CopyUnits = (text: string, from: number, length: number) => void;

export const copyByCharCode: CopyUnits = (text, from, length) => {
  unitsOf(text, from, from + length, CODES);
};

// Node's own Buffer only: in a browser another extension's global Buffer polyfill could be slower than charCodeAt.
const onNode = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';
const NodeBuffer = onNode ? (globalThis as { Buffer?: typeof Buffer }).Buffer : undefined;
// 'utf16le' bytes are the units only on a little-endian machine.
const unitBytes = NodeBuffer && LITTLE_ENDIAN ? NodeBuffer.from(CODES.buffer) : undefined;

/** Node's copy, or undefined in the browser. */
export const copyByBuffer: CopyUnits | undefined = unitBytes && ((text, from, length) => {
  unitBytes.write(text.slice(from, from + length), 'utf16le');
});
