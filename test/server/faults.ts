// Injected failures: a queue of FaultSpecs consumed per matching request, and how each kind of
// failure is acted out on the wire. Each imitates something a real client meets: proxies answering
// HTML, connections cut mid-body, servers that never answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FAULT_KINDS, type FaultSpec } from './types';
import { JSON_CONTENT_TYPE, sendJson, sendText } from './http-util';

const DEFAULT_LATENCY_MS = 1000;
const DEFAULT_OVERSIZED_BYTES = 11 * 1024 * 1024;

interface QueuedFault { spec: FaultSpec; remaining: number }

export class FaultQueue {
  private readonly queued: QueuedFault[] = [];

  add(spec: FaultSpec): void {
    const problem = faultProblem(spec);
    if (problem) throw new Error(problem);
    this.queued.push({ spec, remaining: spec.times ?? 1 });
  }

  clear(): void {
    this.queued.length = 0;
  }

  /** The first queued fault matching `path` (and `query`, when the fault names parameters), used up by one. */
  take(path: string, query?: URLSearchParams): FaultSpec | undefined {
    const index = this.queued.findIndex((f) => (f.spec.path === undefined || path.startsWith(f.spec.path))
      && Object.entries(f.spec.query ?? {}).every(([name, value]) => query?.get(name) === value));
    const found = this.queued[index];
    if (!found) return undefined;
    found.remaining -= 1;
    if (found.remaining <= 0) this.queued.splice(index, 1);
    return found.spec;
  }

  get pending(): ReadonlyArray<{ spec: FaultSpec; remaining: number }> {
    return this.queued;
  }
}

/** Why `value` is not a usable FaultSpec, or undefined when it is. */
export function faultProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'fault must be a JSON object';
  const f = value as Record<string, unknown>;
  if (!FAULT_KINDS.includes(f.kind as never)) return `kind must be one of ${FAULT_KINDS.join(', ')}`;
  if (f.times !== undefined && !(typeof f.times === 'number' && f.times >= 1)) return 'times must be a number >= 1 (Infinity allowed)';
  if (f.path !== undefined && typeof f.path !== 'string') return 'path must be a string';
  if (f.query !== undefined && !(typeof f.query === 'object' && f.query !== null && Object.values(f.query).every((v) => typeof v === 'string'))) {
    return 'query must be an object of strings';
  }
  for (const key of ['latencyMs', 'retryAfterSeconds', 'sizeBytes'] as const) {
    if (f[key] !== undefined && !(typeof f[key] === 'number' && Number.isFinite(f[key]) && f[key] >= 0)) return `${key} must be a number >= 0`;
  }
  if (f.withContentLength !== undefined && typeof f.withContentLength !== 'boolean') return 'withContentLength must be a boolean';
  if (f.headers !== undefined && !(typeof f.headers === 'object' && f.headers !== null && Object.values(f.headers).every((v) => typeof v === 'string'))) {
    return 'headers must be an object of strings';
  }
  return undefined;
}

/** What the server gives a fault to act with; `isClosed` turns true once close() starts. */
export interface FaultContext {
  delay(ms: number): Promise<void>;
  isClosed(): boolean;
}

/** Faults whose status is 200: the service sent (and billed) the answer; what went wrong happened to its body. */
export const BILLED_FAULTS: ReadonlySet<FaultSpec['kind']> = new Set(['malformed-json', 'truncated', 'oversized', 'empty']);

/**
 * Acts the fault out. 'continue' means: now serve the request normally (latency only). `headers` go with a billed
 * fault's 200 (the credit headers of what it was charged).
 */
export async function applyFault(
  fault: FaultSpec, req: IncomingMessage, res: ServerResponse, ctx: FaultContext, headers: Record<string, string> = {},
): Promise<'continue' | 'done'> {
  switch (fault.kind) {
    case 'figures': // the server replaces its credit headers when it answers
      return 'continue';
    case 'latency':
      await ctx.delay(fault.latencyMs ?? DEFAULT_LATENCY_MS);
      return 'continue';
    case 'rate-limit':
      sendJson(res, 429, { error: 'Rate limit exceeded: too many requests, slow down' }, { ...fault.headers, 'retry-after': String(fault.retryAfterSeconds ?? 1) });
      return 'done';
    case 'not-found-html': // a gateway's or a deploy's bare 404: it says nothing of the path
      sendText(res, 404, 'text/html; charset=utf-8', NOT_FOUND_PAGE);
      return 'done';
    case 'server-error':
      sendJson(res, 500, { message: 'Internal server error' });
      return 'done';
    case 'bad-gateway-html':
      sendText(res, 502, 'text/html; charset=utf-8', BAD_GATEWAY_PAGE);
      return 'done';
    case 'empty': // a service that knows nothing of what was asked (a wallet's activity on a chain it does not index)
      sendJson(res, 200, { data: [] }, headers);
      return 'done';
    case 'malformed-json':
      sendText(res, 200, JSON_CONTENT_TYPE, '{"data": {"id": 100006, "name": "USDC", "price": 0.99994,, "symbol": \'USDC\'', headers);
      return 'done';
    case 'truncated':
      await sendTruncated(res, ctx, headers);
      return 'done';
    case 'oversized':
      await streamOversized(res, fault.sizeBytes ?? DEFAULT_OVERSIZED_BYTES, fault.withContentLength ?? false, ctx, headers);
      return 'done';
    case 'drop':
      req.socket.destroy();
      return 'done';
    case 'hang':
      return 'done'; // never answer; close() destroys the socket
  }
}

const NOT_FOUND_PAGE = '<html>\n<head><title>404 Not Found</title></head>\n<body>\n<center><h1>404 Not Found</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>\n';

const BAD_GATEWAY_PAGE = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>cloudflare</center>
</body>
</html>
`;

/** Promises the full body in Content-Length, sends half, then cuts the connection. */
async function sendTruncated(res: ServerResponse, ctx: FaultContext, headers: Record<string, string>): Promise<void> {
  const body = JSON.stringify({ data: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Asset ${i}`, price: i * 1.5 })) });
  res.writeHead(200, { ...headers, 'content-type': JSON_CONTENT_TYPE, 'content-length': String(Buffer.byteLength(body)) });
  await new Promise<void>((resolve) => res.write(body.slice(0, body.length / 2), () => resolve()));
  await ctx.delay(10); // let the partial body reach the client before the cut
  res.socket?.destroy();
}

// One search-result-like item; repeated to reach the requested size as valid-looking JSON.
const FILLER_ITEM = JSON.stringify({
  id: 100006, name: 'USDC', symbol: 'USDC', price: 0.99994, market_cap: 56236625600, liquidity: 2800000000,
  volume: 7900000000, logo: 'https://metadata.mobula.io/assets/logos/usdc.webp', blockchains: ['Ethereum'],
});
const CHUNK_ITEMS = Math.ceil(64 * 1024 / (FILLER_ITEM.length + 1));

/** Streams exactly `size` bytes of JSON in ~64 KiB chunks, honouring backpressure. */
async function streamOversized(
  res: ServerResponse, size: number, withContentLength: boolean, ctx: FaultContext, billedHeaders: Record<string, string>,
): Promise<void> {
  const head = '{"data":[', padOpen = '],"padding":"', padClose = '"}';
  const fixed = head.length + FILLER_ITEM.length + padOpen.length + padClose.length;
  const headers: Record<string, string> = { ...billedHeaders, 'content-type': JSON_CONTENT_TYPE };
  if (withContentLength) headers['content-length'] = String(size);
  res.writeHead(200, headers);
  if (size < fixed) { res.end('{}'.padEnd(Math.max(size, 2), ' ').slice(0, Math.max(size, 0))); return; }
  let repeats = Math.floor((size - fixed) / (FILLER_ITEM.length + 1));
  const padding = size - fixed - repeats * (FILLER_ITEM.length + 1);
  const gone = () => ctx.isClosed() || res.destroyed;
  if (!res.write(head)) await drained(res);
  const fullChunk = `${FILLER_ITEM},`.repeat(CHUNK_ITEMS);
  while (repeats > 0 && !gone()) {
    const n = Math.min(repeats, CHUNK_ITEMS);
    repeats -= n;
    if (!res.write(n === CHUNK_ITEMS ? fullChunk : `${FILLER_ITEM},`.repeat(n))) await drained(res);
  }
  if (!gone()) res.end(`${FILLER_ITEM}${padOpen}${'x'.repeat(padding)}${padClose}`);
}

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    if (res.destroyed) return resolve(); // 'close' has already fired and will not fire again
    const done = () => { res.off('drain', done); res.off('close', done); resolve(); };
    res.on('drain', done);
    res.on('close', done);
  });
}
