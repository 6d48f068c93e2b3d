// Commands whose handlers load from a bundle the first time one runs: activation only registers the ids. Each group of
// handlers is made once, with the objects it needs, when first needed; a failed load is tried again on the next run.
import * as vscode from 'vscode';
import { loadOnce } from './types';

/** Command id → handler, as the bundle's factories return them. */
export type CommandHandlers = Readonly<Record<string, (...args: never[]) => unknown>>;

export function registerLazyCommands<T>(ids: readonly string[], load: () => Promise<T>, make: (bundle: T) => CommandHandlers): vscode.Disposable {
  const handlers = loadOnce(() => load().then(make));
  return vscode.Disposable.from(...ids.map((id) => vscode.commands.registerCommand(id, async (...args: unknown[]) => {
    const handler = (await handlers())[id] as ((...a: unknown[]) => unknown) | undefined;
    if (!handler) throw new Error(`Walletscope: no handler for ${id}`);
    return handler(...args);
  })));
}
