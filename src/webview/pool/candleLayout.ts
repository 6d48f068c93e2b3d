// How the candle plot shares its height (pure, no DOM): the volume bars in the bottom fifth on a scale of their own,
// the candles above with a gap, so the tallest bar never reaches the lowest candle's wick.

/** The share of the plot's height the tallest volume bar takes. */
export const VOLUME_SHARE = 0.2;
/** The share of the plot's height below the lowest candle: the volume's, and a gap of 8 %. */
const BELOW_CANDLES = VOLUME_SHARE + 0.08;
/** The share above the highest candle. */
const ABOVE_CANDLES = 0.04;

/** The price scale for lows and highs from `min` to `max`: the candles between BELOW_CANDLES and the top margin. */
export function priceRange(min: number, max: number): [number, number] {
  const span = max - min || Math.abs(max) * 0.01 || 1;
  const whole = span / (1 - BELOW_CANDLES - ABOVE_CANDLES);
  return [min - whole * BELOW_CANDLES, max + whole * ABOVE_CANDLES];
}

/** The volume scale for bars up to `max`: the tallest takes VOLUME_SHARE of the height. */
export function volumeRange(max: number): [number, number] {
  return [0, Math.max(max, 1e-12) / VOLUME_SHARE];
}
