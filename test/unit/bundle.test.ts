// The production bundle keeps network traffic on VS Code's proxy support and stays lean.
import assert from 'node:assert/strict';
import * as esbuild from 'esbuild';
// @ts-expect-error: plain ESM build script without type declarations
import { assetFeatureBuildOptions, extensionBuildOptions, nodeFetchBuildOptions, overviewFeatureBuildOptions, poolFeatureBuildOptions, webExtensionBuildOptions } from '../../esbuild.mjs';

describe('production bundle', function () {
  this.timeout(30_000);
  let code = '';
  let inputs: string[] = [];

  before(async () => {
    const result = await esbuild.build({ ...extensionBuildOptions(true), write: false });
    code = result.outputFiles?.find((f) => f.path.endsWith('extension.js'))?.text ?? '';
    inputs = Object.keys(result.metafile?.inputs ?? {});
  });

  it('leaves node-fetch to its own bundle, required on the first request, not at activation', () => {
    assert.ok(!inputs.some((i) => i.startsWith('node_modules/node-fetch/')), 'node-fetch is not in dist/extension.js');
    // Inside the transport's send, behind a promise: nothing requires it while the bundle loads.
    assert.match(code, /\?\?=Promise\.resolve\(\)\.then\(\(\)=>[\w$]+\(require\("\.\/node-fetch\.js"\)\)\)/, 'a lazy require of ./node-fetch.js');
    assert.doesNotMatch(code, /import\("/, 'the extension host loads CommonJS: no dynamic import() left');
  });

  it('has node-fetch require http, https, net and tls by the bare names VS Code patches for proxies', async () => {
    const fetchBundle = await esbuild.build({ ...nodeFetchBuildOptions(true), write: false });
    const fetchCode = fetchBundle.outputFiles?.[0]?.text ?? '';
    assert.match(fetchCode, /require\("https?"\)/);
    assert.doesNotMatch(fetchCode, /require\("node:(http|https|net|tls)"\)/);
    assert.ok(!Object.keys(fetchBundle.metafile?.inputs ?? {}).some((i) => i.startsWith('node_modules/web-streams-polyfill')), 'polyfill source is not bundled');
  });

  it('leaves the asset page and search to their own bundle, required at first use', () => {
    assert.match(code, /require\("\.\/asset-feature\.js"\)/);
    assert.ok(!inputs.some((i) => /src\/asset\/(panel|panels|model|searchPick)\.ts$/.test(i)), inputs.filter((i) => i.startsWith('src/asset')).join());
  });

  it('leaves the price feed and its websocket library to their own bundle, required when a price is followed', () => {
    assert.match(code, /require\("\.\/price-feed\.js"\)/);
    assert.ok(!inputs.some((i) => i.startsWith('node_modules/ws/') || i.endsWith('src/api/feed/priceFeed.ts')), 'ws is not in dist/extension.js');
  });

  it('leaves keccak (js-sha3) to the bundles that check checksums: the hover\'s, the language server, the browser build', () => {
    assert.ok(!inputs.some((i) => i.startsWith('node_modules/js-sha3/') || i.endsWith('src/detect/eip55.ts')), inputs.filter((i) => /sha3|eip55/.test(i)).join());
  });

  it('leaves vscode to the host', () => {
    assert.match(code, /require\("vscode"\)/);
    assert.ok(inputs.some((i) => i.includes('zod')), 'zod is bundled');
  });
});

describe('browser build (package.json "browser")', function () {
  this.timeout(30_000);

  it('asks its host for vscode only, leaves node-fetch and ws out, and stays under 200 KB', async () => {
    const result = await esbuild.build({ ...webExtensionBuildOptions(true), write: false });
    const code = result.outputFiles?.[0]?.text ?? '';
    const inputs = Object.keys(result.metafile?.inputs ?? {});
    // The price feed is never loaded in a browser (prices are polled there): a stub that throws stands in for it.
    assert.deepEqual([...new Set(code.match(/require\("[^"]*"\)/g))], ['require("vscode")']);
    assert.ok(!inputs.some((i) => i.startsWith('node_modules/node-fetch/') || i.startsWith('node_modules/ws/')), inputs.filter((i) => i.startsWith('node_modules')).join());
    assert.ok(inputs.some((i) => i.endsWith('src/api/transport/web.ts')), 'the browser\'s fetch');
    assert.ok(code.length < 200 * 1024, `${(code.length / 1024).toFixed(1)} KB`);
  });

  it('can load the desktop\'s page bundles, which ask for nothing but vscode', async () => {
    for (const options of [assetFeatureBuildOptions(true), overviewFeatureBuildOptions(true), poolFeatureBuildOptions(true)]) {
      const code = (await esbuild.build({ ...options, write: false })).outputFiles?.[0]?.text ?? '';
      assert.deepEqual([...new Set(code.match(/require\("[^"]*"\)/g))], ['require("vscode")'], options.outfile);
      assert.doesNotMatch(code, /\bBuffer\.|\bprocess\.(env|versions|platform)|__dirname/, options.outfile);
    }
  });
});
