// Bundles the extension into dist/. One context per bundle; `vscode` is provided by the host.
import * as esbuild from 'esbuild';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

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

const extension = {
  entryPoints: ['src/extension.ts'],
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node18',
  outfile: 'dist/extension.js',
  external: ['vscode'],
  minify: production,
  sourcemap: production ? false : 'linked',
  sourcesContent: false,
  metafile: true,
  legalComments: production ? 'none' : 'inline',
  logLevel: 'warning',
  plugins: [dropStreamsPolyfill],
};

if (watch) {
  const ctx = await esbuild.context(extension);
  await ctx.watch();
  console.log('watching src/ for changes');
} else {
  const result = await esbuild.build(extension);
  const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
  console.log(`built dist/extension.js (${production ? 'production' : 'development'}, ${(bytes / 1024).toFixed(1)} KB)`);
}
