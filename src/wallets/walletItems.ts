// Tree items of the Wallets view. Everything from the service is set as plain text (labels,
// descriptions, string tooltips), never as markdown, so names cannot inject links.
import * as vscode from 'vscode';
import type { ChainBalance, Holding } from '../api/types';
import { chainBalanceText, holdingText } from '../format/holdingText';
import { formatUsd } from '../format/numbers';
import { formatAge, shortenAddress } from '../format/text';
import type { WatchedWallet } from './model';
import type { WalletState } from './portfolioStore';

export type WalletNode =
  | { readonly kind: 'total'; readonly totalUsd: number; readonly lines: readonly string[] }
  | { readonly kind: 'wallet'; readonly wallet: WatchedWallet; readonly state: WalletState; readonly stale: boolean; readonly loading: boolean }
  | { readonly kind: 'holding'; readonly wallet: string; readonly holding: Holding; readonly index: number }
  | { readonly kind: 'chain'; readonly wallet: string; readonly holding: Holding; readonly balance: ChainBalance }
  | { readonly kind: 'message'; readonly id: string; readonly text: string; readonly icon: 'error' | 'info' | 'loading~spin' | 'eye-closed'; readonly tooltip?: string; readonly command?: vscode.Command };

export function walletLabel(wallet: WatchedWallet): string {
  return wallet.label ?? shortenAddress(wallet.address);
}

export function toTreeItem(node: WalletNode, now: number): vscode.TreeItem {
  switch (node.kind) {
    case 'total': {
      const item = new vscode.TreeItem('All wallets', vscode.TreeItemCollapsibleState.None);
      item.id = 'total';
      item.description = formatUsd(node.totalUsd);
      item.tooltip = node.lines.join('\n');
      item.iconPath = new vscode.ThemeIcon('graph');
      item.contextValue = 'walletscope.total';
      return item;
    }
    case 'wallet': return walletItem(node, now);
    case 'holding': return holdingItem(node);
    case 'chain': {
      const text = chainBalanceText(node.holding, node.balance);
      const item = new vscode.TreeItem(text.label, vscode.TreeItemCollapsibleState.None);
      item.id = `chain:${node.wallet}:${node.holding.asset.symbol}:${node.balance.chain}`;
      item.description = text.description;
      item.tooltip = text.tooltip;
      item.iconPath = new vscode.ThemeIcon('link');
      return item;
    }
    case 'message': {
      const item = new vscode.TreeItem(node.text, vscode.TreeItemCollapsibleState.None);
      item.id = node.id;
      item.iconPath = new vscode.ThemeIcon(node.icon, node.icon === 'error' ? new vscode.ThemeColor('errorForeground') : undefined);
      item.tooltip = node.tooltip ?? node.text;
      item.command = node.command;
      item.contextValue = node.command ? 'walletscope.retry' : 'walletscope.message';
      return item;
    }
  }
}

function walletItem(node: Extract<WalletNode, { kind: 'wallet' }>, now: number): vscode.TreeItem {
  const { wallet, state } = node;
  const item = new vscode.TreeItem(walletLabel(wallet), vscode.TreeItemCollapsibleState.Collapsed);
  item.id = `wallet:${wallet.address}`;
  const age = state.fetchedAt ? formatAge(now - state.fetchedAt) : undefined;
  const total = state.portfolio ? formatUsd(state.portfolio.totalUsd) : node.loading ? 'loading…' : '—';
  item.description = node.stale && age ? `${total} · stale, ${age}`
    : state.restored && age ? `${total} · saved ${age}${node.loading ? ', updating…' : ''}`
    : total;
  item.tooltip = [
    wallet.label ? `${wallet.label}` : undefined,
    wallet.address,
    state.portfolio ? `Total ${formatUsd(state.portfolio.totalUsd)} in ${state.portfolio.holdings.length} assets` : undefined,
    wallet.chains?.length ? `Chains: ${wallet.chains.join(', ')}` : 'All chains',
    age ? `Updated ${age}` : undefined,
    state.error ? `Last refresh failed: ${state.error}` : undefined,
  ].filter(Boolean).join('\n');
  item.iconPath = new vscode.ThemeIcon(state.error ? 'warning' : 'account');
  item.contextValue = 'walletscope.wallet';
  return item;
}

function holdingItem(node: Extract<WalletNode, { kind: 'holding' }>): vscode.TreeItem {
  const { holding } = node;
  const text = holdingText(holding);
  const state = holding.chainBalances.length > 1 ? vscode.TreeItemCollapsibleState.Collapsed : vscode.TreeItemCollapsibleState.None;
  const item = new vscode.TreeItem(text.label, state);
  item.id = `holding:${node.wallet}:${node.index}:${holding.asset.symbol}`;
  item.description = text.description;
  item.tooltip = text.tooltip;
  item.contextValue = holding.asset.contracts.length ? 'walletscope.holding.contract' : 'walletscope.holding';
  return item;
}
