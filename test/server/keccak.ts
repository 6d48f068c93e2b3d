// Test-only keccak-256 (the pre-standard SHA-3 that Ethereum uses). node:crypto's 'sha3-256' pads
// differently, so it cannot check or make EIP-55 checksums. Lanes are 64-bit, held as two 32-bit
// halves because BigInt lanes are ~50x slower and the data set hashes a few thousand addresses.

const RATE_BYTES = 136; // 1600-bit state minus 2 x 256-bit capacity

// Round constants as [low, high] 32-bit halves.
const ROUND_CONSTANTS: ReadonlyArray<readonly [number, number]> = [
  [0x00000001, 0x00000000], [0x00008082, 0x00000000], [0x0000808a, 0x80000000], [0x80008000, 0x80000000],
  [0x0000808b, 0x00000000], [0x80000001, 0x00000000], [0x80008081, 0x80000000], [0x00008009, 0x80000000],
  [0x0000008a, 0x00000000], [0x00000088, 0x00000000], [0x80008009, 0x00000000], [0x8000000a, 0x00000000],
  [0x8000808b, 0x00000000], [0x0000008b, 0x80000000], [0x00008089, 0x80000000], [0x00008003, 0x80000000],
  [0x00008002, 0x80000000], [0x00000080, 0x80000000], [0x0000800a, 0x00000000], [0x8000000a, 0x80000000],
  [0x80008081, 0x80000000], [0x00008080, 0x80000000], [0x80000001, 0x00000000], [0x80008008, 0x80000000],
];

// Rotation offset of lane x + 5y (rho step).
const ROTATIONS = [
  0, 1, 62, 28, 27,
  36, 44, 6, 55, 20,
  3, 10, 43, 25, 39,
  41, 45, 15, 21, 8,
  18, 2, 61, 56, 14,
];

function permute(state: Uint32Array): void {
  const c = new Uint32Array(10);
  const b = new Uint32Array(50);
  for (const [rcLow, rcHigh] of ROUND_CONSTANTS) {
    // theta: xor every lane with the parities of two neighbouring columns
    for (let x = 0; x < 5; x++) {
      let lo = 0, hi = 0;
      for (let y = 0; y < 25; y += 5) { lo ^= state[2 * (x + y)]!; hi ^= state[2 * (x + y) + 1]!; }
      c[2 * x] = lo; c[2 * x + 1] = hi;
    }
    for (let x = 0; x < 5; x++) {
      const left = (x + 4) % 5, right = (x + 1) % 5;
      const rLo = c[2 * right]!, rHi = c[2 * right + 1]!;
      const dLo = c[2 * left]! ^ ((rLo << 1) | (rHi >>> 31));
      const dHi = c[2 * left + 1]! ^ ((rHi << 1) | (rLo >>> 31));
      for (let y = 0; y < 25; y += 5) { state[2 * (x + y)]! ^= dLo; state[2 * (x + y) + 1]! ^= dHi; }
    }
    // rho and pi: rotate each lane and move it from (x, y) to (y, 2x + 3y)
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const from = x + 5 * y, to = y + 5 * ((2 * x + 3 * y) % 5);
        const [lo, hi] = rotate64(state[2 * from]!, state[2 * from + 1]!, ROTATIONS[from]!);
        b[2 * to] = lo; b[2 * to + 1] = hi;
      }
    }
    // chi: the only non-linear step
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        const i = 2 * (x + y), n1 = 2 * (((x + 1) % 5) + y), n2 = 2 * (((x + 2) % 5) + y);
        state[i] = b[i]! ^ (~b[n1]! & b[n2]!);
        state[i + 1] = b[i + 1]! ^ (~b[n1 + 1]! & b[n2 + 1]!);
      }
    }
    state[0]! ^= rcLow; state[1]! ^= rcHigh;
  }
}

function rotate64(lo: number, hi: number, n: number): [number, number] {
  if (n === 0) return [lo, hi];
  if (n >= 32) { [lo, hi] = [hi, lo]; n -= 32; }
  if (n === 0) return [lo, hi];
  return [((lo << n) | (hi >>> (32 - n))) >>> 0, ((hi << n) | (lo >>> (32 - n))) >>> 0];
}

/** Sponge over keccak-f[1600]; `domainByte` 0x01 is keccak, 0x06 is standard SHA3 (used to cross-check). */
export function keccakSponge(input: Uint8Array, domainByte = 0x01): Uint8Array {
  const state = new Uint32Array(50);
  const padded = new Uint8Array((Math.floor(input.length / RATE_BYTES) + 1) * RATE_BYTES);
  padded.set(input);
  padded[input.length]! ^= domainByte;
  padded[padded.length - 1]! ^= 0x80;
  for (let offset = 0; offset < padded.length; offset += RATE_BYTES) {
    for (let i = 0; i < RATE_BYTES; i++) state[i >> 2]! ^= padded[offset + i]! << (8 * (i & 3));
    permute(state);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = (state[i >> 2]! >>> (8 * (i & 3))) & 0xff;
  return out;
}

export function keccak256Hex(input: string | Uint8Array): string {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  return Buffer.from(keccakSponge(bytes)).toString('hex');
}

/** EIP-55: uppercase each hex letter whose nibble in keccak(lowercase address) is >= 8. */
export function toChecksumAddress(address: string): string {
  const lower = address.toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{40}$/.test(lower)) throw new Error(`not an EVM address: ${address}`);
  const hash = keccak256Hex(lower);
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const ch = lower[i]!;
    out += parseInt(hash[i]!, 16) >= 8 ? ch.toUpperCase() : ch;
  }
  return out;
}

export function hasValidChecksum(address: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(address) && toChecksumAddress(address) === address;
}
