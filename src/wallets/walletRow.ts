// A watched wallet's row: its label, shown total (spam and honeypots as the breakdown says), freshness, and a
// tooltip with the 24h change and profit and loss when the service sent them. Figures go through Figures.
import * as vscode from 'vscode';
import type { Figures } from '../format/figures';
import { walletPnlLines } from '../format/pnl';
import { formatAge } from '../format/text';
import { change24hLine } from './breakdown';
import { walletLabel, type WalletNode } from './walletItems';

export function walletItem(node: Extract<WalletNode, { kind: 'wallet' }>, now: number, f: Figures): vscode.TreeItem {
  const { wallet, state } = node;
  const item = new vscode.TreeItem(walletLabel(wallet, f), vscode.TreeItemCollapsibleState.Collapsed);
  item.id = `wallet:${wallet.address}`;
  const age = state.fetchedAt ? formatAge(now - state.fetchedAt) : undefined;
  const shown = node.breakdown;
  const total = state.portfolio ? f.usd(shown?.totalUsd ?? state.portfolio.totalUsd) : node.loading ? 'loading…' : '—';
  item.description = node.stale && age ? `${total} · stale, ${age}`
    : state.restored && age ? `${total} · saved ${age}${node.loading ? ', updating…' : ''}`
    : total;
  item.tooltip = [
    wallet.label ? `${wallet.label}` : undefined,
    f.address(wallet.address),
    state.portfolio ? `Total ${total} in ${shown?.holdings.length ?? state.portfolio.holdings.length} assets` : undefined,
    shown && change24hLine(shown, f),
    ...walletPnlLines(state.portfolio?.pnl, f),
    shown && shown.spam.length > 0 ? (shown.includesSpam
      ? `Includes ${shown.spam.length} tokens that look like spam (${f.usd(shown.spamUsd)})`
      : `${shown.spam.length} spam tokens hidden (${f.usd(shown.spamUsd)}), not in the total`) : undefined,
    shown && shown.honeypotUsd > 0 ? `Honeypots left out of the total: ${f.usd(shown.honeypotUsd)} (they cannot be sold)` : undefined,
    wallet.chains?.length ? `Chains: ${wallet.chains.join(', ')}` : 'All chains',
    age ? `Updated ${age}` : undefined,
    state.error ? `Last refresh failed: ${state.error}` : undefined,
  ].filter(Boolean).join('\n');
  item.iconPath = new vscode.ThemeIcon(state.error ? 'warning' : 'account');
  item.contextValue = 'walletscope.wallet';
  return item;
}
