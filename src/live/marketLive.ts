// The pages' live markets, one per window: pool and asset pages show what they follow while visible and hide it when
// hidden or closed; their subscriptions are on the window's one streams socket (../api/feed/streamHub, shared with
// the alerts' wallet streams, on the host's websocket loaded when a page first shows something) while
// ../api/feed/priceSource's marketStreamsOpen says so (a visible page, focus, a plan with streams that did not refuse
// them, a budget that pays a credit a minute). The socket's minutes are counted once, as they start, under "Live
// markets" while a market is followed. A refusal stands for the session (until the key, service or plan changes); the
// pages poll meanwhile.
import * as vscode from 'vscode';
import type { CreditMeter } from '../api/credits/meter';
import { streamsUrlFor } from '../api/feed/feedUrl';
import type { MarketTarget } from '../api/feed/marketFrames';
import { poolKey } from '../api/feed/marketInterest';
import { marketStreamsOpen } from '../api/feed/priceSource';
import { MarketStreams, type MarketListener } from '../api/feed/marketStreams';
import { windowStreams } from '../api/feed/streamHub';
import type { SocketOpener } from '../api/feed/socketPort';
import type { Config } from '../config';
import type { ApiKeyStore } from '../settings/apiKeyStore';

export interface MarketLiveDeps {
  readonly config: Config;
  readonly keys: ApiKeyStore;
  readonly log: vscode.LogOutputChannel;
  readonly meter: CreditMeter;
  readonly focused: () => boolean;
  /** The host's websocket, loaded on first use (../platform/types); undefined where there is none. */
  readonly openSocket: (() => Promise<SocketOpener>) | undefined;
  /** Where the window's disposables go (the hub lives as long as the window). */
  readonly hold: (disposable: vscode.Disposable) => void;
}

const windows = new WeakMap<MarketLiveDeps, MarketLive>();

/** The window's one hub (pool and asset pages share it, and so its socket). */
export function marketLive(deps: MarketLiveDeps): MarketLive {
  let live = windows.get(deps);
  if (!live) {
    windows.set(deps, live = new MarketLive(deps));
    deps.hold(live);
  }
  return live;
}

export class MarketLive implements vscode.Disposable {
  private streams: MarketStreams | undefined;
  /** What pages showed before the host's websocket loaded (the streams are made once it has). */
  private readonly pending = new Map<string, { targets: readonly MarketTarget[]; listener: MarketListener }>();
  private loading = false;
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when what is live may have changed (the socket's status, the cap): pages say Live or poll again. */
  readonly onDidChange = this.changed.event;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly deps: MarketLiveDeps) {
    this.subscription = vscode.Disposable.from(
      deps.config.onDidChange((keys) => {
        if (keys.includes('apiBaseUrl')) this.streams?.restart();
        else if (keys.some((k) => k === 'plan' || k === 'monthlyCredits')) this.streams?.forgive(); // a live socket stays: a new one is a new minute
        this.apply();
      }),
      deps.keys.onDidChange(() => { this.streams?.restart(); this.apply(); }),
      deps.meter.onDidChange(() => this.apply()),
      vscode.window.onDidChangeWindowState(() => this.apply()),
    );
  }

  show(owner: string, targets: readonly MarketTarget[], listener: MarketListener): void {
    if (!this.deps.openSocket) return; // no websocket here: pages poll
    if (!this.streams) {
      if (targets.length > 0) this.pending.set(owner, { targets, listener });
      else this.pending.delete(owner);
      return this.apply();
    }
    this.streams.show(owner, targets, listener);
    this.apply();
  }

  hide(owner: string): void {
    this.pending.delete(owner);
    this.streams?.hide(owner);
    this.apply();
  }

  /** Whether this owner's pool comes live now. */
  isLive(owner: string, target: MarketTarget): boolean {
    return this.streams?.isLive(owner, target) ?? false;
  }

  /** Whether the service's cap left this pool out (the page says so). */
  capped(target: { address: string; blockchain: string }): boolean {
    return this.streams?.capped.has(poolKey(target)) ?? false;
  }


  dispose(): void {
    this.subscription.dispose();
    this.streams?.dispose();
    this.changed.dispose();
  }

  private apply(): void {
    const s = this.streams;
    const { config, meter } = this.deps;
    if (!s) { // the websocket's code is loaded only for a plan that may have streams
      if (this.pending.size > 0 && config.plan.walletStreams !== 'no') this.load();
      return this.changed.fire();
    }
    s.allow(marketStreamsOpen({
      visiblePages: s.visible, socketReachable: streamsUrlFor(config.apiBaseUrl) !== undefined,
      planStreams: config.plan.walletStreams, refused: s.status === 'refused', budget: meter.budget(), seen: this.deps.focused(),
    }));
    this.changed.fire();
  }

  /** The host's websocket (the desktop's sockets bundle, the browser's own), then the streams on the window's socket. */
  private load(): void {
    if (this.loading || !this.deps.openSocket) return;
    this.loading = true;
    this.deps.openSocket().then((opener) => {
      const { config, keys, log, meter } = this.deps;
      const { hub, tuning } = windowStreams({ apiBaseUrl: () => config.apiBaseUrl, keyFor: (u) => keys.keyForFeed(u), log: (m) => log.info(m), meter }, opener);
      const streams = (this.streams = new MarketStreams(tuning, hub));
      streams.onStatus((status) => {
        this.deps.log.info(`market streams: ${status}`);
        this.changed.fire();
      });
      streams.onTaken(() => this.changed.fire()); // a page is Live once the service sends what it follows
      for (const [owner, { targets, listener }] of this.pending) streams.show(owner, targets, listener);
      this.pending.clear();
      this.apply();
    }, (e: unknown) => {
      this.loading = false;
      this.deps.log.warn(`market streams: no websocket here, pages refresh within the budget: ${String(e)}`);
    });
  }
}
