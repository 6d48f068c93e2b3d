// NFTs of each watched wallet, loaded only while the NFTs view is visible (the service has no multi-wallet
// NFT operation, so one wallet at a time, paged). Each wallet loads up to a bound that "Show more" raises.
// NFTs change rarely: a wallet's list is kept for an hour unless the user refreshes. Failures keep the last good list.
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import { describeError } from '../api/transport/errors';
import { isFresh } from '../core/stamps';
import type { Nft } from '../api/types';
import type { WatchedWallet } from './model';
import type { WalletList } from './walletList';
import { nowMs } from '../core/clock';

export interface NftState {
  readonly nfts: readonly Nft[] | undefined;
  /** How many the service says the wallet has, when it says. */
  readonly total: number | undefined;
  /** More than were loaded. */
  readonly more: boolean;
  readonly error: string | undefined;
  readonly loading: boolean;
}

/** NFTs loaded per wallet at first, and added by each "Show more". */
export const NFT_BATCH = 500;
/** How long a wallet's NFTs are kept before the view asks again on its own. */
export const NFT_KEEP_MS = 3_600_000;
const EMPTY: NftState = { nfts: undefined, total: undefined, more: false, error: undefined, loading: false };

export class NftStore implements vscode.Disposable {
  private readonly states = new Map<string, NftState>();
  private readonly bounds = new Map<string, number>();
  private readonly aborts = new Map<string, AbortController>();
  /** When each wallet's NFTs last loaded. */
  private readonly loadedAt = new Map<string, number>();
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  constructor(
    private readonly client: WalletAssetClient, private readonly wallets: WalletList, private readonly log: vscode.LogOutputChannel,
    private readonly now: () => number = nowMs,
  ) {}

  state(address: string): NftState {
    return this.states.get(address) ?? EMPTY;
  }

  /** Loads every watched wallet's NFTs (or `only` these); `force` skips cached answers. */
  async load(force: boolean, only?: readonly WatchedWallet[]): Promise<void> {
    await Promise.all((only ?? this.wallets.all).map((wallet) => this.loadWallet(wallet, force)));
  }

  /** The wallets whose NFTs were never loaded, or loaded more than an hour ago. */
  due(): WatchedWallet[] {
    const now = this.now();
    return this.wallets.all.filter((w) => {
      const at = this.loadedAt.get(w.address);
      return !isFresh(at, now, NFT_KEEP_MS); // never loaded, an hour ago, or stamped by a clock since set back
    });
  }

  /** Loads the next batch of one wallet's NFTs (pages already loaded come from the cache). */
  async loadMore(address: string): Promise<void> {
    const wallet = this.wallets.all.find((w) => w.address === address);
    if (!wallet) return;
    this.bounds.set(address, this.bound(address) + NFT_BATCH);
    await this.loadWallet(wallet, false);
  }

  dispose(): void {
    for (const abort of this.aborts.values()) abort.abort();
    this.changed.dispose();
  }

  private bound(address: string): number {
    return this.bounds.get(address) ?? NFT_BATCH;
  }

  private async loadWallet(wallet: WatchedWallet, force: boolean): Promise<void> {
    this.aborts.get(wallet.address)?.abort();
    const abort = new AbortController();
    this.aborts.set(wallet.address, abort);
    this.states.set(wallet.address, { ...this.state(wallet.address), loading: true });
    this.changed.fire();
    try {
      const page = await this.client.getNfts(wallet.address, {
        blockchains: wallet.chains, signal: abort.signal, forceRefresh: force, maxItems: this.bound(wallet.address), feature: 'nfts',
      });
      this.states.set(wallet.address, { nfts: page.nfts, total: page.total, more: page.more, error: undefined, loading: false });
      this.loadedAt.set(wallet.address, this.now());
    } catch (e) {
      if (abort.signal.aborted) return;
      this.loadedAt.set(wallet.address, this.now()); // a failure waits like a success: the budget decides when to ask again
      this.log.warn(`NFTs of ${wallet.address}: ${describeError(e)}`);
      this.states.set(wallet.address, { ...this.state(wallet.address), error: describeError(e), loading: false });
    }
    this.changed.fire();
  }
}
