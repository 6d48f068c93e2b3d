// Response cache: entries expire after a TTL chosen per value, the least recently used go first when
// full, and concurrent identical requests share one load. A waiter that cancels stops waiting at once;
// the shared load is aborted only when no waiter is left.
import { CancelledError } from './errors';
import { nowMs } from '../../core/clock';

interface Entry {
  readonly value: unknown;
  readonly expiresAt: number;
  readonly storedAt: number;
}

interface Flight {
  readonly promise: Promise<unknown>;
  /** Absent when the first waiter cannot cancel: then the load can never be left by all, and needs no abort. */
  readonly controller: AbortController | undefined;
  waiters: number;
}

export interface LoadOptions<T> {
  /** How long to keep this value, in ms; 0 or less means do not keep it. */
  readonly ttlMs: (value: T) => number;
  readonly signal?: AbortSignal;
  /** Skip a cached value (a forced refresh); a load already under way is still shared. */
  readonly force?: boolean;
  /** Skip a cached value older than this (ms), as if it had expired. */
  readonly maxAgeMs?: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();

  constructor(private readonly maxEntries = 500, private readonly now: () => number = nowMs) {}

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  /** A value that has not expired, without loading. */
  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    const now = this.now();
    return entry && entry.expiresAt > now && entry.storedAt <= now ? (entry.value as T) : undefined;
  }

  getOrLoad<T>(key: string, load: (signal: AbortSignal | undefined) => Promise<T>, options: LoadOptions<T>): Promise<T> {
    if (options.signal?.aborted) return Promise.reject(new CancelledError());
    if (!options.force) {
      const entry = this.entries.get(key);
      const now = this.now();
      // An entry stored while the clock ran ahead (its time now lies in the future) has no age anyone can trust: reloaded.
      if (entry && entry.expiresAt > now && entry.storedAt <= now && (options.maxAgeMs === undefined || now - entry.storedAt <= options.maxAgeMs)) {
        this.entries.delete(key); // re-insert: Map order is recency order
        this.entries.set(key, entry);
        return Promise.resolve(entry.value as T);
      }
      if (entry) this.entries.delete(key);
    }
    const flight = this.flights.get(key) ?? this.startFlight(key, load, options.ttlMs, options.signal !== undefined);
    return this.wait(key, flight, options.signal) as Promise<T>;
  }

  private startFlight<T>(key: string, load: (signal: AbortSignal | undefined) => Promise<T>, ttlMs: (value: T) => number, cancellable: boolean): Flight {
    // An AbortController per request is a measurable part of a cached client's cost: made only when it can be used.
    const controller = cancellable ? new AbortController() : undefined;
    const promise = load(controller?.signal).then((value) => {
      const ttl = ttlMs(value);
      if (ttl > 0 && !controller?.signal.aborted) this.store(key, value, ttl);
      return value;
    });
    const flight: Flight = { promise, controller, waiters: 0 };
    this.flights.set(key, flight);
    const forget = () => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    };
    promise.then(forget, forget);
    return flight;
  }

  private wait(key: string, flight: Flight, signal: AbortSignal | undefined): Promise<unknown> {
    flight.waiters++;
    if (!signal) return flight.promise; // cannot leave early, so it needs no promise of its own
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        flight.waiters--;
        if (flight.waiters === 0) {
          if (this.flights.get(key) === flight) this.flights.delete(key);
          flight.controller?.abort();
        }
        reject(new CancelledError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  private store(key: string, value: unknown, ttlMs: number): void {
    this.entries.delete(key);
    const now = this.now();
    this.entries.set(key, { value, expiresAt: now + ttlMs, storedAt: now });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
