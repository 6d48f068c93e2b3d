// Live prices for the whole extension, from the source ../api/feed/priceSource picks: the price feed's websocket while
// the plan includes it, the budget pays for it and the window has focus (loaded from its own bundle, dist/price-feed.js,
// the first time a price is followed), else a budgeted REST poll of everything on screen in one request (./pricePoll).
// A refused socket is not tried again this session. Decided again when the settings, the budget or focus change; a
// socket nobody follows any more closes after the feed's linger (a few seconds), so a quick look away keeps it.
// With `walletscope.livePrices` off, or the window unfocused, follow() only remembers.
import * as vscode from 'vscode';
import { SocketMinutes } from '../api/credits/socketMinutes';
import type { CreditMeter } from '../api/credits/meter';
import { feedUrlFor } from '../api/feed/feedUrl';
import { priceSource, type PriceSource } from '../api/feed/priceSource';
import type { FeedTarget, PriceTick } from '../api/priceTarget';
import type { FeedStatus, PriceFeed } from '../api/feed/priceFeed';
import type { Config } from '../config';
import type { ApiKeyStore } from '../settings/apiKeyStore';
import type { PricePoll } from './pricePoll';

export type { FeedTarget, PriceTick, FeedStatus };

interface Follower {
  readonly target: FeedTarget;
  readonly listener: (tick: PriceTick) => void;
  inner: { dispose(): void } | undefined;
  source: PriceSource;
}

export interface LivePricesDeps {
  readonly config: Config;
  readonly keys: ApiKeyStore;
  readonly log: vscode.LogOutputChannel;
  readonly poll: PricePoll;
  readonly meter: CreditMeter;
  /** Someone can see the prices (the window has focus); onDidChangeWindowState re-decides. */
  readonly focused: () => boolean;
  /** Whether this platform has the feed's websocket (the browser build polls); true when not said. */
  readonly sockets?: boolean;
}

export class LivePrices implements vscode.Disposable {
  private feed: PriceFeed | undefined;
  /** Everything that wants a price, on or off: each is attached to the source the plan, budget and focus allow now. */
  private readonly followers = new Set<Follower>();
  private readonly statusChanged = new vscode.EventEmitter<FeedStatus>();
  /** Fires when the feed goes live, gives up, or reconnects. */
  readonly onDidChangeStatus = this.statusChanged.event;
  private readonly subscription: vscode.Disposable;
  /** An open socket's minutes, under Live prices. */
  private readonly socketMinutes: SocketMinutes;
  private applyQueued = false;
  private disposed = false;

  constructor(private readonly deps: LivePricesDeps) {
    const { config, meter } = deps;
    this.socketMinutes = new SocketMinutes(meter, 'live');
    this.subscription = vscode.Disposable.from(
      config.onDidChange((keys) => {
        if (keys.some((k) => k === 'feedUrl' || k === 'apiBaseUrl' || k === 'plan')) this.feed?.restart();
        if (keys.some((k) => k === 'livePrices' || k === 'plan' || k === 'monthlyCredits' || k === 'feedUrl' || k === 'apiBaseUrl')) this.apply();
      }),
      meter.onDidChange(() => this.applySoon()),
      vscode.window.onDidChangeWindowState(() => this.apply()),
    );
  }

  get status(): FeedStatus {
    return this.feed?.status ?? 'idle';
  }

  /** How many different prices are followed now, on the socket or the poll (for tests and the log). */
  get following(): number {
    return (this.feed?.subscriptionCount ?? 0) + this.deps.poll.size;
  }

  get url(): string | undefined {
    return this.deps.config.livePrices ? feedUrlFor(this.deps.config.apiBaseUrl, this.deps.config.feedUrl) : undefined;
  }

  /** Follows a price until disposed; while live prices are off or the window is unfocused, only remembered. */
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
    this.disposed = true;
    this.socketMinutes.dispose();
    this.followers.clear();
    this.subscription.dispose();
    this.feed?.dispose();
    this.statusChanged.dispose();
  }

  private source(): PriceSource {
    return priceSource({
      livePrices: this.deps.config.livePrices, socketReachable: (this.deps.sockets ?? true) && this.url !== undefined, planFeed: this.deps.config.plan.priceFeed,
      refused: this.feed?.status === 'refused', budget: this.deps.meter.budget(), seen: this.deps.focused(),
    });
  }

  /** After the meter's caller (a request being counted) is done; one decision for several changes at once. */
  private applySoon(): void {
    if (this.applyQueued) return;
    this.applyQueued = true;
    queueMicrotask(() => {
      this.applyQueued = false;
      if (!this.disposed) this.apply();
    });
  }

  private apply(): void {
    const source = this.source();
    for (const f of this.followers) this.attach(f, source);
    // Turned off, or no credit to spend: no linger (that is for a quick look away), the socket closes now.
    if (!this.deps.config.livePrices || this.deps.meter.budget().stopped) this.feed?.closeIfIdle();
  }

  private attach(f: Follower, source: PriceSource): void {
    if (f.source === source && (f.inner || source === 'off')) return;
    f.inner?.dispose();
    f.source = source;
    f.inner = source === 'socket' ? this.load().subscribe(f.target, f.listener) : source === 'poll' ? this.deps.poll.add(f.target, f.listener) : undefined;
  }

  private load(): PriceFeed {
    if (!this.feed) {
      // A runtime require of the sibling bundle; esbuild leaves it external (see esbuild.mjs).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { PriceFeed } = require('./price-feed.js') as typeof import('../api/feed');
      this.feed = new PriceFeed({
        url: () => this.url,
        apiKey: () => { const url = this.url; return url ? this.deps.keys.keyForFeed(url) : undefined; },
        log: (message) => this.deps.log.info(message),
      });
      this.feed.onStatus((status) => {
        this.deps.log.info(`price feed: ${status}`);
        this.socketMinutes.set(status === 'live');
        if (status === 'refused') queueMicrotask(() => this.apply()); // to the poll, after the feed has settled
        this.statusChanged.fire(status);
      });
    }
    return this.feed;
  }
}
