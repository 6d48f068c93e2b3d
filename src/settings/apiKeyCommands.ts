// "Set API Key" and "Clear API Key". The key is typed into a password box and goes to secret storage.
import { CLEAR_API_KEY, SET_API_KEY } from '../commandIds';
import * as vscode from 'vscode';
import { notify } from '../surfaces';
import type { ApiKeyStore } from './apiKeyStore';
import type { ResponseCache } from '../api/transport/cache';
import { originOf } from '../api/transport/keyPolicy';
import type { Config } from '../config';

import type { CommandHandlers } from '../platform/lazyCommands';

export function validateApiKey(value: string): string | undefined {
  const key = value.trim();
  if (!key) return 'Enter the key, or press Escape to keep the current one.';
  if (/\s/.test(key)) return 'An API key has no spaces in it.';
  if (key.length > 512) return 'That is longer than any API key.';
  return undefined;
}

/**
 * `takesArgument`: only a development or test host sets the key from a command argument. In an installed
 * extension any command link (a hover, a notification, another extension) could pass one and silently
 * replace the user's key, so there the key is only ever typed.
 */
export function apiKeyCommandHandlers(keys: ApiKeyStore, cache: ResponseCache, config: Config, takesArgument: boolean): CommandHandlers {
  return {
    [SET_API_KEY]: async (given?: unknown) => {
      const key = takesArgument && typeof given === 'string' ? given : await vscode.window.showInputBox({
        title: 'Walletscope: Set API Key',
        prompt: 'Your API key for the data service. It is kept in the system keychain, not in settings.',
        password: true,
        ignoreFocusOut: true,
        placeHolder: 'Paste the key',
        validateInput: validateApiKey,
      });
      if (key === undefined) return;
      const problem = validateApiKey(key);
      if (problem) return void notify('error', problem);
      await keys.set(key.trim(), config.apiBaseUrl);
      cache.clear(); // answers fetched without the key may be refusals, or differ
      const origin = originOf(config.apiBaseUrl) ?? config.apiBaseUrl;
      void notify('info', keys.decision(config.apiBaseUrl) === 'send'
        ? `API key saved. Requests to ${origin} now send it, and no other address gets it without asking you.`
        : `API key saved, but it is never sent over plain http to another computer (${origin}): use an https address.`);
    },
    [CLEAR_API_KEY]: async () => {
      const had = keys.current !== undefined;
      await keys.clear();
      cache.clear();
      void notify('info', had ? 'API key removed. The service needs one: requests go without it until you set another.' : 'No API key was set.');
    },
  };
}
