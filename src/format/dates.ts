// Dates as people read them, the same on every machine: "23 Mar 2021", in UTC.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "23 Mar 2021"; "—" for a time that is not one. */
export function formatDate(ms: number): string {
  const date = new Date(ms);
  if (!Number.isFinite(date.getTime())) return '—';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "2021-03-23", for a <time datetime> attribute; undefined for a time that is not one. */
export function isoDate(ms: number): string | undefined {
  const date = new Date(ms);
  return Number.isFinite(date.getTime()) ? date.toISOString().slice(0, 10) : undefined;
}
