// The NFTs view's inside (dist/nfts-feature.js): the store, the rows and their background refresh, started by
// ./nftView the first time the view asks for rows or one of its commands runs. NFTs load only while the view is
// visible and the window focused, and hourly at most (the credits scheduler's share decides).
import * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import type { CreditsFeature } from '../credits';
import type { Privacy } from '../settings/privacy';
import { NFT_KEEP_MS, NftStore } from './nftStore';
import { NftTreeProvider } from './nftTree';
import type { WalletList } from './walletList';

export interface NftFeatureDeps {
  readonly client: WalletAssetClient;
  readonly wallets: WalletList;
  readonly privacy: Privacy;
  readonly log: vscode.LogOutputChannel;
  readonly credits: Pick<CreditsFeature, 'scheduler' | 'measure'>;
  readonly view: vscode.TreeView<unknown>;
}

export interface NftFeature extends vscode.Disposable {
  readonly tree: NftTreeProvider;
  /** Every wallet's NFTs again, past the cache (Refresh). */
  refresh(): Promise<void>;
  /** The next batch of one wallet's NFTs (Show more). */
  loadMore(address: string): Promise<void>;
}

export function startNfts({ client, wallets, privacy, log, credits, view }: NftFeatureDeps): NftFeature {
  const { scheduler } = credits;
  const nfts = new NftStore(client, wallets, log, () => scheduler.now());
  const tree = new NftTreeProvider(wallets, nfts, privacy);
  const disposable = vscode.Disposable.from(
    nfts, tree,
    scheduler.add({
      name: 'nfts', share: 1,
      minIntervalMs: () => NFT_KEEP_MS, // NFTs change rarely: a new wallet's load on its own (below), the rest hourly
      cost: () => nfts.due().length,
      wanted: () => vscode.window.state.focused && view.visible && nfts.due().length > 0,
      run: () => credits.measure('nfts', () => nfts.load(true, nfts.due())),
    }),
    view.onDidChangeVisibility(() => scheduler.poke()),
    wallets.onDidChange(() => { if (view.visible) void nfts.load(false, nfts.due()); }), // a new wallet costs only itself
  );
  return { tree, refresh: () => nfts.load(true), loadMore: (address) => nfts.loadMore(address), dispose: () => disposable.dispose() };
}
