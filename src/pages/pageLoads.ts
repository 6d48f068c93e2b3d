// A page's loads of its data (the asset's metadata, the pool), one at a time: a new one cancels the one before, whose
// answer is dropped. While one runs, a page that shows data keeps it, marked refreshing, and keeps it with why when the
// refresh fails; a page that shows none shows its loading state, then what came or its error.
import type * as vscode from 'vscode';

/** What a page that shows data says of it: whether a refresh runs, and why the last one failed. */
interface Refreshable {
  readonly status: string;
  readonly refreshing?: boolean;
  readonly warning?: string;
}

export class PageLoads<S extends Refreshable> implements vscode.Disposable {
  private abort: AbortController | undefined;

  /** `state` and `setState`: the panel's state and how it shows one; `log`: a load failed. */
  constructor(private readonly state: () => S, private readonly setState: (state: S) => void, private readonly log: (e: unknown) => void) {}

  /**
   * Shows `loading` (or the data marked refreshing) and runs `load`: `{ data }` when it came, undefined when this load
   * was cancelled or failed. `failed` says why (the warning beside the data) and the state to show when there is none.
   */
  async run<T>(loading: S, load: (signal: AbortSignal) => Promise<T>, failed: (e: unknown) => { readonly warning: string; readonly state: S }): Promise<{ data: T } | undefined> {
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    const shown = this.state();
    const previous = shown.status === 'loaded' ? shown : undefined;
    this.setState(previous ? { ...previous, refreshing: true, warning: undefined } : loading);
    try {
      const data = await load(abort.signal);
      return abort.signal.aborted ? undefined : { data };
    } catch (e) {
      if (abort.signal.aborted) return undefined;
      this.log(e);
      const why = failed(e);
      this.setState(previous ? { ...previous, refreshing: false, warning: why.warning } : why.state);
      return undefined;
    }
  }

  dispose(): void {
    this.abort?.abort();
  }
}
