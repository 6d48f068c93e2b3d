// Finds the runs of 32 or more address characters (base58 and '0') and hands each to addressInRun, or an EVM address
// found whole to evmAddressAt. It reads UTF-16 code units from a typed array a chunk at a time (runTables.ts copies
// them), and so do the rules: V8's charCodeAt checks the string's kind on every call.
import { MAX_RUN, MIN_RUN, addressInRun, evmAddressAt, type FoundAddress } from './addressRules';
import { unitsOf } from './charClass';
import { EVM_ADDRESS_LENGTH, isEvmWord } from './evm';
import { CHUNK, CODES, OUTSIDE, outsideMask, pairMask, pastNearest, type CopyUnits } from './runTables';

export { copyByBuffer, copyByCharCode, type CopyUnits } from './runTables';

const SPACE = 0x20;
/** How far past a chunk's middle an outside unit is looked for, to split the chunk there (see scanChunk). */
const SPLIT_REACH = 256;

/** Pushes the addresses of `text` to `found`, in order. */
export function scanRuns(text: string, found: FoundAddress[], copy: CopyUnits): void {
  for (let base = 0; base + SHORTEST <= text.length; ) base = scanChunk(text, base, found, copy);
}

// Local copies (see charClass.ts): under tsx every use of an imported binding is a getter call.
const [rules, outside, codes, SHORTEST, LONGEST] = [addressInRun, OUTSIDE, CODES, MIN_RUN, MAX_RUN];
const [isEvm, evmAt, EVM_LENGTH, ZERO] = [isEvmWord, evmAddressAt, EVM_ADDRESS_LENGTH, 0x30];

/**
 * Scans the chunk at `base` and returns where the next one starts. text[base - 1] is outside a run. A probe
 * 31 units past `from` is in every run of 32 that starts in [from, probe]; if one of the 8 units up to
 * the probe is outside, no such run starts before it, and the next probe is 32 past it. In code the first
 * look nearly always settles it, without a branch per unit; it reads the units two at a time (pairMask), and a
 * probe it cannot settle is looked at unit by unit. Each probe waits on the last, so the chunk is split at the first
 * outside unit from its middle on and both halves are probed in one loop: the CPU works on two probes at once.
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
    // The 4 pairs that end at the probe, or a unit before it: 8 units, all in [from, probe].
    const ka = (pa - 1) >> 1;
    const kb = (pb - 1) >> 1;
    const ma = pairMask(ka);
    const mb = pairMask(kb);
    a = ma !== 0 ? pastNearest(2 * ka + 1, ma) : lookFurther(text, base, a, split, found) - base;
    b = mb !== 0 ? pastNearest(2 * kb + 1, mb) : lookFurther(text, base, b, span, later) - base;
  }
  scanAlone(text, base, a, split, found); // the first half ends at an outside unit: nothing in it goes on
  const next = scanAlone(text, base, b, span, later);
  for (const address of later) found.push(address);
  return base + next;
}

/** The probes of [from, span) one after another, a unit at a time; returns where a run of 32 could still start. */
function scanAlone(text: string, base: number, from: number, span: number, found: FoundAddress[]): number {
  const shortest = SHORTEST;
  for (;;) {
    const probe = from + shortest - 1;
    if (probe >= span) return from;
    const mask = outsideMask(probe);
    if (mask !== 0) from = pastNearest(probe, mask);
    else from = lookFurther(text, base, from, span, found) - base;
  }
}

/** A run that reaches the end of the span it was probed in (the chunk's, or its first half's), copied for the rules. */
const RUN = new Uint16Array(LONGEST);

/**
 * The rarer case, apart so the loop above stays small: no unit the probe read is sure to be outside. Returns
 * where the next probe's window starts: past the run, or past the outside unit that ends a shorter one.
 */
function lookFurther(text: string, base: number, from: number, span: number, found: FoundAddress[]): number {
  const probe = from + SHORTEST - 1;
  // The 32 units up to the probe, nearest first and 8 at a time as in scanAlone (the pairs may have ended a unit short
  // of it, and may have missed an outside unit above ASCII): the run holding the probe starts past the nearest outside
  // one, or at `from`. Every unit from there to the probe has been read, so the run is followed on from the probe, not
  // read again from its start by the next probe (in address-dense text every address took two looks).
  let first = from;
  for (let top = probe; top >= from; top -= 8) {
    const mask = outsideMask(top);
    if (mask !== 0) {
      first = pastNearest(top, mask);
      break;
    }
  }
  // "0x" and 40 hex digits, followed by an outside unit: the run is the address's shape, no need to walk to its end.
  const evmEnd = first + EVM_LENGTH;
  if (codes[first] === ZERO && evmEnd < span && outside[codes[evmEnd]!] !== 0 && isEvm(codes, first)) {
    pushAddress(found, evmAt(text, base + first, base + evmEnd));
    return base + evmEnd + 1;
  }
  const end = endOfRun(probe + 1, span);
  // Too short: past the unit that ends it, or, at the span's end, from its start again (it may go on in the next chunk).
  if (end - first < SHORTEST) return base + (end < span ? end + 1 : first);
  const start = base + first;
  if (end < span) {
    if (end - first <= LONGEST) pushAddress(found, rules(text, start, base + end, codes, base));
    return base + end + 1;
  }
  return runPastChunk(text, start, base + end, found);
}

/** A run that reaches the end of the chunk: where it ends in the text, with its address if it has one; returns past it. */
function runPastChunk(text: string, start: number, from: number, found: FoundAddress[]): number {
  let end = from;
  while (end < text.length && outside[text.charCodeAt(end)] === 0) end++; // the run goes on past the chunk
  // Rare (once a chunk at most): read again from the text, as the run may go on past the chunk.
  if (end - start <= LONGEST) pushAddress(found, rules(text, start, end, unitsOf(text, start, end, RUN), start));
  return end + 1;
}

/**
 * Where the run that `end` is in (or just past) ends: 8 units a step, never reading past `span`, whose unit is outside
 * (the sentinel, or the split). A unit at a time, most of a dense text's scan went on finding where each address ends.
 */
function endOfRun(end: number, span: number): number {
  let at = end;
  for (; at + 7 <= span; at += 8) {
    const mask = outsideMask(at + 7);
    if (mask !== 0) return at + 7 - (31 - Math.clz32(mask)); // the outside unit nearest `at`: the mask's highest bit
  }
  while (outside[codes[at]!] === 0) at++;
  return at;
}

function pushAddress(found: FoundAddress[], address: FoundAddress | undefined): void {
  if (address) found.push(address);
}
