// Total USD of all watched wallets in the status bar; warns when the data is stale, a refresh failed, or background
// refreshes are stopped (credits used up, no key). Its tooltip adds each wallet's total, the 24h change, profit and
// loss, and the month's credits; Hide Amounts masks every figure of the holdings (credits are not holdings).
import * as vscode from 'vscode';
import type { CreditsFeature } from '../credits';
import type { Config } from '../config';
import { safeTooltip } from '../format/safeText';
import { formatAge } from '../format/text';
import { walletPnlLines } from '../format/pnl';
import type { Privacy } from '../settings/privacy';
import { breakdown, change24hLine, shownTotals } from '../core/breakdown';
import type { PortfolioStore } from './portfolioStore';
import type { WalletList } from './walletList';
import { walletLabel } from './walletRow';
import { nowMs } from '../core/clock';

export function registerStatusBar(
  wallets: WalletList, store: PortfolioStore, config: Config, privacy: Privacy, credits: Pick<CreditsFeature, 'statusLines' | 'paused' | 'onDidChange'>,
): vscode.Disposable {
  const item = vscode.window.createStatusBarItem('walletscope.total', vscode.StatusBarAlignment.Right, 100);
  item.name = 'Walletscope Total';
  item.command = 'walletscope.wallets.focus';
  const update = () => {
    const watched = wallets.all;
    if (watched.length === 0 || !config.statusBarTotal) return item.hide();
    const hide = config.hideSpam;
    const f = privacy.figures;
    const states = watched.map((w) => {
      const state = store.state(w.address);
      return { wallet: w, state, shown: state.portfolio && breakdown(state.portfolio, hide) };
    });
    const status = store.refreshStatus;
    const paused = credits.paused();
    const failed = states.some((s) => s.state.error) || paused !== undefined;
    const grand = shownTotals(states.map((s) => s.shown));
    const total = f.usd(grand.totalUsd);
    item.text = `${status.loading ? '$(sync~spin)' : failed ? '$(warning)' : '$(graph)'} ${total}`;
    item.backgroundColor = failed ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
    item.tooltip = safeTooltip([
      ...states.map((s) => `${walletLabel(s.wallet, f)}: ${s.shown ? f.usd(s.shown.totalUsd) : '—'}${s.state.error ? ' (stale)' : ''}`),
      change24hLine(grand, f),
      ...states.flatMap((s) => walletPnlLines(s.state.portfolio?.pnl, f).map((line) => `${walletLabel(s.wallet, f)}: ${line}`)),
      hide ? 'Totals leave out spam tokens and honeypots' : 'Totals include tokens that look like spam; honeypots are left out',
      f.masked ? 'Amounts are hidden (Walletscope: Show Amounts)' : undefined,
      status.lastRefreshAt ? `Last refresh ${new Date(status.lastRefreshAt).toLocaleTimeString()} (${formatAge(nowMs() - status.lastRefreshAt)})` : 'Not refreshed yet',
      status.lastError ? `Last refresh failed: ${status.lastError}` : undefined,
      status.liveAt ? `Live prices for the largest holdings, last tick ${new Date(status.liveAt).toLocaleTimeString()}` : undefined,
      paused,
      ...credits.statusLines(),
      'Click to show the Wallets view',
    ].filter(Boolean).join('\n'), 4000);
    item.accessibilityInformation = { label: `Walletscope total ${f.masked ? 'hidden' : total}${paused ? `, ${paused}` : failed ? ', refresh failed' : ''}` };
    item.show();
  };
  update();
  return vscode.Disposable.from(
    item, wallets.onDidChange(update), store.onDidChange(update), privacy.onDidChange(update), credits.onDidChange(update),
    config.onDidChange((keys) => { if (keys.includes('statusBarTotal')) update(); }),
  );
}
