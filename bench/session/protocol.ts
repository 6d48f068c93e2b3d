// What the bench and its session runner (./run.ts, inside the extension host) agree on.

export const RESULT_ENV = 'WALLETSCOPE_BENCH_RESULT';
export const API_ENV = 'WALLETSCOPE_BENCH_API';
/** Credits the key had used before the window started (the extension asks for the wallets as it starts). */
export const BASELINE_ENV = 'WALLETSCOPE_BENCH_BASELINE';
export const LEFT_OPEN_HOURS = 6;
/** Set: the hours left open are on a flaky connection (every other request meets a fault, billed or not). */
export const FLAKY_ENV = 'WALLETSCOPE_BENCH_FLAKY';

export interface SessionResult {
  readonly firstMinutes?: number;
  readonly leftOpenPerHour?: number;
  readonly byPath?: Record<string, { requests: number; credits: number }>;
  /** Over the hours left open: what the service billed, and what the window's ledger counted. */
  readonly billed?: number;
  readonly counted?: number;
  readonly error?: string;
}
