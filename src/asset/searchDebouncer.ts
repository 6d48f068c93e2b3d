// Search as the user types: waits for a pause before asking, cancels the request of text that changed since,
// and reports only the answer to the latest text. Text too short is not asked; what is known already (./searchNarrowing)
// shows at once, and is not asked when it is complete. Pure (no vscode), so tests and the bench drive it in Node.
import type { Known } from './searchNarrowing';

export type SearchOutcome<T> =
  | { readonly kind: 'empty' }
  | { readonly kind: 'short'; readonly text: string }
  | { readonly kind: 'results'; readonly text: string; readonly results: T }
  | { readonly kind: 'error'; readonly text: string; readonly error: unknown };

export interface SearchDebouncerOptions<T> {
  /** How long typing must pause before a request goes out. */
  readonly delayMs: number;
  readonly search: (text: string, signal: AbortSignal) => Promise<T>;
  readonly onOutcome: (outcome: SearchOutcome<T>) => void;
  /** True from a keystroke until the answer to the latest text arrives. */
  readonly onBusy?: (busy: boolean) => void;
  /** Text shorter than this is not asked (an outcome of kind 'short'). */
  readonly minChars?: number;
  /** What is known of the text already: shown at once, and not asked at all when complete. */
  readonly known?: (text: string) => Known<T> | undefined;
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

  /** The text changed: forget what is pending and ask again after the pause. Blank, short or known text answers at once. */
  input(value: string): void {
    const text = value.trim();
    const generation = this.cancel();
    if (this.answeredLocally(text)) return;
    this.setBusy(true);
    this.timer = setTimeout(() => void this.run(text, generation), this.options.delayMs);
  }

  /** Ask for `value` now, without waiting for a pause (a retry, or a search started with text). */
  now(value: string): void {
    const text = value.trim();
    const generation = this.cancel();
    if (this.answeredLocally(text)) return;
    this.setBusy(true);
    void this.run(text, generation);
  }

  dispose(): void {
    this.cancel();
    this.setBusy(false);
  }

  /** Shows what needs no request; true when nothing more is to be asked. A partial answer shows while the request runs. */
  private answeredLocally(text: string): boolean {
    if (!text || text.length < (this.options.minChars ?? 1)) {
      this.setBusy(false);
      this.options.onOutcome(text ? { kind: 'short', text } : { kind: 'empty' });
      return true;
    }
    const known = this.options.known?.(text);
    if (known) this.options.onOutcome({ kind: 'results', text, results: known.results });
    if (known?.complete) this.setBusy(false);
    return known?.complete === true;
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
