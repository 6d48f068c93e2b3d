// Token amounts as the service writes raw integer units: exact decimal text, never exponent form.

/** Exact integer string of `balance` in the token's smallest unit (may exceed 2^53, hence strings). */
export function toRawUnits(balance: number, decimals: number): string {
  const [whole = '0', fraction = ''] = plainDecimal(balance).split('.');
  const digits = (whole + fraction.padEnd(decimals, '0').slice(0, decimals)).replace(/^0+(?=\d)/, '');
  return BigInt(digits).toString();
}

/** Shortest round-trip decimal text of a non-negative number, without exponent (2.5e+21 -> 2500...). */
function plainDecimal(value: number): string {
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
  if (!match) return String(value);
  const [, whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}
