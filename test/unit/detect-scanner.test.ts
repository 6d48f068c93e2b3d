import assert from 'node:assert/strict';
import * as vm from 'node:vm';
import bs58 from 'bs58';
import * as esbuild from 'esbuild';
import { addressAt, findAddresses, toChecksumAddress, type FoundAddress } from '../../src/detect';
import { BASE58 as BASE58_FLAG, CHAR_FLAGS } from '../../src/detect/charClass';
import { copyByBuffer, copyByCharCode, scanRuns } from '../../src/detect/runScan';
import { loadAddressCorpus } from '../fixtures/addressCorpus';
import { MixedTextSource, generateMixedText } from '../fixtures/mixedText';
import { realLookingText } from '../fixtures/realLookingText';
import { referenceFindAddresses } from '../fixtures/referenceDetect';

// The scan (runScan.ts, with Node's Buffer copying code units, or a charCodeAt loop as in the browser)
// against a slow, plain reference (test/fixtures/referenceDetect.ts): the same addresses, spans and
// families on every text, however odd.

const byCharCodes = (text: string) => {
  const found: FoundAddress[] = [];
  scanRuns(text, found, copyByCharCode);
  return found;
};

function assertSameAsReference(text: string, label: string): void {
  const expected = referenceFindAddresses(text);
  assert.deepStrictEqual(findAddresses(text), expected, `${label}: findAddresses`);
  assert.deepStrictEqual(byCharCodes(text), expected, `${label}: copied by charCodeAt`);
}

/** Characters above U+00FF whose low byte is a base58 digit or '0' ('地' is 0x5730): a scan of bytes would misread them. */
const LOOK_ALIKES = ['地', 'İ', 'Ł', 'š', 'ı', 'ű', 'Ⅱ', '\u3131', '\u0130\u0130', '\ud835', '\udc00'];
const OTHER_TEXT = [' ', '\n', '\t', '"', "'", '`', '/', '-', '.', '+', '=', ',', ':', '(', ')', '[', '{', '_', '$', 'é', '…', '😀', 'é', '，', '\\n', '\\t', '\\r', '\\x'];
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** One piece of adversarial text: an address, a near miss, a long run or a word. */
function token(s: MixedTextSource): string {
  const base58 = (n: number) => Array.from({ length: n }, () => BASE58[s.int(58)]).join('');
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdefABCDEF'[s.int(22)]).join('');
  switch (s.int(24)) {
    case 0: return s.evm();
    case 1: return toChecksumAddress(s.evm()).toUpperCase().replace('0X', '0x');
    case 2: return `0x${hex(39 + s.int(3))}`;
    case 3: return `0x0x${hex(38 + s.int(4))}`;
    case 4: return `0X${hex(40)}`;
    case 5: return hex(38 + s.int(30));
    case 6: return s.solana();
    case 7: return bs58.encode(Uint8Array.from([...new Array<number>(s.int(4)).fill(0), ...s.bytes(32)]).subarray(0, 32));
    case 8: return base58(31 + s.int(16));
    case 9: return '1'.repeat(30 + s.int(5));
    case 10: return s.tron();
    case 11: return `${s.tron().slice(0, -1)}${BASE58[s.int(58)]}`;
    case 12: return `T${base58(32 + s.int(3))}`;
    case 13: return s.bitcoin();
    case 14: return s.camel(30 + s.int(16));
    case 15: return s.base64(24 + s.int(40));
    case 16: return base58(60 + s.int(80));
    case 17: return `${s.solana()}${s.solana()}`;
    case 18: return s.pick(LOOK_ALIKES);
    case 19: return `${s.pick(LOOK_ALIKES)}${s.solana()}${s.pick(LOOK_ALIKES)}`;
    case 20: return `${s.pick(LOOK_ALIKES)}${s.evm()}${s.pick(LOOK_ALIKES)}${s.tron()}`;
    case 21: return `https://solscan.io/token/${s.solana()}`;
    default: return s.word();
  }
}

/** Tokens, mostly with something between them, now and then glued. */
function adversarialText(seed: number, length: number): string {
  const s = new MixedTextSource(seed);
  let text = '';
  while (text.length < length) text += token(s) + (s.int(5) ? s.pick([...OTHER_TEXT, ...LOOK_ALIKES]) : '');
  return text;
}

describe('address scans against a plain reference', () => {
  it('marks only ASCII units as base58 digits, as the scan\'s table of units outside a run assumes', () => {
    const base58 = [...CHAR_FLAGS.keys()].filter((unit) => (CHAR_FLAGS[unit]! & BASE58_FLAG) !== 0);
    assert.equal(base58.length, 58);
    assert.ok(base58.every((unit) => unit < 0x80));
    assert.deepEqual(findAddresses(`x ${'\uFF11'.repeat(40)} y`), [], 'a fullwidth digit is no base58 digit');
  });

  it('agree on the labelled corpus, which is also what the reference finds there', () => {
    const { text, spans } = loadAddressCorpus();
    assert.deepStrictEqual(referenceFindAddresses(text), spans);
    assertSameAsReference(text, 'corpus');
  });

  it('agree on generated mixed text', () => {
    assertSameAsReference(generateMixedText(400_000, 11).text, 'generated');
  });

  it('agree on the real-looking text of the benchmark (code, docs and data, one- and two-byte)', function () {
    this.timeout(30_000);
    const { text } = realLookingText();
    assert.match(text, /[^\0-\xff]/, 'has characters above U+00FF');
    assertSameAsReference(text, 'real-looking');
    const latin1 = text.replace(/[^\0-\xff]/g, '?'); // one byte a character in V8
    assertSameAsReference(latin1, 'real-looking without characters above U+00FF');
  });

  it('agree on adversarial text: near misses, long runs, glued pieces and characters that bytes misread', () => {
    for (let seed = 1; seed <= 300; seed++) assertSameAsReference(adversarialText(seed, 2_000 + 37 * seed), `seed ${seed}`);
  });

  it('agree on long texts, which the scan copies a chunk at a time, and on runs longer than a chunk', function () {
    this.timeout(30_000);
    for (let seed = 1; seed <= 12; seed++) assertSameAsReference(adversarialText(1000 + seed, 60_000 + 9_973 * seed), `long seed ${seed}`);
    const s = new MixedTextSource(5);
    for (const filler of ['f', 'a', '1', 'Z']) {
      for (const length of [32_700, 32_735, 32_767, 32_768, 40_000, 70_000, 140_000]) {
        const run = filler.repeat(length);
        assertSameAsReference(`${run} ${s.evm()} ${run}地${s.solana()}地${run}\\n${s.tron()}`, `${length} × ${filler}`);
      }
    }
  });

  it('agree on every cut of adversarial text (runs meeting the text\'s ends)', () => {
    const text = adversarialText(1234, 12_000);
    for (let i = 0; i < 400; i++) {
      const from = (i * 7919) % text.length;
      const to = Math.min(text.length, from + 1 + ((i * 104729) % 3000));
      assertSameAsReference(text.slice(from, to), `cut ${from}-${to}`);
    }
  });

  it('agree on runs that end exactly at the text\'s end, for every length around the limits', () => {
    const s = new MixedTextSource(99);
    for (const length of [31, 32, 33, 34, 35, 41, 42, 43, 44, 45, 46, 47, 64]) {
      for (const pad of ['', ' ', '地', 'x'.repeat(2100) + ' ', '地'.repeat(2100)]) {
        const run = length === 42 ? s.evm() : bs58.encode(s.bytes(40)).slice(0, length);
        assertSameAsReference(pad + run, `${length} after ${pad.length} padding`);
        assertSameAsReference(run + pad, `${length} before ${pad.length} padding`);
        assertSameAsReference(`${pad}\\n${run}`, `${length} after an escape`);
      }
    }
  });

  it('agree on an address, an escape or a base64 piece at every offset around a chunk edge (32,768 units)', () => {
    const s = new MixedTextSource(31);
    const pieces = [s.evm(), s.solana(), s.tron(), `\\n${s.solana()}`, `${s.base64(33)}/${s.solana()}`, `0x0x${s.evm().slice(2)}`, `${s.solana()}地`];
    for (const filler of [' ', 'é', 'q'.repeat(31) + ' ']) {
      const before = filler.repeat(Math.ceil(32_768 / filler.length)).slice(0, 32_768 - 50);
      for (const piece of pieces) {
        for (let shift = 0; shift <= 60; shift++) assertSameAsReference(`${before}${'.'.repeat(shift)}${piece} tail`, `${piece} at ${before.length + shift}`);
      }
    }
  });

  it('agree, in order, on addresses and runs around the split at a chunk\'s middle (the two halves are probed together)', function () {
    this.timeout(30_000); // ~2 s alone, near 10 on a loaded machine
    // A first chunk of 32,768 units is split at its first outside unit from 16,384 on (within 256 units; past that it
    // is probed as one): pieces here move that split, sit on either side of it, or keep it from being made, and
    // addresses on both sides must come out in text order.
    const s = new MixedTextSource(47);
    const pieces = [s.evm(), s.solana(), s.tron(), `\\n${s.solana()}`, `${s.base64(33)}/${s.solana()}`, 'k'.repeat(70), `${s.solana()}地${s.evm()}`,
      'k'.repeat(250), 'k'.repeat(300)];
    const after = ` ${s.evm()} `.repeat(400); // past the first chunk's end
    for (const filler of [' ', `${s.evm()} `, `${s.solana()}\n`]) {
      const before = filler.repeat(Math.ceil(16_384 / filler.length)).slice(0, 16_384 - 45);
      for (const piece of pieces) {
        for (let shift = 0; shift <= 50; shift += 1) {
          const text = `${before}${'.'.repeat(shift)}${piece} ${filler.repeat(3)}${piece}${after}`;
          assert.ok(text.length > 32_768);
          assertSameAsReference(text, `${piece.slice(0, 50)} at ${before.length + shift}`);
        }
      }
    }
    const halfRun = 'b'.repeat(16_400);
    assertSameAsReference(`${s.evm()} ${halfRun} ${s.solana()} ${s.evm()}${after}`, 'a run across the middle');
  });

  it('use Node\'s Buffer copy here, and scan the same without it in the browser bundle', async function () {
    this.timeout(30_000);
    assert.ok(copyByBuffer, 'Buffer is there under Node');
    const bundle = await esbuild.build({ entryPoints: ['src/detect/index.ts'], bundle: true, platform: 'browser', format: 'iife', globalName: 'detect', write: false });
    const code = bundle.outputFiles[0]!.text;
    // A context with neither Buffer nor require, as in VS Code's web worker; the text goes in and the addresses out as JSON.
    const context = vm.createContext({ input: '' });
    vm.runInContext(code, context);
    assert.equal(vm.runInContext('typeof Buffer', context), 'undefined');
    const inBrowser = (text: string) => {
      context.input = text;
      return JSON.parse(vm.runInContext('JSON.stringify(detect.findAddresses(input))', context) as string) as FoundAddress[];
    };
    const texts = [loadAddressCorpus().text, generateMixedText(100_000, 12).text, adversarialText(4321, 80_000)];
    for (const [i, text] of texts.entries()) assert.deepStrictEqual(inBrowser(text), referenceFindAddresses(text), `text ${i}`);
  });

  it('find what addressAt finds at each address of adversarial text', () => {
    const text = adversarialText(77, 20_000);
    for (const a of referenceFindAddresses(text)) {
      assert.deepStrictEqual(addressAt(text, a.start), a);
      assert.deepStrictEqual(addressAt(text, a.end), a);
    }
  });
});
