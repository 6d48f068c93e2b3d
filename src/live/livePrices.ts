// Live prices for the whole extension, from the cheapest source the plan allows: the price feed's websocket where the
// plan includes it (loaded from its own bundle, dist/price-feed.js, the first time a price is followed), else a
// budgeted REST poll of everything on screen in one request (./pricePoll). A refused socket is not tried again this
// session: followers move to the poll. With `walletscope.livePrices` off, follow() only remembers.
import * as vscode from 'vscode';
import { SOCKET_CREDITS_PER_MINUTE } from '../api/credits/prices';
import type { CreditMeter } from '../api/credits/meter';
import { feedUrlFor } from '../api/feed/feedUrl';
import type { FeedTarget, PriceTick } from '../api/feed/target';
import type { FeedStatus, PriceFeed } from '../api/feed/priceFeed';
import type { Config } from '../config';
import type { ApiKeyStore } from '../settings/apiKeyStore';
import type { PricePoll } from './pricePoll';

export type { FeedTarget, PriceTick, FeedStatus };

type Source = 'off' | 'socket' | 'poll';

interface Follower {
  readonly target: FeedTarget;
  readonly listener: (tick: PriceTick) => void;
  inner: { dispose(): void } | undefined;
  source: Source;
}

export class LivePrices implements vscode.Disposable {
  private feed: PriceFeed | undefined;
  /** Everything that wants a price, on or off: each is attached to the source the plan and the setting allow now. */
  private readonly followers = new Set<Follower>();
  private readonly statusChanged = new vscode.EventEmitter<FeedStatus>();
  /** Fires when the feed goes live, gives up, or reconnects. */
  readonly onDidChangeStatus = this.statusChanged.event;
  private readonly subscription: vscode.Disposable;
  private socketMinutes: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: Config, private readonly keys: ApiKeyStore, private readonly log: vscode.LogOutputChannel,
    private readonly poll: PricePoll, private readonly meter: CreditMeter,
    /** Whether this platform has the feed's websocket (the browser build polls). */
    private readonly sockets = true,
  ) {
    this.subscription = config.onDidChange((keys) => {
      if (keys.some((k) => k === 'feedUrl' || k === 'apiBaseUrl' || k === 'plan')) this.feed?.restart();
      if (keys.some((k) => k === 'livePrices' || k === 'plan' || k === 'feedUrl' || k === 'apiBaseUrl')) this.apply();
    });
  }

  get status(): FeedStatus {
    return this.feed?.status ?? 'idle';
  }

  /** How many different prices are followed now, on the socket or the poll (for tests and the log). */
  get following(): number {
    return (this.feed?.subscriptionCount ?? 0) + this.poll.size;
  }

  get url(): string | undefined {
    return this.config.livePrices ? feedUrlFor(this.config.apiBaseUrl, this.config.feedUrl) : undefined;
  }

  /** Follows a price until disposed; while live prices are off, only remembered (no socket, no poll). */
  follow(target: FeedTarget, listener: (tick: PriceTick) => void): vscode.Disposable {
    const follower: Follower = { target, listener, inner: undefined, source: 'off' };
    this.followers.add(follower);
    this.attach(follower, this.source());
    return new vscode.Disposable(() => {
      this.followers.delete(follower);
      follower.inner?.dispose();
      follower.inner = undefined;
    });
  }

  /** The key or the service changed: a refused socket may be welcome now. */
  restart(): void {
    this.feed?.restart();
    this.apply();
  }

  dispose(): void {
    clearInterval(this.socketMinutes);
    this.followers.clear();
    this.subscription.dispose();
    this.feed?.dispose();
    this.statusChanged.dispose();
  }

  /** The socket where the plan has one and it was not refused, else the budgeted poll; nothing with the setting off. */
  private source(): Source {
    if (!this.config.livePrices) return 'off';
    if (!this.sockets || this.config.plan.priceFeed === 'no' || this.feed?.status === 'refused' || !this.url) return 'poll';
    return 'socket';
  }

  private apply(): void {
    const source = this.source();
    for (const f of this.followers) this.attach(f, source);
  }

  private attach(f: Follower, source: Source): void {
    if (f.source === source && (f.inner || source === 'off')) return;
    f.inner?.dispose();
    f.source = source;
    f.inner = source === 'socket' ? this.load().subscribe(f.target, f.listener) : source === 'poll' ? this.poll.add(f.target, f.listener) : undefined;
  }

  private load(): PriceFeed {
    if (!this.feed) {
      // A runtime require of the sibling bundle; esbuild leaves it external (see esbuild.mjs).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { PriceFeed } = require('./price-feed.js') as typeof import('../api/feed');
      this.feed = new PriceFeed({
        url: () => this.url,
        apiKey: () => { const url = this.url; return url ? this.keys.keyForFeed(url) : undefined; },
        log: (message) => this.log.info(message),
      });
      this.feed.onStatus((status) => {
        this.log.info(`price feed: ${status}`);
        this.countSocketMinutes(status === 'live');
        if (status === 'refused') queueMicrotask(() => this.apply()); // to the poll, after the feed has settled
        this.statusChanged.fire(status);
      });
    }
    return this.feed;
  }

  /** An open socket costs a credit a minute: recorded as the Live prices feature while it is live. */
  private countSocketMinutes(open: boolean): void {
    if (open && !this.socketMinutes) {
      this.socketMinutes = setInterval(() => this.meter.socketMinutes('live', 1, SOCKET_CREDITS_PER_MINUTE), 60_000);
    } else if (!open && this.socketMinutes) {
      clearInterval(this.socketMinutes);
      this.socketMinutes = undefined;
    }
  }
}
