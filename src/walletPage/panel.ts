// One wallet page (or the page of all watched wallets): a webview panel that shows the wallet's header and holdings
// from the Wallets view's data (one portfolio request for a wallet not watched), its net worth over time per range and
// its activity, each part sent once the page script says it is ready (and again when it reloads). Opening costs about
// 1 credit a wallet for activity, 2 per EVM chain and 4 for Solana for a range of history, 1 per 100 names.
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import { describeError } from '../api/transport/errors';
import { getWalletHistory, getWalletLabels } from '../api/wallets';
import type { Portfolio } from '../api/types';
import type { Config } from '../config';
import type { PageShell } from '../format/html';
import { safeTabTitle } from '../format/safeText';
import { PageChannel, type PageHandler, type PageKind } from '../pages/channel';
import type { MessageOutcome } from '../pages/outcome';
import { Throttle } from '../pages/throttle';
import type { Privacy } from '../settings/privacy';
import type { PortfolioStore } from '../wallets/portfolioStore';
import type { WalletList } from '../wallets/walletList';
import { buildWalletHtml } from './html';
import { PageActivity } from './pageActivity';
import { PageHistory } from './pageHistory';
import { failedPart, WALLET_PROTOCOL, type FromPageMessage, type ToPageMessage, type WalletView } from './protocol';
import { walletTitle, WALLET_VIEW_TYPE, type WalletQuery } from './target';
import { pageWallets } from './pageWallets';
import { ASKED_AT_MOST, askedNote, askedWallets } from './askedWallets';
import { LoadedSet, walletSet } from './loadedSet';
import { walletView } from './walletModel';
import type { Lookalikes } from '../core/poisoning';
import { ALL_CHAINS_ESTIMATE } from '../api/credits/prices';

export interface WalletPanelDeps {
  readonly client: WalletAssetClient;
  readonly log: vscode.LogOutputChannel;
  readonly extensionUri: vscode.Uri;
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  /** Hide Amounts: figures masked, no chart. */
  readonly privacy: Privacy;
  readonly config: Pick<Config, 'hideSpam' | 'explorers'>;
  /** Where the lookalikes (address poisoning) its activity shows are told, for the hovers. */
  readonly lookalikes?: Lookalikes;
}

export const WALLET_PAGE: PageKind<ToPageMessage, FromPageMessage> = {
  viewType: WALLET_VIEW_TYPE, name: 'wallet page', script: 'walletPage', styles: ['base', 'controls', 'chart', 'holdings'], besideEditor: false, protocol: WALLET_PROTOCOL,
};
const UPDATE_INTERVAL_MS = 1000; // store changes (live prices tick often) redraw the header at most this often
const NO_HISTORY = { wallets: [], balanceUsd: undefined, series: { t: [], v: [] } }; // the All wallets page with no wallet watched

export class WalletPanel implements PageHandler<ToPageMessage, FromPageMessage> {
  readonly channel: PageChannel<ToPageMessage, FromPageMessage>;
  readonly history: PageHistory;
  readonly activity: PageActivity;
  private readonly throttle = new Throttle(() => this.sendWallet(), UPDATE_INTERVAL_MS);
  /** A wallet not watched: its one portfolio request's answer, or why it failed. */
  private own: { portfolio?: Portfolio; error?: string } = {};
  private view: WalletView | undefined;
  /** The wallets asked about since the last load, when there are more than the page asks for (see asked). */
  private chosen: { readonly masked: boolean; readonly wallets: readonly string[] } | undefined;
  private refreshing: Promise<void> | undefined;
  /** The wallets (and chain filters) the net worth and activity were loaded for. */
  private readonly set = new LoadedSet(() => walletSet(this.asked, (a) => this.deps.wallets.find(a)?.chains));

  constructor(panel: vscode.WebviewPanel, readonly query: WalletQuery, private readonly deps: WalletPanelDeps) {
    this.channel = new PageChannel(panel, deps, WALLET_PAGE, this, walletTitle(query));
    const post = (message: ToPageMessage) => this.channel.post(message);
    const [log, figures] = [(message: string) => deps.log.warn(`wallet page: ${message}`), () => deps.privacy.figures];
    this.history = new PageHistory((range, signal, force) => this.asked.length === 0 ? Promise.resolve(NO_HISTORY) : getWalletHistory(deps.client, this.asked, range, { signal, forceRefresh: force, feature: 'walletPage', blockchains: this.chains }), post, figures, log);
    this.activity = new PageActivity(deps.client, () => this.asked, {
      labels: (addresses, signal) => getWalletLabels(deps.client, addresses, { signal, feature: 'walletPage' }),
      holds: () => { const w = pageWallets(this.asked, this.deps, this.own); return w.every((x) => !x.portfolio) ? undefined : w.some((x) => (x.portfolio?.holdings.length ?? 0) > 0); },
      figures, chains: (address) => deps.wallets.find(address)?.chains, found: (found) => deps.lookalikes?.add(this.asked, found),
      watched: (address) => deps.wallets.find(address) !== undefined,
    }, post, log);
    this.channel.hold(this.throttle, { dispose: () => { this.history.dispose(); this.activity.dispose(); } },
      deps.store.onDidChange(() => this.throttle.call()), deps.wallets.onDidChange(() => this.walletsChanged()),
      deps.privacy.onDidChange(() => { this.throttle.now(); void this.history.resend(); void this.activity.resend(); }));
    void this.load(false);
  }

  /** What the header and holdings last showed, and their status (OpenPages reloads a page that failed or waits). */
  get shownWallet(): WalletView | undefined { return this.view; }
  get status(): string { return this.view?.status ?? 'loading'; }

  /** The wallets the page shows: its own, or every watched one. */
  get addresses(): string[] {
    return this.query.address !== undefined ? [this.query.address] : this.deps.wallets.all.map((w) => w.address);
  }

  /**
   * The wallets whose net worth and activity it asks for (./askedWallets: the largest when there are many), chosen when
   * it loads and kept until it loads again, less those no longer watched: totals that move do not change the set.
   */
  get asked(): string[] {
    const all = this.addresses;
    const masked = this.deps.privacy.figures.masked;
    this.chosen ??= { masked, wallets: askedWallets(all, (a) => this.deps.store.state(a).portfolio?.totalUsd, masked) };
    const watched = new Set(all);
    return all.length <= ASKED_AT_MOST ? all : this.chosen.wallets.filter((a) => watched.has(a));
  }

  /**
   * The chains the history asks for: it is charged per chain (42 for every chain, 2 to 4 for most wallets' own). Each
   * wallet's chain filter where it has one (as the Wallets view asks), else the chains it held something on at its last
   * fetch of every chain; every chain when one wallet's are not known yet.
   */
  private get chains(): readonly string[] | undefined {
    const per = this.asked.map((a) => this.deps.wallets.find(a)?.chains ?? this.deps.store.state(a).heldChains);
    if (per.length === 0 || per.some((c) => c === undefined)) return undefined;
    const all = [...new Set(per.flat() as string[])];
    return all.length > 0 && all.length < ALL_CHAINS_ESTIMATE ? all : undefined; // so many chains: every chain is asked
  }

  /** Loads what the page shows; `force` skips cached answers (Refresh). What was shown stays if it fails. */
  async load(force: boolean): Promise<void> {
    this.chosen = undefined;
    this.set.loading();
    const address = this.query.address;
    const loads: Array<Promise<void>> = [this.activity.load(force)];
    if (address !== undefined && !this.deps.wallets.find(address)) loads.push(this.loadPortfolio(address, force));
    await Promise.all(loads);
  }

  document(shell: PageShell & { readonly title: string }): string { return buildWalletHtml({ ...shell, key: this.query.address ?? 'all' }); }

  /** What the page is sent instead of a message it would refuse: the part as failed, nothing of its data. */
  showable(message: ToPageMessage, reason: string): ToPageMessage | undefined {
    return failedPart(message, `Walletscope could not show this part of the wallet's data (${reason.slice(0, 200)}).`);
  }

  async onReady(): Promise<void> { this.sendWallet(); await this.activity.resend(); await this.history.resend(); }

  async onMessage(message: Exclude<FromPageMessage, { type: 'ready' }>): Promise<MessageOutcome> {
    switch (message.type) {
      case 'refresh': // a second click while the first is answered joins it: cancelling would pay for it twice
        await (this.refreshing ??= this.refresh().finally(() => { this.refreshing = undefined; }));
        return { accepted: true, detail: 'refreshed' };
      case 'history':
        await this.history.show(message.range);
        return { accepted: true, detail: `history ${message.range}` };
      case 'more':
        await this.activity.more();
        return { accepted: true, detail: 'more activity' };
      case 'openLink':
        return this.channel.openLink(message.url);
      case 'copy':
        return this.channel.copy(message.text, { type: 'notice', text: `Copied the address ${message.text}` });
    }
  }

  private async refresh(): Promise<void> {
    const range = this.history.shown?.range;
    // The watched wallets the page shows, and only those (one request, their chain filters, the cache skipped): the
    // store's change reaches the Wallets view and the alerts' comparison as any refresh's does.
    const watched = this.asked.filter((a) => this.deps.wallets.find(a));
    await Promise.all([this.load(true), range ? this.history.show(range, true) : undefined, watched.length > 0 ? this.deps.store.refreshWallets(watched, 'walletPage') : undefined]);
  }

  /** The Wallets view's list changed: rows of wallets gone are dropped; what no longer holds is said, nothing asked. */
  private walletsChanged(): void {
    const { removed, notice } = this.set.changed();
    if (removed.length > 0) void this.activity.drop(removed);
    if (this.set.note !== undefined) this.history.outdate(); // a range clicked is asked for the wallets as they are
    if (notice !== undefined) this.channel.postIfReady({ type: 'notice', text: notice });
    this.throttle.call();
  }

  private async loadPortfolio(address: string, force: boolean): Promise<void> {
    try {
      this.own = { portfolio: await this.deps.client.getPortfolio(address, { forceRefresh: force, feature: 'walletPage' }) };
    } catch (e) {
      this.deps.log.warn(`wallet page for ${address}: ${describeError(e)}`);
      this.own = { ...this.own, error: describeError(e) };
    }
    this.throttle.now();
  }

  private sendWallet(): void {
    if (this.channel.disposed) return;
    try {
      const { config, privacy } = this.deps;
      const view = walletView(pageWallets(this.addresses, this.deps, this.own), this.query.address === undefined, { figures: privacy.figures, hideSpam: config.hideSpam, explorers: config.explorers });
      const fewer = askedNote(this.addresses.length, this.asked.length, this.chosen?.masked);
      this.view = this.set.annotate(fewer === undefined ? view : { ...view, note: [fewer, view.note].filter(Boolean).join(' ').slice(0, 400) });
      this.channel.panel.title = safeTabTitle(this.view.label);
      this.channel.postIfReady({ type: 'wallet', wallet: this.view });
    } catch (e) {
      this.deps.log.warn(`wallet page: could not build the header: ${describeError(e)}`);
    }
  }
}
