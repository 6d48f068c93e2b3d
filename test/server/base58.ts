// Bitcoin-alphabet base58, as Solana uses for public keys and mints. Test-only, so clarity beats speed.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let out = '';
  while (value > 0n) { out = ALPHABET[Number(value % 58n)]! + out; value /= 58n; }
  for (const byte of bytes) { if (byte !== 0) break; out = '1' + out; } // each leading zero byte is a '1'
  return out;
}

/** Returns undefined for characters outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const ch of text) {
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  while (value > 0n) { body.unshift(Number(value % 256n)); value /= 256n; }
  let zeros = 0;
  while (text[zeros] === '1') zeros++;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

export function isSolanaAddress(text: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text) && base58Decode(text)?.length === 32;
}
