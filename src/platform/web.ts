// The browser build's web worker extension host: the browser's fetch, page bundles fetched and evaluated on first use
// (the host's require knows only 'vscode', as it does for the main bundle), no home folder, and prices polled.
import * as vscode from 'vscode';
import { webTransport } from '../api/transport/web';
import { onceEach, type Bundles, type Platform } from './types';

export function webPlatform(extensionUri: vscode.Uri): Platform {
  return { name: 'browser', transport: webTransport, loadBundle: onceEach((name) => loadScript(extensionUri, name)), homeFolder: undefined, sockets: false };
}

/** The host's own module object for 'vscode', as the main bundle received it. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const vscodeModule: unknown = require('vscode');

async function loadScript<K extends keyof Bundles>(extensionUri: vscode.Uri, name: K): Promise<Bundles[K]> {
  const uri = vscode.Uri.joinPath(extensionUri, 'dist', `${name}-feature.js`); // the desktop's: it needs only 'vscode'
  // From the gallery's CDN (https) by fetch; from a remote or local folder through VS Code's file system.
  const source = uri.scheme === 'https' || uri.scheme === 'http'
    ? await fetchScript(uri.toString(true))
    : new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  const module = { exports: {} as unknown };
  const requireVscode = (id: string): unknown => {
    if (id === 'vscode') return vscodeModule;
    throw new Error(`Cannot load module '${id}' in the browser build`);
  };
  // The same evaluation the web worker host gives the main bundle (it allows eval for this); our own file, not service data.
  new Function('module', 'exports', 'require', `${source}\n//# sourceURL=${uri.toString(true)}`)(module, module.exports, requireVscode);
  return module.exports as Bundles[K];
}

/** The bundle from the extension's own location: an error page or a redirect is not code to run. */
async function fetchScript(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'omit', redirect: 'error' });
  if (!response.ok) throw new Error(`could not load ${url} (HTTP ${response.status})`);
  return response.text();
}
