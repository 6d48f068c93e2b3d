// Walletscope's one clock. Every "now" in src/ comes from here (a lint rule forbids Date.now() and new Date() elsewhere),
// so a window, the reference API and the tests can agree on one day and one month: the test host pins the calendar at
// a fixed instant (test/host/calendar.ts) and the extension shifts this clock to it, outside production only.

/** The environment variable in which the test host tells a process it starts (a window's extension host, the language
 *  server) how far its pinned calendar is from the machine's clock, in ms. The extension takes it outside production
 *  only; the browser build has no environment, so there the test host leaves the reference API on the machine's clock. */
export const TEST_CLOCK_ENV = 'WALLETSCOPE_TEST_CLOCK_OFFSET_MS';

// One shift per process, whichever bundle asks: the main module and each feature bundle carry their own copy of this
// file (esbuild.mjs: they share no chunk), so the shift lives on the process's global object, under a registered symbol.
const SHIFT = Symbol.for('walletscope.clockShiftMs');
const shared = globalThis as { [SHIFT]?: number };

/** Now, in ms since the epoch: the machine's clock, shifted where a test pinned the calendar. */
export function nowMs(): number {
  return Date.now() + (shared[SHIFT] ?? 0);
}

/** The machine's own clock, for what the machine itself dates (file modification times). */
export function machineNowMs(): number {
  return Date.now();
}

/** How far this clock is from the machine's (what a process this one starts must shift by to share its calendar). */
export function clockShiftMs(): number {
  return shared[SHIFT] ?? 0;
}

/** Moves the clock by `ms` (tests and the bench: a pinned calendar, or hours left open in seconds). */
export function shiftClock(ms: number): void {
  if (Number.isFinite(ms)) shared[SHIFT] = (shared[SHIFT] ?? 0) + ms;
}
