// When the API base URL points somewhere the key was not entered for, requests go without the key and the
// user is asked, once per origin, whether the key may go there. Plain http to another computer is never asked:
// the key would travel in clear text.
import * as vscode from 'vscode';
import { originOf } from '../api/transport/keyPolicy';
import type { Config } from '../config';
import { notify } from '../surfaces';
import type { ApiKeyStore } from './apiKeyStore';

export function registerKeyOriginPrompt(keys: ApiKeyStore, config: Config, loaded: Promise<unknown>, onApproved: () => void): vscode.Disposable {
  const asking = new Set<string>();
  const check = async () => {
    const baseUrl = config.apiBaseUrl;
    const origin = originOf(baseUrl);
    if (!keys.current || !origin || keys.decision(baseUrl) !== 'ask' || keys.refused(baseUrl) || asking.has(origin)) return;
    asking.add(origin);
    try {
      const choice = await notify('warning',
        `Your API key was set for another address. Send it to ${origin} too? Until you say so, requests there go without it.`,
        'Send Key', 'Not Now');
      if (choice === undefined) return; // dismissed: ask again next time
      await keys.answer(baseUrl, choice === 'Send Key');
      if (choice === 'Send Key') onApproved();
    } finally {
      asking.delete(origin);
    }
  };
  void loaded.then(check); // at start-up, once the keychain has answered
  return config.onDidChange((changed) => { if (changed.includes('apiBaseUrl')) void check(); });
}
