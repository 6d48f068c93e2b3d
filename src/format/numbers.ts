// Numbers as a person reads them: USD values, prices from 1e-12 to 1e6, token amounts from dust to
// quadrillions. Formatters are built once; trees format thousands of rows.

const usd2 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usdCompact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const significant4 = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });
const decimals4 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });
// Percentages with two decimals always: a column of them lines up, and one figure reads the same wherever it is shown
// ("2.60%", never "2.6%" beside "2.61%").
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Below this, a plain decimal has too many zeros to read: use an exponent. */
const TINY = 1e-8;
/** At or above this, compact notation runs out of suffixes (T is the last): use an exponent. */
const HUGE = 1e15;

/** Below this, a price is written with its zeros after the point counted ("$0.0₄123"), as DEX screeners write them. */
const COUNT_ZEROS_BELOW = 1e-4;
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** 0.0000123 → "0.0₄123": `significant` digits after the zeros, whose count is a subscript; never an exponent. */
function zerosCounted(abs: number, significant: number): string {
  const [mantissa = '0', power = '0'] = abs.toExponential(Math.min(20, Math.max(0, significant - 1))).split('e');
  const zeros = -Number(power) - 1;
  const digits = mantissa.replace('.', '').replace(/0+$/, '') || '0';
  return `0.0${[...String(zeros)].map((d) => SUBSCRIPT_DIGITS[Number(d)]).join('')}${digits}`;
}

function exponent(value: number): string {
  return value.toExponential(2).replace(/\.?0+e/, 'e').replace('e+', 'e');
}

function sign(value: number): string {
  return value < 0 ? '-' : '';
}

/**
 * a + b, held within the largest finite number: two absurd figures ($1e308 each) add up to a bound, not to Infinity,
 * so a total stays a number every page and sort can take.
 */
export function addFinite(a: number, b: number): number {
  return withinFinite(a + b);
}

/** A figure held within the largest finite number (NaN is 0): for products and sums of what the service sends. */
export function withinFinite(value: number): number {
  return Number.isFinite(value) ? value : value > 0 ? Number.MAX_VALUE : value < 0 ? -Number.MAX_VALUE : 0;
}

// Every formatter below is bounded: whatever the number, its text fits the field it is shown in (an exponent beyond
// trillions, "—" for what is not a number), so no figure can make a page refuse what it is sent.

/** A USD value: "$1,234.56"; sub-cent values keep 4 significant digits ("$0.004321"), dust an exponent. */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= HUGE) return `${sign(value)}$${exponent(abs)}`;
  if (abs === 0 || abs >= 0.01) return usd2.format(value);
  return `${sign(value)}$${abs < TINY ? exponent(abs) : significant4.format(abs)}`;
}

/** A large USD figure for market caps and volumes: "$1.23B"; beyond trillions an exponent. */
export function formatUsdCompact(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= HUGE) return `${sign(value)}$${exponent(abs)}`;
  return abs < 1000 ? formatUsd(value) : usdCompact.format(value);
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A USD value in a sentence: whole dollars from $1,000 ("$4,010"), compact from a million ("$1.2M"), else formatUsd. */
export function formatUsdBrief(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= 1e6) return formatUsdCompact(value);
  return abs >= 1000 ? usdWhole.format(value) : formatUsd(value);
}

/** A token amount in a sentence: whole from 1,000 ("4,010"), compact from a million ("1.2M"), else formatTokenAmount. */
export function formatAmountBrief(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  return abs >= 1000 && abs < 1e6 ? whole.format(value) : formatTokenAmount(value);
}

/** A unit price: cents for ordinary prices, significant digits for small ones ("$0.00001234", "$1.37e-9"). */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= HUGE) return `${sign(value)}$${exponent(abs)}`;
  if (abs >= 1 || abs === 0) return usd2.format(value);
  if (abs < COUNT_ZEROS_BELOW) return `${sign(value)}$${zerosCounted(abs, 4)}`;
  const digits = significant4.format(abs);
  return digits === '1' ? usd2.format(value) : `${sign(value)}$${digits}`; // 0.99996 reads "$1.00", as 1.00001 does
}

/**
 * A price for a screen reader or a copy (chart summaries): a plain decimal to 4 significant digits ("$0.00001235"),
 * an exponent below $0.00000001. A subscript count of zeros may be read as a plain digit (about 1,000 times the price).
 */
export function formatPriceSpoken(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= COUNT_ZEROS_BELOW || abs === 0) return formatPrice(value);
  return `${sign(value)}$${abs < TINY ? exponent(abs) : significant4.format(abs)}`;
}

/**
 * A price axis's labels with the decimals the tick step needs ($0.9995, $1.0000 for a stablecoin), compact from
 * $10,000, and small prices with their zeros counted ("$0.0₄2230", where a fixed width cut "$0.00002230" to
 * ".00002230"). One axis is written one way: when a label needs its zeros counted, every small label has them
 * ("$0.0₄90", "$0.0₃11"), never "$0.0₄90" beside "$0.00011".
 */
export function formatAxisPrices(values: readonly number[], step: number): string[] {
  const counted = values.some((v) => v !== 0 && Math.abs(v) < COUNT_ZEROS_BELOW);
  return values.map((v) => axisPrice(v, step, counted));
}

/** Below this, on an axis whose labels count zeros, a label counts its own (two zeros or more after the point). */
const COUNTED_ON_AXIS_BELOW = 0.01;

function axisPrice(value: number, step: number, counted: boolean): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= 10_000) return formatUsdCompact(value);
  const decimals = Math.min(20, Math.max(step >= 1 ? 0 : 2, Math.ceil(-Math.log10(step > 0 ? step : 1))));
  if (abs > 0 && abs < (counted ? COUNTED_ON_AXIS_BELOW : COUNT_ZEROS_BELOW)) {
    const zeros = -Number(abs.toExponential().split('e')[1]) - 1;
    return `${sign(value)}$${zerosCounted(abs, Math.max(1, decimals - zeros))}`;
  }
  return `${sign(value)}$${abs.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
}

/** A token amount: "1,234.5678", "42.5M", "4.2e17", "0.00001234", "3.2e-13". */
export function formatTokenAmount(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs === 0) return '0';
  if (abs >= HUGE || abs < TINY) return `${sign(value)}${exponent(abs)}`;
  if (abs >= 1e6) return compact.format(value);
  if (abs < 0.0001) return `${sign(value)}${significant4.format(abs)}`;
  return decimals4.format(value);
}

/** Percentages this large read as an exponent: "+1e80%". */
const HUGE_PERCENT = 1e6;

/** A percentage given in percent units: 12.345 → "12.35%", 60 → "60.00%". */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (Math.abs(value) >= HUGE_PERCENT) return `${sign(value)}${exponent(Math.abs(value))}%`;
  const text = percent.format(value);
  return text === '-0.00' ? '0.00%' : `${text}%`; // what rounds to nothing has no sign
}

/** A signed change in percent: "+3.20%", "−1.50%"; "0.00%" for what rounds to nothing (never "−0.00%"). */
export function formatChange(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  const text = abs >= HUGE_PERCENT ? exponent(abs) : percent.format(abs);
  return `${text === '0.00' ? '' : value > 0 ? '+' : '−'}${text}%`;
}
