// Times as every page writes them, in the reader's locale: one clock ("8:01:08 AM", as the extension host writes its
// own times), one date ("Jun 9, 2026") and one date with time ("Jun 9, 2026, 8:01 AM"); a row's time is its clock
// within a day, else its date and time.
const clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', second: '2-digit' });
const dated = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const DAY = 86_400_000;

/** "8:01:08 AM". */
export function clockTime(ms: number): string {
  return clock.format(new Date(ms));
}

/** "Jun 9, 2026, 8:01 AM". */
export function dateTime(ms: number): string {
  return dated.format(new Date(ms));
}

/** "Jun 9, 2026" (a daily candle). */
export function dateText(ms: number): string {
  return day.format(new Date(ms));
}

/** A row's time: its clock when it is less than a day before `now`, else its date and time. */
export function rowTime(ms: number, now: number): string {
  return now - ms < DAY ? clockTime(ms) : dateTime(ms);
}

/** A <time> element with the machine-readable instant and `text`. */
export function timeElement(ms: number, text: string): HTMLTimeElement {
  const time = document.createElement('time');
  time.dateTime = new Date(ms).toISOString();
  time.textContent = text;
  return time;
}
