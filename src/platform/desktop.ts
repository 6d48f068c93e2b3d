// The desktop extension host (and VS Code Remote's): node-fetch under VS Code's proxy support, sibling bundles by
// require (esbuild leaves them external: see esbuild.mjs), the home folder, and the ws websocket.
import * as os from 'node:os';
import * as vscode from 'vscode';
import { nodeTransport } from '../api/transport/node';
import { onceEach, type PageBundles, type Platform } from './types';

export function desktopPlatform(): Platform {
  return { name: 'desktop', transport: nodeTransport, loadBundle: onceEach(async (name) => requireBundle(name)), homeFolder: vscode.Uri.file(os.homedir()), sockets: true };
}

/* eslint-disable @typescript-eslint/no-require-imports -- runtime requires of the sibling bundles */
function requireBundle<K extends keyof PageBundles>(name: K): PageBundles[K] {
  const bundles: { [B in keyof PageBundles]: () => PageBundles[B] } = {
    asset: () => require('./asset-feature.js') as PageBundles['asset'],
    overview: () => require('./overview-feature.js') as PageBundles['overview'],
    pool: () => require('./pool-feature.js') as PageBundles['pool'],
  };
  return bundles[name]();
}
