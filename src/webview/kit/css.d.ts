// esbuild bundles imported stylesheets into dist/webview/asset.css.
declare module '*.css';
