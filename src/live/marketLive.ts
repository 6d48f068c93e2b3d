// The pages' live markets, one per window: pool and asset pages show what they follow while visible and hide it when
// hidden or closed; the market streams' socket (the host's websocket, loaded when a page first shows something) is open
// while ../api/feed/priceSource's marketStreamsOpen says so (a visible page, focus, a plan with streams that did not
// refuse them, a budget that pays a credit a minute). Its minutes are counted under "Live markets" as they start. A
// refusal stands for the session (until the key, service or plan changes); the pages poll meanwhile.
import * as vscode from 'vscode';
import type { CreditMeter } from '../api/credits/meter';
import { SocketMinutes } from '../api/credits/socketMinutes';
import { streamsUrlFor } from '../api/feed/feedUrl';
import type { MarketTarget } from '../api/feed/marketFrames';
import { poolKey } from '../api/feed/marketInterest';
import { marketStreamsOpen } from '../api/feed/priceSource';
import type { FeedStatus } from '../api/feed/statusEmitter';
import { MarketStreams, type MarketListener } from '../api/feed/marketStreams';
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

const hubs = new WeakMap<MarketLiveDeps, MarketLive>();

/** The window's one hub (pool and asset pages share it, and so its socket). */
export function marketLive(deps: MarketLiveDeps): MarketLive {
  let hub = hubs.get(deps);
  if (!hub) {
    hubs.set(deps, hub = new MarketLive(deps));
    deps.hold(hub);
  }
  return hub;
}

export class MarketLive implements vscode.Disposable {
  private streams: MarketStreams | undefined;
  /** The host's websocket once loaded (the socket opens only after). */
  private opener: SocketOpener | undefined;
  private loadingOpener = false;
  private readonly minutes: SocketMinutes;
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when what is live may have changed (the socket's status, the cap): pages say Live or poll again. */
  readonly onDidChange = this.changed.event;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly deps: MarketLiveDeps) {
    this.minutes = new SocketMinutes(deps.meter, 'markets');
    this.subscription = vscode.Disposable.from(
      deps.config.onDidChange((keys) => {
        if (keys.some((k) => k === 'plan' || k === 'monthlyCredits' || k === 'apiBaseUrl')) this.streams?.restart();
        this.apply();
      }),
      deps.keys.onDidChange(() => { this.streams?.restart(); this.apply(); }),
      deps.meter.onDidChange(() => this.apply()),
      vscode.window.onDidChangeWindowState(() => this.apply()),
    );
  }

  get status(): FeedStatus {
    return this.streams?.status ?? 'idle';
  }

  show(owner: string, targets: readonly MarketTarget[], listener: MarketListener): void {
    if (!this.deps.openSocket || (targets.length === 0 && !this.streams)) return; // no websocket here: pages poll
    this.load().show(owner, targets, listener);
    this.apply();
  }

  hide(owner: string): void {
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

  /** Tests: cut the socket as the network would. */
  drop(): void {
    this.streams?.drop();
  }

  dispose(): void {
    this.subscription.dispose();
    this.minutes.dispose();
    this.streams?.dispose();
    this.changed.dispose();
  }

  private apply(): void {
    const s = this.streams;
    if (!s) return;
    if (!this.opener) return this.loadOpener();
    const { config, meter } = this.deps;
    s.allow(marketStreamsOpen({
      visiblePages: s.visible, socketReachable: streamsUrlFor(config.apiBaseUrl) !== undefined,
      planStreams: config.plan.walletStreams, refused: s.status === 'refused', budget: meter.budget(), seen: this.deps.focused(),
    }));
    this.changed.fire();
  }

  /** The websocket's code (the desktop's sockets bundle, the browser's own), then the decision again. */
  private loadOpener(): void {
    if (this.loadingOpener || !this.deps.openSocket) return;
    this.loadingOpener = true;
    this.deps.openSocket().then((opener) => { this.opener = opener; this.apply(); }, (e: unknown) => {
      this.loadingOpener = false;
      this.deps.log.warn(`market streams: no websocket here, pages refresh within the budget: ${String(e)}`);
    });
  }

  private load(): MarketStreams {
    if (!this.streams) {
      const url = () => streamsUrlFor(this.deps.config.apiBaseUrl);
      this.streams = new MarketStreams({
        opener: (...args) => this.opener!(...args), url, apiKey: () => { const u = url(); return u ? this.deps.keys.keyForFeed(u) : undefined; }, log: (message) => this.deps.log.info(message),
      });
      this.streams.onStatus((status) => {
        this.deps.log.info(`market streams: ${status}`);
        this.minutes.set(status === 'live');
        this.changed.fire();
      });
    }
    return this.streams;
  }
}
