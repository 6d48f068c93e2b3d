// One websocket to the service's wallet streams (on the API's origin, as its SDK opens wss://api.mobula.io) for the
// alerts: one `positions` subscription per watched wallet and chain, trade updates only. Open while there is something
// to follow (the caller decides when: ../feed/priceSource walletStreamOpen); pinged every 30 s, and a ping unanswered
// by the next one is a dead socket. Reconnects with backoff and jitter, rests after repeated failures; a refusal (the
// plan has no streams, or another key) ends it for the session until restart(). Floods and junk are dropped.
import WebSocket from 'ws';
import { FEED_BACKOFF, reconnectDelay, type Backoff } from './backoff';
import { FloodGuard } from './floodGuard';
import { StatusEmitter } from './statusEmitter';
import { isRefusal, serviceWords } from './messages';
import { REFUSED_STATUS, type FeedStatus } from './priceFeed';
import { MAX_WALLET_FRAME_CHARS, readWalletFrame, subscriptionIdOf, walletSubscribeMessage, walletUnsubscribeMessage, type WalletStreamTarget } from './walletFrames';

export interface WalletStreamOptions {
  /** The streams' URL now, or undefined when there is none. */
  readonly url: () => string | undefined;
  /** The key for that URL, if the user approved sending it there (../keyPolicy). */
  readonly apiKey: () => string | undefined;
  readonly log: (message: string) => void;
  /** Watched wallets (as the list spells them) a frame said moved; frames about others are ignored. */
  readonly onMoved: (wallets: readonly string[]) => void;
  readonly watched: () => readonly string[];
  readonly backoff?: Backoff;
  readonly maxFailures?: number;
  readonly restMs?: number;
  readonly pingMs?: number;
  readonly handshakeTimeoutMs?: number;
  readonly maxFramesPerSecond?: number;
}

export class WalletStream {
  private targets = new Map<string, WalletStreamTarget>();
  private socket: WebSocket | undefined;
  private readonly state = new StatusEmitter<FeedStatus>('idle');
  private failures = 0;
  private openedAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private restTimer: NodeJS.Timeout | undefined;
  private pinger: NodeJS.Timeout | undefined;
  private readonly flood: FloodGuard;
  private readonly pingMs: number;

  constructor(private readonly o: WalletStreamOptions) {
    this.flood = new FloodGuard(o.maxFramesPerSecond ?? 20, MAX_WALLET_FRAME_CHARS);
    this.pingMs = o.pingMs ?? 30_000;
  }

  get status(): FeedStatus {
    return this.state.value;
  }

  get following(): number {
    return this.targets.size;
  }

  onStatus(listener: (status: FeedStatus) => void): { dispose(): void } {
    return this.state.on(listener);
  }

  /** What to follow now: new targets are subscribed, gone ones unsubscribed; none closes the socket. */
  set(targets: readonly WalletStreamTarget[]): void {
    const next = new Map(targets.map((t) => [subscriptionIdOf(t), t]));
    for (const [id, t] of this.targets) if (!next.has(id)) this.send(walletUnsubscribeMessage(t, this.o.apiKey()));
    for (const [id, t] of next) if (!this.targets.has(id)) this.send(walletSubscribeMessage(t, this.o.apiKey()));
    this.targets = next;
    if (next.size === 0) { if (this.socket || this.timer) this.close('idle'); } // a refusal or a rest stands
    else if (!this.socket && !this.timer && this.state.value === 'idle') this.connect();
  }

  /** The key, the service or the plan changed: a refused stream may be welcome now; the next set() opens it. */
  restart(): void {
    this.failures = 0;
    clearTimeout(this.restTimer);
    this.close('idle');
  }

  dispose(): void {
    this.targets.clear();
    clearTimeout(this.restTimer);
    this.close('idle');
    this.state.clear();
  }

  private connect(): void {
    this.timer = undefined;
    const url = this.o.url();
    if (!url) return this.rest('there is no API origin to open it on');
    this.state.set('connecting');
    let socket: WebSocket;
    try {
      socket = new WebSocket(url, { handshakeTimeout: this.o.handshakeTimeoutMs ?? 10_000, maxPayload: MAX_WALLET_FRAME_CHARS, followRedirects: false });
    } catch (e) {
      return this.rest(`the URL cannot be used (${e instanceof Error ? e.message : String(e)})`);
    }
    this.socket = socket;
    let answered = true;
    socket.on('open', () => {
      this.openedAt = performance.now();
      this.flood.reset(this.openedAt);
      for (const t of this.targets.values()) this.send(walletSubscribeMessage(t, this.o.apiKey()));
      this.state.set('live');
      this.pinger = setInterval(() => {
        if (!answered) return this.failed(socket, `no answer to a ping in ${Math.round(this.pingMs / 1000)} s`);
        answered = false;
        socket.ping();
      }, this.pingMs);
    });
    socket.on('pong', () => { answered = true; });
    socket.on('message', (data, isBinary) => {
      const flood = this.flood.count(data, performance.now());
      if (flood) return this.failed(socket, `the streams sent ${flood} a second`);
      answered = true;
      if (!isBinary) this.read(data.toString());
    });
    socket.on('unexpected-response', (_req, res) => this.failed(socket, `refused the connection (HTTP ${res.statusCode ?? 0})`, REFUSED_STATUS.has(res.statusCode ?? 0)));
    socket.on('error', (e) => this.o.log(`wallet streams: ${serviceWords(e.message, this.o.apiKey())}`));
    socket.on('close', (code) => this.failed(socket, `closed the connection (code ${code})`, code === 1008));
  }

  private read(text: string): void {
    const frame = readWalletFrame(text, this.o.watched());
    if (frame.kind === 'moved') this.o.onMoved(frame.wallets);
    if (frame.kind !== 'error' || /no subscription found/i.test(frame.error)) return;
    const words = serviceWords(frame.error, this.o.apiKey());
    this.o.log(`wallet streams said: ${words}`);
    if (isRefusal(frame.error) && this.socket) this.failed(this.socket, `refused: ${words}`, true);
  }

  /** The socket failed: refused (not again this session), resting after too many failures, or reconnecting soon. */
  private failed(socket: WebSocket, reason: string, refused = false): void {
    if (socket !== this.socket) return;
    const stayedUp = this.state.value === 'live' && performance.now() - this.openedAt > 2 * this.pingMs;
    this.failures = stayedUp ? 1 : this.failures + 1;
    if (refused) {
      this.o.log(`wallet streams refused, not tried again this session; alerts come with the refreshes: ${reason}`);
      return this.close('refused');
    }
    if (this.failures >= (this.o.maxFailures ?? 5)) return this.rest(reason);
    this.o.log(`wallet streams: ${reason}; reconnecting`);
    this.close('connecting');
    this.timer = setTimeout(() => this.connect(), reconnectDelay(this.failures - 1, this.o.backoff ?? FEED_BACKOFF));
  }

  private rest(reason: string): void {
    this.o.log(`wallet streams unavailable for now, alerts come with the refreshes: ${reason}`);
    this.close('unavailable');
    this.restTimer = setTimeout(() => { this.failures = 0; this.state.set('idle'); if (this.targets.size > 0) this.connect(); }, this.o.restMs ?? 10 * 60_000);
  }

  private close(status: FeedStatus): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    clearInterval(this.pinger);
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.removeAllListeners();
      socket.on('error', () => undefined); // a late error from a dropped socket is expected
      socket.terminate();
    }
    this.state.set(status);
  }

  private send(text: string): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(text);
  }
}
