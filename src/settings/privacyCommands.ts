// Hide Amounts / Show Amounts (palette, keybinding, view title) and the status bar eye that toggles them.
import { HIDE_AMOUNTS, SHOW_AMOUNTS, TOGGLE_AMOUNTS } from '../commandIds';
import * as vscode from 'vscode';
import type { Privacy } from './privacy';


export function registerPrivacyCommands(privacy: Privacy): vscode.Disposable {
  const item = vscode.window.createStatusBarItem('walletscope.privacy', vscode.StatusBarAlignment.Right, 99);
  item.name = 'Walletscope Hide Amounts';
  item.command = TOGGLE_AMOUNTS;
  const update = () => {
    const hidden = privacy.hidden;
    item.text = hidden ? '$(eye-closed)' : '$(eye)';
    item.tooltip = hidden ? 'Walletscope: amounts are hidden. Click to show them.' : 'Walletscope: click to hide amounts (for screen sharing)';
    item.accessibilityInformation = { label: hidden ? 'Walletscope amounts hidden; show amounts' : 'Walletscope: hide amounts' };
    item.show();
  };
  update();
  return vscode.Disposable.from(
    item,
    privacy.onDidChange(update),
    vscode.commands.registerCommand(HIDE_AMOUNTS, () => privacy.setHidden(true)),
    vscode.commands.registerCommand(SHOW_AMOUNTS, () => privacy.setHidden(false)),
    vscode.commands.registerCommand(TOGGLE_AMOUNTS, () => privacy.setHidden(!privacy.hidden)),
  );
}
