// The pages' market streams (./marketFrames) on the streams' socket (./streamSocket): visible pages show what they
// follow (./marketInterest), and the socket holds those subscriptions while the caller allows it (plan, budget, focus:
// ./priceSource marketStreamsOpen); nothing shown closes it. Updates go to the owners of their subscription; an update
// on an id nobody holds is ignored, and figures or a candle older than the last one seen on that id are dropped, as is
// anything dated in the future. A subscription counts as taken by the service only once an update for it came on this
// connection: a page says Live then, not when its subscriptions were merely sent (a service over its cap says nothing).
import type { FrameJson } from './frameJson';
import { MarketInterest, poolKey, type MarketWanted } from './marketInterest';
import { MAX_MARKET_FRAME_CHARS, marketSubscribeMessage, marketUnsubscribeMessage, marketFrameOf, type MarketTarget, type MarketUpdate } from './marketFrames';
import { OnStreamSocket } from './onStreamSocket';
import type { SocketOpener } from './socketPort';
import { MARKET_FRAMES_PER_SECOND, type StreamHub } from './streamHub';
import { StreamSocket, type StreamChannel, type StreamSocketTuning, type StreamSubscription } from './streamSocket';
import { nowMs } from '../../core/clock';

export interface MarketStreamsOptions extends StreamSocketTuning {
  /** The host's websocket (src/platform chooses: ./wsSocket on the desktop, ./browserSocket in the browser). */
  readonly opener: SocketOpener;
}

/** How far ahead of this computer's clock an update may be dated (clocks differ by seconds, rarely minutes). */
const MAX_AHEAD_MS = 5 * 60_000;

export type MarketListener = (update: MarketUpdate, target: MarketTarget) => void;

export class MarketStreams extends OnStreamSocket {
  protected readonly socket: StreamChannel;
  private readonly interest = new MarketInterest();
  private readonly listeners = new Map<string, MarketListener>();
  private current: MarketWanted = { targets: new Map(), owners: new Map(), capped: new Set() };
  /** The newest time seen per subscription (figures, candles): older frames are dropped. */
  private readonly newest = new Map<string, number>();
  /** Subscriptions an update came for on this connection: the service took them. */
  private readonly taken = new Set<string>();
  private readonly takenListeners = new Set<() => void>();
  private allowed = false;
  /** Updates delivered and dropped (out of order, unknown ids): for the bench and tests. */
  readonly counts = { delivered: 0, stale: 0, unknown: 0 };

  private readonly log: (message: string) => void;

  /** `hub`: the window's shared socket (./streamHub); without one, a socket of its own. */
  constructor(o: MarketStreamsOptions, hub?: StreamHub) {
    super();
    this.log = o.log;
    this.socket = hub ? hub.channel('markets', (json) => this.read(json)) : new StreamSocket({
      ...o, name: 'market streams', fallback: 'pages refresh within the budget', maxFrameChars: MAX_MARKET_FRAME_CHARS,
      maxFramesPerSecond: o.maxFramesPerSecond ?? MARKET_FRAMES_PER_SECOND, read: (json) => this.read(json),
    });
    this.onStatus((status) => { if (status !== 'live') this.taken.clear(); }); // a new connection takes them again
  }

  /** A subscription's first update on this connection came (what isLive says may have changed). */
  onTaken(listener: () => void): { dispose(): void } {
    this.takenListeners.add(listener);
    return { dispose: () => this.takenListeners.delete(listener) };
  }

  /** Pages showing something now. */
  get visible(): number {
    return this.interest.visible;
  }

  /** The owner's page is visible and shows these targets; updates on them go to `listener`. */
  show(owner: string, targets: readonly MarketTarget[], listener: MarketListener): void {
    this.interest.show(owner, targets);
    this.listeners.set(owner, listener);
    this.apply();
  }

  hide(owner: string): void {
    this.interest.hide(owner);
    this.listeners.delete(owner);
    this.apply();
  }

  /** Whether the socket may be open (the plan, the budget, focus): when not, it closes and pages poll. */
  allow(allowed: boolean): void {
    if (allowed === this.allowed) return;
    this.allowed = allowed;
    this.apply();
  }

  /** Whether this pool's updates come live to the owner now: the socket is open, and an update came for one of the
   *  owner's subscriptions on it (false: left out by the cap, no socket, or nothing came yet). */
  isLive(owner: string, target: MarketTarget): boolean {
    return this.allowed && this.socket.status === 'live' && !this.current.capped.has(poolKey(target))
      && [...this.current.owners].some(([id, owners]) => owners.has(owner) && this.taken.has(id));
  }

  /** Pools the cap left out. */
  get capped(): ReadonlySet<string> {
    return this.current.capped;
  }

  override restart(): void {
    super.restart();
    this.apply();
  }

  override forgive(): void {
    super.forgive();
    this.apply();
  }


  override dispose(): void {
    this.listeners.clear();
    this.takenListeners.clear();
    super.dispose();
  }

  private apply(): void {
    this.current = this.interest.wanted();
    const subs = new Map<string, StreamSubscription>();
    if (this.allowed) {
      for (const [id, t] of this.current.targets) subs.set(id, { subscribe: (key) => marketSubscribeMessage(t, key), unsubscribe: (key) => marketUnsubscribeMessage(t, key) });
    }
    for (const id of this.newest.keys()) if (!subs.has(id)) this.newest.delete(id);
    for (const id of this.taken) if (!subs.has(id)) this.taken.delete(id);
    this.socket.set(subs);
  }

  private read(json: FrameJson): string | undefined {
    const frame = marketFrameOf(json);
    if (frame.kind === 'error') return frame.error;
    if (frame.kind === 'other') return undefined;
    for (const u of frame.updates) this.deliver(u);
    return undefined;
  }

  private deliver(u: MarketUpdate): void {
    const target = this.current.targets.get(u.id);
    const owners = this.current.owners.get(u.id);
    if (!target || !owners) { this.counts.unknown++; return; }
    if (!this.taken.has(u.id)) {
      this.taken.add(u.id);
      for (const listener of [...this.takenListeners]) listener();
    }
    const at = u.kind === 'details' ? u.figures.at : u.kind === 'candle' ? u.candle.t : u.trade.date;
    // Dated ahead of this clock (beyond a skew's few minutes) is false: shown, it would pin itself atop the trades
    // or, as the newest time seen, make every real frame after it look old.
    if (at > nowMs() + MAX_AHEAD_MS) { this.counts.stale++; return; }
    if (u.kind !== 'trade') {
      if (at < (this.newest.get(u.id) ?? -Infinity)) { this.counts.stale++; return; }
      this.newest.set(u.id, at);
    }
    this.counts.delivered++;
    for (const owner of owners) {
      try {
        this.listeners.get(owner)?.(u, target);
      } catch (e) {
        this.log(`market streams: a page failed on an update: ${String(e)}`);
      }
    }
  }
}
