// Dev-only companion extension that `npm start -- --live` installs into its throw-away profile. It hands the key
// from the environment to Walletscope's public Set API Key command, which keeps it in secret storage like a typed
// key. Nothing of it ships: it lives under test/, is built into out/dev-hook/, and exists only in that profile.
import * as vscode from 'vscode';
import { DEV_API_KEY_ENV } from './env';

export async function activate(): Promise<void> {
  const key = process.env[DEV_API_KEY_ENV];
  if (key) await vscode.commands.executeCommand('walletscope.setApiKey', key);
}
