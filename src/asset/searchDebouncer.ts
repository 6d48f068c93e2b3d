// Search as the user types: waits for a pause before asking, cancels the request of text that changed since,
// and reports only the answer to the latest text. Pure (no vscode), so tests and the bench drive it in Node.

export type SearchOutcome<T> =
  | { readonly kind: 'empty' }
  | { readonly kind: 'results'; readonly text: string; readonly results: T }
  | { readonly kind: 'error'; readonly text: string; readonly error: unknown };

export interface SearchDebouncerOptions<T> {
  /** How long typing must pause before a request goes out. */
  readonly delayMs: number;
  readonly search: (text: string, signal: AbortSignal) => Promise<T>;
  readonly onOutcome: (outcome: SearchOutcome<T>) => void;
  /** True from a keystroke until the answer to the latest text arrives. */
  readonly onBusy?: (busy: boolean) => void;
}

export const SEARCH_DELAY_MS = 250;

export class SearchDebouncer<T> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private controller: AbortController | undefined;
  private generation = 0;
  private started = 0;
  private busy = false;

  constructor(private readonly options: SearchDebouncerOptions<T>) {}

  /** Requests started so far (the bench counts them). */
  get requestCount(): number {
    return this.started;
  }

  /** The text changed: forget what is pending and ask again after the pause. Blank text answers at once. */
  input(value: string): void {
    const text = value.trim();
    const generation = this.cancel();
    if (!text) {
      this.setBusy(false);
      this.options.onOutcome({ kind: 'empty' });
      return;
    }
    this.setBusy(true);
    this.timer = setTimeout(() => void this.run(text, generation), this.options.delayMs);
  }

  /** Ask for `value` now, without waiting for a pause (a retry). */
  now(value: string): void {
    const text = value.trim();
    const generation = this.cancel();
    if (!text) return this.input(value);
    this.setBusy(true);
    void this.run(text, generation);
  }

  dispose(): void {
    this.cancel();
    this.setBusy(false);
  }

  /** Drops the pending timer and request; returns the generation of whatever comes next. */
  private cancel(): number {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.controller?.abort();
    this.controller = undefined;
    return ++this.generation;
  }

  private async run(text: string, generation: number): Promise<void> {
    const controller = (this.controller = new AbortController());
    this.started++;
    let outcome: SearchOutcome<T>;
    try {
      outcome = { kind: 'results', text, results: await this.options.search(text, controller.signal) };
    } catch (error) {
      outcome = { kind: 'error', text, error };
    }
    if (generation !== this.generation || controller.signal.aborted) return; // stale: newer text is on its way
    this.controller = undefined;
    this.setBusy(false);
    this.options.onOutcome(outcome);
  }

  private setBusy(busy: boolean): void {
    if (busy === this.busy) return;
    this.busy = busy;
    this.options.onBusy?.(busy);
  }
}
