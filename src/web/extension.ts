// The browser build's entry (package.json "browser"), for vscode.dev and github.dev: fetches the browser build's main
// module (dist/web-main.js) with the chunk it shares with the desktop's entry, and hands over to it. The features
// (dist/<name>-feature.js) are fetched through the same loader on first use.
import * as vscode from 'vscode';
import type { WalletscopeApi } from '../composition';
import { notify } from '../surfaces';
import { moduleLoader, type ModuleGraph } from './modules';
import type * as WebMain from './main';

/** Which chunks each file under dist/ requires, from the build (esbuild.mjs's webExtensionBuildOptions). */
declare const WALLETSCOPE_MODULES: ModuleGraph;

/** A file fetched from the extension's own location that has not arrived in this long is given up (a hung CDN request). */
const FETCH_TIMEOUT_MS = 30_000;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the host's own module object, given to every module
const hostVscode: unknown = require('vscode');

export async function activate(context: vscode.ExtensionContext): Promise<WalletscopeApi> {
  const started = performance.now();
  const uriOf = (file: string) => vscode.Uri.joinPath(context.extensionUri, 'dist', ...file.split('/'));
  const modules = moduleLoader({ read: (file) => readFile(uriOf(file)), urlOf: (file) => uriOf(file).toString(true) }, WALLETSCOPE_MODULES, hostVscode);
  let main: typeof WebMain;
  try {
    main = await modules.load<typeof WebMain>('web-main.js');
  } catch (e) {
    void notify('error', `Walletscope could not load its main module: ${e instanceof Error ? e.message : String(e)}. Reload the window to try again.`);
    throw e;
  }
  return main.activate(context, modules, started);
}

export function deactivate(): void {}

/** From the gallery's CDN (https) by fetch; from a remote or local folder through VS Code's file system. */
async function readFile(uri: vscode.Uri): Promise<string> {
  if (uri.scheme !== 'https' && uri.scheme !== 'http') return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  const url = uri.toString(true);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
  try {
    // An error page or a redirect is not code to run.
    const response = await fetch(url, { credentials: 'omit', redirect: 'error', signal: controller.signal });
    if (!response.ok) throw new Error(`could not load ${url} (HTTP ${response.status})`);
    return await response.text();
  } catch (e) {
    throw controller.signal.aborted ? new Error(`could not load ${url} (no answer in ${FETCH_TIMEOUT_MS / 1000} s)`) : e;
  } finally {
    clearTimeout(timer);
  }
}
