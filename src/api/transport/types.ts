// What the HTTP layer needs from the platform's fetch: one request, no redirect followed (the layer follows them
// itself, so the key stays with its origin), a body read under a byte cap, and a platform error told as an ApiError.
// The desktop (and the language server) use node-fetch (./node.ts, VS Code's proxy support); the browser build uses
// the browser's own fetch (./web.ts). The composition root chooses; nothing above the client knows which.
import type { ApiError } from './errors';

export interface TransportRequest {
  readonly method: 'GET' | 'POST';
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly signal: AbortSignal;
}

export interface TransportResponse {
  readonly status: number;
  header(name: string): string | null;
  /** The body as UTF-8 text; an ApiError (ResponseTooLargeError) once more than `maxBytes` arrived. */
  readText(maxBytes: number): Promise<string>;
  /** Stops reading and frees the connection. */
  discard(): void;
}

export interface Transport {
  send(url: string, request: TransportRequest): Promise<TransportResponse>;
  /** A failure of this platform's fetch (not a timeout or a cancellation: the caller knows those) as words for the user. */
  describeFailure(e: unknown): ApiError;
}
