// The wallet page costs activation nothing but its registration: its panels, models and HTML are their own bundle,
// required on first use, and its page script (uPlot included) stays within 120 KB.
import assert from 'node:assert/strict';
import { buildExtensionBundles } from '../host/extensionBundles';
import { buildPages } from '../host/pageBundles';

describe('wallet page bundles', function () {
  this.timeout(60_000);

  it('leaves the wallet page to dist/walletPage-feature.js, required at first use', async () => {
    const bundles = await buildExtensionBundles();
    const code = bundles.codeOf('extension.js');
    assert.match(code, /\("\.\/walletPage-feature\.js"\)/);
    const page = bundles.inputsOf('extension.js').filter((i) => i.startsWith('src/walletPage/'));
    assert.deepEqual(page.sort(), ['src/walletPage/index.ts', 'src/walletPage/target.ts'], page.join());
  });

  it('keeps the page script under 120 KB, with no eval, inline handler or HTML parsing', async () => {
    const pages = await buildPages();
    const js = pages.scriptsOf('walletPage').map((name) => pages.files.get(name)!).join('\n');
    assert.ok(js.length < 120 * 1024, `${(js.length / 1024).toFixed(1)} KB with its chunks`);
    assert.doesNotMatch(js, /\beval\(|new Function\(|innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    const inputs = pages.inputsOf('walletPage');
    assert.ok(!inputs.some((i) => /src\/walletPage\/(panel|html|pageActivity|pageHistory)/.test(i)), 'no extension-side code');
  });
});
