// The NFTs view: wallet → collection (grouped by contract) → item. Text from the service is plain text.
import { LOAD_MORE_NFTS, REFRESH_NFTS } from '../commandIds';
import * as vscode from 'vscode';
import { safeTreeItem } from '../surfaces';
import type { Nft } from '../api/types';
import { shortenAddress } from '../format/text';
import { groupNfts, type NftCollection, type WatchedWallet } from './model';
import type { NftStore } from './nftStore';
import type { WalletList } from './walletList';
import { walletLabel } from './walletRow';
import type { Privacy } from '../settings/privacy';
import { MASKED, type Figures } from '../format/figures';


export type NftNode =
  | { readonly kind: 'wallet'; readonly wallet: WatchedWallet }
  | { readonly kind: 'collection'; readonly wallet: string; readonly collection: NftCollection }
  | { readonly kind: 'item'; readonly wallet: string; readonly nft: Nft }
  | { readonly kind: 'message'; readonly id: string; readonly text: string; readonly icon: string; readonly command?: vscode.Command };

export class NftTreeProvider implements vscode.TreeDataProvider<NftNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeTreeData = this.changed.event;
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly wallets: WalletList, private readonly store: NftStore, private readonly privacy: Privacy) {
    this.subscriptions = [wallets.onDidChange(() => this.changed.fire()), store.onDidChange(() => this.changed.fire()), privacy.onDidChange(() => this.changed.fire())];
  }

  getChildren(node?: NftNode): NftNode[] {
    if (!node) return this.wallets.all.map((wallet) => ({ kind: 'wallet', wallet }));
    if (node.kind === 'wallet') return this.walletChildren(node.wallet);
    if (node.kind === 'collection') return node.collection.items.map((nft) => ({ kind: 'item', wallet: node.wallet, nft }));
    return [];
  }

  getTreeItem(node: NftNode): vscode.TreeItem {
    return safeTreeItem(this.treeItem(node));
  }

  private treeItem(node: NftNode): vscode.TreeItem {
    switch (node.kind) {
      case 'wallet': {
        const state = this.store.state(node.wallet.address);
        const f = this.privacy.figures;
        const item = new vscode.TreeItem(walletLabel(node.wallet, f), vscode.TreeItemCollapsibleState.Collapsed);
        item.id = `nft-wallet:${node.wallet.address}`;
        item.description = state.nfts ? nftCount(state.nfts.length, state.total, f) : state.loading ? 'loading…' : '';
        item.tooltip = f.address(node.wallet.address);
        item.iconPath = new vscode.ThemeIcon(state.error ? 'warning' : 'account');
        item.contextValue = 'walletscope.nftWallet';
        return item;
      }
      case 'collection': {
        const { collection } = node;
        const item = new vscode.TreeItem(collection.name, vscode.TreeItemCollapsibleState.Collapsed);
        item.id = `nft-collection:${node.wallet}:${collection.blockchain ?? ''}:${collection.contract}`;
        item.description = `${this.privacy.figures.masked ? MASKED : collection.items.length} · ${shortenAddress(collection.contract)}`;
        item.tooltip = [collection.name, `Contract ${collection.contract}`, collection.blockchain ? `On ${collection.blockchain}` : undefined].filter(Boolean).join('\n');
        item.iconPath = new vscode.ThemeIcon('folder-library');
        item.contextValue = 'walletscope.nftCollection';
        return item;
      }
      case 'item': return nftItem(node, this.privacy.figures);
      case 'message': {
        const item = new vscode.TreeItem(node.text, vscode.TreeItemCollapsibleState.None);
        item.id = node.id;
        item.iconPath = new vscode.ThemeIcon(node.icon);
        item.command = node.command;
        return item;
      }
    }
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.changed.dispose();
  }

  private walletChildren(wallet: WatchedWallet): NftNode[] {
    const state = this.store.state(wallet.address);
    const id = wallet.address;
    const nodes: NftNode[] = [];
    if (state.error) nodes.push({ kind: 'message', id: `nft-error:${id}`, icon: 'error', text: state.nfts ? `Showing earlier data: ${state.error}` : state.error, command: { command: REFRESH_NFTS, title: 'Retry' } });
    if (!state.nfts) {
      if (state.loading) nodes.push({ kind: 'message', id: `nft-loading:${id}`, icon: 'loading~spin', text: 'Loading NFTs…' });
      return nodes;
    }
    if (state.nfts.length === 0) nodes.push({ kind: 'message', id: `nft-empty:${id}`, icon: 'info', text: 'No NFTs found' });
    for (const collection of groupNfts(state.nfts)) nodes.push({ kind: 'collection', wallet: id, collection });
    if (state.more) {
      nodes.push({
        kind: 'message', id: `nft-more:${id}`, icon: 'ellipsis', text: `Show more… (${loadedCount(state.nfts.length, state.total, this.privacy.figures)} loaded)`,
        command: { command: LOAD_MORE_NFTS, title: 'Show more NFTs', arguments: [id] },
      });
    }
    return nodes;
  }
}

/** "7 NFTs", or "500 of 640 NFTs" while only some are loaded; "••••• NFTs" while amounts are hidden. */
function nftCount(loaded: number, total: number | undefined, f: Figures): string {
  return `${loadedCount(loaded, total, f)} NFT${!f.masked && (total ?? loaded) === 1 ? '' : 's'}`;
}

/** "500 of 640", "7" or the mask. */
function loadedCount(loaded: number, total: number | undefined, f: Figures): string {
  if (f.masked) return MASKED;
  return `${loaded.toLocaleString('en-US')}${total !== undefined && total > loaded ? ` of ${total.toLocaleString('en-US')}` : ''}`;
}

/** An NFT; how many of it the wallet holds (ERC-1155) is an amount, masked with the rest. */
function nftItem(node: Extract<NftNode, { kind: 'item' }>, f: Figures): vscode.TreeItem {
  const { nft } = node;
  const amount = f.masked ? MASKED : String(nft.amount);
  const item = new vscode.TreeItem(nft.metadata?.name ?? `#${nft.tokenId}`, vscode.TreeItemCollapsibleState.None);
  item.id = `nft:${node.wallet}:${nft.blockchain ?? ''}:${nft.contract}:${nft.tokenId}`;
  item.description = [nft.amount !== 1 ? `×${amount}` : undefined, nft.contractType, nft.blockchain].filter(Boolean).join(' · ');
  item.tooltip = [
    nft.metadata?.name ?? nft.name, `Token #${nft.tokenId}`, `Contract ${nft.contract}`, nft.contractType, nft.blockchain,
    nft.amount !== 1 ? `Amount ${amount}` : undefined, nft.tokenUri ? `Token URI ${nft.tokenUri}` : undefined,
  ].filter(Boolean).join('\n');
  item.iconPath = new vscode.ThemeIcon('file-media');
  item.contextValue = nft.tokenUri ? 'walletscope.nft.uri' : 'walletscope.nft';
  return item;
}
