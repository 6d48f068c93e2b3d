// RFC 4180 CSV (no vscode): comma separated, CRLF line ends, quoted where needed, a header row. Cells typed as
// numbers are written as plain decimals; text cells are untrusted and neutralised against formula injection.

/** A cell: a number (written as a plain decimal), text, or nothing (an empty cell). */
export type CsvCell = string | number | undefined;

/** Leading characters a spreadsheet reads as the start of a formula (full-width forms too), after any spaces or
 *  invisible characters a spreadsheet may trim on import. */
const FORMULA_START = /^[\s\u00a0\u3000\u200b-\u200d\u2060\ufeff]*[=+\-@\t\r\n＝＋－＠]/;
/** Fields with these are quoted; quotes inside are doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * A number as a plain decimal a spreadsheet parses: the shortest string that reads back as the same number
 * (JavaScript's own), with any exponent spelt out ("1e-9" → "0.000000001", "1e21" → "1000000000000000000000").
 * Non-finite numbers have no decimal form: undefined.
 */
export function plainDecimal(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = String(value);
  const e = text.indexOf('e');
  if (e < 0) return text;
  const mantissa = text.slice(0, e);
  const exponent = Number(text.slice(e + 1));
  const sign = mantissa.startsWith('-') ? '-' : '';
  const unsigned = sign ? mantissa.slice(1) : mantissa;
  const dot = unsigned.indexOf('.');
  const digits = unsigned.replace('.', '');
  const point = (dot < 0 ? unsigned.length : dot) + exponent;
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Text that would start a formula gets a leading `'` (shown as text, never evaluated). */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field as written: numbers plain, text neutralised, then quoted if it holds a comma, quote, CR or LF. */
export function csvField(cell: CsvCell): string {
  if (cell === undefined) return '';
  const text = typeof cell === 'number' ? (plainDecimal(cell) ?? '') : neutraliseFormula(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a header row, then one record per row, each ending in CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
