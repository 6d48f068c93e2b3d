// A watched wallet as the UI names it (label, quick pick item) and its row: shown total (spam and honeypots as the
// breakdown says) and freshness; its tooltip is ./walletTooltip's, built when hovered. Figures go through Figures.
import * as vscode from 'vscode';
import { PLAIN, type Figures } from '../format/figures';
import { safeIconLabel } from '../format/safeText';
import { formatAge, shortenAddress } from '../format/text';
import type { WatchedWallet } from './model';
import type { WalletNode } from './walletNodes';

/** The wallet's label, or its shortened address (masked when Hide Amounts masks addresses). */
export function walletLabel(wallet: WatchedWallet, f: Figures = PLAIN): string {
  return wallet.label ?? (f.address(wallet.address) === wallet.address ? shortenAddress(wallet.address) : f.address(wallet.address));
}

/** A wallet row given to a command (from the view, or as a command argument, which may be anything). */
export function isWalletNode(node: unknown): node is Extract<WalletNode, { kind: 'wallet' }> {
  return typeof node === 'object' && node !== null && (node as WalletNode).kind === 'wallet'
    && typeof (node as { wallet?: { address?: unknown } }).wallet?.address === 'string';
}

/** A wallet in a quick pick: its label, and its address (as Hide Amounts has it) when the label is the user's. */
export function walletPickItem(wallet: WatchedWallet, f: Figures): vscode.QuickPickItem {
  return { label: safeIconLabel(walletLabel(wallet, f)), description: wallet.label ? safeIconLabel(f.address(wallet.address)) : undefined };
}

export function walletItem(node: Extract<WalletNode, { kind: 'wallet' }>, now: number, f: Figures): vscode.TreeItem {
  const { wallet, state } = node;
  const item = new vscode.TreeItem(walletLabel(wallet, f), vscode.TreeItemCollapsibleState.Collapsed);
  item.id = `wallet:${wallet.address}`;
  const age = state.fetchedAt ? formatAge(now - state.fetchedAt) : undefined;
  const shown = node.breakdown;
  const total = state.portfolio ? f.usd(shown?.totalUsd ?? state.portfolio.totalUsd) : node.loading ? 'loading…' : '—';
  const described = node.stale && age ? `${total} · stale, ${age}`
    : state.restored && age ? `${total} · saved ${age}${node.loading ? ', updating…' : ''}`
    : total;
  item.description = node.moved ? `moved · ${described}` : described;
  item.iconPath = new vscode.ThemeIcon(state.error ? 'warning' : node.moved ? 'bell-dot' : 'account');
  item.contextValue = wallet.muted ? 'walletscope.wallet.muted' : 'walletscope.wallet';
  return item;
}


/** The All wallets row's tooltip: each wallet's total, the largest first when there are more than fit. */
const TOTAL_LINES = 20;

export function totalLines(states: ReadonlyArray<{ wallet: WatchedWallet; shown: { totalUsd: number } | undefined }>, f: Figures): string[] {
  // The largest; under Hide Amounts the first, as their order would tell which are largest.
  const listed = states.length <= TOTAL_LINES || f.masked ? states.slice(0, TOTAL_LINES)
    : [...states].sort((a, b) => (b.shown?.totalUsd ?? -1) - (a.shown?.totalUsd ?? -1)).slice(0, TOTAL_LINES);
  const lines = listed.map((s) => `${walletLabel(s.wallet, f)}: ${s.shown ? f.usd(s.shown.totalUsd) : '—'}`);
  return states.length > listed.length ? [...lines, `and ${f.count(states.length - listed.length, 'more wallet')} (the ${f.masked ? 'first' : 'largest'} ${TOTAL_LINES} are listed)`] : lines;
}
