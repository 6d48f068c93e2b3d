import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { findAddresses, isTronAddress, type AddressFamily, type FoundAddress } from '../../src/detect';
import { DENSE_FORMATS, DENSE_SEEDS_DIR, denseCorpus, joinDense, slotsOf } from '../fixtures/denseCorpus';
import { MixedTextSource } from '../fixtures/mixedText';
import { referenceFindAddresses } from '../fixtures/referenceDetect';

// The address-dense corpus (bench/corpus/ seeds grown by test/fixtures/denseCorpus.ts): its labels, and the scan on
// text that is mostly addresses, where every run the probes meet is an address or a look-alike of one.

/** How many addresses of each family each seed holds: the seeds' labels, pinned (see bench/corpus/README.md). */
const SEED_SLOTS: Record<string, Partial<Record<AddressFamily, number>>> = {
  'uniswap-tokenlist.seed.json': { evm: 35 },
  'solana-tokenlist.seed.json': { solana: 23 },
  'trc20-tokens.seed.json': { tron: 8 },
  'transfers.seed.csv': { evm: 15, solana: 9, tron: 9 },
  'foundry-run-latest.seed.json': { evm: 15 },
  'addressBook.ts.seed': { evm: 16, solana: 7, tron: 3 },
  'AddressBook.seed.sol': { evm: 15 },
};

const key = (a: FoundAddress) => `${a.family} ${a.address} @${a.start}`;

describe('address detection on address-dense text', () => {
  it('reads the seeds\' addresses as pinned', () => {
    for (const format of DENSE_FORMATS) {
      const counts: Partial<Record<AddressFamily, number>> = {};
      for (const slot of slotsOf(readFileSync(path.join(DENSE_SEEDS_DIR, format.seed), 'utf8'))) counts[slot.family] = (counts[slot.family] ?? 0) + 1;
      assert.deepEqual(counts, SEED_SLOTS[format.seed], format.seed);
    }
    assert.deepEqual(Object.keys(SEED_SLOTS).sort(), DENSE_FORMATS.map((f) => f.seed).sort());
  });

  it('finds exactly the labelled addresses of every grown file, as the plain reference does', function () {
    this.timeout(20_000);
    for (const file of denseCorpus(30_000)) {
      const found = findAddresses(file.text);
      const expected = new Set(file.spans.map(key));
      assert.deepEqual(found.filter((a) => !expected.has(key(a))).map(key), [], `${file.name}: found, not labelled`);
      assert.deepEqual(found, file.spans, file.name);
      assert.deepEqual(found, referenceFindAddresses(file.text), `${file.name}: the reference`);
    }
  });

  it('grows the same corpus each time, the files in one text with their labels moved along', () => {
    const [a, b] = [denseCorpus(5_000), denseCorpus(5_000)];
    assert.deepEqual(a, b);
    const joined = joinDense(a);
    for (const span of joined.spans) assert.equal(joined.text.slice(span.start, span.end), span.address);
    assert.equal(joined.spans.length, a.reduce((n, f) => n + f.spans.length, 0));
  });

  it('agrees with the plain reference on runs packed around 32 units, from every offset around a chunk\'s edge and middle', function () {
    this.timeout(60_000);
    // Runs just short of a key, keys, and addresses one separator apart: the probes land in each, and a short run is
    // passed by where it ends, while one at a chunk's end is read again from its start in the next chunk.
    const s = new MixedTextSource(61);
    const pieces = Array.from({ length: 400 }, (_, i) => [s.evm(), s.solana(), s.tron(), s.solana().slice(0, 28 + (i % 5)), '1'.repeat(31)][i % 5]!);
    const packed = pieces.join(' ');
    for (const at of [16_384, 32_768]) {
      for (let shift = 0; shift < 48; shift++) {
        const text = `${'.'.repeat(at - 2_000 + shift)}${packed}`;
        assert.deepStrictEqual(findAddresses(text), referenceFindAddresses(text), `packed runs from ${at - 2_000 + shift}`);
      }
    }
  });

  it('answers a Tron word right whichever words met its set of the memo before', () => {
    // Words equal but in one character share a set (it is picked by five others), and three of them are more than a
    // set holds: the memo must compare, not trust, and drop the older word.
    const s = new MixedTextSource(67);
    for (let i = 0; i < 200; i++) {
      const valid = s.tron();
      const change = (position: number) => valid.slice(0, position) + (valid[position] === 'z' ? 'y' : 'z') + valid.slice(position + 1);
      const near = [change([1, 5, 8][i % 3]!), change([14, 22, 30][i % 3]!)];
      for (let round = 0; round < 3; round++) {
        assert.equal(isTronAddress(valid), true, `${valid} round ${round}`);
        for (const word of near) assert.equal(isTronAddress(word), false, `${word} round ${round}`);
        assert.deepEqual(findAddresses(`${near[0]} ${valid} ${near[1]} ${valid}`).map((a) => a.address), [valid, valid]);
      }
    }
  });
});
