#!/usr/bin/env node
// `walletscope-language-server --stdio`: Walletscope's hovers, checksum warnings and fixes for editors other
// than VS Code, over the Language Server Protocol. The server itself is the esbuild bundle that `npm pack`
// builds into dist/ (pack.mjs): self-contained, so the package has no dependencies.
// CommonJS, like the bundle: as an ES module importing it, this command made Node scan the whole bundle for its exports
// before running it, which nearly doubled the time to `initialize` answered (see bench/languageServer.ts, which starts
// the server through this file).
require('../dist/language-server.js');
