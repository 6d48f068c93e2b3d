import assert from 'node:assert/strict';
import { addressAt, findAddresses, type FoundAddress } from '../../src/detect';
import { mayHoldAddress } from '../../src/detect/mayHoldAddress';
import { loadAddressCorpus } from '../fixtures/addressCorpus';

const key = (a: FoundAddress) => `${a.family} ${a.address} @${a.start}`;

describe('address detection on the labelled corpus', () => {
  const { text, spans } = loadAddressCorpus();

  it('has addresses of every family and look-alikes around them', () => {
    const families = new Set(spans.map((s) => s.family));
    assert.deepEqual([...families].sort(), ['evm', 'solana', 'tron']);
    assert.ok(spans.length >= 70, `${spans.length} labelled addresses`);
  });

  it('finds exactly the labelled addresses (100% precision and recall)', () => {
    const found = findAddresses(text);
    const expected = new Set(spans.map(key));
    const got = new Set(found.map(key));
    const falsePositives = found.filter((a) => !expected.has(key(a))).map(key);
    const missed = spans.filter((s) => !got.has(key(s))).map(key);
    assert.deepEqual({ falsePositives, missed }, { falsePositives: [], missed: [] });
    assert.deepEqual(found, spans);
  });

  it('finds the same addresses line by line as in the whole text', () => {
    let lineStart = 0;
    const byLine: FoundAddress[] = [];
    for (const line of text.split('\n')) {
      for (const a of findAddresses(line)) byLine.push({ ...a, start: a.start + lineStart, end: a.end + lineStart });
      lineStart += line.length + 1;
    }
    assert.deepEqual(byLine, spans);
  });

  it('answers addressAt at the start, middle and end of every labelled address', () => {
    for (const span of spans) {
      for (const offset of [span.start, Math.floor((span.start + span.end) / 2), span.end]) {
        assert.deepEqual(addressAt(text, offset), span, `offset ${offset} of ${span.address}`);
      }
    }
  });

  it('lets the hover\'s shell through wherever an address is, and not over short words (mayHoldAddress)', () => {
    for (const span of spans) {
      for (const offset of [span.start, Math.floor((span.start + span.end) / 2), span.end]) assert.ok(mayHoldAddress(text, offset), `${offset} of ${span.address}`);
    }
    for (const line of ['const total = balanceOf(owner) + 1;', 'x'.repeat(31), ' '.repeat(40), '']) {
      for (let offset = 0; offset <= line.length; offset++) assert.equal(mayHoldAddress(line, offset), false, `${JSON.stringify(line)} @${offset}`);
    }
    assert.equal(mayHoldAddress('a'.repeat(1_000_000), 500_000), true);
  });

  it('answers undefined at every offset no labelled address covers', () => {
    const covered = new Uint8Array(text.length + 1);
    for (const s of spans) covered.fill(1, s.start, s.end + 1);
    for (let offset = 0; offset <= text.length; offset++) {
      if (!covered[offset]) assert.equal(addressAt(text, offset), undefined, `offset ${offset}: ${JSON.stringify(text.slice(offset - 10, offset + 10))}`);
    }
  });

  it('answers undefined inside named look-alikes', () => {
    for (const lookAlike of ['0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204', 'foo0x72982fdCC074052Fd45137a58972f9844d475072', 'AuthMethodRegistrationVerificationRequestV2', 'cEMPzfbqQBZmLtCMprzRKMTQC66cARXAmFZcJtQzuhs', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u']) {
      const at = text.indexOf(lookAlike);
      assert.ok(at >= 0, lookAlike);
      for (const offset of [at, at + 5, at + lookAlike.length]) assert.equal(addressAt(text, offset), undefined, `${lookAlike} +${offset - at}`);
    }
  });
});
