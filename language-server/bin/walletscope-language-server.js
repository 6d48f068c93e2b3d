#!/usr/bin/env node
// `walletscope-language-server --stdio`: Walletscope's hovers, checksum warnings and fixes for editors other
// than VS Code, over the Language Server Protocol. The server itself is the esbuild bundle that `npm pack`
// builds into dist/ (pack.mjs): self-contained, so the package has no dependencies.
// CommonJS, like the bundle: an ES module entry made Node scan the 360 KB bundle for its exports before running it,
// 57 ms of a 137 ms start to `initialize` answered (bench/languageServer.ts, which starts this file).
'use strict';
require('../dist/language-server.js');
