// One websocket to the price feed for the whole extension. Opens when something on screen subscribes, closes
// (after a short linger) when nothing does; reconnects with backoff and jitter and subscribes again. A refusal (the
// feed needs a plan that has it, or another key) ends it for the session: callers poll instead, and it is not tried
// again until restart() (a new key, service or plan). Repeated drops, silence or floods rest it, then it tries again.
import WebSocket from 'ws';
import { WS_CLIENT_OPTIONS } from './wsSocket';
import { FEED_BACKOFF, reconnectDelay } from './backoff';
import { FloodGuard } from './floodGuard';
import { REFUSED_STATUS, StatusEmitter, type FeedStatus } from './statusEmitter';
import { feedError, isRefusal, payloads, serviceWords, readFrame, subscribeMessage, unsubscribeMessage } from './messages';
import type { FeedTarget } from '../priceTarget';
import type { StreamSocketTuning } from './streamOptions';
import { Subscriptions, type TickListener } from './subscriptions';

export type { FeedStatus } from './statusEmitter';

/** url: the feed's URL now, or undefined when there is none (live prices off); maxFailures: consecutive failed
 *  connections before giving up; restMs: how long a given-up feed rests before one more try; maxFramesPerSecond: more
 *  frames than this in one second is a flood, not a price feed: the connection is dropped (default 50). No pings: silence is the test. */
export interface PriceFeedOptions extends Omit<StreamSocketTuning, 'pingMs'> {
  /** No frame for this long while subscribed: the connection is dead, reconnect. */
  readonly silenceMs?: number;
  /** The socket stays this long after the last unsubscribe, for a page that is closed and opened again. */
  readonly lingerMs?: number;
  /** More bytes than this in one second is a flood too, however few the frames (default 256 KB). */
  readonly maxBytesPerSecond?: number;
}

/** Real frames are a few KB (an update is ~300 bytes, a dozen followed at most); a bigger one is refused by ws unread. */
const MAX_FRAME_BYTES = 64 * 1024;

export class PriceFeed {
  private readonly subs = new Subscriptions();
  private socket: WebSocket | undefined;
  private readonly state = new StatusEmitter<FeedStatus>('idle');
  private failures = 0;
  private ticked = false;
  private lastFrameAt = 0;
  private timer: NodeJS.Timeout | undefined;
  /** The rest after giving up: its own timer, so a page closing (linger) cannot cut it short. */
  private restTimer: NodeJS.Timeout | undefined;
  private watchdog: NodeJS.Timeout | undefined;
  private openedAt = 0;
  private readonly flood: FloodGuard;
  private disposed = false;
  private readonly o: Required<Omit<PriceFeedOptions, 'url' | 'apiKey' | 'log'>>;

  constructor(private readonly options: PriceFeedOptions) {
    this.o = {
      backoff: options.backoff ?? FEED_BACKOFF, maxFailures: options.maxFailures ?? 3, restMs: options.restMs ?? 10 * 60_000,
      silenceMs: options.silenceMs ?? 30_000, lingerMs: options.lingerMs ?? 5000, handshakeTimeoutMs: options.handshakeTimeoutMs ?? 10_000,
      maxFramesPerSecond: options.maxFramesPerSecond ?? 50, maxBytesPerSecond: options.maxBytesPerSecond ?? 256 * 1024,
    };
    this.flood = new FloodGuard(this.o.maxFramesPerSecond, this.o.maxBytesPerSecond);
  }

  get status(): FeedStatus {
    return this.state.value;
  }

  /** How many different prices are followed. */
  get subscriptionCount(): number {
    return this.subs.size;
  }

  onStatus(listener: (status: FeedStatus) => void): { dispose(): void } {
    return this.state.on(listener);
  }

  /** Follows a price until the returned handle is disposed. */
  subscribe(target: FeedTarget, listener: TickListener): { dispose(): void } {
    if (this.disposed) return { dispose: () => undefined };
    if (this.subs.add(target, listener)) this.sendFor([target], subscribeMessage);
    if (!this.socket && this.state.value !== 'unavailable' && this.state.value !== 'refused') this.connectSoon(0);
    let done = false;
    return {
      dispose: () => {
        if (done) return;
        done = true;
        if (this.subs.remove(target, listener)) this.sendFor([target], (p) => unsubscribeMessage(p));
        if (this.subs.size === 0) this.connectSoon(undefined);
      },
    };
  }

  /** Nothing may follow prices now (live prices turned off, credits used up): a socket nobody follows closes at once. */
  closeIfIdle(): void {
    if (this.subs.size > 0 || !this.socket) return;
    clearTimeout(this.timer);
    this.close('idle');
  }

  /** Drops the socket and tries again at once (the user changed the URL or the key). */
  restart(): void {
    this.failures = 0;
    clearTimeout(this.restTimer);
    this.close('idle');
    if (this.subs.size > 0) this.connectSoon(0);
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.restTimer);
    this.close('idle');
    this.state.clear();
  }

  /** Schedules a connect in `ms`, or (undefined) a close after the linger; replaces what was scheduled. */
  private connectSoon(ms: number | undefined): void {
    if (this.disposed) return;
    clearTimeout(this.timer);
    const lingered = () => { if (this.subs.size === 0 && this.state.value !== 'unavailable' && this.state.value !== 'refused') this.close('idle'); };
    this.timer = ms === undefined ? setTimeout(lingered, this.o.lingerMs) : setTimeout(() => this.connect(), ms);
  }

  private connect(): void {
    const url = this.options.url();
    if (this.disposed || this.socket || this.subs.size === 0) return;
    if (!url) return this.giveUp('live prices are off or have no feed URL');
    this.state.set('connecting');
    this.ticked = false;
    let socket: WebSocket;
    try {
      socket = new WebSocket(url, { handshakeTimeout: this.o.handshakeTimeoutMs, maxPayload: MAX_FRAME_BYTES, ...WS_CLIENT_OPTIONS });
    } catch (e) {
      return this.giveUp(`the feed URL cannot be used (${e instanceof Error ? e.message : String(e)})`);
    }
    this.socket = socket;
    socket.on('open', () => {
      this.lastFrameAt = this.openedAt = performance.now();
      this.flood.reset(this.openedAt);
      this.sendFor(this.subs.targets(), subscribeMessage);
      this.watchdog = setInterval(() => this.checkSilence(), Math.max(100, this.o.silenceMs / 2));
    });
    socket.on('message', (data, isBinary) => { if (socket === this.socket) this.receive(data, isBinary); });
    socket.on('unexpected-response', (_req, res) => {
      const status = res.statusCode ?? 0;
      this.dropSocket(socket);
      this.failed(`the feed refused the connection (HTTP ${status})`, REFUSED_STATUS.has(status));
    });
    socket.on('error', (e) => this.options.log(`price feed: ${e.message}`));
    socket.on('close', (code) => {
      if (socket !== this.socket) return;
      this.dropSocket(socket);
      this.failed(`the feed closed the connection (code ${code})`, code === 1008);
    });
  }

  /** Every frame counts against the flood guard, binary ones too (which are otherwise ignored). */
  private receive(data: WebSocket.RawData, isBinary: boolean): void {
    const flood = this.flood.count(data, (this.lastFrameAt = performance.now()));
    if (flood && this.socket) {
      this.dropSocket(this.socket);
      return this.failed(`the feed sent ${flood} a second`, false);
    }
    if (isBinary) return;
    const text = data.toString();
    const error = feedError(text);
    if (error !== undefined) {
      this.options.log(`price feed said: ${this.redact(error)}`);
      if (isRefusal(error)) this.refused(`the feed refused the subscription: ${this.redact(error)}`);
      return;
    }
    for (const tick of readFrame(text)) {
      if (!this.ticked) {
        this.ticked = true;
        this.state.set('live');
      }
      this.subs.deliver(tick, (e) => this.options.log(`price feed listener failed: ${String(e)}`));
    }
  }

  private checkSilence(): void {
    if (this.socket && this.subs.size > 0 && performance.now() - this.lastFrameAt > this.o.silenceMs) {
      const socket = this.socket;
      this.dropSocket(socket);
      this.failed(`the feed sent nothing for ${Math.round(this.o.silenceMs / 1000)} s`, false);
    }
  }

  private redact(text: string): string {
    return serviceWords(text, this.options.apiKey());
  }

  private failed(reason: string, final: boolean): void {
    if (this.disposed) return;
    // Only a connection that stayed up counts as a success: one tick then a close must still back off.
    const stayedUp = this.ticked && performance.now() - this.openedAt > this.o.silenceMs;
    this.failures = stayedUp ? 1 : this.failures + 1;
    if (final) return this.refused(reason);
    if (this.failures >= this.o.maxFailures) return this.giveUp(reason);
    this.options.log(`price feed: ${reason}; reconnecting`);
    this.state.set('connecting');
    if (this.subs.size > 0) this.connectSoon(reconnectDelay(this.failures - 1, this.o.backoff));
    else this.state.set('idle');
  }

  /** The service said no (plan, key): no socket again this session, unless restart(). Callers poll. */
  private refused(reason: string): void {
    this.options.log(`price feed refused, not tried again this session; prices are polled instead: ${reason}`);
    clearTimeout(this.restTimer);
    this.close('refused');
  }

  /** Falls back to REST: no socket until the rest is over (or restart()). */
  private giveUp(reason: string): void {
    this.options.log(`price feed unavailable, prices refresh as usual: ${reason}`);
    this.close('unavailable');
    clearTimeout(this.restTimer);
    this.restTimer = setTimeout(() => { this.failures = 0; this.state.set('idle'); if (this.subs.size > 0) this.connect(); }, this.o.restMs);
  }

  private close(status: FeedStatus): void {
    clearTimeout(this.timer);
    if (this.socket) this.dropSocket(this.socket);
    this.state.set(status);
  }

  private dropSocket(socket: WebSocket): void {
    if (this.socket === socket) this.socket = undefined;
    clearInterval(this.watchdog);
    socket.removeAllListeners('close');
    socket.removeAllListeners('message');
    socket.on('error', () => undefined); // a late error from a dropped socket is expected
    socket.terminate();
  }

  private sendFor(targets: readonly FeedTarget[], build: (payload: ReturnType<typeof payloads>[number], key: string | undefined) => string): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    for (const payload of payloads(targets)) socket.send(build(payload, this.options.apiKey()));
  }
}
