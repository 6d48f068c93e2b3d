// Finds EVM, Solana and Tron addresses in free text (code, JSON, Markdown, logs). An address is a whole
// word: glued to a letter, digit, '_' or '$' on either side it is part of an identifier or a longer number.
// runScan.ts finds the runs of characters that can hold one; addressRules.ts applies the rules to each.
import { NEIGHBOUR_LIMIT } from './base64Glue';
import { MAX_RUN, type FoundAddress } from './addressRules';
import { copyByBuffer, copyByCharCode, scanRuns } from './runScan';

export type { AddressFamily, FoundAddress } from './addressRules';

const copy = copyByBuffer ?? copyByCharCode;

/** Every address in `text`, in order. Linear time; the scan probes about one unit in four of ordinary code. */
export function findAddresses(text: string): FoundAddress[] {
  const found: FoundAddress[] = [];
  scanRuns(text, found, copy);
  return found;
}

/** How far either side of an offset a hover must read: the longest word and the pieces around it. */
const HOVER_REACH = MAX_RUN + NEIGHBOUR_LIMIT + 2;

/** The address covering `offset` (its end included), reading only a few hundred characters around it. */
export function addressAt(text: string, offset: number): FoundAddress | undefined {
  const from = Math.max(0, offset - HOVER_REACH);
  const window = text.slice(from, Math.min(text.length, offset + HOVER_REACH));
  // Words cut by the window edges end too far from `offset` to cover it, so they cannot mislead.
  const hit = findAddresses(window).find((a) => a.start + from <= offset && offset <= a.end + from);
  return hit && { ...hit, start: hit.start + from, end: hit.end + from };
}
