// The Wallets view: children come from the store's last data, so expanding nodes never asks the service.
import { REFRESH_WALLETS, SHOW_CREDIT_USAGE } from '../commandIds';
import * as vscode from 'vscode';
import { safeTreeItem } from '../surfaces';
import type { Config } from '../config';
import type { RowOptions } from '../format/holdingText';
import type { Privacy } from '../settings/privacy';
import { breakdown, shownTotals } from '../core/breakdown';
import { walletChildren } from './walletChildren';
import type { PortfolioStore } from './portfolioStore';
import type { WalletList } from './walletList';
import { holdingId, toTreeItem, type WalletNode } from './walletItems';
import { totalLines } from './walletRow';
import type { holdingTooltipOf, walletTooltip } from './walletTooltip';
import { nowMs } from '../core/clock';
import { planPrice, waitsForDailyFetch } from './refreshPlan';
import { paceRows } from './paceRows';

const REDRAWN_BY: readonly string[] = ['hideSmallBalances', 'smallBalanceThreshold', 'spam', 'groupBy', 'pnl'];

/** What the view knows of background work: why it is stopped, and how often it runs now. */
export interface BackgroundView {
  paused(): string | undefined;
  intervalMs(): number;
  readonly onDidChange: vscode.Event<void>;
}

/** Moves not seen yet: a moved wallet's row is marked until the wallet is opened. */
export interface MoveMarks {
  of(address: string): string | undefined;
  readonly onDidChange: vscode.Event<void>;
}

export interface WalletTreeDeps {
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  readonly config: Config;
  readonly privacy: Privacy;
  /** Why background refreshes are stopped, and how often they run. */
  readonly background: BackgroundView;
  readonly marks: MoveMarks;
  /** Where a row's tooltip is built (the command handlers' bundle, loaded on the first hover). */
  readonly tooltips: () => Promise<{ readonly walletTooltip: typeof walletTooltip; readonly holdingTooltipOf: typeof holdingTooltipOf }>;
}

export class WalletTreeProvider implements vscode.TreeDataProvider<WalletNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeTreeData = this.changed.event;
  private readonly subscriptions: vscode.Disposable[];
  /** How rows write their figures, read from the settings once per redraw rather than once per row. */
  private options: RowOptions | undefined;

  constructor(private readonly deps: WalletTreeDeps) {
    const { wallets, store, config, privacy, background, marks } = deps;
    let paused = background.paused();
    this.subscriptions = [
      background.onDidChange(() => {
        if (background.paused() === paused) return;
        paused = background.paused();
        this.redraw();
      }),
      wallets.onDidChange(() => this.redraw()),
      store.onDidChange(() => this.redraw()),
      privacy.onDidChange(() => this.redraw()),
      marks.onDidChange(() => this.redraw()),
      config.onDidChange((keys) => {
        if (keys.some((k) => REDRAWN_BY.includes(k))) this.redraw();
      }),
    ];
  }

  getTreeItem(node: WalletNode): vscode.TreeItem {
    return safeTreeItem(toTreeItem(node, nowMs(), this.rowOptions()));
  }

  /** Holding and wallet rows get their tooltip here, when hovered: building 2,000 of them up front would slow the view. */
  resolveTreeItem(item: vscode.TreeItem, node: WalletNode): vscode.TreeItem | Thenable<vscode.TreeItem> {
    if ((node.kind === 'holding' || node.kind === 'wallet') && item.tooltip === undefined) {
      return this.deps.tooltips().then((t) => {
        const f = this.rowOptions().figures;
        item.tooltip = node.kind === 'wallet' ? t.walletTooltip(node, nowMs(), f) : t.holdingTooltipOf(node, f);
        return safeTreeItem(item);
      });
    }
    return safeTreeItem(item);
  }

  getChildren(node?: WalletNode): WalletNode[] {
    if (!node) return this.roots();
    if (node.kind === 'wallet') return walletChildren(node, this.deps.config, this.deps.privacy.figures);
    if (node.kind === 'chainGroup') return node.group.items.map((i, index) => ({ kind: 'holding', wallet: node.wallet, holding: i.holding, index, onChain: i.balance }));
    if (node.kind === 'spam') return node.items.map((s, index) => ({ kind: 'holding', wallet: node.wallet, holding: s.holding, index, spamReason: s.reason }));
    if (node.kind === 'holding') {
      return !node.onChain && node.holding.chainBalances.length > 1
        ? node.holding.chainBalances.map((balance, position) => ({ kind: 'chain', parent: holdingId(node), position, holding: node.holding, balance }))
        : [];
    }
    return [];
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.changed.dispose();
  }

  private roots(): WalletNode[] {
    const watched = this.deps.wallets.all;
    if (watched.length === 0) return [];
    const status = this.deps.store.refreshStatus;
    const nodes: WalletNode[] = [];
    const everyWalletFailed = watched.every((w) => this.deps.store.state(w.address).error);
    const paused = this.deps.background.paused();
    if (paused) {
      nodes.push({
        kind: 'message', id: 'paused', icon: 'error', text: paused,
        tooltip: `${paused}.\nRefresh Wallets still tries once; Walletscope: Show Credit Usage says what was spent.`,
        command: { command: SHOW_CREDIT_USAGE, title: 'Show Credit Usage' },
      });
    } else if (status.lastError && everyWalletFailed && !status.loading) {
      nodes.push({
        kind: 'message', id: 'refresh-error', icon: 'error', text: `Refresh failed: ${status.lastError}`,
        tooltip: `${status.lastError}\nClick to try again; details are in the Walletscope log.`,
        command: { command: REFRESH_WALLETS, title: 'Retry' },
      });
    }
    const { store, config, background } = this.deps;
    nodes.push(...paceRows({
      wallets: watched.length, waiting: store.firstFetchWaiting(), intervalMs: background.intervalMs(), minIntervalMs: config.autoRefreshSeconds * 1000, stopped: paused !== undefined,
      refreshPrice: () => planPrice(store.plan(false, undefined, true)),
    }));
    // Once per wallet per redraw: the grand total, its lines and the wallet rows share them (live prices redraw each second).
    const states = watched.map((wallet) => {
      const state = this.deps.store.state(wallet.address);
      return { wallet, state, shown: state.portfolio && breakdown(state.portfolio, this.deps.config.hideSpam) };
    });
    if (watched.length > 1) {
      nodes.push({
        kind: 'total',
        totalUsd: shownTotals(states.map((s) => s.shown)).totalUsd,
        lines: totalLines(states, this.deps.privacy.figures),
      });
    }
    // Stale: older than one and a half of the refreshes the budget allows now (at least a minute and a half).
    const interval = this.deps.background.intervalMs();
    const staleAfter = Number.isFinite(interval) ? Math.max(interval, 60_000) * 1.5 : Infinity;
    const now = nowMs();
    for (const { wallet, state, shown } of states) {
      const old = state.fetchedAt !== undefined && now - state.fetchedAt > staleAfter && !waitsForDailyFetch(wallet, state, now);
      nodes.push({ kind: 'wallet', wallet, state, stale: Boolean(state.error) || old, loading: status.loading, breakdown: shown, moved: this.deps.marks.of(wallet.address) });
    }
    return nodes;
  }

  private rowOptions(): RowOptions {
    return (this.options ??= { figures: this.deps.privacy.figures, pnlInRows: this.deps.config.pnlInRows });
  }

  private redraw(): void {
    this.options = undefined;
    this.changed.fire();
  }
}
