// The wallet page's activity: the first page of each wallet's transactions when the page opens (1 credit a wallet),
// an older page per wallet on "Show more" (by the cursor each answer gave), newest first across wallets; then the
// names of the counterparties not known yet (1 credit per 100 addresses, kept for days by the client). A failed load
// keeps the rows already shown and says why; a name that cannot be had leaves the address as it is.
import type { WalletAssetClient } from '../api/client';
import { describeError } from '../api/transport/errors';
import { nowMs } from '../core/clock';
import { DEFAULT_ACTIVITY_PAGE, getWalletActivity } from '../api/wallets';
import type { ActivityTransaction, AddressLabel } from '../api/wallets/types';
import type { Figures } from '../format/figures';
import { addressKey } from '../detect/evm';
import { activityData, rowKey, unnamedCounterparties } from './activityModel';
import { lookalikes } from '../core/poisoning';
import { ACTIVITY_DRAWN, MAX_ACTIVITY_ROWS, type ActivityData, type ToPageMessage } from './protocol';

/** The most older pages asked of a wallet: as many as its rows could fill, however many of them are spam. */
const MAX_PAGES = Math.ceil(MAX_ACTIVITY_ROWS / DEFAULT_ACTIVITY_PAGE);

/** What the activity needs besides the client: names for addresses, and whether the wallets hold anything at all. */
export interface ActivitySources {
  readonly labels: (addresses: readonly string[], signal: AbortSignal) => Promise<ReadonlyMap<string, AddressLabel>>;
  /** Whether the wallets hold something (then no activity means the service knows none); undefined before they load. */
  readonly holds: () => boolean | undefined;
  readonly figures: () => Figures;
  /** A watched wallet's chains (the Wallets view's filter): its activity is asked on those only (v1 charges per chain). */
  readonly chains?: (wallet: string) => readonly string[] | undefined;
  /** The lookalikes (address poisoning) among the counterparties read so far, for the hovers to say so. */
  readonly found?: (lookalikes: ReadonlyMap<string, string>) => void;
  /** Whether an address is a watched wallet (never a lookalike, whatever the service says). */
  readonly watched?: (address: string) => boolean;
}

export class PageActivity {
  private transactions: ActivityTransaction[] = [];
  /** Whose activity each transaction was listed from (a wallet no longer watched has its rows dropped). */
  private owners = new WeakMap<ActivityTransaction, string>();
  /** Each wallet's cursor for its next page; a wallet with none has no older page. */
  private cursors = new Map<string, string | undefined>();
  private readonly labels = new Map<string, AddressLabel>();
  private hiddenSpam = 0;
  private phase: { status: 'loading' | 'loaded' | 'error'; message?: string | undefined; loadingMore?: boolean } = { status: 'loading' };
  private abort: AbortController | undefined;
  private last: ActivityData | undefined;
  /** The rows sent to the page (the newest); Show more sends more of those held before asking the service. */
  private drawn = ACTIVITY_DRAWN;
  /** Each transaction listed and each cursor given, by wallet; the pages asked since the newest. */
  private readonly seen = new Set<string>();
  private readonly pages = new Map<string, number>();
  /** The "Show more" under way, and the newest page's load (open, Refresh). */
  private asking: Promise<void> | undefined;
  private newest: Promise<void> | undefined;
  /** What Retry asks again after a failure: the whole newest page (a failed open or Refresh), or the asks that failed. */
  private retry: { readonly asks: ReadonlyArray<readonly [string, string | undefined]>; readonly force: boolean; readonly newest: boolean } | undefined;
  /**
   * The transaction an alert announced, per wallet (Show Wallet on it; a later alert's replaces it): listed first and
   * marked until a Refresh brings it from the service, when it takes its place by time.
   */
  private readonly pinned = new Map<string, ActivityTransaction>();

  constructor(
    private readonly client: WalletAssetClient, private readonly wallets: () => readonly string[], private readonly sources: ActivitySources,
    private readonly post: (message: ToPageMessage) => Promise<void>, private readonly log: (message: string) => void,
  ) {}

  get shown(): ActivityData | undefined { return this.last; }

  /** The newest page of each wallet (open, Refresh, Retry): what was shown stays while it comes, and if it fails. */
  async load(force: boolean): Promise<void> {
    const newest = (this.newest = this.fetch(this.wallets().map((w) => [w, undefined]), force, true));
    await newest.finally(() => { if (this.newest === newest) this.newest = undefined; });
  }

  /**
   * "Show more": more of the rows held, else the next older page of each wallet that has one; nothing when none has.
   * Sent again while rows come (a double click, a page that repeats itself), it joins the ask under way: cancelling it
   * would pay for it twice. Sent once they came (their names may still be coming), it is a Show more of its own.
   */
  more(): Promise<void> {
    const busy = this.phase.status === 'loading' || this.phase.loadingMore === true;
    if (!busy && this.reveal()) return this.send();
    if (busy && this.asking) return this.asking;
    const ask = (this.asking ?? Promise.resolve()).catch(() => undefined).then(() => this.moreOnce())
      .finally(() => { if (this.asking === ask) this.asking = undefined; });
    this.asking = ask;
    return ask;
  }

  /** 50 more of the rows held, when there are more than the page was sent; never after a failure (Retry asks again). */
  private reveal(): boolean {
    if (this.phase.status === 'error' || this.transactions.length <= this.drawn) return false;
    this.drawn += ACTIVITY_DRAWN;
    return true;
  }

  private async moreOnce(): Promise<void> {
    await this.newest; // a Refresh under way is not cancelled (it is paid for): the older page comes after its cursors
    const retry = this.phase.status === 'error' ? this.retry : undefined; // Retry: the failed Refresh again, not an older page
    if (retry?.newest) return this.load(retry.force);
    if (retry) {
      this.drawn = Math.max(this.drawn, this.transactions.length + ACTIVITY_DRAWN); // the rows it brings show as they come
      return this.fetch(retry.asks, retry.force, false);
    }
    if (this.reveal()) return this.send(); // the rows of the load it waited for
    if (this.transactions.length >= MAX_ACTIVITY_ROWS) return; // the page lists no more: a page that asks anyway is not served
    const next = [...this.cursors].filter((c): c is [string, string] => c[1] !== undefined);
    if (next.length === 0) return;
    this.drawn = this.transactions.length + ACTIVITY_DRAWN; // the older page's rows show as they come
    await this.fetch(next, false, false);
  }

  /**
   * The transaction an alert announced for `wallet`: at the top of the list and marked, at once, whether or not the
   * page's own activity (a cached page, from before the move) has it yet. Nothing is asked.
   */
  async announce(wallet: string, tx: ActivityTransaction): Promise<void> {
    this.pinned.set(wallet, tx);
    this.include(wallet, tx);
    this.transactions.sort((a, b) => b.time - a.time);
    await this.send();
  }

  /** Lists a transaction of `wallet` unless it is listed already (the caller puts the list in order once). */
  private include(wallet: string, tx: ActivityTransaction): void {
    const key = `${wallet} ${rowKey(tx)}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.owners.set(tx, wallet);
    this.transactions.push(tx);
  }

  /** The wallets no longer shown: their rows and cursors go, nothing is asked. */
  async drop(wallets: readonly string[]): Promise<void> {
    const gone = new Set(wallets);
    for (const wallet of gone) this.pinned.delete(wallet);
    this.transactions = this.transactions.filter((tx) => !gone.has(this.owners.get(tx) ?? ''));
    for (const w of gone) this.cursors.delete(w);
    this.retry &&= { ...this.retry, asks: this.retry.asks.filter(([w]) => !gone.has(w)) };
    await this.send();
  }

  /** The same rows in the figures now in force (Hide Amounts turned on or off), or as last sent. */
  async resend(): Promise<void> { await this.send(); }

  dispose(): void { this.abort?.abort(); }

  private async fetch(asks: ReadonlyArray<readonly [string, string | undefined]>, force: boolean, first: boolean): Promise<void> {
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    this.phase = first && this.transactions.length === 0 ? { status: 'loading' } : { ...this.phase, loadingMore: !first, message: undefined };
    await this.send();
    const answers = await Promise.allSettled(asks.map(([wallet, cursor]) =>
      getWalletActivity(this.client, wallet, { signal: abort.signal, forceRefresh: force, feature: 'walletPage', blockchains: this.sources.chains?.(wallet), ...(cursor ? { cursor } : {}) })));
    if (abort.signal.aborted) return;
    const failures = answers.flatMap((a) => (a.status === 'rejected' ? [describeError(a.reason)] : []));
    const failed = asks.filter((_, i) => answers[i]!.status === 'rejected');
    this.retry = failed.length === 0 ? undefined : { asks: failed, force, newest: first && failed.length === asks.length };
    if (first && failures.length < answers.length) {
      this.transactions = [];
      this.seen.clear();
      this.pages.clear();
      this.cursors = new Map();
      this.hiddenSpam = 0;
    }
    answers.forEach((a, i) => {
      if (a.status !== 'fulfilled') return;
      // A service whose cursor repeats or loops answers pages already shown: their rows are not listed twice, and a
      // cursor asked before, or past the pages the rows could fill, ends Show more (it would pay for pages forever).
      const wallet = asks[i]![0], next = a.value.cursor;
      const key = (tx: ActivityTransaction) => `${wallet} ${rowKey(tx)}`;
      const pin = this.pinned.get(wallet);
      if (force && pin && a.value.transactions.some((tx) => rowKey(tx) === rowKey(pin))) this.pinned.delete(wallet); // a Refresh brought it
      const fresh = a.value.transactions.filter((tx) => !this.seen.has(key(tx)) && this.seen.add(key(tx)));
      for (const tx of fresh) this.owners.set(tx, wallet);
      this.transactions.push(...fresh);
      const pages = (this.pages.get(wallet) ?? 0) + 1;
      this.pages.set(wallet, pages);
      const ends = next === undefined || this.seen.has(`${wallet} cursor ${next}`) || pages >= MAX_PAGES;
      if (next !== undefined) this.seen.add(`${wallet} cursor ${next}`);
      this.cursors.set(wallet, ends ? undefined : next);
      this.hiddenSpam += a.value.hiddenSpam;
    });
    for (const [wallet, tx] of this.pinned) this.include(wallet, tx); // the service's copy, when it sent one, stays
    this.transactions.sort((a, b) => b.time - a.time);
    for (const f of failures) this.log(`activity: ${f}`);
    this.phase = failures.length > 0 ? { status: 'error', message: failures[0] } : { status: 'loaded' };
    await this.send();
    await this.name(abort.signal);
  }

  /** Names the counterparties not named yet, then shows them. */
  private async name(signal: AbortSignal): Promise<void> {
    const unnamed = unnamedCounterparties(this.transactions, this.labels);
    if (unnamed.length === 0) return;
    try {
      const found = await this.sources.labels(unnamed, signal);
      if (signal.aborted) return;
      for (const address of unnamed) this.labels.set(addressKey(address), found.get(addressKey(address)) ?? { name: undefined, type: undefined, labels: [] });
      await this.send();
    } catch (e) {
      if (!signal.aborted) this.log(`names of counterparties: ${describeError(e)}`);
    }
  }

  private async send(): Promise<void> {
    const more = [...this.cursors.values()].some((c) => c !== undefined);
    const poison = lookalikes(this.transactions, (a) => this.sources.watched?.(a) ?? false);
    this.sources.found?.(poison);
    // The listed copy of each pinned transaction, in its wallet's rows (on All wallets, a transfer between two watched
    // wallets is listed for each: only the announced wallet's is marked).
    const announced = new Set(this.transactions.filter((tx) => { const pin = this.pinned.get(this.owners.get(tx) ?? ''); return pin !== undefined && rowKey(pin) === rowKey(tx); }));
    const ordered = announced.size === 0 ? this.transactions : [...announced, ...this.transactions.filter((tx) => !announced.has(tx))];
    const state = { ...this.phase, more, hiddenSpam: this.hiddenSpam, holds: this.sources.holds, poison, announced, drawn: this.drawn };
    this.last = { ...activityData(ordered, this.labels, this.sources.figures(), state), now: nowMs() };
    await this.post({ type: 'activity', activity: this.last });
  }
}
