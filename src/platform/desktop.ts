// The desktop extension host (and VS Code Remote's): node-fetch under VS Code's proxy support, sibling bundles by
// require (esbuild leaves them external: see esbuild.mjs), the home folder, and the ws websocket.
import * as os from 'node:os';
import * as vscode from 'vscode';
import { nodeTransport } from '../api/transport/node';
import { TEST_CLOCK_ENV } from '../core/clock';
import { onceEach, type Platform } from './types';

/* eslint-disable @typescript-eslint/no-require-imports -- runtime requires of the sibling bundles */
export function desktopPlatform(compiled?: string): Platform {
  return { name: 'desktop', compiled, transport: nodeTransport, loadBundle: onceEach(async (name) => requireBundle(name)), homeFolder: vscode.Uri.file(os.homedir()), sockets: true,
    openSocket: async () => (require('./price-feed.js') as typeof import('../api/feed')).wsOpener, testClockOffsetMs: Number(process.env[TEST_CLOCK_ENV]) || undefined };
}

/** A sibling bundle by name: each require is spelt out, so esbuild leaves it for run time (esbuild.mjs LAZY_SIBLINGS). */
function requireBundle(name: string): unknown {
  switch (name) {
    case 'agent': return require('./agent-feature.js');
    case 'alerts': return require('./alerts-feature.js');
    case 'asset': return require('./asset-feature.js');
    case 'commands': return require('./commands-feature.js');
    case 'credits': return require('./credits-feature.js');
    case 'hover': return require('./hover-feature.js');
    case 'nfts': return require('./nfts-feature.js');
    case 'overview': return require('./overview-feature.js');
    case 'pool': return require('./pool-feature.js');
    case 'walletPage': return require('./walletPage-feature.js');
    default: throw new Error(`no bundle ${name}`);
  }
}
