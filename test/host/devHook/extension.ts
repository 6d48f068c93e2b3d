// Dev-only companion extension that `npm start -- --live` and the hostile UI tests install into their throw-away
// profiles. It hands the key from the environment to Walletscope's public Set API Key command, which keeps it in
// secret storage like a typed key, and registers the sentinel command the hostile service's payload links point
// at: if it ever runs, it says so in a notification the tests look for. Nothing of it ships: it lives under test/,
// is built into out/dev-hook/, and exists only in those profiles.
import * as vscode from 'vscode';
import { SENTINEL_COMMAND } from '../../server/hostile';
import { DEV_API_KEY_ENV, SENTINEL_NOTICE } from './env';

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  context.subscriptions.push(vscode.commands.registerCommand(SENTINEL_COMMAND, () => vscode.window.showErrorMessage(SENTINEL_NOTICE)));
  const key = process.env[DEV_API_KEY_ENV];
  if (key) await vscode.commands.executeCommand('walletscope.setApiKey', key);
}
