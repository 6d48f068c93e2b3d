// The browser's fetch, for the web build (vscode.dev, github.dev): no Node, no proxy settings (the browser's own apply).
// A browser hides a redirect's target from the page, so a redirect is refused rather than followed: the key could
// otherwise go wherever it points. A refused cross-origin request (CORS) reaches us as a bare TypeError, the same as a
// failed connection. Until a service's answers have been readable here, such a failure may be a billed answer the browser
// hid: while the browser is online it counts as billed and is not retried. Once one was readable, the service allows
// this page, and a TypeError is a failed connection (retried, not counted).
import { ApiError, NetworkError } from './errors';
import { readCapped } from './body';
import type { Transport, TransportResponse } from './types';

export const CORS_HINT = 'no answer to this browser: the service may be down, or may not allow requests from web pages (CORS)';

/** Origins whose answers this page could read: they allow it (CORS). */
const readableOrigins = new Set<string>();

export const webTransport: Transport = {
  async send(url, request) {
    // A page may not set User-Agent: Chromium drops it, Firefox sends it and so needs the service to allow it in CORS.
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'user-agent'));
    const origin = new URL(url).origin;
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method, headers, body: request.body, signal: request.signal,
        redirect: 'manual', credentials: 'omit', referrerPolicy: 'no-referrer',
      });
    } catch (e) {
      throw e instanceof TypeError ? hiddenAnswer(origin) : e;
    }
    readableOrigins.add(origin);
    if (response.type === 'opaqueredirect') throw new NetworkError('the service answered with a redirect, which the browser build does not follow');
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      readText: (maxBytes) => {
        if (!response.body) return Promise.resolve('');
        const reader = response.body.getReader();
        return readCapped(chunksOf(reader), maxBytes, () => { void reader.cancel().catch(() => undefined); });
      },
      discard: () => { void response.body?.cancel().catch(() => undefined); },
    } satisfies TransportResponse;
  },
  describeFailure(e) {
    if (e instanceof ApiError) return e;
    return new NetworkError(e instanceof TypeError ? CORS_HINT : String((e as Error)?.message ?? e));
  },
};

/** A fetch that failed without a status: maybe an answer the browser hid (billed), or a failed connection. */
function hiddenAnswer(origin: string): NetworkError {
  const error = new NetworkError(CORS_HINT);
  const online = (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;
  if (online && !readableOrigins.has(origin)) error.billed = true;
  return error;
}

/** The body's chunks as they arrive (Chromium's ReadableStream is not async-iterable). */
async function* chunksOf(reader: ReadableStreamDefaultReader<Uint8Array>): AsyncGenerator<Uint8Array> {
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}
