// The pool page's candle plot shares its height: the tallest volume bar stays below the lowest candle, with a gap,
// whatever the prices and volumes (a flat price, a zero volume, a price of a millionth of a dollar).
import assert from 'node:assert/strict';
import { priceRange, VOLUME_SHARE, volumeRange } from '../../src/webview/pool/candleLayout';

/** Where a value sits on a scale, as a share of the plot's height from the bottom. */
const at = ([lo, hi]: readonly [number, number], value: number) => (value - lo) / (hi - lo);

describe('pool page: candles and volume bars share the plot without overlapping', () => {
  for (const [low, high, volume] of [[3_300, 3_970, 1e7], [3_300, 3_300, 0], [0.000021, 0.000023, 5e9], [0, 1, 1]] as const) {
    it(`keeps the lowest candle (${low}) above the tallest bar (${volume}) by a gap, and the highest (${high}) in view`, () => {
      const prices = priceRange(low, high);
      const lowest = at(prices, low), highest = at(prices, high);
      const tallest = at(volumeRange(volume), volume || 1e-12);
      assert.ok(tallest <= VOLUME_SHARE + 1e-9, `the tallest bar reaches ${tallest}`);
      assert.ok(lowest - tallest >= 0.05, `the lowest candle at ${lowest}, the tallest bar at ${tallest}`);
      assert.ok(highest < 1 && highest >= lowest, `the highest at ${highest}`);
    });
  }
});
