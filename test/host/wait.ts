// Bounded waiting: every wait in the test host has a deadline and says what it was waiting for.
export interface WaitOptions {
  readonly timeoutMs: number;
  readonly intervalMs?: number;
}

/** Polls `check` until it returns a value other than false/undefined, or throws after the deadline. */
export async function waitFor<T>(what: string, check: () => T | false | undefined | Promise<T | false | undefined>, options: WaitOptions): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== false && value !== undefined) return value;
    if (Date.now() >= deadline) throw new Error(`Timed out after ${options.timeoutMs} ms waiting for ${what}.`);
    await delay(options.intervalMs ?? 100);
  }
}

/** Rejects when `promise` has not settled within `ms`. */
export async function withTimeout<T>(what: string, promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms: ${what}.`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
