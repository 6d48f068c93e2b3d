// The alerts' comparison, loaded on the first check after a refresh (dist/alerts-feature.js: activation does not carry
// it): each wallet's new balances against those last seen in the files every window shares (core/alertBook), and what
// happened, read from the wallet's latest activity (1 request, feature 'alerts') or else from the balances. The
// notification, the badge and the row marks stay with ./alerts, which activation loads.
import { getWalletActivity } from '../api/wallets/activity';
import { AlertBook } from '../core/alertBook';
import { balancesOf, movedChains, type WalletMove } from '../core/balanceDiff';
import { activityAnnouncement, moveText } from '../format/alertText';
import type { ActivityTransaction } from '../api/wallets/types';
import type { ComparerDeps, Comparer } from './alertTypes';
import { alertStorage } from './alertStorage';
import { filterKey, type WatchedWallet } from './model';
import { walletLabel } from './walletRow';

/** Transactions read to say what happened: the move is among the newest. */
const ACTIVITY_LIMIT = 5;

export function createComparer(deps: ComparerDeps): AlertComparer {
  const files = alertStorage(deps.storage, deps.memento, deps.log);
  return new AlertComparer(deps, () => new AlertBook(files, deps.now));
}

export class AlertComparer implements Comparer {
  /** Each wallet's last refresh compared, so live price ticks (same refresh) cost nothing. */
  private readonly compared = new Map<string, number>();
  private book: AlertBook;

  constructor(private readonly deps: ComparerDeps, private readonly newBook: () => AlertBook) {
    this.book = newBook();
    void this.book.prune().catch(() => undefined);
  }

  /** Tests: forget what this window holds in memory, as a restart would; the files stay. */
  restart(): void {
    this.compared.clear();
    this.book = this.newBook();
  }

  /** Every wallet at once: each has its own file, and the comparison follows the refresh within a blink. */
  async compareAll(): Promise<void> {
    await Promise.all(this.deps.wallets.all.map((wallet) => this.compare(wallet)));
  }

  private async compare(wallet: WatchedWallet): Promise<void> {
    const { config, store } = this.deps;
    const state = store.state(wallet.address);
    if (!state.portfolio || state.fetchedAt === undefined || state.restored || this.compared.get(wallet.address) === state.fetchedAt) return;
    this.compared.set(wallet.address, state.fetchedAt);
    // Balances asked of another service, for other chains or with spam filtered otherwise are not compared: seen again.
    const scope = `${config.apiBaseUrl}|${filterKey(wallet.chains)}|${config.hideSpam ? 'spam hidden' : 'spam shown'}`;
    const seen = await this.book.observe(wallet.address, balancesOf(state.portfolio, state.fetchedAt), scope, config.alertsMinUsd);
    if (!seen.move || !config.alerts || wallet.muted) return;
    const label = walletLabel(wallet, this.deps.privacy.figures);
    const { text, tx } = (seen.raise ? await this.describe(wallet, label, seen.move, seen.since ?? state.fetchedAt) : undefined)
      ?? { text: moveText(label, seen.move, this.deps.privacy.figures), tx: undefined };
    this.deps.unseen.add(wallet.address, seen.move.id, text);
    if (seen.raise) this.deps.raise(wallet.address, text, tx);
  }

  /**
   * What happened, from the wallet's latest activity (1 credit, feature 'alerts', when the budget allows), with the
   * transaction it was (the wallet page shows it at the top); undefined when the balances must say it.
   */
  private async describe(wallet: WatchedWallet, label: string, move: WalletMove, since: number): Promise<{ text: string; tx: ActivityTransaction } | undefined> {
    if (!this.deps.backgroundMaySpend()) return undefined;
    try {
      // Fresh: a cached page predates the move, and its newest transaction is the move before (already raised), which
      // the wallet streams make seconds old.
      const page = await getWalletActivity(this.deps.client, wallet.address, { limit: ACTIVITY_LIMIT, blockchains: movedChains(move) ?? wallet.chains, feature: 'alerts', forceRefresh: true });
      // The move happened after the balances compared were read (`since`); an hour's slack for the service's indexing
      // and clocks, but "and 1 more transaction" counts only those after.
      return activityAnnouncement(label, move, { transactions: page.transactions, since: since - 3_600_000, baseline: since }, this.deps.privacy.figures);
    } catch (e) {
      this.deps.log.info(`alerts: the activity of ${wallet.address} could not be read (${String(e)}); the balances say what moved`);
      return undefined;
    }
  }

}
