// Bundles the extension into dist/. One context per bundle; `vscode` is provided by the host.
import * as esbuild from 'esbuild';
import { pathToFileURL } from 'node:url';

// fetch-blob (under node-fetch) falls back to a 59 KB streams polyfill only when `node:stream/web`
// is missing; every extension host (Node >= 18) has it, so the fallback is left out of the bundle.
const dropStreamsPolyfill = {
  name: 'drop-web-streams-polyfill',
  setup(build) {
    build.onResolve({ filter: /^web-streams-polyfill/ }, (args) => ({ path: args.path, namespace: 'stub' }));
    build.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents: "throw new Error('web-streams-polyfill is not bundled: this runtime lacks node:stream/web');",
      loader: 'js',
    }));
  },
};

// VS Code's proxy support intercepts require('http'|'https'|'net'|'tls') by those exact names;
// node-fetch asks for 'node:http', which would bypass the user's proxy. Rewrite to the bare names.
const bareNetworkModules = {
  name: 'bare-network-modules',
  setup(build) {
    build.onResolve({ filter: /^node:(http|https|net|tls)$/ }, (args) => ({ path: args.path.slice('node:'.length), external: true }));
  },
};

/** What every bundle shares: minified without source maps for production, readable with maps otherwise. */
function common(production) {
  return {
    bundle: true,
    minify: production,
    sourcemap: production ? false : 'linked',
    sourcesContent: false,
    metafile: true,
    legalComments: production ? 'none' : 'inline',
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
    external: ['vscode'],
    plugins: [dropStreamsPolyfill, bareNetworkModules],
  };
}

/** The asset page's script: its own bundle for the browser (the webview), no Node and no vscode in it. */
/** @returns {import('esbuild').BuildOptions} */
export function webviewBuildOptions(production) {
  return {
    ...common(production),
    entryPoints: ['src/webview/asset/main.ts'],
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    outfile: 'dist/webview/asset.js',
  };
}

async function main() {
  const production = process.argv.includes('--production');
  const bundles = [extensionBuildOptions(production), webviewBuildOptions(production)];
  if (process.argv.includes('--watch')) {
    for (const options of bundles) await (await esbuild.context(options)).watch();
    console.log('watching src/ for changes');
    return;
  }
  for (const options of bundles) {
    const result = await esbuild.build(options);
    const bytes = result.metafile.outputs[options.outfile]?.bytes ?? 0;
    console.log(`built ${options.outfile} (${production ? 'production' : 'development'}, ${(bytes / 1024).toFixed(1)} KB)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
