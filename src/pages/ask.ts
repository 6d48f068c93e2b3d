// What a page's Show command asks when given nothing to show: one line of text, kept open while the user looks
// elsewhere (to copy an address), trimmed; undefined when cancelled or left blank.
import * as vscode from 'vscode';

export async function askForPage(box: Pick<vscode.InputBoxOptions, 'title' | 'prompt' | 'placeHolder' | 'validateInput'>): Promise<string | undefined> {
  const text = await vscode.window.showInputBox({ ...box, ignoreFocusOut: true });
  return text?.trim() || undefined;
}
