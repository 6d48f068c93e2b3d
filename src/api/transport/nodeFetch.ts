// The entry of dist/node-fetch.js (esbuild.mjs): node-fetch, and what only Node needs beside it, loaded by the desktop's
// transport (./node.ts) on its first request; the language server's bundle keeps it inside.
import { setMaxListeners } from 'node:events';

export { default } from 'node-fetch';

/**
 * Requests share their deadline's signal (./deadline.ts) and node-fetch listens to it once per request: more than ten
 * at once is expected, not a leak, so Node's warning is lifted for that signal.
 */
export function shareSignal(signal: AbortSignal): void {
  setMaxListeners(0, signal);
}
