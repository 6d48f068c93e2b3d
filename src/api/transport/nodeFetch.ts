// The entry of dist/node-fetch.js (esbuild.mjs): node-fetch alone, required by the desktop's transport on first use.
export { default } from 'node-fetch';
