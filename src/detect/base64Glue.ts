// Base64, base64url and JWT text splits into pieces of ~32 letters and digits at '+', '/', '-', '.' and
// ends in '=' padding; about 1 piece in 2,000 is a base58 run that decodes to 32 bytes by chance. URLs
// glue keys to the same characters (solscan.io/token/<mint>, jup.ag/swap/SOL-<mint>), so a run glued to
// '/', '-' or '.' counts when the piece on the other side looks like a path word, a ticker or a key.
import { BASE58, CHAR_FLAGS, UPPER, WORD, allHave } from './charClass';
import { SOLANA_MAX_LENGTH, SOLANA_MIN_LENGTH, decodesTo32Bytes } from './solana';

const FLAGS = CHAR_FLAGS; // local copies for the loops (see charClass.ts)
const WORD_BIT = WORD;
const UPPER_BIT = UPPER;
const PLUS = 0x2b;
const EQUALS = 0x3d;
const SLASH = 0x2f;
const DASH = 0x2d;
const DOT = 0x2e;

/** A piece longer than this is no path word; also bounds the look-around for a hover. */
export const NEIGHBOUR_LIMIT = 100;
const TICKER_LENGTH = 10;

/** True when the base58 run text[start, end) sits in base64-like text and is most likely a chance match. */
export function gluedToEncodedText(text: string, start: number, end: number): boolean {
  const before = start > 0 ? text.charCodeAt(start - 1) : 0;
  const after = end < text.length ? text.charCodeAt(end) : 0;
  if (before === PLUS || after === PLUS || after === EQUALS) return true;
  if (isJoiner(before) && !innocentPiece(text, pieceStart(text, start - 1), start - 1)) return true;
  if (isJoiner(after) && !innocentPiece(text, end + 1, pieceEnd(text, end + 1))) return true;
  return false;
}

function isJoiner(code: number): boolean {
  return code === SLASH || code === DASH || code === DOT;
}

/** Piece characters: word characters plus '+' and '-', so a base64(url) piece is read whole. */
function inPiece(code: number): boolean {
  return (FLAGS[code]! & WORD_BIT) !== 0 || code === PLUS || code === DASH;
}

function pieceStart(text: string, end: number): number {
  let i = end;
  while (i > 0 && end - i <= NEIGHBOUR_LIMIT && inPiece(text.charCodeAt(i - 1))) i--;
  return i;
}

function pieceEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length && i - start <= NEIGHBOUR_LIMIT && inPiece(text.charCodeAt(i))) i++;
  return i;
}

/** Empty, a lower-case path word ("token", "token-list"), a short ticker ("SOL") or another key. */
function innocentPiece(text: string, start: number, end: number): boolean {
  const length = end - start;
  if (length > NEIGHBOUR_LIMIT) return false;
  let upper = false;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === PLUS) return false;
    if (FLAGS[code]! & UPPER_BIT) upper = true;
  }
  if (!upper || length <= TICKER_LENGTH) return true;
  return length >= SOLANA_MIN_LENGTH && length <= SOLANA_MAX_LENGTH && allHave(text, start, end, BASE58) && decodesTo32Bytes(text.slice(start, end));
}
