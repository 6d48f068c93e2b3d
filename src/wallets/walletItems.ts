// Tree items of the Wallets view. Everything from the service is set as plain text (labels,
// descriptions, string tooltips), never as markdown, so names cannot inject links.
import * as vscode from 'vscode';
import type { ChainBalance, Holding } from '../api/types';
import { chainBalanceText, holdingText } from '../format/holdingText';
import { formatUsd } from '../format/numbers';
import { formatAge, shortenAddress } from '../format/text';
import { riskFlags, riskLine } from '../format/risk';
import type { SpamHolding, WalletBreakdown } from './breakdown';
import type { WatchedWallet } from './model';
import type { WalletState } from './portfolioStore';

export type WalletNode =
  | { readonly kind: 'total'; readonly totalUsd: number; readonly lines: readonly string[] }
  | { readonly kind: 'wallet'; readonly wallet: WatchedWallet; readonly state: WalletState; readonly stale: boolean; readonly loading: boolean; readonly breakdown?: WalletBreakdown }
  | { readonly kind: 'holding'; readonly wallet: string; readonly holding: Holding; readonly index: number; readonly spamReason?: string }
  | { readonly kind: 'spam'; readonly wallet: string; readonly items: readonly SpamHolding[]; readonly usd: number }
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
    case 'spam': {
      const count = node.items.length;
      const item = new vscode.TreeItem(`${count} spam token${count === 1 ? '' : 's'} hidden (${formatUsd(node.usd)})`, vscode.TreeItemCollapsibleState.Collapsed);
      item.id = `spam:${node.wallet}`;
      item.iconPath = new vscode.ThemeIcon('eye-closed');
      item.tooltip = 'Tokens that look like airdropped spam: a link or a lure in the name, no price and no liquidity, or unlisted dust. '
        + 'They are left out of the total. Expand to see them; "Show Spam" in the view title lists them with the rest.';
      item.contextValue = 'walletscope.spam';
      return item;
    }
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
  const shown = node.breakdown;
  const total = state.portfolio ? formatUsd(shown?.totalUsd ?? state.portfolio.totalUsd) : node.loading ? 'loading…' : '—';
  item.description = node.stale && age ? `${total} · stale, ${age}`
    : state.restored && age ? `${total} · saved ${age}${node.loading ? ', updating…' : ''}`
    : total;
  item.tooltip = [
    wallet.label ? `${wallet.label}` : undefined,
    wallet.address,
    state.portfolio ? `Total ${total} in ${shown?.holdings.length ?? state.portfolio.holdings.length} assets` : undefined,
    shown && shown.spam.length > 0 ? (shown.includesSpam
      ? `Includes ${shown.spam.length} tokens that look like spam (${formatUsd(shown.spamUsd)})`
      : `${shown.spam.length} spam tokens hidden (${formatUsd(shown.spamUsd)}), not in the total`) : undefined,
    shown && shown.honeypotUsd > 0 ? `Honeypots left out of the total: ${formatUsd(shown.honeypotUsd)} (they cannot be sold)` : undefined,
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
  item.id = `holding:${node.wallet}:${node.spamReason !== undefined ? 'spam:' : ''}${node.index}:${holding.asset.symbol}`;
  const risk = riskLine(riskFlags(holding.security));
  item.description = risk ? `${risk} · ${text.description}` : text.description;
  item.tooltip = [risk && `Risk: ${risk}`, node.spamReason && `Looks like spam: ${node.spamReason}`, text.tooltip].filter(Boolean).join('\n');
  if (risk) item.iconPath = new vscode.ThemeIcon('warning', new vscode.ThemeColor('list.warningForeground'));
  item.contextValue = holding.asset.contracts.length ? 'walletscope.holding.contract' : 'walletscope.holding';
  return item;
}
