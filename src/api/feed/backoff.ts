// Reconnect delays: exponential with "equal jitter", so a feed that drops every client at once is not hit by
// all of them again at the same moment.

export interface Backoff {
  readonly baseMs: number;
  readonly maxMs: number;
}

export const FEED_BACKOFF: Backoff = { baseMs: 1000, maxMs: 30_000 };

/** The wait before reconnect attempt `attempt` (0 first): half fixed, half random. */
export function reconnectDelay(attempt: number, backoff: Backoff, random: () => number = Math.random): number {
  const step = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(attempt, 20));
  return Math.round(step / 2 + random() * (step / 2));
}
