// The browser build's web worker extension host: the browser's fetch, bundles loaded through the browser build's module
// loader (src/web/modules.ts), no home folder, prices and alerts polled, and the pages' market streams on the browser's
// own WebSocket.
import { webTransport } from '../api/transport/web';
import { browserOpener } from '../api/feed/browserSocket';
import { onceEach, type Platform } from './types';

/** What the browser build's module loader (src/web/modules.ts) gives: a file under dist/ with its chunks, evaluated once. */
export interface BundleFiles {
  load(file: string): Promise<unknown>;
}

/** `started`: when the entry began fetching the main module, so the activation time counts the fetch. */
export function webPlatform(modules: BundleFiles, started: number): Platform {
  return {
    name: 'browser', transport: webTransport, homeFolder: undefined, sockets: false, started, openSocket: async () => browserOpener,
    loadBundle: onceEach((name) => modules.load(`${name}-feature.js`)),
  };
}
