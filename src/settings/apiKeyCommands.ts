// "Set API Key" and "Clear API Key". The key is typed into a password box and goes to secret storage.
import * as vscode from 'vscode';
import type { ApiKeyStore } from './apiKeyStore';
import type { ResponseCache } from '../api/cache';

export const SET_API_KEY = 'walletscope.setApiKey';
export const CLEAR_API_KEY = 'walletscope.clearApiKey';

export function validateApiKey(value: string): string | undefined {
  const key = value.trim();
  if (!key) return 'Enter the key, or press Escape to keep the current one.';
  if (/\s/.test(key)) return 'An API key has no spaces in it.';
  if (key.length > 512) return 'That is longer than any API key.';
  return undefined;
}

export function registerApiKeyCommands(keys: ApiKeyStore, cache: ResponseCache): vscode.Disposable {
  return vscode.Disposable.from(
    // An argument lets scripts and tests set the key without the input box.
    vscode.commands.registerCommand(SET_API_KEY, async (given?: unknown) => {
      const key = typeof given === 'string' ? given : await vscode.window.showInputBox({
        title: 'Walletscope: Set API Key',
        prompt: 'Your API key for the data service. It is kept in the system keychain, not in settings.',
        password: true,
        ignoreFocusOut: true,
        placeHolder: 'Paste the key',
        validateInput: validateApiKey,
      });
      if (key === undefined) return;
      const problem = validateApiKey(key);
      if (problem) return void vscode.window.showErrorMessage(`Walletscope: ${problem}`);
      await keys.set(key.trim());
      cache.clear(); // answers fetched without the key (free tier) may differ
      void vscode.window.showInformationMessage('Walletscope: API key saved. Requests now send it.');
    }),
    vscode.commands.registerCommand(CLEAR_API_KEY, async () => {
      const had = keys.current !== undefined;
      await keys.clear();
      cache.clear();
      void vscode.window.showInformationMessage(
        had ? 'Walletscope: API key removed. Requests now go without a key (free tier).' : 'Walletscope: No API key was set.',
      );
    }),
  );
}
