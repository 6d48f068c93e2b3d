// Tree items of the Wallets view. Everything from the service is set as plain text (labels,
// descriptions, string tooltips), never as markdown, so names cannot inject links. The user's figures
// go through the view's Figures, so Hide Amounts masks every one of them.
import * as vscode from 'vscode';
import { chainBalanceText, riskyHoldingRow, type RowOptions } from '../format/holdingText';
import type { ChainBalance, Holding } from '../api/types';
import type { WalletNode } from './walletNodes';
import { walletItem } from './walletRow';

export type { WalletNode };

export function toTreeItem(node: WalletNode, now: number, options: RowOptions): vscode.TreeItem {
  const f = options.figures;
  switch (node.kind) {
    case 'total': {
      const item = new vscode.TreeItem('All wallets', vscode.TreeItemCollapsibleState.None);
      item.id = 'total';
      item.description = f.usd(node.totalUsd);
      item.tooltip = [...node.lines, 'The Portfolio Overview opens from the chart button on this row'].join('\n');
      item.iconPath = new vscode.ThemeIcon('graph');
      item.contextValue = 'walletscope.total';
      return item;
    }
    case 'wallet': return walletItem(node, now, f);
    case 'holding': return holdingItem(node, options);
    case 'spam': {
      const count = node.items.length;
      const item = new vscode.TreeItem(`${f.count(count, 'spam token')} hidden (${f.usd(node.usd)})`, vscode.TreeItemCollapsibleState.Collapsed);
      item.id = `spam:${node.wallet}`;
      item.iconPath = new vscode.ThemeIcon('eye-closed');
      item.tooltip = 'Tokens that look like airdropped spam: a link or a lure in the name, no price and no liquidity, or unlisted dust. '
        + 'They are left out of the total. Expand to see them; "Show Spam" in the view title lists them with the rest.';
      item.contextValue = 'walletscope.spam';
      return item;
    }
    case 'chain': {
      const text = chainBalanceText(node.holding, node.balance, f);
      const item = new vscode.TreeItem(text.label, vscode.TreeItemCollapsibleState.None);
      item.id = `${node.parent}/chain:${node.position}:${node.balance.chain}`; // unique whatever names the service repeats
      item.description = text.description;
      item.tooltip = text.tooltip;
      item.iconPath = new vscode.ThemeIcon('link');
      return item;
    }
    case 'chainGroup': {
      const { group } = node;
      const count = group.items.length;
      const item = new vscode.TreeItem(group.chain, vscode.TreeItemCollapsibleState.Collapsed);
      item.id = `chainGroup:${node.wallet}:${group.chain}`;
      item.description = `${f.usd(group.usd)} · ${f.count(count, 'asset')}`;
      item.tooltip = `${group.chain}: ${f.usd(group.usd)} in ${f.count(count, 'asset')}`;
      item.iconPath = new vscode.ThemeIcon('link');
      item.contextValue = 'walletscope.chainGroup';
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

function holdingItem(node: Extract<WalletNode, { kind: 'holding' }>, options: RowOptions): vscode.TreeItem {
  const { holding, onChain } = node;
  const text = riskyHoldingRow(onChain ? onOneChain(holding, onChain) : holding, options);
  const state = !onChain && holding.chainBalances.length > 1 ? vscode.TreeItemCollapsibleState.Collapsed : vscode.TreeItemCollapsibleState.None;
  const item = new vscode.TreeItem(text.label, state);
  item.id = holdingId(node);
  item.description = text.description;
  if (text.risk) item.iconPath = new vscode.ThemeIcon('warning', new vscode.ThemeColor('list.warningForeground'));
  item.contextValue = holding.asset.contracts.length ? 'walletscope.holding.contract' : 'walletscope.holding';
  return item;
}

/** A holding row's id: unique by its place (a real token and a look-alike may share every name). */
export function holdingId(node: Extract<WalletNode, { kind: 'holding' }>): string {
  return `holding:${node.wallet}:${node.spamReason !== undefined ? 'spam:' : ''}${node.onChain ? `${node.onChain.chain}:` : ''}${node.index}:${node.holding.asset.symbol}`;
}

/** The part of a holding on one chain; PnL is the asset's as a whole, so it is not split across chains. */
export function onOneChain(holding: Holding, balance: ChainBalance): Holding {
  return {
    ...holding, tokenBalance: balance.tokenBalance, usdValue: balance.tokenBalance * holding.price, allocation: undefined, chainBalances: [balance],
    realizedPnl: undefined, unrealizedPnl: undefined, roi: undefined, totalInvested: undefined, priceBought: undefined,
  };
}
