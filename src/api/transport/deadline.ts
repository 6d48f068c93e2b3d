// Request timeouts from shared timers. Deadlines that fall into the same window (a tenth of the timeout, at most
// 100 ms) share one timer and one AbortSignal, so a request makes no timer and no controller of its own; it times out
// at most one window late. A request its caller can cancel gets its own controller, aborted by the caller or by its
// window. (A timer and a controller per request cost about 2% of a loopback request: `npm run bench`, client overhead.)
// A shared signal carries one 'abort' listener per request using it: the Node transport lifts Node's limit of ten.

const MAX_WINDOW_MS = 100;

interface Window {
  /** Aborted when the window's time is up; the signal of every request in it without a caller's signal. */
  readonly controller: AbortController;
  /** The deadline of every request in this window that no caller can cancel: one object, made with the window. */
  readonly shared: Deadline;
  /** The own controllers of requests in this window that a caller can cancel. */
  readonly linked: Set<AbortController>;
}

/** Open windows by the time they end (performance.now()); a window leaves the map when its timer fires. */
const windows = new Map<number, Window>();

export interface Deadline {
  /** The request's signal: aborted once the timeout passed or the caller cancelled. */
  readonly signal: AbortSignal;
  /** Whether the timeout passed (rather than the caller cancelling). */
  expired(): boolean;
  /** The request is over: nothing of it is kept for its window's timer. */
  release(): void;
}

export function startDeadline(timeoutMs: number, caller: AbortSignal | undefined): Deadline {
  const window = windowFor(timeoutMs);
  if (!caller) return window.shared;
  const own = new AbortController();
  const onCallerAbort = () => own.abort();
  if (caller.aborted) own.abort();
  else caller.addEventListener('abort', onCallerAbort, { once: true });
  window.linked.add(own);
  return {
    signal: own.signal,
    expired: window.shared.expired,
    release: () => {
      window.linked.delete(own);
      caller.removeEventListener('abort', onCallerAbort);
    },
  };
}

function windowFor(timeoutMs: number): Window {
  const width = Math.min(MAX_WINDOW_MS, Math.max(1, Math.round(timeoutMs / 10)));
  const end = Math.ceil((performance.now() + timeoutMs) / width) * width;
  const open = windows.get(end);
  if (open) return open;
  const controller = new AbortController();
  const shared: Deadline = { signal: controller.signal, expired: () => controller.signal.aborted, release: () => undefined };
  const window: Window = { controller, shared, linked: new Set() };
  windows.set(end, window);
  const timer = setTimeout(() => {
    windows.delete(end);
    window.controller.abort();
    for (const own of window.linked) own.abort();
  }, Math.ceil(end - performance.now())); // Node drops a delay's fraction: rounded up, it never ends early
  // Nothing waits on an expired window once its requests are over: it must not keep a process (the language server) alive.
  (timer as { unref?: () => void }).unref?.();
  return window;
}
