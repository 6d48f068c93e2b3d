// Checksum warnings: only mixed-case EVM addresses with a wrong EIP-55 checksum, at the right offsets,
// capped per document, and cheap to re-check after an edit because checksums are cached.
import assert from 'node:assert/strict';
import { ChecksumCache, findChecksumProblems, toChecksumAddress } from '../../src/detect';

// EIP-55's own mixed-case vectors.
const VALID = ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'];

/** The address with the case of its first hex letter flipped: a one-key typo. */
function typo(address: string): string {
  const i = address.slice(2).search(/[a-fA-F]/) + 2;
  const ch = address[i]!;
  return address.slice(0, i) + (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase()) + address.slice(i + 1);
}

/** Distinct lower-case addresses from a fixed seed. */
function lowerAddresses(count: number, seed = 1): string[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) >> 8;
  return Array.from({ length: count }, () => {
    let hex = '0x';
    for (let i = 0; i < 40; i++) hex += '0123456789abcdef'[next() & 15]!;
    return hex;
  });
}

describe('findChecksumProblems', () => {
  it('finds only mixed-case EVM addresses whose checksum is wrong, with their offsets and the right form', () => {
    const wrong = typo(VALID[1]!);
    const text = [
      `valid ${VALID[0]} lower ${VALID[0]!.toLowerCase()} upper 0x${VALID[2]!.slice(2).toUpperCase()}`,
      `const typo = "${wrong}"; // and glued: x${wrong} is an identifier, not an address`,
      `solana So11111111111111111111111111111111111111112 tron TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7`,
    ].join('\n');
    const problems = findChecksumProblems(text, { cache: new ChecksumCache() });
    assert.deepEqual(problems, [{ start: text.indexOf(wrong), end: text.indexOf(wrong) + 42, address: wrong, checksummed: VALID[1] }]);
    assert.equal(text.slice(problems[0]!.start, problems[0]!.end), wrong);
  });

  it('finds nothing in text without mixed-case addresses', () => {
    assert.deepEqual(findChecksumProblems(`${VALID.join(' ')} ${VALID.map((a) => a.toLowerCase()).join(' ')}`), []);
  });

  it('stops at the cap, 500 by default, keeping the first ones in order', () => {
    const wrong = lowerAddresses(600, 3).map((a) => typo(toChecksumAddress(a)));
    const text = wrong.join('\n');
    const capped = findChecksumProblems(text, { cache: new ChecksumCache() });
    assert.equal(capped.length, 500);
    assert.deepEqual(capped.slice(0, 3).map((p) => p.address), wrong.slice(0, 3));
    assert.deepEqual(findChecksumProblems(text, { maxProblems: 2 }).map((p) => p.address), wrong.slice(0, 2));
    assert.deepEqual(findChecksumProblems(text, { maxProblems: 0 }), []);
  });

  it('keeps its cache bounded', () => {
    const cache = new ChecksumCache(100);
    const addresses = lowerAddresses(450, 5).map((a) => toChecksumAddress(a));
    assert.deepEqual(findChecksumProblems(addresses.join(' '), { cache }), []);
    assert.ok(cache.size <= 200, `${cache.size} entries`);
    assert.equal(cache.checksum(addresses[0]!.toLowerCase()), addresses[0]);
  });

  it('re-checks a 1 MB file of addresses quickly after a one-character edit', function () {
    this.timeout(20_000);
    const addresses = lowerAddresses(24_000, 9).map((a, n) => (n % 100 ? toChecksumAddress(a) : typo(toChecksumAddress(a))));
    const text = addresses.map((a) => `  "${a}",`).join('\n');
    assert.ok(text.length >= 1_000_000);
    const cache = new ChecksumCache();
    const before = findChecksumProblems(text, { cache });
    assert.equal(before.length, 240);
    const at = text.indexOf('\n', text.length >> 1);
    const edited = `${text.slice(0, at)} ${text.slice(at)}`;
    const started = performance.now();
    const after = findChecksumProblems(edited, { cache });
    const ms = performance.now() - started;
    assert.ok(ms < 200, `re-check took ${ms.toFixed(0)} ms`);
    assert.equal(after.length, 240);
    assert.equal(edited.slice(after[239]!.start, after[239]!.end), after[239]!.address);
    assert.equal(after[239]!.start, before[239]!.start + 1);
  });
});
