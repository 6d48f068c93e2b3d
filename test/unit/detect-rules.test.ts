import assert from 'node:assert/strict';
import bs58 from 'bs58';
import { addressAt, findAddresses, isSolanaKey, isTronAddress } from '../../src/detect';
import { decodesToLength } from '../../src/detect/base58';
import { looksLikeKey } from '../../src/detect/solana';
import { ALL_ASSETS } from '../server/data/catalogue';
import { solanaAddressFrom } from '../server/data/deterministic';
import { WALLETS } from '../server/data/wallet-addresses';

const EVM = '0x7cdCEc1688b3C228619F35b18C8328d473186720';
const SOL = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const addresses = (text: string) => findAddresses(text).map((a) => a.address);

describe('address detection rules', () => {
  it('takes an address between any two non-word characters, and none glued to a word character', () => {
    const boundaries = [' ', '\t', '"', "'", '`', '(', ')', '[', ']', '{', '}', '<', '>', ':', ',', ';', '|', '*', '!', '?', '@', '#', '&', '%', '~', '，', '“', '地'];
    const glue = ['a', 'Z', '0', '9', '_', '$'];
    for (const address of [EVM, SOL, TRON]) {
      for (const b of boundaries) {
        assert.deepEqual(addresses(`${b}${address}${b}`), [address], `boundary ${b}`);
        assert.deepEqual(addresses(`${b}${address}`), [address], `at the end after ${b}`);
        assert.deepEqual(addresses(`${address}${b}`), [address], `at the start before ${b}`);
      }
      for (const g of glue) {
        assert.deepEqual(addresses(` ${g}${address} `), [], `glued after ${g}`);
        assert.deepEqual(addresses(` ${address}${g} `), [], `glued before ${g}`);
      }
      assert.deepEqual(addresses(address), [address], 'the whole text');
      assert.deepEqual(addresses(`KEY=${address}&`), [address], 'after =');
    }
    assert.deepEqual(addresses(`${EVM}=`), [EVM]);
    assert.deepEqual(addresses(`${SOL}=`), [], 'base64 padding follows');
  });

  it('takes EVM addresses only with a lower-case 0x and exactly 40 hex digits', () => {
    assert.deepEqual(addresses(`0X${EVM.slice(2)}`), []);
    assert.deepEqual(addresses(`${EVM}a`), []);
    assert.deepEqual(addresses(EVM.slice(0, -1)), []);
    assert.deepEqual(addresses(`0x${'ab'.repeat(32)}`), []);
    assert.deepEqual(addresses(`${EVM}.${EVM}/${EVM}-${EVM}+${EVM}`), [EVM, EVM, EVM, EVM, EVM]);
  });

  it('drops the escape letter of \\n, \\t and \\r before an address', () => {
    const text = `"\\n${EVM}\\t${SOL}\\r${TRON}"`;
    assert.deepEqual(addresses(text), [EVM, SOL, TRON]);
    assert.deepEqual(addresses(`n${EVM}`), [], 'a plain n is glued');
  });

  it('tells a key from a camelCase name by its shape, wherever it sits in the text', () => {
    const verdicts: Array<[string, boolean]> = [
      [SOL, true], ['So11111111111111111111111111111111111111112', true], ['1'.repeat(32), true],
      ['1'.repeat(31) + '2', false], // digits only: no mix, and not the system program
      ['getTokenAccountBalanceForOwnerV2', false], ['createAssociatedTokenAccountIdempotent3', false], // words, one short number
      ['ABCDEFGHJKLMNPQRSTUVWXYZ23456789', false], // no lower-case letter
    ];
    for (const [word, key] of verdicts) {
      assert.equal(looksLikeKey(word, 0, word.length), key, word);
      const text = `const x = "${word}"; // ${word}`;
      assert.equal(looksLikeKey(text, 11, 11 + word.length), key, `${word} inside a line`);
    }
  });

  it('reports a Tron address once, as Tron, and rejects a wrong checksum', () => {
    assert.deepEqual(findAddresses(`to ${TRON}`).map((a) => a.family), ['tron']);
    assert.equal(isTronAddress(TRON), true);
    assert.equal(isTronAddress(`${TRON.slice(0, -1)}u`), false);
    assert.equal(isSolanaKey(TRON), false);
    assert.deepEqual(addresses(`${TRON.slice(0, -1)}u`), []);
  });

  it('answers Tron addresses the same after more Tron-shaped words than it remembers', function () {
    this.timeout(30_000); // each scan checksums every word
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    // 17,000 distinct words of a Tron address's shape, three middle characters spelling i: they decode to 25 bytes
    // (the leading digits are the address's), and none checks out.
    const digit = (n: number) => alphabet[Math.floor(n) % 57];
    const shaped = Array.from({ length: 17_000 }, (_, i) => `${TRON.slice(0, 10)}${digit(i)}${digit(i / 57)}${digit(i / 3249)}${TRON.slice(13)}`)
      .filter((w) => w !== TRON);
    assert.equal(new Set(shaped).size, shaped.length);
    assert.ok(shaped.filter((w) => decodesToLength(w, 0, w.length, 25)).length > 2 * 8192, 'more than the memo\'s two generations hold reach the checksum');
    assert.equal(findAddresses(shaped.join(' ')).length, 0);
    for (let round = 0; round < 2; round++) {
      assert.equal(findAddresses(shaped.join(' ')).length, 0, `rescan ${round + 1}`);
      assert.equal(isTronAddress(TRON), true);
      assert.equal(isTronAddress(`${TRON.slice(0, -1)}u`), false);
    }
  });

  it('settles the plausibility rule in its one pass over a run as looksLikeKey does, a digit before a lower-case letter too', () => {
    // Names with numbers inside ("sha256hash", "erc20token"), digits ending names, acronyms, and runs of few words: the
    // scan answers "a digit then a lower-case letter" from its flags, looksLikeKey from the shape; both must agree.
    const pieces = ['sha', '256', 'hash', 'erc', '20', 'token', 'V2', 'Pool', 'NFT', 'mint', 'Auth', '3', 'x', 'Zk', 'q', '9', 'Raydium', 'amm', 'ID'];
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    let compared = 0;
    for (let i = 0; compared < 2000 && i < 400_000; i++) {
      let word = '';
      while (word.length < 32 + next(13)) word += pieces[next(pieces.length)];
      if (!isSolanaKey(word)) continue; // only words that decode to 32 bytes reach the rule
      compared++;
      const scanned = findAddresses(`"${word}"`).some((a) => a.address === word);
      assert.equal(scanned, looksLikeKey(word, 0, word.length), word);
    }
    assert.ok(compared >= 500, `${compared} words decode to 32 bytes`);
  });

  it('finds deterministic random Solana keys that pass the plausibility rule', () => {
    const keys = Array.from({ length: 500 }, (_, i) => solanaAddressFrom(`detect-${i}`));
    const found = findAddresses(keys.join('\n'));
    assert.ok(found.length >= 498, `${found.length} of 500`);
    assert.ok(found.every((a) => a.family === 'solana' && isSolanaKey(a.address)));
  });

  it('finds every contract and wallet of the reference data set, in the right family', () => {
    const expected = ALL_ASSETS.flatMap((a) => a.contracts.map((address, i) => ({ address, family: a.blockchains[i] === 'Solana' ? 'solana' : 'evm' })));
    for (const address of Object.values(WALLETS)) expected.push({ address, family: address.startsWith('0x') ? 'evm' : 'solana' });
    const found = findAddresses(expected.map((e) => `  "${e.address}",`).join('\n')).map((a) => ({ address: a.address, family: a.family }));
    assert.deepEqual(found, expected);
  });

  it('rejects base58 runs inside base64 but accepts keys in URL paths and pairs', () => {
    assert.deepEqual(addresses(`AAAA+${SOL}`), []);
    assert.deepEqual(addresses(`${SOL}==`), []);
    assert.deepEqual(addresses(`qTD6CLhAwjfdjRy7B3gz5iFWM/${SOL}`), []);
    assert.deepEqual(addresses(`${SOL}/qTD6CLhAwjfdjRy7B3gz5iFWM`), []);
    assert.deepEqual(addresses(`https://solscan.io/token/${SOL}/holders`), [SOL]);
    assert.deepEqual(addresses(`https://jup.ag/swap/USDC-${SOL}`), [SOL]);
    assert.deepEqual(addresses(`${SOL}-${SOL}`), [SOL, SOL]);
  });

  it('decides the decoded length of base58 exactly as bs58 decodes it, near each power of 256 too', () => {
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    const texts = ['', '1', '11111111111111111111111111111111', bs58.encode(new Uint8Array(32).fill(255)), bs58.encode(Uint8Array.of(1, ...new Array<number>(31).fill(0)))];
    for (let i = 0; i < 3000; i++) {
      const length = 1 + (i % 90);
      const ones = i % 7 === 0 ? i % 5 : 0;
      texts.push(Array.from({ length }, (_, k) => (k < ones ? '1' : alphabet[(i * 31 + k * k * 17 + k) % 58])).join(''));
    }
    for (let bytes = 1; bytes <= 33; bytes++) {
      for (const delta of [-1n, 0n, 1n]) {
        const hex = ((1n << BigInt(8 * bytes)) + delta).toString(16);
        const number = Buffer.from(hex.padStart(hex.length + (hex.length % 2), '0'), 'hex');
        for (const zeros of [0, 1, 3]) texts.push(bs58.encode(Buffer.concat([Buffer.alloc(zeros), number])));
      }
    }
    for (const text of texts) {
      const length = bs58.decode(text).length;
      for (const bytes of [0, 1, 24, 25, 26, 31, 32, Math.min(32, length)]) {
        assert.equal(decodesToLength(`[${text}]`, 1, text.length + 1, bytes), length === bytes, `${text} (${length} bytes) as ${bytes}`);
      }
    }
  });

  it('addressAt reads only around the offset, also in a long line', () => {
    const filler = 'x'.repeat(1_000_000);
    const text = `${filler} ${EVM} ${filler}`;
    const start = filler.length + 1;
    assert.deepEqual(addressAt(text, start + 3), { start, end: start + EVM.length, address: EVM, family: 'evm' });
    assert.equal(addressAt(text, start - 1), undefined);
    assert.equal(addressAt(text, 10), undefined);
    assert.equal(addressAt(`${filler}${EVM}`, filler.length + 3), undefined, 'glued to a long word');
    assert.deepEqual(addressAt(SOL, 0)?.address, SOL);
    assert.deepEqual(addressAt(SOL, SOL.length)?.address, SOL);
    assert.equal(addressAt('', 0), undefined);
  });
});
