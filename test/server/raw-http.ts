// Minimal HTTP GET for tests that must see the wire: status and headers before a broken body, socket
// errors, requests that never answer. No keep-alive agent, so each call owns its socket.
import { get, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawGetOptions {
  headers?: Record<string, string>;
  /** Rejects with an Error whose message is 'timeout' when no complete answer arrives in time. */
  timeoutMs?: number;
  /** Called with the status as soon as headers arrive (lets tests see a 200 before a cut body). */
  onHeaders?: (status: number, headers: IncomingHttpHeaders) => void;
}

export function rawGet(url: string, opts: RawGetOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = get(url, { agent: false, headers: opts.headers }, (res) => {
      opts.onHeaders?.(res.statusCode ?? 0, res.headers);
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A body cut short surfaces as 'error' (Node: "aborted", ECONNRESET); `received` says how much came.
      const fail = (error: Error) => reject(Object.assign(error, { received: Buffer.concat(chunks).length }));
      res.on('error', fail);
      res.on('close', () => {
        if (res.complete) resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        else fail(new Error('incomplete body'));
      });
    });
    req.on('error', reject);
    if (opts.timeoutMs !== undefined) {
      const timer = setTimeout(() => req.destroy(new Error('timeout')), opts.timeoutMs);
      req.on('close', () => clearTimeout(timer));
    }
  });
}
