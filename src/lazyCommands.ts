// Commands whose handlers load from their own bundle (dist/commands-feature.js) the first time one runs: activation
// only registers the ids. Each group of handlers is made once, with the objects it needs, when first needed.
import * as vscode from 'vscode';

/** Command id → handler, as the bundle's factories return them. */
export type CommandHandlers = Readonly<Record<string, (...args: never[]) => unknown>>;

/** The bundle, required at run time (esbuild leaves it external; see esbuild.mjs). */
export function commandsBundle(): typeof import('./commandsFeature') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('./commands-feature.js') as typeof import('./commandsFeature');
}

export function registerLazyCommands(ids: readonly string[], make: () => CommandHandlers): vscode.Disposable {
  let handlers: CommandHandlers | undefined;
  return vscode.Disposable.from(...ids.map((id) => vscode.commands.registerCommand(id, (...args: unknown[]) => {
    handlers ??= make();
    const handler = handlers[id] as ((...a: unknown[]) => unknown) | undefined;
    if (!handler) throw new Error(`Walletscope: no handler for ${id}`);
    return handler(...args);
  })));
}
