// What the bench and its session runner (./run.ts, inside the extension host) agree on.

export const RESULT_ENV = 'WALLETSCOPE_BENCH_RESULT';
export const API_ENV = 'WALLETSCOPE_BENCH_API';
/** Credits the key had used before the window started (the extension asks for the wallets as it starts). */
export const BASELINE_ENV = 'WALLETSCOPE_BENCH_BASELINE';
export const LEFT_OPEN_HOURS = 6;
/**
 * Minutes into the hours left open at which funds move (odd offsets, so no move lands on a refresh by design), the
 * reference API's preset, and how many watched wallets it moves (Main paying Multichain moves both).
 */
export const MOVES_AT_MIN: ReadonlyArray<readonly [number, string, number]> = [[37, 'demo', 1], [151, 'main-pays-multichain', 2], [241, 'solana-receives-sol', 1]];
/** Set: the hours left open are on a flaky connection (every other request meets a fault, billed or not). */
export const FLAKY_ENV = 'WALLETSCOPE_BENCH_FLAKY';

export interface SessionResult {
  readonly firstMinutes?: number;
  readonly leftOpenPerHour?: number;
  readonly byPath?: Record<string, { requests: number; credits: number }>;
  /** Over the hours left open: what the service billed, and what the window's ledger counted. */
  readonly billed?: number;
  readonly counted?: number;
  /** Alerts over the hours left open: for each move made through the control endpoint, minutes on the window's clock
   *  until its notification (undefined: none came), and how often the wallets refreshed on that plan (minutes). */
  readonly alertDelaysMin?: ReadonlyArray<number | undefined>;
  readonly alertsRaised?: number;
  readonly refreshEveryMin?: number;
  /** For each move, real milliseconds until its alert when the wallet stream was open (undefined: it was not, or none came). */
  readonly alertStreamDelaysMs?: ReadonlyArray<number | undefined>;
  /** Wallet stream sockets the reference server refused for the plan (goal: 0, a plan without streams asks for none). */
  readonly streamRefusals?: number;
  readonly error?: string;
}
