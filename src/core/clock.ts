// Walletscope's one clock. Every "now" in src/ comes from here (a lint rule forbids Date.now() and new Date() elsewhere),
// so a window, the reference API and the tests can agree on one day and one month: the test host pins the calendar at
// a fixed instant (test/host/calendar.ts) and the extension shifts this clock to it, outside production only.

/** The environment variable in which the test host tells a process it starts (a window's extension host, the language
 *  server started with --pinned-clock) how far its pinned calendar is from the machine's clock, in ms. The extension
 *  takes it outside production only; the browser build has no environment, so there the test host leaves the reference
 *  API on the machine's clock. */
export const TEST_CLOCK_ENV = 'WALLETSCOPE_TEST_CLOCK_OFFSET_MS';

/** A shift beyond a century is no calendar a test would pin (and dates past year 275760 cannot be written). */
const MAX_SHIFT_MS = 100 * 366 * 86_400_000;

// One shift per process, whichever bundle asks: the main module and each feature bundle carry their own copy of this
// file (esbuild.mjs: they share no chunk), so the shift lives on the process's global object, under a registered symbol.
const SHIFT = Symbol.for('walletscope.clockShiftMs');
const shared = globalThis as { [SHIFT]?: unknown };

/** Now, in ms since the epoch: the machine's clock, shifted where a test pinned the calendar. */
export function nowMs(): number {
  return Date.now() + clockShiftMs();
}

/** The machine's own clock, for what the machine itself dates (file modification times, temporary files' names). */
export function machineNowMs(): number {
  return Date.now();
}

/** How far this clock is from the machine's (what a process this one starts must shift by to share its calendar). */
export function clockShiftMs(): number {
  const shift = shared[SHIFT];
  return typeof shift === 'number' && Number.isInteger(shift) && Math.abs(shift) <= MAX_SHIFT_MS ? shift : 0;
}

/** Pins the clock `ms` from the machine's (a test's calendar); a value no calendar could be is refused. */
export function pinClock(ms: number): boolean {
  const shift = Math.round(ms);
  if (!Number.isFinite(ms) || Math.abs(shift) > MAX_SHIFT_MS) return false;
  shared[SHIFT] = shift;
  return true;
}

/** Moves the clock on by `ms` (a test leaving a window open for hours in seconds). */
export function advanceClock(ms: number): void {
  if (Number.isFinite(ms) && ms > 0) pinClock(clockShiftMs() + ms);
}
