// esbuild bundles each page's imported stylesheets into dist/webview/<page>.css, beside its script.
declare module '*.css';
