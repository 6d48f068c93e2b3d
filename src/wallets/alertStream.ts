// Alerts within seconds on plans with the service's wallet streams (Growth, Enterprise): while ../api/feed/priceSource's
// walletStreamOpen says so (alerts on, an unmuted wallet, the window focused, the budget pays a credit a minute, the
// plan has streams and did not refuse them), one socket follows each unmuted wallet on its chains (those it lists,
// Solana for a Solana address, or those it held at its last full refresh). A frame about a watched wallet is a hint that
// it moved (../core/moveHints): the wallets feature refreshes it as background work, within the budget and at most so
// often, and the alerts' usual comparison raises the alert. The socket is the window's
// one streams socket (../api/feed/streamHub), shared with the pages' live markets; its minutes are counted once, as
// they start, under Alerts while no market is followed on it.
import * as vscode from 'vscode';
import type { CreditMeter } from '../api/credits/meter';
import { streamsUrlFor } from '../api/feed/feedUrl';
import { walletStreamOpen } from '../api/feed/priceSource';
import type { WalletStreamTarget } from '../api/feed/walletFrames';
import type { FeedStatus, WalletStream } from '../api/feed';
import type { Config } from '../config';
import type { ApiKeyStore } from '../settings/apiKeyStore';
import type { PortfolioStore } from './portfolioStore';
import { chosenChains } from './refreshPlan';
import type { WalletList } from './walletList';

/** Subscriptions at most (wallets × chains); the rest are alerted by the refreshes. */
const MAX_TARGETS = 50;

export interface AlertStreamDeps {
  readonly config: Config;
  readonly keys: ApiKeyStore;
  readonly log: vscode.LogOutputChannel;
  readonly meter: CreditMeter;
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  readonly focused: () => boolean;
  /** This platform has websockets (the browser build has none of its own: alerts come with the refreshes). */
  readonly sockets: boolean;
  /** Frames said these wallets moved: a hint for the wallets feature (./index hintMoved). */
  readonly hint: (addresses: readonly string[]) => void;
}

/** Wallets heard kept for the tests: the last few, not every frame (a busy wallet sends several a second). */
const HEARD_KEPT = 100;

export class AlertStream implements vscode.Disposable {
  private stream: WalletStream | undefined;
  private readonly subscription: vscode.Disposable;
  private queued = false;
  private disposed = false;
  /** The last wallets a frame said moved, oldest first (the test API). */
  readonly heard: string[] = [];

  constructor(private readonly deps: AlertStreamDeps) {
    this.subscription = vscode.Disposable.from(
      deps.config.onDidChange((keys) => {
        if (keys.some((k) => k === 'plan' || k === 'monthlyCredits')) this.stream?.forgive(); // a refusal may not stand now; a live socket stays
        this.applySoon();
      }),
      deps.meter.onDidChange(() => this.applySoon()),
      deps.wallets.onDidChange(() => this.applySoon()),
      deps.store.onDidChange(() => this.applySoon()),
      vscode.window.onDidChangeWindowState(() => this.applySoon()),
    );
    this.applySoon();
  }

  get status(): FeedStatus {
    return this.stream?.status ?? 'idle';
  }

  /** The key or the service changed: a refused stream may be welcome now. */
  restart(): void {
    this.stream?.restart();
    this.applySoon();
  }

  dispose(): void {
    this.disposed = true;
    this.subscription.dispose();
    this.stream?.dispose();
  }

  /** One decision for several changes at once, after the caller (a request being counted) is done. */
  private applySoon(): void {
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      if (!this.disposed) this.apply(); // a change heard just before the end opens nothing after it
    });
  }

  private apply(): void {
    const { config, wallets, meter } = this.deps;
    const unmuted = wallets.all.filter((w) => !w.muted);
    const open = walletStreamOpen({
      alerts: config.alerts, unmutedWallets: unmuted.length, socketReachable: this.deps.sockets && streamsUrlFor(config.apiBaseUrl) !== undefined,
      planStreams: config.plan.walletStreams, refused: this.stream?.status === 'refused', budget: meter.budget(), seen: this.deps.focused(),
    });
    const targets = open ? unmuted.flatMap((w) => (chosenChains(w) ?? this.deps.store.state(w.address).heldChains ?? []).map((blockchain): WalletStreamTarget => ({ wallet: w.address, blockchain }))) : [];
    if (targets.length > 0 || this.stream) this.load().set(targets.slice(0, MAX_TARGETS));
  }

  private moved(addresses: readonly string[]): void {
    this.heard.push(...addresses.slice(-HEARD_KEPT));
    if (this.heard.length > HEARD_KEPT) this.heard.splice(0, this.heard.length - HEARD_KEPT);
    if (!this.disposed) this.deps.hint(addresses);
  }

  private load(): WalletStream {
    if (!this.stream) {
      // A runtime require of the sockets' bundle; esbuild leaves it external (see esbuild.mjs).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const feed = require('./price-feed.js') as typeof import('../api/feed');
      const { config, keys, log, meter } = this.deps;
      const { hub, tuning } = feed.windowStreams({ apiBaseUrl: () => config.apiBaseUrl, keyFor: (u) => keys.keyForFeed(u), log: (m) => log.info(m), meter }, feed.wsOpener);
      this.stream = new feed.WalletStream({
        ...tuning, onMoved: (addresses) => this.moved(addresses), watched: () => this.deps.wallets.all.filter((w) => !w.muted).map((w) => w.address),
      }, hub);
      this.stream.onStatus((status) => this.deps.log.info(`wallet streams: ${status}`));
    }
    return this.stream;
  }
}
