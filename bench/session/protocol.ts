// What the bench and its session runner (./run.ts, inside the extension host) agree on.

export const RESULT_ENV = 'WALLETSCOPE_BENCH_RESULT';
export const API_ENV = 'WALLETSCOPE_BENCH_API';
/** Credits the key had used before the window started (the extension asks for the wallets as it starts). */
export const BASELINE_ENV = 'WALLETSCOPE_BENCH_BASELINE';
export const LEFT_OPEN_HOURS = 6;

export interface SessionResult {
  readonly firstMinutes?: number;
  readonly leftOpenPerHour?: number;
  readonly byPath?: Record<string, { requests: number; credits: number }>;
  readonly error?: string;
}
