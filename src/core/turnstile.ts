// Lets the requests of one big job (a refresh of a thousand wallets) through a few at a time and a little apart, so
// a long list of wallets is never a burst at the service (nor a thousand sockets at once). Work whose signal is
// aborted goes through at once, to fail fast rather than wait for its turn.

interface Waiting {
  readonly signal: AbortSignal | undefined;
  readonly enter: () => void;
}

export class Turnstile {
  private inside = 0;
  private lastAt = -Infinity;
  private waiting: Waiting[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** One listener a signal, however many of its works wait (a refresh's thousand share one). */
  private readonly watched = new WeakSet<AbortSignal>();

  /** `most` at once, starts at least `gapMs` apart. */
  constructor(private readonly most: number, private readonly gapMs: number) {}

  /** Runs `work` when its turn comes, and lets the next in when it settles. */
  async through<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.turn(signal);
    try {
      return await work();
    } finally {
      this.inside--;
      this.admit();
    }
  }

  private turn(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve) => {
      const enter = () => {
        this.inside++;
        resolve();
      };
      if (signal?.aborted) return enter();
      if (signal && !this.watched.has(signal)) {
        this.watched.add(signal);
        signal.addEventListener('abort', () => this.release(signal), { once: true });
      }
      this.waiting.push({ signal, enter });
      this.admit();
    });
  }

  /** The works of a cancelled job go through at once (each fails fast on its signal). */
  private release(signal: AbortSignal): void {
    const cancelled = this.waiting.filter((w) => w.signal === signal);
    this.waiting = this.waiting.filter((w) => w.signal !== signal);
    for (const w of cancelled) w.enter();
  }

  private admit(): void {
    if (this.timer !== undefined) return;
    while (this.waiting.length > 0 && this.inside < this.most) {
      const wait = this.lastAt + this.gapMs - performance.now();
      if (wait > 0) {
        this.timer = setTimeout(() => {
          this.timer = undefined;
          this.admit();
        }, wait);
        return;
      }
      this.lastAt = performance.now();
      this.waiting.shift()!.enter();
    }
  }
}
