#!/usr/bin/env node
// `walletscope-language-server --stdio`: Walletscope's hovers, checksum warnings and fixes for editors other
// than VS Code, over the Language Server Protocol. The server itself is the esbuild bundle that `npm pack`
// builds into dist/ (pack.mjs): self-contained, so the package has no dependencies.
import '../dist/language-server.js';
