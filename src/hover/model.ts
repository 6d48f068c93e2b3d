// Pure choices for hovers (no vscode): which explorer link an address gets. It lives in src/core, shared
// with the language server; re-exported here for the hover's existing callers.
export { explorerLink, type Family } from '../core/addressLinks';
