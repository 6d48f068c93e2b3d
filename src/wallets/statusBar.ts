// Total USD of all watched wallets in the status bar; warns when the data is stale or a refresh failed.
import * as vscode from 'vscode';
import { safeTooltip } from '../format/safeText';
import { formatUsd } from '../format/numbers';
import { formatAge } from '../format/text';
import { breakdown, shownGrandTotal } from './breakdown';
import type { PortfolioStore } from './portfolioStore';
import type { WalletList } from './walletList';
import { walletLabel } from './walletItems';

export function registerStatusBar(wallets: WalletList, store: PortfolioStore, hideSpam: () => boolean): vscode.Disposable {
  const item = vscode.window.createStatusBarItem('walletscope.total', vscode.StatusBarAlignment.Right, 100);
  item.name = 'Walletscope Total';
  item.command = 'walletscope.wallets.focus';
  const update = () => {
    const watched = wallets.all;
    if (watched.length === 0) return item.hide();
    const hide = hideSpam();
    const states = watched.map((w) => {
      const state = store.state(w.address);
      return { wallet: w, state, shown: state.portfolio && breakdown(state.portfolio, hide) };
    });
    const status = store.refreshStatus;
    const failed = states.some((s) => s.state.error);
    const total = formatUsd(shownGrandTotal(states.map((s) => s.shown)));
    item.text = `${status.loading ? '$(sync~spin)' : failed ? '$(warning)' : '$(graph)'} ${total}`;
    item.backgroundColor = failed ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
    item.tooltip = safeTooltip([
      ...states.map((s) => `${walletLabel(s.wallet)}: ${s.shown ? formatUsd(s.shown.totalUsd) : '—'}${s.state.error ? ' (stale)' : ''}`),
      hide ? 'Totals leave out spam tokens and honeypots' : 'Totals include tokens that look like spam; honeypots are left out',
      status.lastRefreshAt ? `Last refresh ${new Date(status.lastRefreshAt).toLocaleTimeString()} (${formatAge(Date.now() - status.lastRefreshAt)})` : 'Not refreshed yet',
      status.lastError ? `Last refresh failed: ${status.lastError}` : undefined,
      status.liveAt ? `Live prices for the largest holdings, last tick ${new Date(status.liveAt).toLocaleTimeString()}` : undefined,
      'Click to show the Wallets view',
    ].filter(Boolean).join('\n'), 4000);
    item.accessibilityInformation = { label: `Walletscope total ${total}${failed ? ', refresh failed' : ''}` };
    item.show();
  };
  update();
  return vscode.Disposable.from(item, wallets.onDidChange(update), store.onDidChange(update));
}
