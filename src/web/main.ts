// The browser build's main module (dist/web-main.js, loaded by ./extension.ts): the same composition root with the web
// worker's platform pieces (the browser's fetch, bundles loaded through the module loader, prices polled).
import type * as vscode from 'vscode';
import { compose, type WalletscopeApi } from '../composition';
import { webPlatform } from '../platform/web';
import type { Modules } from './modules';

export function activate(context: vscode.ExtensionContext, modules: Modules, started: number): WalletscopeApi {
  return compose(context, webPlatform(modules, started));
}
