// The service bills by calendar month in UTC: month and day keys, the month's bounds, and the reset date in words.

/** One UTC day in milliseconds. */
export const DAY_MS = 86_400_000;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-11" */
export function monthKey(t: number): string {
  return new Date(t).toISOString().slice(0, 7);
}

/** "2026-11-23" */
export function dayKey(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

/** The UTC month around `t`: its first millisecond and the first of the next month. */
export function monthBounds(t: number): { readonly start: number; readonly end: number } {
  const d = new Date(t);
  return { start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1), end: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) };
}

/** When the month's credits come back: "1 December". */
export function resetLabel(t: number): string {
  const next = new Date(monthBounds(t).end);
  return `1 ${MONTHS[next.getUTCMonth()]}`;
}

/** "28 November", for a day in the month. */
export function dayLabel(t: number): string {
  const d = new Date(t);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** Whole days between two day keys (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}
