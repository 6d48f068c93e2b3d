// Bundles the extension into dist/. One context per bundle; `vscode` is provided by the host.
import * as esbuild from 'esbuild';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bareNetworkModules, dropStreamsPolyfill, dropUnusedFetchParts, nodeFetchApart, settingsManifestOnly } from './esbuild-plugins.mjs';

/** What every bundle shares: minified without source maps for production, readable with maps otherwise. */
function common(production) {
  return {
    bundle: true,
    minify: production,
    sourcemap: production ? false : 'linked',
    sourcesContent: false,
    metafile: true,
    legalComments: production ? 'none' : 'inline',
    // Text like "·", "…" and "—" as UTF-8 (2-3 bytes) rather than \uXXXX escapes (6 bytes): Node and the
    // webview both read the bundles as UTF-8.
    charset: 'utf8',
    logLevel: 'warning',
  };
}

/** @returns {import('esbuild').BuildOptions} */
export function extensionBuildOptions(production) {
  return {
    ...common(production),
    entryPoints: ['src/extension.ts'],
    format: 'cjs',
    platform: 'node',
    target: 'node18',
    outfile: 'dist/extension.js',
    // The asset page and search are their own bundle, required at first use (src/asset/index.ts).
    external: ['vscode', './asset-feature.js', './price-feed.js', './overview-feature.js', './hover-feature.js', './credits-feature.js',
      './commands-feature.js', './pool-feature.js'],
    plugins: [dropStreamsPolyfill, dropUnusedFetchParts, bareNetworkModules, nodeFetchApart],
    // A dynamic import of a sibling bundle becomes a require: the extension host loads CommonJS (see nodeFetchApart).
    supported: { 'dynamic-import': false },
  };
}

/** node-fetch alone, required by the desktop's transport on its first request (see nodeFetchApart). */
/** @returns {import('esbuild').BuildOptions} */
export function nodeFetchBuildOptions(production) {
  return { ...common(production), entryPoints: ['src/api/transport/nodeFetch.ts'], format: 'cjs', platform: 'node', target: 'node18', outfile: 'dist/node-fetch.js',
    plugins: [dropStreamsPolyfill, dropUnusedFetchParts, bareNetworkModules] };
}

/** The asset page and asset search (panels, page model, quick pick): loaded by the extension on first use. */
/** @returns {import('esbuild').BuildOptions} */
export function assetFeatureBuildOptions(production) {
  return {
    ...extensionBuildOptions(production),
    entryPoints: ['src/asset/feature.ts'],
    outfile: 'dist/asset-feature.js',
    external: ['vscode'],
  };
}

/** The price feed client and its websocket library: loaded by the extension when a price is first followed. */
/** @returns {import('esbuild').BuildOptions} */
export function priceFeedBuildOptions(production) {
  return {
    ...extensionBuildOptions(production),
    entryPoints: ['src/api/feed/index.ts'],
    outfile: 'dist/price-feed.js',
    // ws's optional native speed-ups; it runs without them (its requires are guarded).
    external: ['vscode', 'bufferutil', 'utf-8-validate'],
  };
}

/** The address hover (lookup, markdown, sparkline): loaded on the first hover over an address (src/hover/index.ts). */
/** @returns {import('esbuild').BuildOptions} */
export function hoverFeatureBuildOptions(production) {
  return { ...extensionBuildOptions(production), entryPoints: ['src/hover/hoverProvider.ts'], outfile: 'dist/hover-feature.js', external: ['vscode'] };
}

/** The command handlers (wallets, NFTs, API key, Check Connection): loaded by the extension when a command first runs. */
/** @returns {import('esbuild').BuildOptions} */
export function commandsFeatureBuildOptions(production) {
  return { ...extensionBuildOptions(production), entryPoints: ['src/commandsFeature.ts'], outfile: 'dist/commands-feature.js', external: ['vscode'] };
}

/** Show Credit Usage and the credit notices: loaded by the extension the first time either is needed. */
/** @returns {import('esbuild').BuildOptions} */
export function creditsFeatureBuildOptions(production) {
  return { ...extensionBuildOptions(production), entryPoints: ['src/credits/feature.ts'], outfile: 'dist/credits-feature.js', external: ['vscode'] };
}

/** The portfolio overview (panel, model, page HTML): loaded by the extension on first Open Portfolio Overview. */
/** @returns {import('esbuild').BuildOptions} */
export function overviewFeatureBuildOptions(production) {
  return {
    ...extensionBuildOptions(production),
    entryPoints: ['src/overview/feature.ts'],
    outfile: 'dist/overview-feature.js',
    external: ['vscode'],
  };
}

/** The pool page (panels, page model and HTML): loaded by the extension on first Show Pool or a restored pool page. */
/** @returns {import('esbuild').BuildOptions} */
export function poolFeatureBuildOptions(production) {
  return { ...extensionBuildOptions(production), entryPoints: ['src/pool/feature.ts'], outfile: 'dist/pool-feature.js', external: ['vscode'] };
}

/** The language server for other editors (`walletscope-language-server --stdio`): plain Node, no vscode in it. */
/** @returns {import('esbuild').BuildOptions} */
export function languageServerBuildOptions(production) {
  return {
    ...common(production),
    entryPoints: ['src/language-server/main.ts'],
    format: 'cjs',
    platform: 'node',
    target: 'node18',
    outfile: 'dist/language-server.js',
    // ASCII (\uXXXX escapes), unlike the other bundles: Node reads an all-ASCII file into a one-byte string, half the
    // memory V8 keeps for the script's source and about half the read time at start (measured: 3.2 to 1.7 ms).
    charset: 'ascii',
    plugins: [dropStreamsPolyfill, dropUnusedFetchParts, settingsManifestOnly],
  };
}

/**
 * Content-hashed chunk files of an earlier build are no output of this one: removed after each build (and rebuild under
 * --watch), so dist/webview ships only what the pages import.
 */
const dropStaleChunks = {
  name: 'drop-stale-chunks',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length > 0 || !result.metafile || build.initialOptions.write === false) return;
      const cwd = build.initialOptions.absWorkingDir ?? process.cwd();
      const dir = path.resolve(cwd, build.initialOptions.outdir);
      const current = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(cwd, file)));
      for (const name of fs.readdirSync(dir)) {
        const file = path.join(dir, name);
        if (/^chunk-\w+\.js(\.map)?$/.test(name) && !current.has(file.replace(/\.map$/, ''))) fs.rmSync(file);
      }
    });
  },
};

/**
 * The three pages' scripts (dist/webview/asset.js, overview.js, pool.js, each with its stylesheet) in one build, as ES
 * modules: what two or three of them use (uPlot, zod/mini, the pages' kit) is in shared chunks (dist/webview/chunk-*.js)
 * instead of a copy in each, about 64 KB less in the .vsix. The shell loads a page's script as a module with its nonce,
 * which its static imports inherit (HTML's descendant script fetch options), so the policy stays nonce-only.
 */
/** @returns {import('esbuild').BuildOptions} */
export function webviewPagesBuildOptions(production) {
  return {
    ...common(production),
    entryPoints: { asset: 'src/webview/asset/main.ts', overview: 'src/webview/overview/main.ts', pool: 'src/webview/pool/main.ts' },
    outdir: 'dist/webview',
    format: 'esm',
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'browser',
    target: 'es2022',
    plugins: [dropStaleChunks],
  };
}

/**
 * The browser build ("browser" in package.json, for vscode.dev and github.dev): the same composition root with the web
 * platform's pieces (src/platform/web.ts). VS Code's web worker host gives a bundle no require but 'vscode', so the small
 * lazy bundles (hover, commands, credits) are part of it, and the three pages' bundles (dist/<page>-feature.js, the
 * desktop's own: they need nothing but 'vscode', which test/unit/bundle.test.ts checks) are fetched on first use.
 * node-fetch is never called there (the browser's fetch is given), and the price feed's websocket bundle is never
 * loaded (the web polls), so neither ships: a stub that throws stands in for each.
 */
const webPlatformPieces = {
  name: 'web-platform-pieces',
  setup(build) {
    const inline = { './hover-feature.js': 'src/hover/hoverProvider.ts', './commands-feature.js': 'src/commandsFeature.ts', './credits-feature.js': 'src/credits/feature.ts' };
    build.onResolve({ filter: /^\.\/(hover|commands|credits)-feature\.js$/ }, (args) => ({ path: path.resolve(inline[args.path]) }));
    build.onResolve({ filter: /^(node-fetch|\.\/price-feed\.js)$/ }, (args) => ({ path: args.path, namespace: 'web-stub' }));
    build.onLoad({ filter: /.*/, namespace: 'web-stub' }, (args) => ({
      contents: args.path === 'node-fetch'
        ? "export default function fetch() { throw new Error('node-fetch is not in the browser build'); }\nexport class FetchError extends Error {}\nexport class AbortError extends Error {}"
        : "throw new Error('the price feed is not in the browser build');",
      loader: 'js',
    }));
  },
};

/** @returns {import('esbuild').BuildOptions} */
export function webExtensionBuildOptions(production) {
  return {
    ...common(production),
    entryPoints: ['src/web/extension.ts'],
    format: 'cjs',
    platform: 'browser',
    target: 'es2022',
    outfile: 'dist/web/extension.js',
    external: ['vscode'],
    plugins: [webPlatformPieces],
  };
}

async function main() {
  const production = process.argv.includes('--production');
  const bundles = [extensionBuildOptions(production), nodeFetchBuildOptions(production), assetFeatureBuildOptions(production), priceFeedBuildOptions(production),
    webviewPagesBuildOptions(production), overviewFeatureBuildOptions(production), hoverFeatureBuildOptions(production), creditsFeatureBuildOptions(production),
    commandsFeatureBuildOptions(production), poolFeatureBuildOptions(production), languageServerBuildOptions(production), webExtensionBuildOptions(production)];
  if (process.argv.includes('--watch')) {
    for (const options of bundles) await (await esbuild.context(options)).watch();
    console.log('watching src/ for changes');
    return;
  }
  for (const options of bundles) {
    const result = await esbuild.build(options);
    const files = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
    for (const [file, { bytes }] of files) console.log(`built ${file} (${production ? 'production' : 'development'}, ${(bytes / 1024).toFixed(1)} KB)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
