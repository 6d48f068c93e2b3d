// Alerts when a watched wallet moves. After each refresh each wallet's new balances are compared with those last seen
// (./alertCompare, loaded on the first check: activation does not carry it): a move is marked on the wallet's row and
// counted on the view's badge until the wallet is opened (seen), and the one window that claims it raises one
// notification. Muted wallets and `walletscope.alerts.enabled: false` are still compared, silently, so turning alerts on
// again raises nothing old.
import { SHOW_WALLET } from '../commandIds';
import * as vscode from 'vscode';
import { notify } from '../surfaces';
import type { ActivityTransaction } from '../api/wallets/types';
import { addressKey } from '../detect/evm';
import type { AlertDeps, Comparer } from './alertTypes';
import { UnseenMoves } from './unseenMoves';
import { WALLETS_VIEW } from './constants';

const SHOW = 'Show Wallet';
/** How long the wallet page marks the move an alert announced, when the alert was not followed at once. */
const ANNOUNCED_FOR_MS = 24 * 3_600_000;

export class WalletAlerts implements vscode.Disposable {
  readonly unseen: UnseenMoves;
  private comparer: Promise<Comparer> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private readonly subscription: vscode.Disposable;
  /** What the notifications said, in order (the test API). */
  readonly raised: string[] = [];
  private readonly announced = new Map<string, { readonly tx: ActivityTransaction; readonly at: number }>();

  constructor(private readonly deps: AlertDeps) {
    this.unseen = new UnseenMoves(deps.memento);
    this.subscription = deps.store.onDidChange(() => {
      if (!deps.store.refreshStatus.loading) void this.check();
    });
  }

  /** Compares every wallet refreshed since it was last compared; resolves when done (runs one at a time). */
  check(): Promise<void> {
    return this.queued((comparer) => comparer.compareAll());
  }

  /** The wallet was opened (its page, or Show Wallet on its notification): its move is no longer news. */
  seen(address: string): void {
    this.unseen.clear(address);
  }

  /** Tests: forget what this window holds in memory, as a restart would; the files stay. */
  restart(): Promise<void> {
    return this.queued((comparer) => comparer.restart());
  }

  dispose(): void {
    this.subscription.dispose();
    this.unseen.dispose();
  }

  private queued(run: (comparer: Comparer) => unknown): Promise<void> {
    this.queue = this.queue.then(async () => { await run(await this.loaded()); }).catch((e: unknown) => this.deps.log.warn(`alerts: ${String(e)}`));
    return this.queue;
  }

  private loaded(): Promise<Comparer> {
    this.comparer ??= this.deps.loadComparer().then((bundle) => bundle.createComparer({ ...this.deps, unseen: this.unseen, raise: (a, t, tx) => this.raise(a, t, tx) }));
    return this.comparer;
  }

  /**
   * The transaction the last alert of this wallet announced, once and within a day: the wallet page shown next lists it
   * at the top, marked, even before its own activity has it (a page opened days after a dismissed alert marks nothing).
   */
  takeAnnounced(address: string): ActivityTransaction | undefined {
    const key = addressKey(address);
    const announced = this.announced.get(key);
    this.announced.delete(key);
    return announced && this.deps.now() - announced.at < ANNOUNCED_FOR_MS ? announced.tx : undefined;
  }

  private raise(address: string, text: string, tx: ActivityTransaction | undefined): void {
    this.raised.push(text);
    if (tx) this.announced.set(addressKey(address), { tx, at: this.deps.now() });
    else this.announced.delete(addressKey(address));
    void notify('info', text, SHOW).then(async (choice) => {
      if (choice !== SHOW) return;
      this.seen(address);
      await Promise.resolve(vscode.commands.executeCommand(SHOW_WALLET, address)).catch(() => vscode.commands.executeCommand(`${WALLETS_VIEW}.focus`));
    });
  }
}
