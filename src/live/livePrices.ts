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

export class LivePrices implements vscode.Disposable {
  private feed: PriceFeed | undefined;
  private readonly statusChanged = new vscode.EventEmitter<FeedStatus>();
  /** Fires when the feed goes live, gives up, or reconnects. */
  readonly onDidChangeStatus = this.statusChanged.event;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly config: Config, private readonly keys: ApiKeyStore, private readonly log: vscode.LogOutputChannel) {
    this.subscription = config.onDidChange((keys) => {
      if (keys.some((k) => k === 'livePrices' || k === 'feedUrl' || k === 'apiBaseUrl')) this.feed?.restart();
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

  /** Follows a price until disposed; a no-op while live prices are off. */
  follow(target: FeedTarget, listener: (tick: PriceTick) => void): vscode.Disposable {
    if (!this.config.livePrices) return new vscode.Disposable(() => undefined);
    const handle = this.load().subscribe(target, listener);
    return new vscode.Disposable(() => handle.dispose());
  }

  dispose(): void {
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
