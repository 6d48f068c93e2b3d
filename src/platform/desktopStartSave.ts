// dist/start-save.js: the code cache's writer, which the desktop's entry (./desktopStart.ts) loads only when a start
// used no cache, a few seconds after activation: what activation reads stays the reader alone.
export { saveCache } from '../core/compileCached';
