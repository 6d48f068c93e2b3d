// "Check Connection": one real request (the cheapest: an asset's metadata, 1 credit), so a user can see at once
// whether the URL and key work, with the plan and the month's credits.
import { CHECK_CONNECTION, SET_API_KEY, SHOW_CREDIT_USAGE, SHOW_LOG } from '../commandIds';
import * as vscode from 'vscode';
import { notify } from '../surfaces';
import type { WalletAssetClient } from '../api/client';
import { PLANS_URL } from '../api/credits/plans';
import { CreditsExhaustedError, describeError, HttpError } from '../api/transport/errors';
import type { Config } from '../config';
import type { CreditsFeature } from '../credits';
import { creditLine } from '../format/credits';
import type { ApiKeyStore } from './apiKeyStore';
import type { CommandHandlers } from '../platform/lazyCommands';

export function checkConnectionHandlers(client: WalletAssetClient, config: Config, keys: ApiKeyStore, credits: Pick<CreditsFeature, 'meter'>): CommandHandlers {
  return { [CHECK_CONNECTION]: () =>
    vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `Walletscope: checking ${hostOf(config.apiBaseUrl)}…`, cancellable: true },
      async (_progress, token) => {
        const abort = new AbortController();
        const subscription = token.onCancellationRequested(() => abort.abort());
        const started = performance.now();
        try {
          await client.getAssetMetadata('bitcoin', { signal: abort.signal, forceRefresh: true, feature: 'connection' });
          const keyNote = keys.keyFor(config.apiBaseUrl) ? 'with your API key'
            : keys.current ? 'without your API key (not approved for this address)' : 'without an API key';
          void notify('info', `connected to ${hostOf(config.apiBaseUrl)} ${keyNote} in ${Math.round(performance.now() - started)} ms. ${creditLine(credits.meter.status())}.`);
          return true;
        } catch (e) {
          if (token.isCancellationRequested) return false;
          const authProblem = e instanceof HttpError && (e.status === 401 || e.status === 403);
          const outOfCredits = e instanceof CreditsExhaustedError;
          const actions = authProblem ? ['Set API Key', 'Show Log'] : outOfCredits ? ['See Plans', 'Show Credit Usage'] : ['Show Log'];
          // describeError carries the server's own message: notify() makes it text that can form no link.
          void notify('error', describeError(e), ...actions).then((choice) => {
            if (choice === 'Set API Key') void vscode.commands.executeCommand(SET_API_KEY);
            if (choice === 'Show Log') void vscode.commands.executeCommand(SHOW_LOG);
            if (choice === 'See Plans') void vscode.env.openExternal(vscode.Uri.parse(PLANS_URL));
            if (choice === 'Show Credit Usage') void vscode.commands.executeCommand(SHOW_CREDIT_USAGE);
          });
          return false;
        } finally {
          subscription.dispose();
        }
      },
    ),
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
