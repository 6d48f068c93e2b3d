// Small helpers for writing responses with node:http.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MoveBook } from './moves';
import type { ResponseShape } from './types';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** What an endpoint handler decides; the server writes it (so handlers stay pure and testable). */
export interface ApiResponse {
  status: number;
  body: unknown;
}

/** The time a request is served at, the instant at which prices equal the catalogue (see data/price-series), and
 *  the server's own origin (for URLs it hands out); for the wallet endpoints, what the server's run changed. */
export interface RequestClock {
  now: number;
  anchorMs: number;
  origin: string;
  /** Funds moved through /__control/move (absent: none). */
  moves?: MoveBook;
  /** Hostile mode, for the endpoints whose hostile answers differ in shape, not only in their strings (./hostile-wallets). */
  hostile?: boolean;
}

/** One endpoint: a pure function of the query string, the response shape and (for history) the clock. */
export type ApiHandler = (query: URLSearchParams, shape: ResponseShape, clock: RequestClock) => ApiResponse;

/** A batch endpoint (POST): a pure function of the parsed JSON body and the clock. */
export type PostHandler = (body: unknown, clock: RequestClock) => ApiResponse;

export function ok(body: unknown): ApiResponse {
  return { status: 200, body };
}

/** The live service answers bad requests with `{ "error": "..." }` (api-notes, "Errors"). */
export function badRequest(message: string): ApiResponse {
  return { status: 400, body: { error: message } };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed || res.writableEnded) return; // the client left or close() ran while we waited
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': JSON_CONTENT_TYPE, 'content-length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, contentType: string, text: string, headers: Record<string, string> = {}): void {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(status, { 'content-type': contentType, 'content-length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

/** Reads a small request body (control endpoints only), refusing anything over `limitBytes`. */
export async function readBody(req: IncomingMessage, limitBytes = 64 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limitBytes) throw new Error('request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function queryRecord(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) out[key] = value;
  return out;
}

export function headerRecord(req: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(req.headers)) out[key] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}
