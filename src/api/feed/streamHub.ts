// The window's one streams socket (wss://api.mobula.io), shared: the alerts' wallet streams and the pages' market
// streams each hold a channel on it (their subscriptions; their frame reader). The socket holds every channel's
// subscriptions and closes when none has any; a refusal, a rest or a reconnect is every channel's. Its minutes are
// counted once, as each starts: under "Live markets" while any market subscription is held, else "Alerts".
import type { CreditMeter } from '../credits/meter';
import { SocketMinutes } from '../credits/socketMinutes';
import { MAX_MARKET_FRAME_CHARS } from './marketFrames';
import { SERVICE_SUBSCRIPTION_CAP } from './marketInterest';
import { streamsUrlFor } from './feedUrl';
import type { FrameJson } from './frameJson';
import type { SocketOpener } from './socketPort';
import type { StreamChannel, StreamSocketTuning, StreamSubscription } from './streamOptions';
import { StreamSocket } from './streamSocket';

/** Frames a second before the guard calls it a flood: the pool page's goal is 100 a second. */
export const MARKET_FRAMES_PER_SECOND = 250;

interface Group {
  subs: ReadonlyMap<string, StreamSubscription>;
  readonly read: (json: FrameJson) => string | undefined;
}

export class StreamHub {
  private readonly socket: StreamSocket;
  private readonly groups = new Map<string, Group>();
  private readonly minutes: SocketMinutes | undefined;

  constructor(o: StreamSocketTuning & { readonly opener: SocketOpener }, meter?: CreditMeter) {
    this.socket = new StreamSocket({
      ...o, maxFramesPerSecond: o.maxFramesPerSecond ?? MARKET_FRAMES_PER_SECOND, name: 'streams', fallback: 'alerts and pages refresh within the budget', maxFrameChars: MAX_MARKET_FRAME_CHARS,
      read: (json) => { // parsed once, read by each channel
        let error: string | undefined;
        for (const g of this.groups.values()) error = g.read(json) ?? error;
        return error;
      },
    });
    if (meter) {
      const minutes = (this.minutes = new SocketMinutes(meter, () => ((this.groups.get('markets')?.subs.size ?? 0) > 0 ? 'markets' : 'alerts')));
      this.socket.onStatus((status) => minutes.set(status === 'live'));
    }
  }

  /** A user's share: `name` 'markets' or 'alerts' (which the minutes are counted to), its frame reader. */
  channel(name: 'markets' | 'alerts', read: (json: FrameJson) => string | undefined): StreamChannel {
    const group: Group = { subs: new Map(), read };
    this.groups.set(name, group);
    const socket = this.socket;
    return {
      get status() { return socket.status; },
      onStatus: (listener) => socket.onStatus(listener),
      set: (next) => { group.subs = new Map(next); this.apply(); },
      restart: () => socket.restart(),
      forgive: () => socket.forgive(),
      dispose: () => { group.subs = new Map(); this.apply(); },
    };
  }

  dispose(): void {
    this.minutes?.dispose();
    this.socket.dispose();
  }

  /**
   * One socket, one cap: the service takes SERVICE_SUBSCRIPTION_CAP subscriptions a socket, whoever asks. The pages'
   * markets come first (a page someone is looking at), the alerts' wallets take what is left; a wallet left out is
   * alerted by its refreshes, a pool left out refreshes (and its page, which hears nothing, never says Live).
   */
  private apply(): void {
    const all = new Map<string, StreamSubscription>();
    const order = [...this.groups].sort(([a], [b]) => Number(b === 'markets') - Number(a === 'markets'));
    for (const [, g] of order) for (const [id, s] of g.subs) if (all.size < SERVICE_SUBSCRIPTION_CAP || all.has(id)) all.set(id, s);
    this.socket.set(all);
  }
}

let shared: StreamHub | undefined;

export interface WindowStreamsDeps {
  readonly apiBaseUrl: () => string;
  /** The key the user approved for that URL (../transport/keyPolicy), if any. */
  readonly keyFor: (url: string) => string | undefined;
  readonly log: (message: string) => void;
  readonly meter: CreditMeter;
}

/** The window's hub (one extension host is one window: made by whichever user comes first) and what a user's streams
 *  are tuned with: the streams' URL on the API's origin, the key approved for it, the log, the host's websocket. */
export function windowStreams(d: WindowStreamsDeps, opener: SocketOpener): { hub: StreamHub; tuning: StreamSocketTuning & { readonly opener: SocketOpener } } {
  const url = () => streamsUrlFor(d.apiBaseUrl());
  const tuning = { url, apiKey: () => { const u = url(); return u ? d.keyFor(u) : undefined; }, log: d.log, opener };
  return { hub: (shared ??= new StreamHub(tuning, d.meter)), tuning };
}
