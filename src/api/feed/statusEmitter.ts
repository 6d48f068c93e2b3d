// A socket's status and who is told when it changes (the price feed's, the streams'): told only on a change; and the
// statuses of a refused upgrade, which retrying will not change.

/** 'unavailable': resting after failures, tried again later; 'refused': the service said no, not tried again this session. */
export type FeedStatus = 'idle' | 'connecting' | 'live' | 'unavailable' | 'refused';

/** Refusals that will not change by retrying: unauthorised, payment required, forbidden (every socket's). */
export const REFUSED_STATUS: ReadonlySet<number> = new Set([401, 402, 403]);

export class StatusEmitter<S> {
  private readonly listeners = new Set<(status: S) => void>();

  constructor(private current: S) {}

  get value(): S {
    return this.current;
  }

  on(listener: (status: S) => void): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  set(status: S): void {
    if (status === this.current) return;
    this.current = status;
    for (const listener of [...this.listeners]) listener(status);
  }

  clear(): void {
    this.listeners.clear();
  }
}
