// One websocket to the service's streams on the API origin (wss://api.mobula.io), whatever rides on it: the alerts'
// wallet streams, the pages' market streams. It holds a set of subscriptions keyed by id (each knows its subscribe and
// unsubscribe message) and a frame reader; it is open while the set is not empty and a few seconds after (a quick look
// away and back is not a second connection, nor a second minute), the caller deciding the set (./priceSource). Pinged
// every 30 s, and a ping unanswered by the next one is a dead socket; reconnects with backoff and jitter, rests after
// repeated failures; a refusal (the plan has no streams, or another key) ends it for the session until restart().
// Floods and junk are dropped. "No subscription found" on an unsubscribe is success.
import { FEED_BACKOFF, reconnectDelay } from './backoff';
import { FloodGuard } from './floodGuard';
import { frameJson } from './frameJson';
import { REFUSED_STATUS, StatusEmitter, type FeedStatus } from './statusEmitter';
import { isRefusal, serviceWords } from './messages';
import type { SocketPort } from './socketPort';
import type { StreamChannel, StreamSocketOptions, StreamSubscription } from './streamOptions';

export type { StreamChannel, StreamSocketOptions, StreamSocketTuning, StreamSubscription } from './streamOptions';

/** Seconds of flood in a row after which the socket is dropped (and reconnected after a backoff). */
const SUSTAINED_FLOOD_SECONDS = 5;

export class StreamSocket implements StreamChannel {
  private subs = new Map<string, StreamSubscription>();
  private socket: SocketPort | undefined;
  private readonly state = new StatusEmitter<FeedStatus>('idle');
  private failures = 0;
  private openedAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private restTimer: NodeJS.Timeout | undefined;
  private pinger: NodeJS.Timeout | undefined;
  private linger: NodeJS.Timeout | undefined;
  private readonly flood: FloodGuard;
  private readonly pingMs: number;

  constructor(private readonly o: StreamSocketOptions) {
    this.flood = new FloodGuard(o.maxFramesPerSecond ?? 20, o.maxFrameChars);
    this.pingMs = o.pingMs ?? 30_000;
  }

  get status(): FeedStatus { return this.state.value; }

  onStatus(listener: (status: FeedStatus) => void): { dispose(): void } { return this.state.on(listener); }

  /** What to follow now: new ids are subscribed, gone ones unsubscribed; none closes the socket (after the linger). */
  set(next: ReadonlyMap<string, StreamSubscription>): void {
    const key = this.o.apiKey();
    for (const [id, s] of this.subs) if (!next.has(id)) this.send(s.unsubscribe(key));
    for (const [id, s] of next) if (!this.subs.has(id)) this.send(s.subscribe(key));
    this.subs = new Map(next);
    if (next.size === 0) { // a refusal or a rest stands
      if (this.timer) this.close('idle');
      else if (this.socket) this.linger ??= setTimeout(() => this.close('idle'), this.o.lingerMs ?? 2000);
    } else if (this.linger) { // back before the linger ended: the same socket
      clearTimeout(this.linger);
      this.linger = undefined;
    } else if (!this.socket && !this.timer && this.state.value === 'idle') this.connect();
  }

  /** The key, the service or the plan changed: a refused stream may be welcome now; the next set() opens it. */
  restart(): void {
    this.failures = 0;
    clearTimeout(this.restTimer);
    this.close('idle');
  }

  /** The plan or the budget changed: a refusal or a rest may not stand now; a socket in use stays (a new one is a new minute). */
  forgive(): void {
    if (this.state.value === 'refused' || this.state.value === 'unavailable') this.restart();
  }

  dispose(): void {
    this.subs.clear();
    clearTimeout(this.restTimer);
    this.close('idle');
    this.state.clear();
  }

  private connect(): void {
    this.timer = undefined;
    const url = this.o.url();
    if (!url) return this.rest('there is no API origin to open it on');
    this.state.set('connecting');
    let answered = true;
    let socket: SocketPort | undefined = undefined;
    const failed = (reason: string, refused = false) => { if (socket) this.failed(socket, reason, refused); };
    try {
      socket = this.o.opener(url, { handshakeTimeoutMs: this.o.handshakeTimeoutMs ?? 10_000, maxFrameChars: this.o.maxFrameChars }, {
        open: () => {
          this.openedAt = performance.now();
          this.flood.reset(this.openedAt);
          const key = this.o.apiKey();
          for (const s of this.subs.values()) this.send(s.subscribe(key));
          this.state.set('live');
          this.pinger = setInterval(() => {
            if (!answered) return failed(`no answer to a ping in ${Math.round(this.pingMs / 1000)} s`);
            answered = false;
            socket?.ping();
          }, this.pingMs);
        },
        pong: () => { answered = true; },
        message: (text, bytes) => {
          const flood = this.flood.countBytes(bytes, performance.now());
          // A busy second's excess is dropped unread (the socket is every user's: one busy pool page must not take the
          // alerts down, nor pay a minute per reconnect); a flood that goes on is a broken or hostile service.
          if (flood && this.flood.floodedRun >= SUSTAINED_FLOOD_SECONDS) return failed(`the streams sent ${flood} a second for ${SUSTAINED_FLOOD_SECONDS} s`);
          answered = true;
          if (flood) return;
          if (text !== undefined) this.read(text);
        },
        refused: (status) => failed(`refused the connection (HTTP ${status})`, REFUSED_STATUS.has(status)),
        error: (message) => this.o.log(`${this.o.name}: ${serviceWords(message, this.o.apiKey())}`),
        close: (code) => failed(`closed the connection (code ${code})`, code === 1008),
      });
    } catch (e) {
      return this.rest(`the URL cannot be used (${e instanceof Error ? e.message : String(e)})`);
    }
    this.socket = socket;
  }

  private read(text: string): void {
    const error = this.o.read(frameJson(text, this.o.maxFrameChars));
    if (error === undefined || /no subscription found/i.test(error)) return;
    const words = serviceWords(error, this.o.apiKey());
    this.o.log(`${this.o.name} said: ${words}`);
    if (isRefusal(error) && this.socket) this.failed(this.socket, `refused: ${words}`, true);
  }

  /** The socket failed: refused (not again this session), resting after too many failures, or reconnecting soon. */
  private failed(socket: SocketPort, reason: string, refused = false): void {
    if (socket !== this.socket) return;
    const stayedUp = this.state.value === 'live' && performance.now() - this.openedAt > 2 * this.pingMs;
    this.failures = stayedUp ? 1 : this.failures + 1;
    if (refused) {
      this.o.log(`${this.o.name} refused, not tried again this session; ${this.o.fallback}: ${reason}`);
      return this.close('refused');
    }
    if (this.subs.size === 0) return this.close('idle'); // it was lingering: nothing to reconnect for
    if (this.failures >= (this.o.maxFailures ?? 5)) return this.rest(reason);
    this.o.log(`${this.o.name}: ${reason}; reconnecting`);
    this.close('connecting');
    this.timer = setTimeout(() => this.connect(), reconnectDelay(this.failures - 1, this.o.backoff ?? FEED_BACKOFF));
  }

  private rest(reason: string): void {
    this.o.log(`${this.o.name} unavailable for now, ${this.o.fallback}: ${reason}`);
    this.close('unavailable');
    this.restTimer = setTimeout(() => { this.failures = 0; this.state.set('idle'); if (this.subs.size > 0) this.connect(); }, this.o.restMs ?? 10 * 60_000);
  }

  private close(status: FeedStatus): void {
    clearTimeout(this.timer);
    clearTimeout(this.linger);
    this.timer = this.linger = undefined;
    clearInterval(this.pinger);
    const socket = this.socket;
    this.socket = undefined;
    socket?.terminate();
    this.state.set(status);
  }

  private send(text: string): void {
    if (this.socket?.isOpen) this.socket.send(text);
  }
}
