// The tests' calendar: every window the test host opens, its reference APIs and the extension in it start at one pinned
// instant, not at the machine's date, so a run sees the same prices, the same day and the same month at any hour of any
// day. The offset from the machine's clock travels to the reference API as an option and to the extension host (and the
// language server) in their environment, which the extension reads outside production only (src/core/clock.ts); tests
// that leave a window open for hours move both clocks on together. WALLETSCOPE_TEST_NOW=<ISO instant> pins another
// instant (a month's last hour, say).

/** A Wednesday morning mid-month: the credits tests' day and a half left open crosses one midnight, no month's end. */
export const DEFAULT_TEST_INSTANT = '2026-06-10T08:00:00.000Z';
export const TEST_NOW_ENV = 'WALLETSCOPE_TEST_NOW';

/** The pinned instant (ms): the environment's, else the default; a malformed value is an error, not a silent default. */
export function pinnedInstant(env: NodeJS.ProcessEnv = process.env): number {
  const text = env[TEST_NOW_ENV]?.trim() || DEFAULT_TEST_INSTANT;
  const at = Date.parse(text);
  if (!/^\d{4}-\d\d-\d\dT/.test(text) || !Number.isFinite(at)) throw new Error(`${TEST_NOW_ENV} must be an ISO instant such as ${DEFAULT_TEST_INSTANT}, not "${text}"`);
  return at;
}

/** How far a window opened now must shift its clocks to start at the pinned instant. Taken once per window. */
export function pinnedOffsetMs(machineNow: number = Date.now(), env: NodeJS.ProcessEnv = process.env): number {
  return pinnedInstant(env) - machineNow;
}
