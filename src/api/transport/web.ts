// The browser's fetch, for the web build (vscode.dev, github.dev): no Node, no proxy settings (the browser's own apply).
// A browser hides a redirect's target from the page, so a redirect is refused rather than followed: the key could
// otherwise go wherever it points. A refused cross-origin request (CORS) reaches us as a bare TypeError.
import { ApiError, NetworkError, ResponseTooLargeError } from '../errors';
import type { Transport, TransportResponse } from './types';

export const CORS_HINT = 'no answer to this browser: the service may be down, or may not allow requests from web pages (CORS)';

export const webTransport: Transport = {
  async send(url, request) {
    // A page may not set User-Agent: Chromium drops it, Firefox sends it and so needs the service to allow it in CORS.
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'user-agent'));
    const response = await fetch(url, {
      method: request.method, headers, body: request.body, signal: request.signal,
      redirect: 'manual', credentials: 'omit', referrerPolicy: 'no-referrer',
    });
    if (response.type === 'opaqueredirect') throw new NetworkError('the service answered with a redirect, which the browser build does not follow');
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      readText: (maxBytes) => readText(response, maxBytes),
      discard: () => { void response.body?.cancel().catch(() => undefined); },
    } satisfies TransportResponse;
  },
  describeFailure(e) {
    if (e instanceof ApiError) return e;
    return new NetworkError(e instanceof TypeError ? CORS_HINT : String((e as Error)?.message ?? e));
  },
};

async function readText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        void reader.cancel().catch(() => undefined);
        throw new ResponseTooLargeError(maxBytes);
      }
      text += decoder.decode(value, { stream: true });
    }
  } catch (e) {
    if (e instanceof ApiError || (e as Error).name === 'AbortError') throw e;
    throw new NetworkError('the connection closed before the response was complete');
  }
  return text + decoder.decode();
}
