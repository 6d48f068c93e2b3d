// "Check Connection": one real request, so a user can see at once whether the URL and key work.
import * as vscode from 'vscode';
import { notify } from '../surfaces';
import type { WalletAssetClient } from '../api/client';
import { describeError, HttpError } from '../api/errors';
import type { Config } from '../config';
import type { ApiKeyStore } from './apiKeyStore';
import { SET_API_KEY } from './apiKeyCommands';

export const CHECK_CONNECTION = 'walletscope.checkConnection';
export const SHOW_LOG = 'walletscope.showLog';

export function registerCheckConnection(client: WalletAssetClient, config: Config, keys: ApiKeyStore): vscode.Disposable {
  return vscode.commands.registerCommand(CHECK_CONNECTION, () =>
    vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `Walletscope: checking ${hostOf(config.apiBaseUrl)}…`, cancellable: true },
      async (_progress, token) => {
        const abort = new AbortController();
        const subscription = token.onCancellationRequested(() => abort.abort());
        const started = Date.now();
        try {
          await client.searchAssets('bitcoin', { signal: abort.signal, forceRefresh: true });
          const keyNote = keys.keyFor(config.apiBaseUrl) ? 'with your API key'
            : keys.current ? 'without your API key (not approved for this address)' : 'without an API key (free tier)';
          void notify('info', `connected to ${hostOf(config.apiBaseUrl)} ${keyNote} in ${Date.now() - started} ms.`);
          return true;
        } catch (e) {
          if (token.isCancellationRequested) return false;
          const authProblem = e instanceof HttpError && (e.status === 401 || e.status === 403);
          const actions = authProblem ? ['Set API Key', 'Show Log'] : ['Show Log'];
          // describeError carries the server's own message: notify() makes it text that can form no link.
          void notify('error', describeError(e), ...actions).then((choice) => {
            if (choice === 'Set API Key') void vscode.commands.executeCommand(SET_API_KEY);
            if (choice === 'Show Log') void vscode.commands.executeCommand(SHOW_LOG);
          });
          return false;
        } finally {
          subscription.dispose();
        }
      },
    ),
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
