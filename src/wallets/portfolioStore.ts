// Holdings of every watched wallet: fetched in multi-wallet requests naming only the chains each wallet holds
// something on (./refreshPlan), the last good data kept (also across restarts, in globalState) and shown with its age
// while fresh data loads or when a refresh fails.
import * as vscode from 'vscode';
import type { PortfolioAnswers, WalletAssetClient } from '../api/client';
import { describeError } from '../api/errors';
import type { Feature } from '../api/credits/prices';
import type { Portfolio } from '../api/types';
import type { Config } from '../config';
import { WALLETS_PER_REQUEST } from './constants';
import { matchPortfolios, type RequestGroup, type WatchedWallet } from './model';
import { heldChains, planRefresh, type ChainKnowledge } from './refreshPlan';
import { withLivePrices } from './liveValues';
import type { WalletList } from './walletList';

const SNAPSHOT_KEY = 'walletscope.portfolioSnapshot';

export interface WalletState extends ChainKnowledge {
  readonly portfolio: Portfolio | undefined;
  /** When `portfolio` was fetched (ms since epoch). */
  readonly fetchedAt: number | undefined;
  /** Why the last refresh failed for this wallet, if it did. */
  readonly error: string | undefined;
  /** The data comes from the snapshot of an earlier session and has not been refreshed yet. */
  readonly restored?: boolean;
  /** The user's chain filter when it was fetched ("" for none): a changed filter means asking again. */
  readonly filter?: string;
}

export interface RefreshStatus {
  readonly loading: boolean;
  readonly lastRefreshAt: number | undefined;
  readonly lastError: string | undefined;
  /** When live prices last moved the values (ms since epoch); cleared by a refresh. */
  readonly liveAt?: number;
}

export interface RefreshRequest {
  /** Skip cached answers: the user asked, or the budget allowed a background refresh. */
  readonly force: boolean;
  /** Ask every chain of every wallet (Refresh Wallets on All Chains). */
  readonly everyChain?: boolean;
}

export class PortfolioStore implements vscode.Disposable {
  private states = new Map<string, WalletState>();
  private running: Promise<void> | undefined;
  private abort: AbortController | undefined;
  private readonly singles = new Set<AbortController>();
  private status: RefreshStatus = { loading: false, lastRefreshAt: undefined, lastError: undefined };
  /** Fetches under way (a refresh and new wallets' fetches may overlap): loading while any is. */
  private inFlight = 0;
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  constructor(
    private readonly client: WalletAssetClient,
    private readonly wallets: WalletList,
    private readonly config: Config,
    private readonly memento: vscode.Memento,
    private readonly log: vscode.LogOutputChannel,
    private readonly now: () => number = Date.now,
  ) {
    this.restoreSnapshot();
  }

  get refreshStatus(): RefreshStatus {
    return this.status;
  }

  state(address: string): WalletState {
    return this.states.get(address) ?? { portfolio: undefined, fetchedAt: undefined, error: undefined };
  }

  /** The plan the next refresh would follow (its price is what background work budgets for). */
  plan(everyChain = false) {
    return planRefresh(this.wallets.all, (a) => this.states.get(a), this.now(), everyChain, WALLETS_PER_REQUEST);
  }

  /** Fetches every watched wallet; a refresh already running is joined unless `restart` (it is by default when forced). */
  refresh(request: RefreshRequest = { force: false }, restart = request.force): Promise<void> {
    if (this.running && !restart) return this.running;
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    const run = this.fetchAll(request, abort.signal).finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }

  /** Fetches the wallets not fetched yet, or whose chain filter changed: a new or edited wallet costs only itself. */
  fetchNew(): Promise<void> {
    const stale = this.wallets.all.filter((w) => {
      const state = this.states.get(w.address);
      return !state?.portfolio || (state.filter !== undefined && state.filter !== filterKey(w.chains));
    });
    return this.fetchSome(stale, { known: () => undefined, force: false, feature: 'wallets', stamp: true });
  }

  /**
   * Fetches these watched wallets only, skipping cached answers (a wallet page's Refresh, billed to `feature`): one
   * request naming the chains of its filter, or those it holds as a refresh would. The alerts compare what it brings
   * as after any refresh (they follow onDidChange and each wallet's fetchedAt).
   */
  refreshWallets(addresses: readonly string[], feature: Feature): Promise<void> {
    const wallets = this.wallets.all.filter((w) => addresses.includes(w.address));
    // A wallet that held nothing at its last fetch of every chain is asked every chain: the user asked, it may hold something now.
    const known = (a: string) => { const k = this.states.get(a); return k?.heldChains?.length === 0 ? undefined : k; };
    return this.fetchSome(wallets, { known, force: true, feature, stamp: false });
  }

  /** `stamp`: the fetch counts as the view's last refresh (a new wallet's does; one wallet's Refresh does not). */
  private async fetchSome(wallets: readonly WatchedWallet[], how: { known: (a: string) => ChainKnowledge | undefined; force: boolean; feature: Feature; stamp: boolean }): Promise<void> {
    if (wallets.length === 0) return;
    const abort = new AbortController();
    this.singles.add(abort);
    this.started();
    try {
      const plan = planRefresh(wallets, how.known, this.now(), false, WALLETS_PER_REQUEST);
      const failures = (await Promise.all(plan.groups.map((g) => this.fetchGroup(g, plan.full, how.force, abort.signal, how.feature)))).filter((e) => e !== undefined);
      if (abort.signal.aborted) return;
      if (how.stamp) this.status = failures.length < plan.groups.length ? { ...this.status, lastRefreshAt: this.now() } : { ...this.status, lastError: failures[0] };
      await this.saveSnapshot();
    } finally {
      this.singles.delete(abort);
      this.finished();
    }
  }

  /**
   * The service's address changed (or the user settings arrived after a first refresh went to the default one):
   * what the old address said is no reason to call the data stale, so its errors go, and the new one is asked.
   */
  serviceChanged(): Promise<void> {
    for (const [wallet, state] of this.states) if (state.error) this.states.set(wallet, { ...state, error: undefined });
    this.status = { ...this.status, lastError: undefined };
    return this.refresh({ force: true });
  }

  /** Revalues every wallet at live prices (keyed by targetKey). Not saved: the next refresh is the record. */
  applyLivePrices(prices: ReadonlyMap<string, number>, at: number): void {
    let changed = false;
    for (const [wallet, state] of this.states) {
      const portfolio = state.portfolio && withLivePrices(state.portfolio, prices);
      if (portfolio && portfolio !== state.portfolio) {
        this.states.set(wallet, { ...state, portfolio });
        changed = true;
      }
    }
    if (changed) this.setStatus({ ...this.status, liveAt: at });
  }

  dispose(): void {
    this.abort?.abort();
    for (const abort of this.singles) abort.abort();
    this.changed.dispose();
  }

  private async fetchAll(request: RefreshRequest, signal: AbortSignal): Promise<void> {
    const plan = this.plan(request.everyChain);
    this.started();
    try {
      const results = await Promise.all(plan.groups.map((g) => this.fetchGroup(g, plan.full, request.force, signal, 'wallets')));
      const failures = results.filter((e) => e !== undefined);
      if (signal.aborted) return;
      // A wallet that held nothing at its last full fetch was not asked: its data is as fresh as that fetch says.
      this.forgetUnwatched();
      this.status = {
        ...this.status,
        lastRefreshAt: failures.length < plan.groups.length || plan.groups.length === 0 ? this.now() : this.status.lastRefreshAt,
        lastError: failures[0],
        liveAt: undefined,
      };
      await this.saveSnapshot();
    } finally {
      this.finished();
    }
  }

  private started(): void {
    this.inFlight++;
    this.setStatus({ ...this.status, loading: true });
  }

  private finished(): void {
    this.inFlight--;
    this.setStatus({ ...this.status, loading: this.inFlight > 0 });
  }

  /**
   * Returns the error message when the whole group failed. Each wallet's answer stands on its own (the client asks
   * them apart, or alone after a 400 on v1): one that fails keeps its last good data and says why; the others' are kept.
   */
  private async fetchGroup(group: RequestGroup, full: ReadonlySet<string>, force: boolean, signal: AbortSignal, feature: Feature): Promise<string | undefined> {
    // PnL on: the live service sends price bought (shown in tooltips) only when asked.
    const options = {
      blockchains: group.chains, cache: this.config.serviceCache, stale: this.config.serviceStaleSeconds, pnl: true,
      filterSpam: this.config.hideSpam || undefined, forceRefresh: force, signal, feature,
    };
    let answers: PortfolioAnswers;
    try {
      answers = await this.client.getPortfolios(group.wallets, options);
    } catch (e) {
      if (signal.aborted) return undefined;
      answers = { portfolios: [], failures: new Map(group.wallets.map((w) => [w, e])) };
    }
    if (signal.aborted) return undefined;
    const matched = matchPortfolios(group.wallets.filter((w) => !answers.failures.has(w)), answers.portfolios);
    const messages: string[] = [];
    for (const wallet of group.wallets) {
      const portfolio = matched.get(wallet);
      const before = this.state(wallet);
      const failure = answers.failures.get(wallet);
      if (answers.failures.has(wallet)) {
        messages.push(describeError(failure));
        this.log.warn(`refresh of ${wallet} failed: ${describeError(failure)}`);
      }
      const filter = filterKey(this.wallets.find(wallet)?.chains);
      this.states.set(wallet, portfolio
        ? { portfolio, fetchedAt: this.now(), error: undefined, filter, ...(full.has(wallet) ? { heldChains: heldChains(portfolio), fullAt: this.now() } : { heldChains: before.heldChains, fullAt: before.fullAt }) }
        : { ...before, error: answers.failures.has(wallet) ? describeError(failure) : 'The service sent no holdings for this wallet.' });
    }
    return messages.length === group.wallets.length ? messages[0] : undefined;
  }

  private setStatus(status: RefreshStatus): void {
    this.status = status;
    this.changed.fire();
  }

  private forgetUnwatched(): void {
    for (const address of this.states.keys()) if (!this.wallets.find(address)) this.states.delete(address);
  }

  private restoreSnapshot(): void {
    const snapshot = this.memento.get<Array<[string, WalletState]>>(SNAPSHOT_KEY);
    if (!Array.isArray(snapshot)) return;
    for (const [address, state] of snapshot) {
      if (typeof address === 'string' && state?.portfolio) this.states.set(address, { ...state, error: undefined, restored: true });
    }
    const times = [...this.states.values()].map((s) => s.fetchedAt ?? 0);
    if (times.length) this.status = { ...this.status, lastRefreshAt: Math.max(...times) };
  }

  private async saveSnapshot(): Promise<void> {
    const entries = [...this.states.entries()].filter(([, s]) => s.portfolio).map(([a, s]) => [a, { ...s, error: undefined, restored: undefined }]);
    await this.memento.update(SNAPSHOT_KEY, entries);
  }
}

function filterKey(chains: readonly string[] | undefined): string {
  return chains?.length ? [...chains].sort().join(',') : '';
}
