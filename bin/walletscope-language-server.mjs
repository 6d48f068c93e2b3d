#!/usr/bin/env node
// `walletscope-language-server --stdio`: Walletscope's hovers, checksum warnings and fixes for editors other
// than VS Code, over the Language Server Protocol. The server itself is the esbuild bundle (npm run build).
import '../dist/language-server.js';
