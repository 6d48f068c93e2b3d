// Alerts when a watched wallet moves. After each refresh each wallet's new balances are compared with those last seen
// (core/alertBook, in files every window shares): a move is marked on the wallet's row and counted on the view's badge
// until the wallet is opened (seen), and the one window that claims it raises one notification, worded from the
// wallet's latest activity (1 request, feature 'alerts') or else from the balances. Muted wallets and
// `walletscope.alerts.enabled: false` are still compared, silently, so turning alerts on again raises nothing old.
import { SHOW_WALLET } from '../commandIds';
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import { getWalletActivity } from '../api/wallets/activity';
import { AlertBook } from '../core/alertBook';
import { balancesOf, type WalletMove } from '../core/balanceDiff';
import type { Config } from '../config';
import { activityText, moveText } from '../format/alertText';
import type { Privacy } from '../settings/privacy';
import { notify } from '../surfaces';
import type { WatchedWallet } from './model';
import type { PortfolioStore } from './portfolioStore';
import type { WalletList } from './walletList';
import { walletLabel } from './walletRow';
import { UnseenMoves } from './unseenMoves';
import { WALLETS_VIEW } from './constants';

const SHOW = 'Show Wallet';
/** Transactions read to say what happened: the move is among the newest. */
const ACTIVITY_LIMIT = 5;

export interface AlertDeps {
  readonly client: WalletAssetClient;
  readonly config: Config;
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  readonly privacy: Privacy;
  readonly memento: vscode.Memento;
  readonly log: vscode.LogOutputChannel;
  /** Whether the budget lets background work spend now: the activity asked for an alert is background work. */
  readonly backgroundMaySpend: () => boolean;
  /** Where moves are remembered (files every window shares, or globalState where there are none). */
  readonly book: () => AlertBook;
}

export class WalletAlerts implements vscode.Disposable {
  readonly unseen: UnseenMoves;
  /** Each wallet's last refresh compared, so live price ticks (same refresh) cost nothing. */
  private readonly compared = new Map<string, number>();
  private book: AlertBook;
  private queue: Promise<void> = Promise.resolve();
  private readonly subscription: vscode.Disposable;
  /** What the notifications said, in order (the test API). */
  readonly raised: string[] = [];

  constructor(private readonly deps: AlertDeps) {
    this.unseen = new UnseenMoves(deps.memento);
    this.book = deps.book();
    void this.book.prune().catch(() => undefined);
    this.subscription = deps.store.onDidChange(() => {
      if (!deps.store.refreshStatus.loading) void this.check();
    });
  }

  /** Compares every wallet refreshed since it was last compared; resolves when done (runs one at a time). */
  check(): Promise<void> {
    this.queue = this.queue.then(() => this.compareAll()).catch((e: unknown) => this.deps.log.warn(`alerts: ${String(e)}`));
    return this.queue;
  }

  /** The wallet was opened (its page, or Show Wallet on its notification): its move is no longer news. */
  seen(address: string): void {
    this.unseen.clear(address);
  }

  /** Tests: forget what this window holds in memory, as a restart would; the files stay. */
  restart(): void {
    this.compared.clear();
    this.book = this.deps.book();
  }

  dispose(): void {
    this.subscription.dispose();
    this.unseen.dispose();
  }

  /** Every wallet at once: each has its own file, and the comparison follows the refresh within a blink. */
  private async compareAll(): Promise<void> {
    await Promise.all(this.deps.wallets.all.map((wallet) => this.compare(wallet)));
  }

  private async compare(wallet: WatchedWallet): Promise<void> {
    const { config, store } = this.deps;
    const state = store.state(wallet.address);
    if (!state.portfolio || state.fetchedAt === undefined || state.restored || this.compared.get(wallet.address) === state.fetchedAt) return;
    this.compared.set(wallet.address, state.fetchedAt);
    // Balances asked of another service, for other chains or with spam filtered otherwise are not compared: seen again.
    const scope = `${config.apiBaseUrl}|${[...(wallet.chains ?? [])].sort().join(',')}|${config.hideSpam ? 'spam hidden' : 'spam shown'}`;
    const seen = await this.book.observe(wallet.address, balancesOf(state.portfolio, state.fetchedAt), scope, config.alertsMinUsd);
    if (!seen.move || !config.alerts || wallet.muted) return;
    const label = walletLabel(wallet, this.deps.privacy.figures);
    const text = seen.raise ? await this.describe(wallet, label, seen.move, seen.since ?? state.fetchedAt) : moveText(label, seen.move, this.deps.privacy.figures);
    this.unseen.add(wallet.address, seen.move.id, text);
    if (seen.raise) this.raise(wallet.address, text);
  }

  /** What happened, from the wallet's latest activity (1 credit, feature 'alerts', when the budget allows), else from the balances. */
  private async describe(wallet: WatchedWallet, label: string, move: WalletMove, since: number): Promise<string> {
    const f = this.deps.privacy.figures;
    if (!this.deps.backgroundMaySpend()) return moveText(label, move, f);
    try {
      // Fresh: a cached page predates the move, and its newest transaction is the move before (already raised), which
      // the wallet streams make seconds old.
      const page = await getWalletActivity(this.deps.client, wallet.address, { limit: ACTIVITY_LIMIT, blockchains: wallet.chains, feature: 'alerts', forceRefresh: true });
      // The move happened after the balances compared were read; an hour's slack for the service's indexing and clocks.
      return activityText(label, move, page.transactions, since - 3_600_000, f) ?? moveText(label, move, f);
    } catch (e) {
      this.deps.log.info(`alerts: the activity of ${wallet.address} could not be read (${String(e)}); the balances say what moved`);
      return moveText(label, move, f);
    }
  }

  private raise(address: string, text: string): void {
    this.raised.push(text);
    void notify('info', text, SHOW).then(async (choice) => {
      if (choice !== SHOW) return;
      this.seen(address);
      await Promise.resolve(vscode.commands.executeCommand(SHOW_WALLET, address)).catch(() => vscode.commands.executeCommand(`${WALLETS_VIEW}.focus`));
    });
  }
}
