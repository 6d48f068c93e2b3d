// What a quick pick shows, as tests read it: its items' labels once the workbench has them. The extension host sends
// items a tick after they are set, and the workbench then makes one of them active; before that, Enter (or Down)
// would act on the items before them, so none are listed yet.
import type * as vscode from 'vscode';

export function shownLabels(pick: vscode.QuickPick<vscode.QuickPickItem>): string[] {
  const active = pick.activeItems[0];
  return active && pick.items.includes(active) ? pick.items.map((i) => i.label) : [];
}
