// The browser build's entry (package.json "browser"), for vscode.dev and github.dev: the same composition root with the
// web worker's platform pieces (the browser's fetch, page bundles fetched on first use, prices polled).
import type * as vscode from 'vscode';
import { compose, type WalletscopeApi } from '../composition';
import { webPlatform } from '../platform/web';

export function activate(context: vscode.ExtensionContext): WalletscopeApi {
  return compose(context, webPlatform(context.extensionUri));
}

export function deactivate(): void {}
