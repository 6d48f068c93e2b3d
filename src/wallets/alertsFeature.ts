// Wires the alerts into the Wallets view: the badge counting moves not seen, Mute Alerts / Unmute Alerts on a wallet's
// row (kept in the wallet list's setting, `muted`), and forgetting marks of wallets no longer watched.
import { MUTE_ALERTS, UNMUTE_ALERTS } from '../commandIds';
import * as vscode from 'vscode';
import type { WalletAlerts } from './alerts';
import type { AlertDeps } from './alertTypes';
import { isWalletNode } from './walletRow';

export function registerAlertSurfaces(alerts: WalletAlerts, view: vscode.TreeView<unknown>, deps: Pick<AlertDeps, 'wallets'>): vscode.Disposable {
  const badge = () => {
    const count = alerts.unseen.count;
    view.badge = count > 0 ? { value: count, tooltip: `${count} wallet ${count === 1 ? 'move' : 'moves'} not seen yet` } : undefined;
  };
  badge();
  const mute = (muted: boolean) => (node: unknown) => {
    if (!isWalletNode(node)) return undefined;
    if (muted) alerts.seen(node.wallet.address);
    return deps.wallets.update(node.wallet.address, { muted });
  };
  return vscode.Disposable.from(
    alerts.unseen.onDidChange(badge),
    deps.wallets.onDidChange(() => alerts.unseen.keepOnly((address) => deps.wallets.find(address) !== undefined)),
    vscode.commands.registerCommand(MUTE_ALERTS, mute(true)),
    vscode.commands.registerCommand(UNMUTE_ALERTS, mute(false)),
  );
}
