// Bundles the extension into dist/: the extension's scripts (two split builds and the browser build's entry), node-fetch,
// the pages' scripts and the language server. `vscode` is provided by the host. A production build also writes the
// .vsix's THIRD_PARTY_NOTICES.md from what its bundles contain (scripts/third-party-notices.mjs).
import * as esbuild from 'esbuild';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeNotices } from './scripts/third-party-notices.mjs';
import {
  bareNetworkModules, builtinsOnFirstUse, commonJsOutputs, dropStreamsPolyfill, dropUnusedFetchParts, nodeFetchApart, settingsManifestOnly,
} from './esbuild-plugins.mjs';

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

/**
 * The two composition roots: the desktop's (run by its entry, dist/start.js, below) and the browser build's main module (loaded by
 * dist/web/extension.js, below). They differ only in their platform pieces, so all the rest is one shared chunk
 * (dist/main-*.js), and activation loads the entry and that chunk: the code it runs, nothing a feature alone uses.
 */
const MAIN_ENTRIES = { extension: 'src/extension.ts', 'web-main': 'src/web/main.ts' };

/**
 * The bundles loaded on first use (src/bundles.ts's Bundles, and the price feed with its websocket library):
 * what two or more of them use is in shared chunks (dist/c-*.js) rather than a copy in each. They share nothing
 * with the main modules, whose copy of the client and formatters is tree-shaken to what activation runs.
 */
const FEATURE_ENTRIES = {
  'agent-feature': 'src/agent/feature.ts',
  'alerts-feature': 'src/wallets/alertsBundle.ts',
  'asset-feature': 'src/asset/feature.ts',
  'commands-feature': 'src/commandsFeature.ts',
  'credits-feature': 'src/credits/feature.ts',
  'hover-feature': 'src/hover/hoverProvider.ts',
  'nfts-feature': 'src/wallets/nftFeature.ts',
  'overview-feature': 'src/overview/feature.ts',
  'pool-feature': 'src/pool/feature.ts',
  'walletPage-feature': 'src/walletPage/feature.ts',
  'price-feed': 'src/api/feed/index.ts',
};

/**
 * Features whose bundle is another's file: loading either loads both, as they are opened together (the asset page lists
 * a token's pools and opens the pool page; the overview opens the wallet pages; the NFT view's commands are in the
 * commands bundle). Apart, what only one of each pair uses split the chunks the features share into twice as many small
 * files (8 KB more in the .vsix). The first's dist/<name>.js stays, for the loaders that require it by name, and gives
 * the second's exports.
 */
const IN_FILE_OF = { 'pool-feature': 'asset-feature', 'overview-feature': 'walletPage-feature', 'nfts-feature': 'commands-feature' };

/** Builds the features named in IN_FILE_OF into their carrier's file, and each of their own files as that file. */
const featuresInOneFile = {
  name: 'features-in-one-file',
  setup(build) {
    const cwd = build.initialOptions.absWorkingDir ?? process.cwd();
    const entries = build.initialOptions.entryPoints;
    const byFile = new Map(Object.entries(entries).map(([name, file]) => [path.resolve(cwd, file), name]));
    const carried = (name) => Object.keys(IN_FILE_OF).filter((other) => IN_FILE_OF[other] === name);
    build.onResolve({ filter: /\.ts$/ }, (args) => {
      const name = args.kind === 'entry-point' ? byFile.get(path.resolve(cwd, args.path)) : undefined;
      return name && (name in IN_FILE_OF || carried(name).length > 0) ? { path: name, namespace: 'features-in-one-file' } : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'features-in-one-file' }, ({ path: name }) => ({
      contents: name in IN_FILE_OF ? `export * from "./${IN_FILE_OF[name]}.js";`
        : [name, ...carried(name)].map((each) => `export * from ${JSON.stringify(path.resolve(cwd, entries[each]))};`).join('\n'),
      loader: 'js',
      resolveDir: cwd,
    }));
  },
};

/** The sibling bundles the code requires at run time by name (see src/platform/desktop.ts, src/live/livePrices.ts). */
const LAZY_SIBLINGS = ['./node-fetch.js', ...Object.keys(FEATURE_ENTRIES).map((name) => `./${name}.js`)];

/**
 * The price feed opens websockets as a client only: `ws` is its client (lib/websocket.js, which `ws` itself exports as
 * the module) without the server, the stream wrapper and the subprotocol parser the package's index adds to it (7 KB).
 */
const wsClientOnly = {
  name: 'ws-client-only',
  setup(build) {
    const client = path.join(path.dirname(createRequire(import.meta.url).resolve('ws')), 'lib', 'websocket.js');
    build.onResolve({ filter: /^ws$/ }, () => ({ path: client }));
  },
};

/**
 * The sockets ask for no compression (src/api/feed/wsSocket.ts: perMessageDeflate false) and listen with `on`, not the
 * DOM's addEventListener or `onmessage`: `ws`'s permessage-deflate, its extension header parser and its DOM events are
 * never called, and stand-ins that say so replace them (10 KB; 2.8 KB of the .vsix). A stream's frames are small JSON,
 * and a compressed frame is one more way for a hostile server to make the window inflate.
 */
const wsWithoutCompression = {
  name: 'ws-without-compression',
  setup(build) {
    const standIns = {
      './permessage-deflate': 'module.exports = class PerMessageDeflate { static get extensionName() { return "permessage-deflate"; } '
        + 'constructor() { throw new Error("permessage-deflate is left out of this build"); } };',
      './extension': 'const none = () => { throw new Error("websocket extensions are left out of this build"); }; module.exports = { format: none, parse: none };',
      './event-target': 'const none = () => { throw new Error("DOM events are left out of this build: use on()"); }; '
        + 'module.exports = { EventTarget: { addEventListener: none, removeEventListener: none } };',
    };
    build.onResolve({ filter: /^\.\/(permessage-deflate|extension|event-target)$/ }, (args) =>
      (/[\\/]ws[\\/]lib$/.test(args.resolveDir) ? { path: args.path, namespace: 'ws-stand-in' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'ws-stand-in' }, (args) => ({ contents: standIns[args.path], loader: 'js' }));
  },
};

/** @returns {import('esbuild').BuildOptions} */
function sharedScriptsBuildOptions(production, entryPoints, chunkNames) {
  return {
    ...common(production),
    // Each output is rewritten to CommonJS (commonJsOutputs), which carries an inline map through, not a linked one.
    sourcemap: production ? false : 'inline',
    entryPoints,
    outdir: 'dist',
    // esbuild splits ES modules only: commonJsOutputs turns each output into the CommonJS the extension host requires.
    format: 'esm',
    splitting: true,
    chunkNames,
    platform: 'node',
    target: 'node18',
    // ws's optional native speed-ups are left out; it runs without them (its requires are guarded).
    external: ['vscode', 'bufferutil', 'utf-8-validate', ...LAZY_SIBLINGS],
    plugins: [dropStreamsPolyfill, dropUnusedFetchParts, bareNetworkModules, nodeFetchApart, wsClientOnly, wsWithoutCompression, commonJsOutputs, dropStaleChunks],
    // A dynamic import of a sibling bundle becomes a require: the extension host loads CommonJS (see nodeFetchApart).
    supported: { 'dynamic-import': false },
  };
}

/**
 * A small chunk of the features goes into the file of a chunk that every feature loading it loads too, when only one
 * feature more then reads it (the agent, mostly, whose imports split the chunks the others share). Each small file costs
 * the .vsix about 160 bytes of zip headers and compresses worse than inside a larger one. The file's module is a
 * function that gives each chunk in it by name, evaluating it when first asked for, as a file of its own would be; a
 * require of one of them, `require("./c-A.js")`, becomes `require("./c-B.js")("c-A")`. Runs on the CommonJS outputs.
 */
const SMALL_CHUNK_BYTES = 16384;
/**
 * A chunk this small goes into the file of the chunk with the fewest readers among those every one of its readers loads,
 * however many more: a feature then reads at most this much it does not run (not evaluated), and the .vsix drops a file.
 */
const TINY_CHUNK_BYTES = 6144;
const smallChunksTogether = {
  name: 'small-chunks-together',
  setup(build) {
    const cwd = build.initialOptions.absWorkingDir ?? process.cwd();
    build.onEnd((result) => {
      if (result.errors.length > 0 || !result.metafile) return;
      const outputs = result.metafile.outputs;
      const scripts = Object.keys(outputs).filter((file) => file.endsWith('.js'));
      const imports = staticImports(result.metafile);
      const readers = new Map(scripts.map((file) => [file, new Set()]));
      for (const entry of scripts.filter((file) => outputs[file].entryPoint)) {
        for (const name of loadedWith(imports, entry.replace(/^dist\//, ''))) readers.get(`dist/${name}`)?.add(entry);
      }
      const chunks = scripts.filter((file) => !outputs[file].entryPoint).sort((a, b) => outputs[a].bytes - outputs[b].bytes);
      const fileOf = new Map(); // a chunk's file, when it is another's
      for (const chunk of chunks.filter((file) => outputs[file].bytes < SMALL_CHUNK_BYTES)) {
        const own = readers.get(chunk);
        if ([...fileOf.values()].includes(chunk)) continue;
        const carriers = chunks.filter((other) => other !== chunk && !fileOf.has(other) && [...own].every((e) => readers.get(other).has(e))
          && (readers.get(other).size === own.size + 1 || outputs[chunk].bytes < TINY_CHUNK_BYTES));
        const into = carriers.sort((a, b) => readers.get(a).size - readers.get(b).size)[0];
        if (into) fileOf.set(chunk, into);
      }
      if (fileOf.size === 0) return;
      for (const carrier of fileOf.values()) fileOf.set(carrier, carrier);
      const key = (file) => path.posix.basename(file, '.js');
      const files = new Map((result.outputFiles ?? []).map((f) => [path.relative(cwd, f.path).split(path.sep).join('/'), f]));
      const read = (file) => files.get(file)?.text ?? fs.readFileSync(path.resolve(cwd, file), 'utf8');
      const relinked = (file) => read(file).replace(/require\("\.\/(c-\w+)\.js"\)/g, (whole, name) => {
        const carrier = fileOf.get(path.posix.join(path.posix.dirname(file), `${name}.js`));
        return carrier ? `require("./${key(carrier)}.js")(${JSON.stringify(name)})` : whole;
      });
      const texts = new Map(scripts.filter((file) => !fileOf.has(file)).map((file) => [file, relinked(file)]));
      for (const carrier of new Set(fileOf.values())) {
        const members = scripts.filter((file) => fileOf.get(file) === carrier);
        const modules = members.map((file) => `${JSON.stringify(key(file))}:function(module,exports,require){${relinked(file)}\n}`);
        texts.set(carrier, `"use strict";\nvar c={${modules.join(',\n')}},d={},r=p=>p==="./${key(carrier)}.js"?l:require(p),`
          + 'l=n=>{var m=d[n];if(!m){m=d[n]={exports:{}};c[n].call(m.exports,m,m.exports,r)}return m.exports};module.exports=l;\n');
        outputs[carrier].inputs = Object.assign({}, ...members.map((file) => outputs[file].inputs));
        outputs[carrier].imports = members.flatMap((file) => outputs[file].imports);
        for (const file of members) if (file !== carrier) delete outputs[file];
      }
      for (const [file, text] of texts) {
        const output = outputs[file];
        const seen = new Set([file]);
        output.imports = output.imports.map((i) => (fileOf.has(i.path) ? { ...i, path: fileOf.get(i.path) } : i)).filter((i) => !seen.has(i.path) && seen.add(i.path));
        output.bytes = Buffer.byteLength(text);
        const written = files.get(file);
        if (written) result.outputFiles[result.outputFiles.indexOf(written)] = { path: written.path, hash: written.hash, contents: Buffer.from(text), text };
        else fs.writeFileSync(path.resolve(cwd, file), text);
      }
      if (result.outputFiles) result.outputFiles = result.outputFiles.filter((f) => path.relative(cwd, f.path).split(path.sep).join('/') in outputs || !f.path.endsWith('.js'));
    });
  },
};

/** @returns {import('esbuild').BuildOptions} */
export function mainBuildOptions(production) {
  return sharedScriptsBuildOptions(production, MAIN_ENTRIES, 'main-[hash]');
}

/** @returns {import('esbuild').BuildOptions} */
export function featuresBuildOptions(production) {
  // "c-", not "chunk-": each name is in two zip headers of the .vsix and in every require of the chunk.
  const options = sharedScriptsBuildOptions(production, FEATURE_ENTRIES, 'c-[hash]');
  const plugins = options.plugins.flatMap((plugin) => (plugin === commonJsOutputs ? [commonJsOutputs, smallChunksTogether] : [plugin]));
  return { ...options, plugins: [featuresInOneFile, ...plugins] };
}

/** One CommonJS file for Node, as the extension's scripts end up: node-fetch's, the language server's, the bench's races. */
/** @returns {import('esbuild').BuildOptions} */
export function nodeScriptBuildOptions(production) {
  return { ...common(production), format: 'cjs', platform: 'node', target: 'node18' };
}

/**
 * The desktop extension's entry (package.json "main"), apart from the main modules' build: it reads dist/extension.js and
 * its chunk as files, to compile them with V8's code cache (src/platform/desktopStart.ts), and bundles nothing of theirs;
 * and the cache's writer, which it requires only when a start used no cache.
 */
/** @returns {import('esbuild').BuildOptions} */
export function desktopStartBuildOptions(production) {
  return { ...nodeScriptBuildOptions(production), entryPoints: { start: 'src/platform/desktopStart.ts', 'start-save': 'src/platform/desktopStartSave.ts' },
    outdir: 'dist', external: ['vscode', './start-save.js'] };
}

/** node-fetch alone, required by the desktop's transport on its first request (see nodeFetchApart). */
/** @returns {import('esbuild').BuildOptions} */
export function nodeFetchBuildOptions(production) {
  return { ...nodeScriptBuildOptions(production), entryPoints: ['src/api/transport/nodeFetch.ts'], outfile: 'dist/node-fetch.js',
    plugins: [dropStreamsPolyfill, dropUnusedFetchParts, bareNetworkModules] };
}

/**
 * Each script a build wrote to dist/ (by its path under dist/) with the chunks it requires as it loads, by the same path;
 * and a feature's file that is another's (IN_FILE_OF) with that file.
 */
export function staticImports(metafile) {
  const outputs = metafile.outputs;
  const name = (file) => file.replace(/^dist\//, '');
  const built = (i) => (i.external ? path.posix.join('dist', i.path) : i.path);
  return Object.fromEntries(Object.entries(outputs).filter(([file]) => file.endsWith('.js')).map(([file, output]) =>
    [name(file), output.imports.filter((i) => i.kind === 'import-statement' && built(i) in outputs).map((i) => name(built(i)))]));
}

/** A file and every chunk it requires as it loads, transitively: what loading it reads. */
export function loadedWith(imports, file) {
  const seen = new Set([file]);
  for (const each of seen) for (const chunk of imports[each] ?? []) seen.add(chunk);
  return [...seen];
}

/**
 * The MCP SDK's server checks with Ajv (about 140 KB with its formats and URI parser) only what a client answers to an
 * elicitation, a form the server asks the user to fill, and the MCP server asks for none: a validator that refuses
 * stands in. Ajv's own code also names its runtime modules in require() strings (for the code it writes out), which
 * language-server/pack.mjs would rightly take for requires the package cannot meet.
 */
const mcpWithoutAjv = {
  name: 'mcp-without-ajv',
  setup(build) {
    build.onResolve({ filter: /[\\/]validation[\\/]ajv-provider\.js$/ }, (args) =>
      (/[\\/]@modelcontextprotocol[\\/]sdk[\\/]/.test(args.importer) ? { path: args.path, namespace: 'mcp-stub' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'mcp-stub' }, () => ({
      contents: 'export class AjvJsonSchemaValidator { getValidator() { throw new Error("this server validates no elicitation"); } }',
      loader: 'js',
    }));
  },
};

/** The language server for other editors (`walletscope-language-server --stdio`): plain Node, no vscode in it. */
/** @returns {import('esbuild').BuildOptions} */
export function languageServerBuildOptions(production) {
  return {
    ...nodeScriptBuildOptions(production),
    // The command's file, which compiles the server with V8's code cache from an earlier start (start.ts), the LSP server,
    // and the MCP server (`--mcp`): a bundle of its own, as the SDK would double what every LSP start compiles.
    entryPoints: {
      'language-server': 'src/language-server/start.ts', 'language-server-main': 'src/language-server/main.ts', 'language-server-mcp': 'src/language-server/mcpMain.ts',
    },
    outdir: 'dist',
    // ASCII (\uXXXX escapes), unlike the other bundles: Node reads an all-ASCII file into a one-byte string, half the
    // memory V8 keeps for the script's source and about half the read time at start (measured: 3.2 to 1.7 ms).
    charset: 'ascii',
    plugins: [dropStreamsPolyfill, dropUnusedFetchParts, settingsManifestOnly, builtinsOnFirstUse, mcpWithoutAjv],
  };
}

/**
 * Content-hashed chunk files of an earlier build are no output of this one: removed after each build (and rebuild under
 * --watch), so dist/ and dist/webview ship only what the bundles and pages import.
 */
const dropStaleChunks = {
  name: 'drop-stale-chunks',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length > 0 || !result.metafile || build.initialOptions.write === false) return;
      const cwd = build.initialOptions.absWorkingDir ?? process.cwd();
      const dir = path.resolve(cwd, build.initialOptions.outdir);
      const current = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(cwd, file)));
      const prefix = build.initialOptions.chunkNames.replace('[hash]', '');
      for (const name of fs.readdirSync(dir)) {
        const file = path.join(dir, name);
        // chunk-: the names of older builds' chunks, left in a working copy's dist/ would ship in its .vsix.
        if ((name.startsWith(prefix) || name.startsWith('chunk-')) && /^[a-z]+-\w+\.js(\.map)?$/.test(name) && !current.has(file.replace(/\.map$/, ''))) fs.rmSync(file);
      }
    });
  },
};

/**
 * The three pages' scripts (dist/webview/asset.js, overview.js, pool.js, each with its stylesheet) in one build, as ES
 * modules: what two or three of them use (uPlot, zod/mini, the pages' kit) is in shared chunks (dist/webview/c-*.js)
 * instead of a copy in each, about 64 KB less in the .vsix. The shell loads a page's script as a module with its nonce,
 * which its static imports inherit (HTML's descendant script fetch options), so the policy stays nonce-only.
 */
/** @returns {import('esbuild').BuildOptions} */
export function webviewPagesBuildOptions(production) {
  return {
    ...common(production),
    entryPoints: {
      asset: 'src/webview/asset/main.ts', overview: 'src/webview/overview/main.ts', pool: 'src/webview/pool/main.ts', walletPage: 'src/webview/walletPage/main.ts',
      credits: 'src/webview/credits/main.ts',
      // The kit's stylesheets, one file each that every page links before its own (pages/channel.ts), not a copy in each.
      base: 'src/webview/kit/base.css', controls: 'src/webview/kit/controls.css', chart: 'src/webview/kit/chart.css', holdings: 'src/webview/kit/holdings.css',
    },
    outdir: 'dist/webview',
    format: 'esm',
    splitting: true,
    chunkNames: 'c-[hash]', // short: each name is in two zip headers and every import of it
    platform: 'browser',
    target: 'es2022',
    plugins: [dropStaleChunks],
  };
}

/**
 * The browser build's entry ("browser" in package.json, for vscode.dev and github.dev): a loader that fetches
 * dist/web-main.js and the chunks it requires, and evaluates them as CommonJS, since VS Code's web worker host gives a
 * bundle no require but 'vscode'. It is built with the map of which chunks each file requires (WALLETSCOPE_MODULES),
 * so a file and all its chunks are fetched at once.
 */
/** @returns {import('esbuild').BuildOptions} */
export function webExtensionBuildOptions(production, imports) {
  return {
    ...common(production),
    entryPoints: ['src/web/extension.ts'],
    format: 'cjs',
    platform: 'browser',
    target: 'es2022',
    outfile: 'dist/web/extension.js',
    external: ['vscode'],
    define: { WALLETSCOPE_MODULES: JSON.stringify(imports) },
  };
}

/** The main modules, the features, then the browser build's entry with their chunk maps; in memory if write is false. */
export async function buildExtensionScripts(production, overrides = {}) {
  const results = [await esbuild.build({ ...mainBuildOptions(production), ...overrides }), await esbuild.build({ ...featuresBuildOptions(production), ...overrides })];
  const imports = Object.assign({}, ...results.map((result) => staticImports(result.metafile)));
  results.push(await esbuild.build({ ...webExtensionBuildOptions(production, imports), ...overrides }));
  return {
    outputFiles: results.flatMap((result) => result.outputFiles ?? []),
    metafile: { inputs: Object.assign({}, ...results.map((r) => r.metafile.inputs)), outputs: Object.assign({}, ...results.map((r) => r.metafile.outputs)) },
  };
}

/**
 * --watch: the browser build's entry watches its own sources, and is made again with the new map whenever a rebuild of
 * the main modules or the features changes it (one at a time, so the last map is the one on disk).
 */
async function watchExtensionScripts(production) {
  const imports = new Map();
  let entry = Promise.resolve(undefined);
  let map = '';
  const remakeEntry = () => {
    const next = JSON.stringify(Object.assign({}, ...imports.values()));
    if (imports.size < 2 || next === map) return entry;
    map = next;
    entry = entry.then(async (previous) => {
      await previous?.dispose();
      const context = await esbuild.context(webExtensionBuildOptions(production, JSON.parse(next)));
      await context.watch();
      return context;
    }).catch((e) => {
      console.error(e);
      map = ''; // made again at the next rebuild of the others
      return undefined;
    });
    return entry;
  };
  const browserEntry = {
    name: 'browser-entry',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        imports.set(build.initialOptions.chunkNames, staticImports(result.metafile));
        await remakeEntry();
      });
    },
  };
  for (const options of [mainBuildOptions(production), featuresBuildOptions(production)]) {
    await (await esbuild.context({ ...options, plugins: [...options.plugins, browserEntry] })).watch();
  }
}

/** What the .vsix ships (.vscodeignore): the extension's scripts, node-fetch and the pages; in memory if write is false. */
export async function buildPackagedScripts(production, overrides = {}) {
  const bundles = [desktopStartBuildOptions(production), nodeFetchBuildOptions(production), webviewPagesBuildOptions(production)];
  return [await buildExtensionScripts(production, overrides), ...await Promise.all(bundles.map((options) => esbuild.build({ ...options, ...overrides })))];
}

/** The .vsix's notices file: a production build writes it, as the bundles drop the licence comments (see its script). */
export const VSIX_NOTICES = 'THIRD_PARTY_NOTICES.md';
export const VSIX_NOTICES_SHIPPED = 'The Walletscope extension (its scripts under dist/)';

async function main() {
  const production = process.argv.includes('--production');
  if (process.argv.includes('--watch')) {
    await watchExtensionScripts(production);
    for (const options of [desktopStartBuildOptions(production), nodeFetchBuildOptions(production), webviewPagesBuildOptions(production), languageServerBuildOptions(production)]) {
      await (await esbuild.context(options)).watch();
    }
    console.log('watching src/ for changes');
    return;
  }
  const [packaged, server] = await Promise.all([buildPackagedScripts(production), esbuild.build(languageServerBuildOptions(production))]);
  for (const result of [...packaged, server]) {
    const files = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
    for (const [file, { bytes }] of files) console.log(`built ${file} (${production ? 'production' : 'development'}, ${(bytes / 1024).toFixed(1)} KB)`);
  }
  if (production) {
    const packages = writeNotices(VSIX_NOTICES, packaged.map((result) => result.metafile), process.cwd(), VSIX_NOTICES_SHIPPED);
    console.log(`wrote ${VSIX_NOTICES} (${packages.length} packages: ${packages.map((p) => p.name).join(', ')})`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
