// NFTs of each watched wallet, loaded only while the NFTs view is visible (one request per wallet:
// the service has no multi-wallet NFT operation). Failures keep the last good list.
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import { describeError } from '../api/errors';
import type { Nft } from '../api/types';
import type { WalletList } from './walletList';

export interface NftState {
  readonly nfts: readonly Nft[] | undefined;
  readonly error: string | undefined;
  readonly loading: boolean;
}

const EMPTY: NftState = { nfts: undefined, error: undefined, loading: false };

export class NftStore implements vscode.Disposable {
  private readonly states = new Map<string, NftState>();
  private abort: AbortController | undefined;
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  constructor(private readonly client: WalletAssetClient, private readonly wallets: WalletList, private readonly log: vscode.LogOutputChannel) {}

  state(address: string): NftState {
    return this.states.get(address) ?? EMPTY;
  }

  /** Loads every watched wallet's NFTs; `force` skips cached answers. */
  async load(force: boolean): Promise<void> {
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    const watched = this.wallets.all;
    for (const w of watched) this.states.set(w.address, { ...this.state(w.address), loading: true });
    this.changed.fire();
    await Promise.all(watched.map(async (wallet) => {
      try {
        const nfts = await this.client.getNfts(wallet.address, { blockchains: wallet.chains, signal: abort.signal, forceRefresh: force });
        this.states.set(wallet.address, { nfts, error: undefined, loading: false });
      } catch (e) {
        if (abort.signal.aborted) return;
        this.log.warn(`NFTs of ${wallet.address}: ${describeError(e)}`);
        this.states.set(wallet.address, { ...this.state(wallet.address), error: describeError(e), loading: false });
      }
      this.changed.fire();
    }));
  }

  dispose(): void {
    this.abort?.abort();
    this.changed.dispose();
  }
}
