// The browser build's web worker extension host: the browser's fetch, bundles loaded through the browser build's module
// loader (src/web/modules.ts), no home folder, and prices polled.
import { webTransport } from '../api/transport/web';
import type { Modules } from '../web/modules';
import { onceEach, type Platform } from './types';

/** `started`: when the entry began fetching the main module, so the activation time counts the fetch. */
export function webPlatform(modules: Modules, started: number): Platform {
  return {
    name: 'browser', transport: webTransport, homeFolder: undefined, sockets: false, started,
    loadBundle: onceEach((name) => modules.load<unknown>(`${name}-feature.js`)),
  };
}
