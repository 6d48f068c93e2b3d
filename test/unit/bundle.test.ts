// The production bundles keep network traffic on VS Code's proxy support, load at activation only what activation runs,
// and share what two or more of them use (esbuild.mjs): the desktop's and the browser build's alike.
import assert from 'node:assert/strict';
import * as vm from 'node:vm';
import * as esbuild from 'esbuild';
import { buildExtensionBundles, type ExtensionBundles } from '../host/extensionBundles';
// @ts-expect-error: plain ESM build script without type declarations
import { nodeFetchBuildOptions } from '../../esbuild.mjs';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BUNDLE_ENTRIES } from '../../src/bundles';

/** The module names a script's code asks for at run time (require, or esbuild's require shim), in order of appearance. */
function requested(code: string): string[] {
  return [...new Set([...code.matchAll(/(?:require|\(0,[\w$]+\.[\w$]+\)|\b[\w$]+)\("((?:\.\/)?[\w@./-]+)"\)/g)].map((m) => m[1]!).filter((id) => id === 'vscode' || id.startsWith('./')))];
}

describe('production bundle', function () {
  this.timeout(60_000);
  let bundles: ExtensionBundles;
  let code = '';
  let inputs: string[] = [];

  before(async () => {
    bundles = await buildExtensionBundles();
    code = bundles.codeOf('extension.js');
    inputs = bundles.inputsOf('extension.js');
  });

  it('is strict-mode CommonJS in every file, as the extension host requires it and the sources were written', () => {
    for (const [name, text] of bundles.files) {
      assert.ok(text.startsWith('"use strict";'), name);
      assert.doesNotThrow(() => new vm.Script(`(function (module, exports, require) {${text}\n})`, { filename: name }), name);
    }
  });

  it('leaves node-fetch to its own bundle, required on the first request, not at activation', () => {
    assert.ok(!inputs.some((i) => i.startsWith('node_modules/node-fetch/')), 'node-fetch is not loaded at activation');
    // Inside the transport's send, behind a promise: nothing requires it while the bundle loads.
    assert.match(code, /\?\?=Promise\.resolve\(\)\.then\(\(\)=>[^;]*\("\.\/node-fetch\.js"\)/, 'a lazy require of ./node-fetch.js');
    for (const [name, text] of bundles.files) assert.doesNotMatch(text, /\bimport\("/, `${name}: the extension host loads CommonJS, no dynamic import() left`);
  });

  it('has node-fetch require http, https, net and tls by the bare names VS Code patches for proxies', async () => {
    const fetchBundle = await esbuild.build({ ...nodeFetchBuildOptions(true), write: false });
    const fetchCode = fetchBundle.outputFiles?.[0]?.text ?? '';
    assert.match(fetchCode, /require\("https?"\)/);
    assert.doesNotMatch(fetchCode, /require\("node:(http|https|net|tls)"\)/);
    assert.ok(!Object.keys(fetchBundle.metafile?.inputs ?? {}).some((i) => i.startsWith('node_modules/web-streams-polyfill')), 'polyfill source is not bundled');
  });

  it('leaves the asset page and search to their own bundle, required at first use', () => {
    assert.ok(requested(code).includes('./asset-feature.js'));
    assert.ok(!inputs.some((i) => /src\/asset\/(panel|panels|model|searchPick)\.ts$/.test(i)), inputs.filter((i) => i.startsWith('src/asset')).join());
  });

  it('leaves the price feed and its websocket library to their own bundle, required when a price is followed', () => {
    assert.ok(requested(code).includes('./price-feed.js'));
    assert.ok(!inputs.some((i) => i.startsWith('node_modules/ws/') || i.endsWith('src/api/feed/priceFeed.ts')), 'ws is not loaded at activation');
  });

  it('leaves the hover, the commands and the credit views to their own bundles, loaded at first use', () => {
    assert.ok(!inputs.some((i) => /src\/(hover\/hoverProvider|commandsFeature|credits\/feature)\.ts$/.test(i)), inputs.filter((i) => /hoverProvider|commandsFeature|credits\/feature/.test(i)).join());
    for (const sibling of ['./hover-feature.js', './commands-feature.js', './credits-feature.js']) assert.ok(requested(code).includes(sibling), sibling);
  });

  it('leaves the wallet streams\' alerts to the alerts\' bundle, loaded once the plan has streams', () => {
    const streams = /src\/(wallets\/(alertStream|hintedRefresh)|core\/moveHints)\.ts$/;
    assert.deepEqual(inputs.filter((i) => streams.test(i)), []);
    assert.equal(bundles.inputsOf('alerts-feature.js').filter((i) => streams.test(i)).length, 3);
  });

  it('carries one keccak, @noble/hashes\' (the library already bundled for sha256), and leaves it to the bundles that check checksums', () => {
    assert.ok(!inputs.some((i) => i.includes('node_modules/@noble/hashes/esm/sha3') || i.endsWith('src/detect/eip55.ts')), inputs.filter((i) => /sha3|eip55/.test(i)).join());
    assert.ok(bundles.inputsOf('hover-feature.js').some((i) => i.includes('node_modules/@noble/hashes/esm/sha3')));
    const everyInput = [...bundles.files.keys()].flatMap((name) => bundles.ownInputsOf(name));
    assert.deepEqual(everyInput.filter((i) => /keccak|sha3/i.test(i) && !i.includes('node_modules/@noble/hashes/')), [], 'no other keccak (js-sha3 was the second)');
  });

  it('leaves vscode to the host, and carries each module once for the main modules and once for the features', () => {
    assert.ok(requested(code).includes('vscode'));
    const mainSide = new Set(bundles.scriptsOf('extension.js', 'web-main.js'));
    const featureSide = [...bundles.files.keys()].filter((name) => !mainSide.has(name) && name !== 'web/extension.js');
    for (const side of [[...mainSide], featureSide]) {
      const seen = new Map<string, string>();
      for (const name of side) {
        for (const input of bundles.ownInputsOf(name)) {
          assert.ok(!seen.has(input), `${input} is in ${seen.get(input)} and ${name}`);
          seen.set(input, name);
        }
      }
    }
    assert.ok(bundles.inputsOf('extension.js').some((i) => i.includes('node_modules/zod/')), 'zod is bundled');
  });

  it('loads at activation the entry and the chunk it shares with the browser build\'s main module, nothing a feature alone uses', () => {
    assert.deepEqual(bundles.scriptsOf('extension.js').map((name) => name.replace(/-\w+\.js$/, '')), ['extension.js', 'main']);
    assert.deepEqual(bundles.scriptsOf('web-main.js').slice(1), bundles.scriptsOf('extension.js').slice(1));
  });
});

describe('browser build (package.json "browser")', function () {
  this.timeout(60_000);
  let bundles: ExtensionBundles;
  before(async () => {
    bundles = await buildExtensionBundles();
  });

  it('has an entry that asks its host for vscode only, and fetches the rest', () => {
    assert.deepEqual(requested(bundles.files.get('web/extension.js')!), ['vscode']);
    // Of what the main module has, the entry carries only the notification's own neutralising (for a failed load).
    const mainSide = new Set(bundles.scriptsOf('web-main.js').flatMap((name) => bundles.ownInputsOf(name)));
    assert.deepEqual(bundles.ownInputsOf('web/extension.js').filter((input) => mainSide.has(input)).sort(), ['src/format/safeText.ts', 'src/surfaces.ts']);
  });

  it('loads the browser\'s fetch, not node-fetch or ws, and stays under 200 KB with what it fetches at activation', () => {
    const inputs = [...new Set(['web/extension.js', 'web-main.js'].flatMap((file) => bundles.inputsOf(file)))];
    assert.ok(!inputs.some((i) => i.startsWith('node_modules/node-fetch/') || i.startsWith('node_modules/ws/')), inputs.filter((i) => i.startsWith('node_modules')).join());
    assert.ok(inputs.some((i) => i.endsWith('src/api/transport/web.ts')), 'the browser\'s fetch');
    const kb = bundles.bytesOf('web/extension.js', 'web-main.js') / 1024;
    assert.ok(kb < 200, `${kb.toFixed(1)} KB`);
  });

  it('has a main module that asks for vscode, its chunk, and Node\'s pieces only where the browser\'s platform never goes', () => {
    const chunks = bundles.scriptsOf('web-main.js').slice(1).map((name) => `./${name}`);
    // node-fetch: the client's default transport, replaced by the platform's; the price feed: only with a websocket.
    assert.deepEqual(requested(bundles.codeOf('web-main.js')).filter((id) => id !== 'vscode' && !chunks.includes(id)).sort(), ['./node-fetch.js', './price-feed.js']);
    const nodeOnly = bundles.codeOf('web-main.js').match(/\bBuffer\.|\bprocess\.(env|versions|platform)|__dirname|require\("(?!vscode")(node:)?[\w/]+"\)/g);
    assert.equal(nodeOnly, null, String(nodeOnly));
  });

  it('can load every feature, which asks for nothing but vscode and its own chunks, and uses no Node globals', () => {
    for (const file of Object.keys(BUNDLE_ENTRIES).map((name) => `${name}-feature.js`)) {
      const chunks = bundles.scriptsOf(file).slice(1).map((name) => `./${name}`);
      // The alerts' wallet stream loads the sockets' bundle, only on a platform with websockets (wallets/alertStreamGate.ts).
      const sockets = file === 'alerts-feature.js' ? ['./price-feed.js'] : [];
      assert.deepEqual(requested(bundles.codeOf(file)).filter((id) => id !== 'vscode' && !chunks.includes(id)), sockets, file);
      assert.doesNotMatch(bundles.codeOf(file), /\bBuffer\.|\bprocess\.(env|versions|platform)|__dirname/, file);
    }
  });

  it('requires each feature bundle by name on the desktop (a bundle without its case would fail at first use)', () => {
    const desktop = readFileSync(resolve(__dirname, '../../src/platform/desktop.ts'), 'utf8');
    for (const name of Object.keys(BUNDLE_ENTRIES)) assert.ok(desktop.includes(`case '${name}': return require('./${name}-feature.js');`), name);
  });
});
