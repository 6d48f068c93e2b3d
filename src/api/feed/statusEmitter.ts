// A socket's status and who is told when it changes (the price feed's, the wallet streams'): told only on a change.

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
