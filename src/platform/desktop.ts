// The desktop extension host (and VS Code Remote's): node-fetch under VS Code's proxy support, sibling bundles by
// require (esbuild leaves them external: see esbuild.mjs), the home folder, and the ws websocket.
import * as os from 'node:os';
import * as vscode from 'vscode';
import { nodeTransport } from '../api/transport/node';
import { onceEach, type Bundles, type Platform } from './types';

export function desktopPlatform(): Platform {
  return { name: 'desktop', transport: nodeTransport, loadBundle: onceEach(async (name) => requireBundle(name)), homeFolder: vscode.Uri.file(os.homedir()), sockets: true };
}

/* eslint-disable @typescript-eslint/no-require-imports -- runtime requires of the sibling bundles */
function requireBundle<K extends keyof Bundles>(name: K): Bundles[K] {
  const bundles: { [B in keyof Bundles]: () => Bundles[B] } = {
    asset: () => require('./asset-feature.js') as Bundles['asset'],
    commands: () => require('./commands-feature.js') as Bundles['commands'],
    credits: () => require('./credits-feature.js') as Bundles['credits'],
    hover: () => require('./hover-feature.js') as Bundles['hover'],
    overview: () => require('./overview-feature.js') as Bundles['overview'],
    pool: () => require('./pool-feature.js') as Bundles['pool'],
  };
  return bundles[name]();
}
