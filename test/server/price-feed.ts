// The websocket price feed on the API's port (path /feed), imitating the service's price stream: clients
// subscribe by asset id or contract, and every tick each connection gets one update per subscribed asset
// (an array when it follows several). Faults on demand: refused upgrades, cut sockets, junk frames, silence.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { AssetRecord } from './data/types';
import { GARBAGE_FRAMES, priceUpdate, readClientFrame } from './feed-protocol';
import { FEED_FAULT_MODES, type FeedClientFrame, type FeedFault, type FeedStats } from './types';

const FEED_PATH = '/feed';
const DEFAULT_DROP_AFTER = 3;
const RECORD_LIMIT_CHARS = 2048;
const RECORDED_FRAMES = 1000;
/** How long close() waits for clients to answer the close frame before cutting them off. */
const CLOSE_GRACE_MS = 300;

interface Connection {
  id: number;
  ws: WebSocket;
  assets: Map<number, AssetRecord>;
  /** Updates sent since the current fault was set (what 'drop' counts). */
  updatesSinceFault: number;
  garbageIndex: number;
  dropping: boolean;
}

export interface PriceFeedOptions {
  tickMs: number;
  anchorMs: number;
  /** The server's clock (./clock): what the updates are stamped with and priced at. */
  now?: () => number;
  apiKey?: string;
  /** Why the key's plan may not open the feed, or undefined when it may (the service refuses it on small plans). */
  refusal?: () => string | undefined;
  /** Charges an open socket's minute: each minute as it starts, from the moment the socket opens. */
  chargeMinute?: () => void;
}

/** Why `value` is not a usable FeedFault, or undefined when it is. */
export function feedFaultProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'body must be a JSON object, e.g. {"mode":"drop","afterMessages":3}';
  const { mode, afterMessages } = value as Record<string, unknown>;
  if (!FEED_FAULT_MODES.includes(mode as never)) return `mode must be one of ${FEED_FAULT_MODES.join(', ')}`;
  if (afterMessages !== undefined && !(Number.isInteger(afterMessages) && (afterMessages as number) >= 0)) return 'afterMessages must be a whole number >= 0';
  return undefined;
}

/** Answers an upgrade with a plain HTTP error and no websocket (the wallet streams too). */
export function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  const body = JSON.stringify({ error: reason });
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

export function recordable(data: RawData, isBinary: boolean): { text: string | undefined; recorded: unknown } {
  const buffer = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  if (isBinary) return { text: undefined, recorded: `<binary ${buffer.length} bytes>` };
  const text = buffer.toString('utf8');
  if (text.length <= RECORD_LIMIT_CHARS) {
    try {
      return { text, recorded: JSON.parse(text) as unknown };
    } catch { /* kept as text below */ }
  }
  return { text, recorded: text.slice(0, RECORD_LIMIT_CHARS) };
}

/** An open socket's minutes, charged each as it starts from the moment it opens until it closes (every stream alike). */
export function billMinutes(ws: WebSocket, chargeMinute: (() => void) | undefined): void {
  chargeMinute?.();
  const minutes = setInterval(() => chargeMinute?.(), 60_000);
  minutes.unref();
  ws.on('close', () => clearInterval(minutes));
}

export class PriceFeed {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  private readonly connections = new Set<Connection>();
  private readonly received: FeedClientFrame[] = [];
  private fault: Required<FeedFault> = { mode: 'normal', afterMessages: DEFAULT_DROP_AFTER };
  private timer: NodeJS.Timeout | undefined;
  private messagesSent = 0;
  /** Upgrades refused because the key's plan has no websocket feed. */
  private refusedForPlan = 0;
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: PriceFeedOptions) {
    if (!(opts.tickMs >= 1)) throw new Error(`feedTickMs must be at least 1, got ${opts.tickMs}`);
  }

  /** For the HTTP server's 'upgrade' event: /feed becomes a websocket unless refused; other paths get 404. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(req.url ?? '/', 'http://reference.invalid').pathname.replace(/\/+$/, '');
    if (path !== FEED_PATH) return refuseUpgrade(socket, 404, 'Not Found');
    if (this.closed || this.fault.mode === 'refuse') return refuseUpgrade(socket, 403, 'Forbidden');
    const refusal = this.opts.refusal?.();
    if (refusal) {
      this.refusedForPlan++;
      return refuseUpgrade(socket, 403, refusal);
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.open(ws));
  }

  setFault(fault: FeedFault): void {
    const problem = feedFaultProblem(fault);
    if (problem) throw new Error(problem);
    this.fault = { mode: fault.mode, afterMessages: fault.afterMessages ?? DEFAULT_DROP_AFTER };
    for (const conn of this.connections) {
      conn.updatesSinceFault = 0;
      if (fault.mode === 'refuse') conn.ws.close(1013, 'Try again later');
      if (fault.mode === 'drop' && this.fault.afterMessages === 0) conn.ws.terminate();
    }
  }

  /** Back to normal, recorded frames and the sent count forgotten (POST /__control/reset). */
  reset(): void {
    this.setFault({ mode: 'normal' });
    this.received.length = 0;
    this.messagesSent = 0;
    this.refusedForPlan = 0;
  }

  stats(): FeedStats {
    const open = [...this.connections].filter((c) => c.ws.readyState === WebSocket.OPEN);
    return {
      connections: open.length,
      subscriptions: open.reduce((sum, c) => sum + c.assets.size, 0),
      messagesSent: this.messagesSent,
      refusedForPlan: this.refusedForPlan,
      mode: this.fault.mode,
    };
  }

  messages(): ReadonlyArray<FeedClientFrame> {
    return this.received;
  }

  /** Says goodbye (1001) to every client, cuts off those that do not answer, and stops the ticks. */
  async close(): Promise<void> {
    this.closed = true;
    this.setTimer(false);
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([...this.connections].map((c) => new Promise<void>((resolve) => {
        if (c.ws.readyState === WebSocket.CLOSED) return resolve();
        c.ws.once('close', () => resolve());
        c.ws.close(1001, 'Server shutting down');
      }))),
      new Promise<void>((resolve) => { grace = setTimeout(resolve, CLOSE_GRACE_MS); }),
    ]);
    clearTimeout(grace);
    for (const c of this.connections) c.ws.terminate();
    this.connections.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private open(ws: WebSocket): void {
    if (this.closed) return ws.terminate(); // the upgrade finished while close() ran
    const conn: Connection = { id: this.nextId++, ws, assets: new Map(), updatesSinceFault: 0, garbageIndex: 0, dropping: false };
    this.connections.add(conn);
    billMinutes(ws, this.opts.chargeMinute);
    ws.on('message', (data, isBinary) => this.receive(conn, data, isBinary));
    ws.on('error', () => ws.terminate()); // a protocol error from the client; its 'close' follows
    ws.on('close', () => {
      this.connections.delete(conn);
      this.setTimer(this.connections.size > 0);
    });
    if (this.fault.mode === 'drop' && this.fault.afterMessages === 0) ws.terminate();
    this.setTimer(true);
  }

  private receive(conn: Connection, data: RawData, isBinary: boolean): void {
    const { text, recorded } = recordable(data, isBinary);
    this.received.push({ connection: conn.id, receivedAt: (this.opts.now ?? Date.now)(), data: recorded });
    if (this.received.length > RECORDED_FRAMES) this.received.splice(0, this.received.length - RECORDED_FRAMES);
    if (text === undefined) return this.sendError(conn, 'Binary frames are not understood: send JSON text');
    const command = readClientFrame(text);
    if (command.type === 'error') return this.sendError(conn, command.error);
    if (command.type === 'feed' && this.opts.apiKey !== undefined && command.authorization !== this.opts.apiKey) {
      this.sendError(conn, 'Unauthorized');
      conn.ws.close(1008, 'Unauthorized');
      return;
    }
    const { selection } = command;
    if ('error' in selection) return this.sendError(conn, selection.error);
    if (command.type === 'feed') {
      if ('all' in selection) return this.sendError(conn, 'kind all is not available on this server');
      for (const asset of selection.assets) conn.assets.set(asset.id, asset);
    } else if ('all' in selection) {
      conn.assets.clear();
    } else {
      for (const asset of selection.assets) conn.assets.delete(asset.id);
    }
  }

  private sendError(conn: Connection, error: string): void {
    if (this.fault.mode !== 'silent') this.send(conn, JSON.stringify({ error }), false);
  }

  private send(conn: Connection, frame: string | Buffer, isUpdate: boolean): void {
    if (conn.dropping || conn.ws.readyState !== WebSocket.OPEN) return;
    this.messagesSent++;
    if (isUpdate) conn.updatesSinceFault++;
    const cut = isUpdate && this.fault.mode === 'drop' && conn.updatesSinceFault >= this.fault.afterMessages;
    if (cut) conn.dropping = true;
    // Cut once the frame has left, so the client does get `afterMessages` updates; terminate sends no close frame.
    conn.ws.send(frame, { binary: typeof frame !== 'string' }, () => { if (cut) conn.ws.terminate(); });
  }

  private setTimer(running: boolean): void {
    if (running && !this.timer && !this.closed) this.timer = setInterval(() => this.tick(), this.opts.tickMs);
    if (!running && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private tick(): void {
    if (this.fault.mode === 'silent') return;
    const now = (this.opts.now ?? Date.now)();
    const tick = Math.floor(now / this.opts.tickMs);
    const updates = new Map<number, Record<string, unknown>>();
    const updateOf = (asset: AssetRecord) => updates.get(asset.id)
      ?? updates.set(asset.id, priceUpdate(asset, now, tick, this.opts.anchorMs)).get(asset.id)!;
    for (const conn of this.connections) {
      if (conn.assets.size === 0) continue;
      if (this.fault.mode === 'garbage') this.send(conn, GARBAGE_FRAMES[conn.garbageIndex++ % GARBAGE_FRAMES.length]!, false);
      const frame = [...conn.assets.values()].map(updateOf);
      this.send(conn, JSON.stringify(frame.length === 1 ? frame[0] : frame), true);
    }
  }
}
