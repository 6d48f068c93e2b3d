// Holdings of every watched wallet: fetched in multi-wallet requests naming only the chains each wallet holds
// something on (./refreshPlan), the last good data kept (also across restarts, in globalState) and shown with its age
// while fresh data loads or when a refresh fails. This plans and runs the refreshes and keeps the states; one group's
// request is ./portfolioFetch's, the snapshot ./portfolioSnapshot's.
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import type { Feature } from '../api/credits/prices';
import type { Config } from '../config';
import { REFRESH_REQUEST_GAP_MS, REFRESH_REQUESTS_AT_ONCE, WALLETS_PER_REQUEST } from './constants';
import { Turnstile } from '../core/turnstile';
import type { WatchedWallet } from './model';
import { planRefresh, type ChainKnowledge } from './refreshPlan';
import { FirstFetches } from './firstFetch';
import { withLivePrices } from './liveValues';
import type { WalletList } from './walletList';
import { filterKey } from './model';
import { fetchGroup, type GroupContext, type RefreshRequest, type RefreshStatus } from './portfolioFetch';
import { restoreSnapshot, saveSnapshot, stateOf, type WalletState } from './portfolioSnapshot';
import { nowMs } from '../core/clock';
import { addressKey } from '../detect/evm';

export type { RefreshRequest, RefreshStatus, WalletState };

export interface PortfolioStoreDeps {
  readonly client: WalletAssetClient;
  readonly wallets: WalletList;
  readonly config: Config;
  /** Where the last good data is kept across restarts. */
  readonly memento: vscode.Memento;
  readonly log: vscode.LogOutputChannel;
  /** The extension's clock (tests pin it). */
  readonly now?: () => number;
  /** What new wallets' first fetch may spend without asking (./firstFetch); unlimited when not given. */
  readonly firstFetchCredits?: () => number;
}

export class PortfolioStore implements vscode.Disposable {
  private readonly states = new Map<string, WalletState>();
  /** What each request group's fetch reads, and where it puts the wallets' new states. */
  private readonly group: GroupContext;
  private running: Promise<void> | undefined;
  private abort: AbortController | undefined;
  private readonly singles = new Set<AbortController>();
  /** Every refresh's and new wallets' requests go through it: many wallets are never a burst. */
  private readonly turnstile = new Turnstile(REFRESH_REQUESTS_AT_ONCE, REFRESH_REQUEST_GAP_MS);
  private status: RefreshStatus = { loading: false, lastRefreshAt: undefined, lastError: undefined };
  /** Fetches under way (a refresh and new wallets' fetches may overlap): loading while any is. */
  private inFlight = 0;
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  private readonly wallets: WalletList;
  private readonly memento: vscode.Memento;
  private readonly now: () => number;
  private readonly firstFetchCredits: () => number;
  private readonly firsts = new FirstFetches();

  constructor({ client, wallets, config, memento, log, now = nowMs, firstFetchCredits = () => Infinity }: PortfolioStoreDeps) {
    this.wallets = wallets;
    this.firstFetchCredits = firstFetchCredits;
    this.memento = memento;
    this.now = now;
    const lastRefreshAt = restoreSnapshot(memento, this.states);
    if (lastRefreshAt !== undefined) this.status = { ...this.status, lastRefreshAt };
    this.group = { client, config, log, now, wallets, states: this.states };
  }

  get refreshStatus(): RefreshStatus {
    return this.status;
  }

  state(address: string): WalletState {
    return stateOf(this.states, address);
  }

  /**
   * The plan the next refresh (of every wallet, or of `only`) would follow: its price is what background work budgets
   * for. A background one leaves out the wallets waiting for their first fetch (only the user's Refresh fetches them).
   */
  plan(everyChain = false, only?: readonly string[], background = false) {
    const wallets = only ? this.watched(only) : this.wallets.all;
    const asked = background ? wallets.filter((w) => !(this.firsts.waits(w.address) && this.unfetched(w))) : wallets;
    return planRefresh(asked, (a) => this.states.get(a), this.now(), everyChain, WALLETS_PER_REQUEST);
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
    const stale = this.wallets.all.filter((w) => this.unfetched(w));
    // Within what a first fetch may spend unasked (./firstFetch); the rest wait, and firstFetchWaiting says so.
    const now = this.firsts.take(stale, this.firstFetchCredits());
    return this.fetchSome(now, { known: () => undefined, force: false, feature: 'wallets', stamp: true, paced: true }).finally(() => this.firsts.done(now));
  }

  /** What a fetch may spend without asking (./firstFetch): Refresh Wallets asks before a refresh that costs more. */
  unaskedCredits(): number {
    return this.firstFetchCredits();
  }

  /** New wallets whose first fetch waits (more than a first fetch spends unasked), and what fetching them costs. */
  firstFetchWaiting(): { count: number; price: number } {
    return this.firsts.waitingNow((a) => { const w = this.wallets.find(a); return w !== undefined && this.unfetched(w); });
  }

  /** Not fetched yet, or asked for other chains than its filter says now. */
  private unfetched(w: WatchedWallet): boolean {
    const state = this.states.get(w.address);
    return !state?.portfolio || (state.filter !== undefined && state.filter !== filterKey(w.chains));
  }

  /**
   * Fetches these watched wallets only, skipping cached answers (a wallet page's Refresh, billed to `feature`): one
   * request naming the chains of its filter, or those it holds as a refresh would. The alerts compare what it brings
   * as after any refresh (they follow onDidChange and each wallet's fetchedAt).
   */
  refreshWallets(addresses: readonly string[], feature: Feature): Promise<void> {
    const wallets = this.watched(addresses);
    // A wallet that held nothing at its last fetch of every chain is asked every chain: the user asked, it may hold something now.
    const known = (a: string) => { const k = this.states.get(a); return k?.heldChains?.length === 0 ? undefined : k; };
    return this.fetchSome(wallets, { known, force: true, feature, stamp: false, paced: false });
  }

  /** The watched wallets among `addresses`, however an address is written (a checksummed wallet asked in lower case). */
  private watched(addresses: readonly string[]): WatchedWallet[] {
    const asked = new Set(addresses.map(addressKey));
    return this.wallets.all.filter((w) => asked.has(addressKey(w.address)));
  }

  /**
   * `stamp`: the fetch counts as the view's last refresh (a new wallet's does; one wallet's Refresh does not);
   * `paced`: through the turnstile (new wallets may be many; a wallet page's Refresh does not queue behind them).
   */
  private async fetchSome(wallets: readonly WatchedWallet[], how: { known: (a: string) => ChainKnowledge | undefined; force: boolean; feature: Feature; stamp: boolean; paced: boolean }): Promise<void> {
    if (wallets.length === 0) return;
    const abort = new AbortController();
    this.singles.add(abort);
    this.started();
    try {
      const plan = planRefresh(wallets, how.known, this.now(), false, WALLETS_PER_REQUEST);
      const turnstile = how.paced ? this.turnstile : undefined;
      const failures = (await Promise.all(plan.groups.map((g) => fetchGroup(this.group, g, { full: plan.full, force: how.force, signal: abort.signal, feature: how.feature, turnstile })))).filter((e) => e !== undefined);
      if (abort.signal.aborted) return;
      if (how.stamp) this.status = failures.length < plan.groups.length ? { ...this.status, lastRefreshAt: this.now() } : { ...this.status, lastError: failures[0] };
      await saveSnapshot(this.memento, this.states);
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
    const plan = this.plan(request.everyChain, undefined, request.background);
    this.started();
    try {
      const results = await Promise.all(plan.groups.map((g) => fetchGroup(this.group, g, { full: plan.full, force: request.force, signal, feature: 'wallets', turnstile: this.turnstile })));
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
      await saveSnapshot(this.memento, this.states);
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

  private setStatus(status: RefreshStatus): void {
    this.status = status;
    this.changed.fire();
  }

  private forgetUnwatched(): void {
    for (const address of this.states.keys()) if (!this.wallets.find(address)) this.states.delete(address);
  }
}
