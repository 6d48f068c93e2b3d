// Whether base58 text (Bitcoin alphabet, as Solana and Tron use) decodes to a given number of bytes, without
// decoding it: the scan asks "32 bytes?" of every plausible run and "25?" of every "T…" one, and bs58.decode
// allocates for each. Each leading '1' is a zero byte; the other digits spell a number n, which has b bytes
// when 256^(b-1) <= n < 256^b. Numbers of as many digits compare as their digits do, and the alphabet is in
// character-code order, so n is compared with bs58's own spelling of those powers, digit by digit.
import bs58 from 'bs58';

const MAX_BYTES = 32;
const ONE = 0x31;
let powers: string[] | undefined; // powers[k] spells 256^k; made on the first scan, not at activation

function power(k: number): string {
  powers ??= Array.from({ length: MAX_BYTES + 1 }, (_, i) => bs58.encode(Uint8Array.from({ length: i + 1 }, (_, j) => (j ? 0 : 1))));
  return powers[k]!;
}

/** bs58.decode(text.slice(start, end)).length === bytes, for base58 characters only and bytes <= 32. */
export function decodesToLength(text: string, start: number, end: number, bytes: number): boolean {
  if (bytes > MAX_BYTES) throw new RangeError(`decodesToLength answers for up to ${MAX_BYTES} bytes, not ${bytes}`);
  let from = start;
  while (from < end && text.charCodeAt(from) === ONE) from++;
  const numberBytes = bytes - (from - start);
  if (from === end) return numberBytes === 0;
  return numberBytes > 0 && compare(text, from, end, power(numberBytes - 1)) >= 0 && compare(text, from, end, power(numberBytes)) < 0;
}

/** The sign of (the number text[from, end) spells) - (the number `digits` spells); neither has a leading '1'. */
function compare(text: string, from: number, end: number, digits: string): number {
  if (end - from !== digits.length) return end - from - digits.length;
  for (let i = 0; i < digits.length; i++) {
    const difference = text.charCodeAt(from + i) - digits.charCodeAt(i);
    if (difference !== 0) return difference;
  }
  return 0;
}
