// Address poisoning (src/core/poisoning.ts): a counterparty that only ever sent or got dust, and looks like one the
// wallet moved value with, is a lookalike; no two addresses are written short the same way; linear in the activity.
import * as assert from 'node:assert/strict';
import type { ActivityTransaction, TransferAction } from '../../src/api/wallets/types';
import { distinctShort, Lookalikes, lookalikes } from '../../src/core/poisoning';
import { addressKey } from '../../src/detect/evm';

const REAL = '0x28C6c06298d514Db089934071355E5743bf21d60';
const FAKE = '0x28c6aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1d60';
const OTHER = '0x1111111111111111111111111111111111111111';
const asset = { id: 1, name: 'Tether', symbol: 'USDT', contract: undefined, logo: undefined, price: 1, liquidity: 1e9 };

function tx(counterparty: string, amount: number, usd: number | undefined, direction: TransferAction['direction'] = 'in'): ActivityTransaction {
  return { chain: 'evm:1', hash: `0x${counterparty.slice(2, 10)}${amount}`, time: 1, timeInFuture: false, block: 1, feeUsd: 0, moreActions: 0,
    actions: [{ kind: 'transfer', direction, asset, amount, usd, from: counterparty, to: OTHER, counterparty }] };
}

describe('address poisoning', () => {
  it('finds a lookalike that sent only zero or dust, of a counterparty the wallet moved value with', () => {
    const found = lookalikes([tx(FAKE, 0, 0), tx(REAL, 2000, 2000, 'out')]);
    assert.deepEqual([...found], [[addressKey(FAKE), REAL]]);
  });

  it('flags nothing without a real counterparty to imitate, nor one that moved value itself', () => {
    assert.equal(lookalikes([tx(FAKE, 0, 0)]).size, 0, 'nobody to imitate');
    assert.equal(lookalikes([tx(FAKE, 0, 0), tx(FAKE, 500, 500), tx(REAL, 2000, 2000)]).size, 0, 'it moved value: a counterparty, not a lure');
    assert.equal(lookalikes([tx(OTHER, 0, 0), tx(REAL, 2000, 2000)]).size, 0, 'dust that looks like no one');
    assert.equal(lookalikes([tx(REAL.toLowerCase(), 0, 0), tx(REAL, 2000, 2000)]).size, 0, 'the same address in another case');
  });

  it('finds the fake-token lure (no price) too, never names a watched wallet a lookalike, and groups any 0x-hex address', () => {
    assert.deepEqual([...lookalikes([tx(FAKE, 2000, undefined), tx(REAL, 2000, 2000, 'out')])], [[addressKey(FAKE), REAL]], 'a fake token, unpriced');
    assert.equal(lookalikes([tx(FAKE, 0, 0), tx(REAL, 2000, 2000)], (a) => a === FAKE).size, 0, 'a watched wallet');
    const long = `${REAL.slice(0, 6)}${'e'.repeat(37)}${REAL.slice(-4)}`; // 43 characters: no EVM address, the same look
    const shorts = distinctShort([REAL, long]);
    assert.notEqual(shorts.get(addressKey(REAL))!.toLowerCase(), shorts.get(addressKey(long))!.toLowerCase());
  });

  it('writes a flood of lookalikes whole, fast, and keeps what a page shows now for the hovers', () => {
    const many = Array.from({ length: 200_000 }, (_, i) => `0x28c6${i.toString(16).padStart(32, '0')}1d60`);
    const started = performance.now();
    const shorts = distinctShort(many);
    assert.ok(performance.now() - started < 2000, `${(performance.now() - started).toFixed(0)} ms`);
    assert.equal(shorts.get(addressKey(many[7]!)), many[7]);
    const seen = new Lookalikes();
    seen.add([OTHER], new Map([[addressKey(FAKE), REAL]]));
    assert.equal(seen.of(FAKE)?.imitates, REAL);
    seen.add([OTHER], new Map()); // the page again: the wallet has since paid that address for real
    assert.equal(seen.of(FAKE), undefined);
  });

  it('writes two lookalikes apart, however alike, and everyone else as usual', () => {
    const shorts = distinctShort([REAL, FAKE, OTHER]);
    assert.equal(shorts.get(addressKey(OTHER)), '0x1111…1111');
    const [real, fake] = [shorts.get(addressKey(REAL))!, shorts.get(addressKey(FAKE))!];
    assert.notEqual(real.toLowerCase(), fake.toLowerCase());
    assert.ok(real.startsWith('0x28C6c0') && real.endsWith('f21d60'), real);
    const twin = `${REAL.slice(0, 41)}1`; // differs in the last character only
    const apart = distinctShort([REAL, `0x28C6c06298d514Db089934071355E5743bf20d60`, twin]);
    assert.equal(new Set([...apart.values()].map((s) => s.toLowerCase())).size, 3, [...apart.values()].join(' '));
  });

  it('reads ten thousand transfers in linear time', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => tx(`0x28c6${i.toString(16).padStart(32, '0')}1d60`, 0, 0));
    const started = performance.now();
    const found = lookalikes([...many, tx(REAL, 2000, 2000)]);
    distinctShort(many.map((t) => (t.actions[0] as TransferAction).counterparty!));
    assert.equal(found.size, 10_000);
    assert.ok(performance.now() - started < 2000, `${(performance.now() - started).toFixed(0)} ms`);
  });
});
