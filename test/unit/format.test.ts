import assert from 'node:assert/strict';
import { formatAxisPrices, formatChange, formatPriceSpoken, formatPercent, formatPrice, formatTokenAmount, formatUsd, formatUsdCompact } from '../../src/format/numbers';
import { formatAge, rowAccessibleName, shortenAddress } from '../../src/format/text';

describe('number formatting', () => {
  it('formats USD values to the cent, keeping sub-cent values readable', () => {
    assert.equal(formatUsd(1234.567), '$1,234.57');
    assert.equal(formatUsd(0), '$0.00');
    assert.equal(formatUsd(0.01), '$0.01');
    assert.equal(formatUsd(0.004321), '$0.004321');
    assert.equal(formatUsd(1.37e-9 * 3), '$4.11e-9');
    assert.equal(formatUsd(-12.5), '-$12.50');
    assert.equal(formatUsd(Number.NaN), '—');
  });

  it('formats market caps compactly, even beyond 2^53', () => {
    assert.equal(formatUsdCompact(60_123_000_000), '$60.12B');
    assert.equal(formatUsdCompact(233_000_000), '$233M');
    assert.equal(formatUsdCompact(999), '$999.00');
    assert.equal(formatUsdCompact(1.25e22), '$1.25e22');
  });

  it('formats prices from whole dollars to dust', () => {
    assert.equal(formatPrice(3021.456), '$3,021.46');
    assert.equal(formatPrice(0.5123456), '$0.5123');
    assert.equal(formatPrice(0.00012345), '$0.0001235');
    // Below $0.0001 the zeros after the point are counted, as DEX screeners write them; never an exponent.
    assert.equal(formatPrice(0.00001234567), '$0.0₄1235');
    assert.equal(formatPrice(0.000022), '$0.0₄22');
    assert.equal(formatPrice(1.37e-9), '$0.0₈137');
    assert.equal(formatPrice(3.2e-13), '$0.0₁₂32');
    assert.equal(formatPrice(-9.99996e-5), '-$0.0₃1');
    assert.equal(formatPrice(Number.MIN_VALUE), '$0.0₃₂₃4941');
  });

  it('says a small price to a screen reader as a plain decimal, never with a subscript it may read as a digit', () => {
    assert.equal(formatPriceSpoken(0.00001234567), '$0.00001235');
    assert.equal(formatPriceSpoken(3021.456), '$3,021.46');
    assert.equal(formatPriceSpoken(-0.000022), '-$0.000022');
    assert.equal(formatPriceSpoken(NaN), '—');
  });

  it('labels a price axis with the decimals its step needs, small prices with their zeros counted', () => {
    /** One label, on an axis of its own. */
    const formatAxisPrice = (value: number, step: number) => formatAxisPrices([value], step)[0]!;
    assert.equal(formatAxisPrice(0.9995, 0.0005), '$0.9995');
    assert.equal(formatAxisPrice(1, 0.0005), '$1.0000');
    assert.equal(formatAxisPrice(3200, 100), '$3,200');
    assert.equal(formatAxisPrice(25_000, 1000), '$25K');
    assert.equal(formatAxisPrice(0.0000223, 1e-7), '$0.0₄223', 'PEPE: the step needs 7 decimals, 4 of them zeros');
    assert.equal(formatAxisPrice(0, 1e-7), '$0.0000000');
    assert.ok(formatAxisPrice(0.000022, 1e-9).length <= 10);
    // An axis across $0.0001 is written one way: zeros counted on every small label, not on some.
    assert.deepEqual(formatAxisPrices([0.00008, 0.00009, 0.0001, 0.00011], 0.00001), ['$0.0₄8', '$0.0₄9', '$0.0₃1', '$0.0₃11']);
    assert.deepEqual(formatAxisPrices([0.0002, 0.0003], 0.0001), ['$0.0002', '$0.0003'], 'none needs it: plain decimals');
  });

  it('writes a price just under a dollar as it writes one just over ("$1.00", not "$1")', () => {
    assert.equal(formatPrice(0.999999), '$1.00');
    assert.equal(formatPrice(1.000001), '$1.00');
    assert.equal(formatPrice(0.99994), '$0.9999');
    assert.equal(formatPrice(-0.999999), '-$1.00');
  });

  it('formats token amounts from dust to quadrillions', () => {
    assert.equal(formatTokenAmount(1234.56789), '1,234.5679');
    assert.equal(formatTokenAmount(42_000_000), '42M');
    assert.equal(formatTokenAmount(2_500_000_000_000), '2.5T');
    assert.equal(formatTokenAmount(4.2e17), '4.2e17');
    assert.equal(formatTokenAmount(0.00001234), '0.00001234');
    assert.equal(formatTokenAmount(3e-12), '3e-12');
    assert.equal(formatTokenAmount(0), '0');
    assert.equal(formatTokenAmount(1), '1');
  });

  it('formats percentages and signed changes', () => {
    assert.equal(formatPercent(12.3456), '12.35%');
    assert.equal(formatChange(3.2), '+3.20%');
    assert.equal(formatChange(-1.5), '−1.50%');
    assert.equal(formatChange(-0.001), '0.00%', 'never "−0.00%"');
    assert.equal(formatPercent(60), '60.00%', 'two decimals always: a column lines up');
    assert.equal(formatPercent(-0.001), '0.00%', 'never "-0.00%"');
    assert.equal(formatChange(0), '0.00%');
  });
});

describe('text formatting', () => {
  it('shortens addresses but keeps short names whole', () => {
    assert.equal(shortenAddress('0x7cdCEc1688b3C228619F35b18C8328d473186720'), '0x7cdC…6720');
    assert.equal(shortenAddress('89pFM3kBrQzdEW7wZpULWFRMzps3HRaph9yZMJjVUeZz'), '89pF…UeZz');
    assert.equal(shortenAddress('vitalik.eth'), 'vitalik.eth');
  });

  it('says how old data is in words', () => {
    assert.equal(formatAge(10_000), 'just now');
    assert.equal(formatAge(5 * 60_000), '5 min ago');
    assert.equal(formatAge(3 * 3_600_000), '3 h ago');
    assert.equal(formatAge(3 * 86_400_000), '3 days ago');
  });

  it('names a tree row for screen readers by its label and figure, not its tooltip', () => {
    assert.equal(rowAccessibleName('Collector', '7 NFTs'), 'Collector, 7 NFTs');
    assert.equal(rowAccessibleName('All wallets', '$122,841.77'), 'All wallets, $122,841.77');
    // A token named like an address is read as it is shown, never made to sound like a shortened wallet.
    assert.equal(rowAccessibleName('0x7cdCEc1688b3C228619F35b18C8328d473186720', '$15,901.30'), '0x7cdCEc1688b3C228619F35b18C8328d473186720, $15,901.30');
    assert.equal(rowAccessibleName('Main'), 'Main');
  });
});
