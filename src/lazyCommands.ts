// Commands whose handlers load from their own bundle (dist/commands-feature.js) the first time one runs: activation
// only registers the ids. Each group of handlers is made once, with the objects it needs, when first needed.
import * as vscode from 'vscode';
import { loadOnce, type Bundles, type LoadBundle } from './platform/types';

/** Command id → handler, as the bundle's factories return them. */
export type CommandHandlers = Readonly<Record<string, (...args: never[]) => unknown>>;

export function registerLazyCommands(ids: readonly string[], loadBundle: LoadBundle, make: (bundle: Bundles['commands']) => CommandHandlers): vscode.Disposable {
  const handlers = loadOnce(() => loadBundle('commands').then(make)); // a failed load is tried again on the next run
  return vscode.Disposable.from(...ids.map((id) => vscode.commands.registerCommand(id, async (...args: unknown[]) => {
    const handler = (await handlers())[id] as ((...a: unknown[]) => unknown) | undefined;
    if (!handler) throw new Error(`Walletscope: no handler for ${id}`);
    return handler(...args);
  })));
}
