// The VS Code surfaces that show untrusted text, each through its one neutralising function (../format/safeText):
// tree items, notifications and status bar messages. Quick pick items call safeIconLabel where they are built,
// hovers build markdown with escapeMarkdown, and webviews get text nodes only.
import * as vscode from 'vscode';
import { safeIconLabel, safeLabel, safeNotificationText, safeTooltip } from './format/safeText';
import { rowAccessibleName } from './format/text';

/**
 * Label, description and plain tooltip of a tree item as visible text, one line each (tooltips keep lines); its name
 * for screen readers is the label and description only.
 */
export function safeTreeItem(item: vscode.TreeItem): vscode.TreeItem {
  if (typeof item.label === 'string') item.label = safeLabel(item.label, 300);
  else if (item.label) item.label = { label: safeLabel(item.label.label, 300) };
  if (typeof item.description === 'string') item.description = safeLabel(item.description, 300);
  if (typeof item.tooltip === 'string') item.tooltip = safeTooltip(item.tooltip);
  const label = typeof item.label === 'string' ? item.label : item.label?.label;
  if (label !== undefined && !item.accessibilityInformation) {
    item.accessibilityInformation = { label: rowAccessibleName(label, typeof item.description === 'string' ? item.description : undefined) };
  }
  return item;
}

/** A notification "Walletscope: <message>"; the message can form no link and draw no icon. Buttons are ours. */
export function notify<T extends string>(level: 'info' | 'warning' | 'error', message: string, ...actions: T[]): Thenable<T | undefined> {
  const text = `Walletscope: ${safeNotificationText(message, 400)}`;
  if (level === 'info') return vscode.window.showInformationMessage(text, ...actions);
  return level === 'warning' ? vscode.window.showWarningMessage(text, ...actions) : vscode.window.showErrorMessage(text, ...actions);
}

/** A modal question "Walletscope: <message>" with one action of ours; true when the user chose it. */
export async function confirm(message: string, action: string): Promise<boolean> {
  return (await vscode.window.showWarningMessage(`Walletscope: ${safeNotificationText(message, 600)}`, { modal: true }, action)) === action;
}

/** A status bar message with one of our icons, the text drawn as text. */
export function statusMessage(icon: string | undefined, text: string, ms = 3000): vscode.Disposable {
  return vscode.window.setStatusBarMessage(`${icon ? `$(${icon}) ` : ''}${safeIconLabel(text, 200)}`, ms);
}
