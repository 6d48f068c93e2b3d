// The browser build's entry (package.json "browser"), for vscode.dev and github.dev: fetches the browser build's main
// module (dist/web-main.js) with the chunk it shares with the desktop's entry, and hands over to it. The features
// (dist/<name>-feature.js) are fetched through the same loader on first use.
import type * as vscode from 'vscode';
import type { WalletscopeApi } from '../composition';
import { moduleLoader, type ModuleGraph } from './modules';
import type * as WebMain from './main';

/** Which chunks each file under dist/ requires, from the build (esbuild.mjs's webExtensionBuildOptions). */
declare const WALLETSCOPE_MODULES: ModuleGraph;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the host's own module object, given to every module
const hostVscode: unknown = require('vscode');

export async function activate(context: vscode.ExtensionContext): Promise<WalletscopeApi> {
  const started = performance.now();
  const modules = moduleLoader(context.extensionUri, WALLETSCOPE_MODULES, hostVscode);
  const main = await modules.load<typeof WebMain>('web-main.js');
  return main.activate(context, modules, started);
}

export function deactivate(): void {}
