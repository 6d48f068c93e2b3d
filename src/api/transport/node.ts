// node-fetch, for the desktop extension host and the language server: VS Code's proxy support hooks the modules it
// loads (see esbuild.mjs), which the platform's own fetch would bypass. It is imported on the first request: in the
// extension that is its own bundle (dist/node-fetch.js), which activation does not need.
import type { Response } from 'node-fetch';
import { ApiError, ConfigurationError, NetworkError } from './errors';
import { readCapped } from './body';
import type { Transport, TransportResponse } from './types';

let nodeFetch: Promise<typeof import('./nodeFetch')> | undefined;

/** node-fetch, imported once. A failed import is no network failure: not retried, no path shown, tried again next time. */
function loadFetch(): Promise<typeof import('./nodeFetch')> {
  nodeFetch ??= import('./nodeFetch').then((module) => {
    // A dist/node-fetch.js left from another version may lack what this one calls.
    if (typeof module.default !== 'function' || typeof module.shareSignal !== 'function') throw unusable();
    return module;
  }, () => {
    throw unusable();
  });
  return nodeFetch;
}

function unusable(): ConfigurationError {
  nodeFetch = undefined;
  return new ConfigurationError('its HTTP module (dist/node-fetch.js) could not be loaded; reinstalling the extension should fix this');
}

export const nodeTransport: Transport = {
  async send(url, request) {
    const { default: fetch, shareSignal } = await loadFetch();
    shareSignal(request.signal);
    const response = await fetch(url, { method: request.method, headers: request.headers, body: request.body, signal: request.signal, redirect: 'manual' });
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      // node-fetch's body is a Node stream of Buffers; its `size` is fixed per request, a per-read cap serves error bodies too.
      readText: (maxBytes) => (response.body ? readCapped(response.body as AsyncIterable<Uint8Array>, maxBytes, () => destroyBody(response)) : Promise.resolve('')),
      discard: () => destroyBody(response),
    } satisfies TransportResponse;
  },
  describeFailure(e) {
    if (e instanceof ApiError) return e;
    const error = e as NodeJS.ErrnoException;
    return new NetworkError(describeNetworkFailure(error.code, error.message));
  },
};

/** Stops reading and frees the socket (node-fetch's body is a Node stream at run time). */
function destroyBody(response: Response): void {
  (response.body as unknown as { destroy?: () => void } | null)?.destroy?.();
}

function describeNetworkFailure(code: string | undefined, message: string): string {
  // A body that stops early surfaces as ECONNRESET too, so the message is checked before the code.
  if (/invalid response body|premature close|ERR_STREAM_PREMATURE_CLOSE/i.test(`${message} ${code}`)) {
    return 'the connection closed before the response was complete';
  }
  switch (code) {
    case 'ECONNREFUSED': return 'the connection was refused';
    case 'ECONNRESET': return 'the connection was reset';
    case 'ENOTFOUND': return 'the host name could not be resolved';
    case 'EAI_AGAIN': return 'the host name could not be resolved (DNS is not answering)';
    case 'ETIMEDOUT': return 'the connection timed out';
    default: return message;
  }
}
