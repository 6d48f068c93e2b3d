// esbuild plugins for the Node bundles (esbuild.mjs): what node-fetch ships that Walletscope never runs, the module names
// VS Code's proxy support hooks, node-fetch as a bundle of its own, the language server's slice of package.json, and
// split ES module output rewritten to CommonJS.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { transform as esbuildTransform } from 'esbuild';

// fetch-blob (under node-fetch) falls back to a 59 KB streams polyfill only when `node:stream/web`
// is missing; every extension host (Node >= 18) has it, so the fallback is left out of the bundle.
export const dropStreamsPolyfill = {
  name: 'drop-web-streams-polyfill',
  setup(build) {
    build.onResolve({ filter: /^web-streams-polyfill/ }, (args) => ({ path: args.path, namespace: 'stub' }));
    build.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents: "throw new Error('web-streams-polyfill is not bundled: this runtime lacks node:stream/web');",
      loader: 'js',
    }));
  },
};

// node-fetch can send and parse FormData, fetch data: URLs, send a Referer, and exports Blob/File helpers; Walletscope
// only GETs http(s) JSON without a referrer and reads bodies as streams. Those parts (FormData polyfill and multipart
// parser, data: URL decoder, referrer policy, Blob and file readers: about 12 KB) are stubs that throw if ever reached
// (the referrer's: no Referer, ever), to keep dist/extension.js within its budget.
export const dropUnusedFetchParts = {
  name: 'drop-unused-fetch-parts',
  setup(build) {
    const stubs = {
      'formdata-polyfill/esm.min.js': "export class FormData {}\nexport function formDataToBlob() { throw new Error('FormData bodies are not bundled'); }",
      'data-uri-to-buffer': "export default function dataUriToBuffer() { throw new Error('data: URLs are not bundled'); }",
      'fetch-blob': "export default class Blob { constructor() { throw new Error('Blob is not bundled'); } }",
      'fetch-blob/from.js': "export { default as Blob } from 'fetch-blob';\nexport const File = undefined, fileFrom = undefined, fileFromSync = undefined, blobFrom = undefined, blobFromSync = undefined;",
      './utils/multipart-parser.js': "export function toFormData() { throw new Error('multipart bodies are not bundled'); }",
      './utils/referrer.js': [
        "export const DEFAULT_REFERRER_POLICY = 'strict-origin-when-cross-origin';",
        "export const ReferrerPolicy = new Set(['', 'no-referrer', 'no-referrer-when-downgrade', 'same-origin', 'origin', 'strict-origin', 'origin-when-cross-origin', 'strict-origin-when-cross-origin', 'unsafe-url']);",
        "export function validateReferrerPolicy(p) { if (!ReferrerPolicy.has(p)) throw new TypeError('Invalid referrerPolicy: ' + p); return p; }",
        "export function determineRequestsReferrer() { return 'no-referrer'; }",
        "export function parseReferrerPolicyFromHeader() { return ''; }",
      ].join('\n'),
    };
    build.onResolve({ filter: /^(formdata-polyfill\/esm\.min\.js|data-uri-to-buffer|fetch-blob|fetch-blob\/from\.js|\.\/utils\/(multipart-parser|referrer)\.js)$/ }, (args) => ({ path: args.path, namespace: 'fetch-stub' }));
    build.onLoad({ filter: /.*/, namespace: 'fetch-stub' }, (args) => ({ contents: stubs[args.path], loader: 'js', resolveDir: process.cwd() }));
  },
};

// VS Code's proxy support intercepts require('http'|'https'|'net'|'tls') by those exact names;
// node-fetch asks for 'node:http', which would bypass the user's proxy. Rewrite to the bare names.
export const bareNetworkModules = {
  name: 'bare-network-modules',
  setup(build) {
    build.onResolve({ filter: /^node:(http|https|net|tls)$/ }, (args) => ({ path: args.path.slice('node:'.length), external: true }));
  },
};

// The transport imports node-fetch (through src/api/transport/nodeFetch.ts) on its first request: in the extension's
// bundles that import is the sibling dist/node-fetch.js, so activation does not read node-fetch's 17 KB. (The language server's bundle
// keeps it inside: one file, loaded after initialize is answered.)
export const nodeFetchApart = {
  name: 'node-fetch-apart',
  setup(build) {
    build.onResolve({ filter: /^\.\/nodeFetch$/ }, (args) =>
      (args.importer.endsWith(path.join('transport', 'node.ts')) ? { path: './node-fetch.js', external: true } : undefined));
  },
};

// The language server reads the extension's package.json for its version and its settings' types, defaults, limits,
// choices and scopes (which keys only the user sets). Bundled whole, `contributes` brought the commands, menus and
// descriptions the server never reads: its import of package.json gets those fields only. Any other module importing
// package.json into this bundle stops the build.
export const settingsManifestOnly = {
  name: 'settings-manifest-only',
  setup(build) {
    const root = build.initialOptions.absWorkingDir ?? process.cwd();
    const manifest = path.join(root, 'package.json');
    const server = path.join(root, 'src', 'language-server') + path.sep;
    build.onResolve({ filter: /(^|[\\/])package\.json$/ }, (args) => {
      if (path.resolve(args.resolveDir, args.path) !== manifest) return undefined;
      if (!args.importer.startsWith(server)) return { errors: [{ text: `${args.importer} imports package.json: only src/language-server/ may, for its settings' fields` }] };
      return { path: manifest, namespace: 'settings-manifest' };
    });
    build.onLoad({ filter: /.*/, namespace: 'settings-manifest' }, (args) => {
      const { version, contributes } = JSON.parse(fs.readFileSync(args.path, 'utf8'));
      const keep = ['type', 'default', 'minimum', 'maximum', 'enum', 'scope'];
      const properties = Object.fromEntries(Object.entries(contributes.configuration.properties).map(([key, schema]) =>
        [key, Object.fromEntries(keep.filter((k) => k in schema).map((k) => [k, schema[k]]))]));
      return { contents: JSON.stringify({ version, contributes: { configuration: { properties } } }), loader: 'json', watchFiles: [args.path] };
    });
  },
};

// An output of esbuild's split build, with its exports and its namespace imports of the host's modules already written as
// CommonJS, before esbuild's transform does the rest: the transform's own rewrite of these puts about 450 bytes of helpers
// in every file (240 compressed, 11 KB of the .vsix over its 56 scripts). The exports become getters on `exports` itself
// (live, as an ES module's are) rather than on a copy made by __toCommonJS; a namespace import of vscode or node:*
// becomes its require rather than a copy made by __toESM. Code in any other shape is left to the transform's helpers.
export function leanCommonJsInput(text, entryPoint) {
  // A file that is another's (esbuild.mjs's IN_FILE_OF) gives that file's exports themselves.
  const another = /^export\s*\*\s*from\s*("\.\/[\w-]+\.js");?(\s*\/\/# sourceMappingURL=\S*)?\s*$/.exec(text);
  if (another) return `module.exports=require(${another[1]});${another[2] ?? ''}\n`;
  const tail = /(^|[;}\s])export\s*\{([^}]*)\};?(\s*\/\/# sourceMappingURL=\S*)?\s*$/.exec(text);
  if (!tail || (text.match(/\bexport\s*[{*]/g) ?? []).length !== 1) return text;
  const getters = tail[2].split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    const [local, name = local] = s.split(/\s+as\s+/);
    return `${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)}:()=>${local}`;
  });
  // An entry is marked as esbuild's conversion marks it, for whoever imports it as a namespace. The getters are an
  // argument, made in the module's scope: no name of the loop's may hide one of the module's they read.
  const exported = `${entryPoint ? 'Object.defineProperty(exports,"__esModule",{value:!0});' : ''}`
    + `(g=>{for(let k in g)Object.defineProperty(exports,k,{get:g[k],enumerable:!0})})({${getters.join(',')}});`;
  // Hoisted to the top, as imports are (a development build's source map is off by their length on its first line only).
  const hostModules = [];
  const body = `${text.slice(0, tail.index)}${tail[1]}${exported}${tail[3] ?? ''}\n`
    .replace(/(?<=^|[;}\n])import\s*\*\s*as\s+([\w$]+)\s+from\s*"([^".][^"]*)";/g, (_, name, module) => {
      hostModules.push(`${name}=require(${JSON.stringify(module)})`);
      return '';
    });
  return `${hostModules.length > 0 ? `var ${hostModules.join(',')};` : ''}${body}`;
}

// esbuild shares code between entry points (splitting) only in ES module output, and the extension host requires
// CommonJS: each output of the extension's build is rewritten to CommonJS by esbuild's own transform, whose `import`
// of a chunk becomes a `require` of the same file. Written files are rewritten in place; in-memory builds (write: false)
// get the rewritten text in their outputFiles. A development build's inline source map is carried through. Each file
// stays in strict mode as an ES module is, by a directive of its own (the transform reads no tsconfig.json; and told
// alwaysStrict, esbuild would treat the module's inner scopes as sloppy code).
export const commonJsOutputs = {
  name: 'commonjs-outputs',
  setup(build) {
    const options = build.initialOptions;
    const transform = (text, file, entryPoint) => esbuildTransform(leanCommonJsInput(text, entryPoint), {
      format: 'cjs', platform: options.platform, target: options.target, minify: options.minify, charset: options.charset,
      legalComments: options.legalComments, supported: options.supported, sourcemap: options.sourcemap ? 'inline' : false,
      sourcefile: path.basename(file), logLevel: 'warning', banner: '"use strict";',
      // `exports` and `require` in an ES module are what leanCommonJsInput wrote, for the CommonJS output.
      logOverride: { 'commonjs-variable-in-esm': 'silent' },
    }).then((result) => result.code);
    build.onEnd(async (result) => {
      if (result.errors.length > 0 || !result.metafile) return;
      const cwd = options.absWorkingDir ?? process.cwd();
      const outputs = result.metafile.outputs;
      if (result.outputFiles) {
        await Promise.all(result.outputFiles.map(async (file, i) => {
          if (!file.path.endsWith('.js')) return;
          const output = outputs[path.relative(cwd, file.path).split(path.sep).join('/')];
          const text = await transform(file.text, file.path, Boolean(output.entryPoint));
          const contents = Buffer.from(text);
          result.outputFiles[i] = { path: file.path, hash: file.hash, contents, text };
          output.bytes = contents.length;
        }));
        return;
      }
      await Promise.all(Object.keys(outputs).filter((file) => file.endsWith('.js')).map(async (file) => {
        const absolute = path.resolve(cwd, file);
        const text = await transform(fs.readFileSync(absolute, 'utf8'), absolute, Boolean(outputs[file].entryPoint));
        fs.writeFileSync(absolute, text);
        outputs[file].bytes = Buffer.byteLength(text);
      }));
    });
  },
};

// vscode-languageserver's Node entry requires `crypto` (named pipes' random names) and `child_process` (resolving global
// npm modules) as it loads; the language server uses neither over stdio. In those libraries each is required when it is
// first used instead, which takes loading them (about 6 ms with `crypto`, measured on Node 20) off every start. The
// stand-in answers every question about the module (members, `in`, keys) from the module itself, loading it then.
export const builtinsOnFirstUse = {
  name: 'builtins-on-first-use',
  setup(build) {
    const lazy = /^(node:)?(crypto|child_process)$/;
    const inLibrary = /[\\/]node_modules[\\/]vscode-(jsonrpc|languageserver)[\\/]/;
    build.onResolve({ filter: lazy }, (args) =>
      (inLibrary.test(args.importer) ? { path: args.path.replace(/^node:/, ''), namespace: 'builtin-on-first-use' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'builtin-on-first-use' }, (args) => ({
      contents: [
        `const real = () => require(${JSON.stringify(args.path)});`,
        'module.exports = new Proxy({}, {',
        '  get: (_, key) => real()[key],',
        '  has: (_, key) => key in real(),',
        '  ownKeys: () => Reflect.ownKeys(real()),',
        // Reported configurable: a proxy may not report a property the (empty) target lacks as non-configurable.
        '  getOwnPropertyDescriptor: (_, key) => { const d = Reflect.getOwnPropertyDescriptor(real(), key); return d && { ...d, configurable: true }; },',
        '});',
      ].join('\n'),
      loader: 'js',
    }));
  },
};
