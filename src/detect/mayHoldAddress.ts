// Whether an address could cover a position, without the scan: every address the scan finds (./addresses) is a run
// of at least 32 letters and digits (Solana 32 to 44, Tron 34, EVM 42 with its 0x). The hover's shell asks this
// before it loads the scan and the lookup (../hover/index.ts), so activation carries neither; a long word that is
// no address only loads them sooner, and the scan then says no.
import { CHAR_FLAGS, DIGIT, LOWER, UPPER } from './charClass';

const SHORTEST_ADDRESS = 32;
const LETTER_OR_DIGIT = DIGIT | UPPER | LOWER;

function isLetterOrDigit(code: number): boolean {
  return (CHAR_FLAGS[code]! & LETTER_OR_DIGIT) !== 0;
}

/** A run of letters and digits of at least 32 touches `offset` (an address's end included, as addressAt reads it). */
export function mayHoldAddress(text: string, offset: number): boolean {
  let run = 0;
  for (let i = offset - 1; i >= 0 && run < SHORTEST_ADDRESS && isLetterOrDigit(text.charCodeAt(i)); i--) run++;
  for (let i = offset; i < text.length && run < SHORTEST_ADDRESS && isLetterOrDigit(text.charCodeAt(i)); i++) run++;
  return run >= SHORTEST_ADDRESS;
}
