// Runs a request for an editor feature: cancelled with the editor's request, and never longer than the
// request timeout (retries included), so a hover never hangs. Shared by the VS Code providers and the
// language server: both hosts' cancellation tokens fit `CancelToken`.

/** What VS Code's and vscode-languageserver's CancellationToken both offer. */
export interface CancelToken {
  readonly isCancellationRequested: boolean;
  onCancellationRequested(listener: () => unknown): { dispose(): unknown };
}

export type Outcome<T> =
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly error: unknown };

export async function withDeadline<T>(token: CancelToken, ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<Outcome<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => { timedOut = true; controller.abort(); }, ms);
  const subscription = token.onCancellationRequested(() => controller.abort());
  try {
    return { kind: 'done', value: await work(controller.signal) };
  } catch (error) {
    if (timedOut) return { kind: 'timeout' };
    if (token.isCancellationRequested) return { kind: 'cancelled' };
    return { kind: 'failed', error };
  } finally {
    clearTimeout(timer);
    subscription.dispose();
  }
}
