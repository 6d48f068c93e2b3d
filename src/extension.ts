// The desktop extension's entry (package.json "main"): the composition root with the desktop's platform pieces.
import type * as vscode from 'vscode';
import { compose, type WalletscopeApi } from './composition';
import { desktopPlatform } from './platform/desktop';

export type { WalletscopeApi } from './composition';

/** `compiled`: how the entry (platform/desktopStart.ts) compiled this start's scripts, for the log. */
export function activate(context: vscode.ExtensionContext, compiled?: string): WalletscopeApi {
  return compose(context, desktopPlatform(compiled));
}

export function deactivate(): void {}
