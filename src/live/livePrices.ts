// Live prices for the whole extension: one PriceFeed (loaded from its own bundle, dist/price-feed.js, the first
// time something follows a price) behind `walletscope.livePrices`. With the setting off, follow() does nothing and
// callers keep their usual refresh; the feed's own failures are logged, never shown.
import * as vscode from 'vscode';
import { feedUrlFor } from '../api/feed/feedUrl';
import type { FeedTarget, PriceTick } from '../api/feed/messages';
import type { FeedStatus, PriceFeed } from '../api/feed/priceFeed';
import type { Config } from '../config';
import type { ApiKeyStore } from '../settings/apiKeyStore';

export type { FeedTarget, PriceTick, FeedStatus };

interface Follower {
  readonly target: FeedTarget;
  readonly listener: (tick: PriceTick) => void;
  inner: { dispose(): void } | undefined;
}

export class LivePrices implements vscode.Disposable {
  private feed: PriceFeed | undefined;
  /** Everything that wants a price, on or off: turning the setting on subscribes them, off unsubscribes. */
  private readonly followers = new Set<Follower>();
  private readonly statusChanged = new vscode.EventEmitter<FeedStatus>();
  /** Fires when the feed goes live, gives up, or reconnects. */
  readonly onDidChangeStatus = this.statusChanged.event;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly config: Config, private readonly keys: ApiKeyStore, private readonly log: vscode.LogOutputChannel) {
    this.subscription = config.onDidChange((keys) => {
      if (keys.includes('livePrices')) this.applySetting();
      if (keys.some((k) => k === 'feedUrl' || k === 'apiBaseUrl')) this.feed?.restart();
    });
  }

  get status(): FeedStatus {
    return this.feed?.status ?? 'idle';
  }

  /** How many different prices are followed now (for tests and the log). */
  get following(): number {
    return this.feed?.subscriptionCount ?? 0;
  }

  get url(): string | undefined {
    return this.config.livePrices ? feedUrlFor(this.config.apiBaseUrl, this.config.feedUrl) : undefined;
  }

  /** Follows a price until disposed; while live prices are off, only remembered (no socket, no bundle loaded). */
  follow(target: FeedTarget, listener: (tick: PriceTick) => void): vscode.Disposable {
    const follower: Follower = { target, listener, inner: undefined };
    this.followers.add(follower);
    if (this.config.livePrices) follower.inner = this.load().subscribe(target, listener);
    return new vscode.Disposable(() => {
      this.followers.delete(follower);
      follower.inner?.dispose();
      follower.inner = undefined;
    });
  }

  private applySetting(): void {
    const on = this.config.livePrices;
    for (const f of this.followers) {
      if (on && !f.inner) f.inner = this.load().subscribe(f.target, f.listener);
      if (!on && f.inner) { f.inner.dispose(); f.inner = undefined; }
    }
  }

  dispose(): void {
    this.followers.clear();
    this.subscription.dispose();
    this.feed?.dispose();
    this.statusChanged.dispose();
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
        this.statusChanged.fire(status);
      });
    }
    return this.feed;
  }
}
