import assert from 'node:assert/strict';
import { checksumStatus, toChecksumAddress } from '../../src/detect';
import { WALLETS } from '../server/data/wallet-addresses';
import { toChecksumAddress as referenceChecksum } from '../server/keccak';

// The test vectors of EIP-55 itself: two all-caps, two all-lower and four mixed-case addresses.
const ALL_CAPS = ['0x52908400098527886E0F7030069857D2E4169EE7', '0x8617E340B3D01FA5F11F306F4090FD50E238070D'];
const ALL_LOWER = ['0xde709f2102306220921060314715629080e2fb77', '0x27b1fdb04752bbc536007a920d24acb045561c26'];
const MIXED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

/** The address with the case of its first hex letter flipped. */
function flipOneLetter(address: string): string {
  const i = address.slice(2).search(/[a-fA-F]/) + 2;
  const ch = address[i]!;
  return address.slice(0, i) + (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase()) + address.slice(i + 1);
}

describe('EIP-55 checksums', () => {
  it('reproduces every EIP-55 test vector from lower- and upper-case input', () => {
    for (const vector of [...ALL_CAPS, ...ALL_LOWER, ...MIXED]) {
      assert.equal(toChecksumAddress(vector.toLowerCase()), vector);
      assert.equal(toChecksumAddress('0x' + vector.slice(2).toUpperCase()), vector);
      assert.equal(toChecksumAddress(vector), vector);
    }
  });

  it('calls mixed case valid or invalid, and one-case hex unchecked', () => {
    for (const vector of MIXED) {
      assert.equal(checksumStatus(vector), 'valid', vector);
      assert.equal(checksumStatus(flipOneLetter(vector)), 'invalid', flipOneLetter(vector));
      assert.equal(checksumStatus(vector.toLowerCase()), 'unchecked');
      assert.equal(checksumStatus('0x' + vector.slice(2).toUpperCase()), 'unchecked');
    }
    for (const vector of [...ALL_CAPS, ...ALL_LOWER]) assert.equal(checksumStatus(vector), 'unchecked', vector);
    assert.equal(checksumStatus('0x0000000000000000000000000000000000000000'), 'unchecked');
  });

  it('agrees with the reference server\'s own keccak on its wallets', () => {
    for (const address of Object.values(WALLETS).filter((a) => a.startsWith('0x'))) {
      assert.equal(toChecksumAddress(address.toLowerCase()), referenceChecksum(address.toLowerCase()));
      assert.equal(checksumStatus(address), 'valid', address);
    }
  });

  it('rejects text that is not 0x and 40 hex digits', () => {
    for (const bad of ['', '0x', '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedd', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', ' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed']) {
      assert.throws(() => toChecksumAddress(bad), /Not an EVM address/, bad);
      assert.throws(() => checksumStatus(bad), /Not an EVM address/, bad);
    }
  });
});
