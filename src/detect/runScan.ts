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
/** How far past a chunk's middle an outside unit is looked for, to split the chunk there (see scanChunk). */
const SPLIT_REACH = 256;

/** 1 for every unit that cannot be in an address run, 0 for base58 digits and '0'. */
const OUTSIDE = new Uint8Array(0x10000).fill(1);
// Those are ASCII (charClass.ts marks them from ASCII strings): a loop over 128 units, not a callback for each of
// 65,536, which took 2-3 ms of every language server start and of loading the hover.
for (let unit = 0; unit < 0x80; unit++) if ((CHAR_FLAGS[unit]! & BASE58) !== 0 || unit === 0x30) OUTSIDE[unit] = 0;

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
 * look nearly always settles it, without a branch per unit. Each probe waits on the last, so the chunk is split at
 * the first outside unit from its middle on and both halves are probed in one loop: the CPU works on two probes at once.
 */
function scanChunk(text: string, base: number, found: FoundAddress[], copy: CopyUnits): number {
  const span = Math.min(CHUNK, text.length - base);
  copy(text, base, span);
  codes[span] = SPACE;
  const [units, out, shortest] = [codes, outside, SHORTEST]; // in registers for the loop
  // The first outside unit within SPLIT_REACH of the middle; past that the chunk is probed as one (a run that long is rare).
  const reach = Math.min(span, (span >> 1) + SPLIT_REACH);
  let split = span >> 1;
  while (split < reach && out[units[split]!] === 0) split++;
  if (split === reach) return base + scanAlone(text, base, 0, span, found);
  const later: FoundAddress[] = []; // the second half's, after the first's
  let a = 0;
  let b = split + 1;
  for (;;) {
    const pa = a + shortest - 1;
    const pb = b + shortest - 1;
    if (pa >= split || pb >= span) break;
    const ma = outsideMask(units, out, pa);
    const mb = outsideMask(units, out, pb);
    a = ma !== 0 ? pastNearest(pa, ma) : lookFurther(text, base, a, split, found) - base;
    b = mb !== 0 ? pastNearest(pb, mb) : lookFurther(text, base, b, span, later) - base;
  }
  scanAlone(text, base, a, split, found); // the first half ends at an outside unit: nothing in it goes on
  const next = scanAlone(text, base, b, span, later);
  for (const address of later) found.push(address);
  return base + next;
}

/** The probes of [from, span) one after another; returns where a run of 32 could still start (see scanChunk). */
function scanAlone(text: string, base: number, from: number, span: number, found: FoundAddress[]): number {
  const [units, out, shortest] = [codes, outside, SHORTEST];
  for (;;) {
    const probe = from + shortest - 1;
    if (probe >= span) return from;
    const mask = outsideMask(units, out, probe);
    if (mask !== 0) from = pastNearest(probe, mask);
    else from = lookFurther(text, base, from, span, found) - base;
  }
}

/** Bit i set when units[top - i] is outside a run, for i < 8: the lowest set bit is the outside unit nearest `top`. */
function outsideMask(units: Uint16Array, out: Uint8Array, top: number): number {
  return out[units[top]!]! | (out[units[top - 1]!]! << 1) | (out[units[top - 2]!]! << 2) | (out[units[top - 3]!]! << 3) |
    (out[units[top - 4]!]! << 4) | (out[units[top - 5]!]! << 5) | (out[units[top - 6]!]! << 6) | (out[units[top - 7]!]! << 7);
}

/** Just past the outside unit nearest `top`, given outsideMask(…, top) when it is not 0. */
function pastNearest(top: number, mask: number): number {
  return top + 1 - (31 - Math.clz32(mask & -mask));
}

/**
 * The rarer case, apart so the loop above stays small: text[probe - 7, probe] is in a run. Returns
 * where the next probe's window starts: past an outside unit further back, or past the run.
 */
function lookFurther(text: string, base: number, from: number, span: number, found: FoundAddress[]): number {
  const probe = from + SHORTEST - 1;
  // The 24 units before those 8, nearest first and 8 at a time as in the scan: an outside unit there means no run of 32
  // starts at `from`, and the next window starts past it.
  for (let top = probe - 8; top >= from; top -= 8) {
    const mask = outsideMask(codes, outside, top);
    if (mask !== 0) return base + pastNearest(top, mask);
  }
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
