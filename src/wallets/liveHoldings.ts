// The Wallets view and the status bar total follow live prices for the watched wallets' largest holdings: at most
// MAX_FOLLOWED prices, only while the window has focus, values redrawn at most once a second. Which prices are
// followed is decided again after each refresh (the largest holdings may change).
import * as vscode from 'vscode';
import { targetKey } from '../api/priceTarget';
import type { PortfolioStore } from './portfolioStore';
import type { WalletList } from './walletList';
import { liveTargets } from './liveValues';
import type { LivePrices } from '../live/livePrices';
import { nowMs } from '../core/clock';

export const MAX_FOLLOWED = 10;
export const REDRAW_MS = 1000;

export class LiveHoldings implements vscode.Disposable {
  private readonly followed = new Map<string, vscode.Disposable>();
  private readonly pending = new Map<string, number>();
  private flushTimer: NodeJS.Timeout | undefined;
  private lastRefreshAt: number | undefined;
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly live: LivePrices, private readonly store: PortfolioStore, private readonly wallets: WalletList) {
    this.subscriptions = [
      store.onDidChange(() => {
        if (store.refreshStatus.lastRefreshAt !== this.lastRefreshAt) this.update();
      }),
      wallets.onDidChange(() => this.update()),
      vscode.window.onDidChangeWindowState(() => this.update()),
    ];
    this.update();
  }

  /** How many prices the wallets follow now. */
  get following(): number {
    return this.followed.size;
  }

  /** Follows the largest holdings while the window has focus; called again whenever that may change. */
  update(): void {
    this.lastRefreshAt = this.store.refreshStatus.lastRefreshAt;
    const active = vscode.window.state.focused && this.wallets.all.length > 0;
    const portfolios = active ? this.wallets.all.map((w) => this.store.state(w.address).portfolio) : [];
    const wanted = new Map(liveTargets(portfolios, MAX_FOLLOWED).map((t) => [targetKey(t), t]));
    for (const [key, handle] of this.followed) {
      if (wanted.has(key)) continue;
      handle.dispose();
      this.followed.delete(key);
    }
    for (const [key, target] of wanted) {
      if (!this.followed.has(key)) this.followed.set(key, this.live.follow(target, (tick) => this.queue(key, tick.priceUsd)));
    }
  }

  dispose(): void {
    clearTimeout(this.flushTimer);
    for (const handle of this.followed.values()) handle.dispose();
    this.followed.clear();
    for (const s of this.subscriptions) s.dispose();
  }

  private queue(key: string, price: number): void {
    this.pending.set(key, price);
    this.flushTimer ??= setTimeout(() => this.flush(), REDRAW_MS);
  }

  private flush(): void {
    this.flushTimer = undefined;
    if (this.pending.size === 0) return;
    const prices = new Map(this.pending);
    this.pending.clear();
    this.store.applyLivePrices(prices, nowMs());
  }
}
