// The desktop extension's entry (package.json "main"): the composition root with the desktop's platform pieces.
import type * as vscode from 'vscode';
import { compose, type WalletscopeApi } from './composition';
import { desktopPlatform } from './platform/desktop';

export type { WalletscopeApi } from './composition';

export function activate(context: vscode.ExtensionContext): WalletscopeApi {
  return compose(context, desktopPlatform());
}

export function deactivate(): void {}
