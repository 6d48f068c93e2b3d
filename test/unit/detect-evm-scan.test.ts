import assert from 'node:assert/strict';
import { findAddresses, findChecksumProblems, type FoundAddress } from '../../src/detect';
import { findEvmAddresses } from '../../src/detect/evmScan';
import { denseCorpus } from '../fixtures/denseCorpus';
import { generateMixedText } from '../fixtures/mixedText';

// The checksum check's own finder (src/detect/evmScan.ts, from each "0x") against the whole scan's EVM findings: the
// same addresses at the same places, on real-looking, address-dense and hostile text.

const evmOf = (text: string) => findAddresses(text).filter((a: FoundAddress) => a.family === 'evm');
const HEX40 = 'a0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

/** A small seeded generator (mulberry32): the same texts on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the checksum check\'s EVM finder', () => {
  it('finds what the whole scan finds as EVM, on generated code and on every address-dense file', function () {
    this.timeout(20_000);
    const texts = [generateMixedText(300_000).text, ...denseCorpus(30_000).map((f) => f.text)];
    let compared = 0;
    for (const text of texts) {
      const whole = evmOf(text);
      compared += whole.length;
      assert.deepEqual(findEvmAddresses(text), whole);
    }
    assert.ok(compared > 1_000, `${compared} EVM addresses compared`);
  });

  it('keeps the scan\'s rules at a word\'s edges: glued, escaped, too long, upper-case X, cut at the end', () => {
    const cases = [
      `x = 0x${HEX40};`, `a0x${HEX40}`, `0x${HEX40}b`, `0x${HEX40}_`, `$0x${HEX40}`, `"\\n0x${HEX40}"`, `"\\t0x${HEX40}\\r"`,
      `n0x${HEX40}`, `\\\\n0x${HEX40}`, `0X${HEX40}`, `0x0x${HEX40}`, `0x${HEX40.slice(1)}`, `0x${HEX40.slice(0, 39)}g`,
      `地址0x${HEX40}…`, `0x${HEX40}0x${HEX40}`, `0x${HEX40}.0x${HEX40}`, `0x${HEX40.toUpperCase()}`, `0x${HEX40}`, '0x', '',
    ];
    for (const text of cases) assert.deepEqual(findEvmAddresses(text), evmOf(text), JSON.stringify(text));
    assert.equal(findEvmAddresses(`"\\n0x${HEX40}"`)[0]?.start, 3);
  });

  it('agrees with the scan on 3,000 random texts of the characters that decide a word\'s edges', () => {
    const next = random(51);
    const pieces = ['0x', HEX40, HEX40.slice(0, 20), HEX40.toUpperCase(), '0', 'x', 'X', 'n', '\\', '_', '$', ' ', '\n', '"', 'é', '…', 'O', 'l', 'T', 'g', ';'];
    for (let i = 0; i < 3_000; i++) {
      let text = '';
      while (text.length < 200) text += pieces[Math.floor(next() * pieces.length)];
      assert.deepEqual(findEvmAddresses(text), evmOf(text), JSON.stringify(text));
    }
  });

  it('leaves the checksum warnings as they were: a mistyped address in a file of Solana and Tron keys', () => {
    const typo = `0x${'A0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'.replace('A0b8', 'a0B8')}`.replace('0x0x', '0x');
    const text = `sol = "So11111111111111111111111111111111111111112"\ntron = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"\nusdc = ${typo}\n`;
    assert.deepEqual(findChecksumProblems(text).map((p) => [p.address, p.checksummed]), [[typo, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48']]);
  });
});
