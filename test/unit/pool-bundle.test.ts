// The pool page costs activation nothing but its registration: its panels, model and HTML are their own bundle,
// required on first use, and its page script (uPlot included) stays within 120 KB.
import assert from 'node:assert/strict';
import { buildExtensionBundles } from '../host/extensionBundles';
import { buildPages } from '../host/pageBundles';

describe('pool page bundles', function () {
  this.timeout(60_000);

  it('leaves the pool page to dist/pool-feature.js, required at first use', async () => {
    const bundles = await buildExtensionBundles();
    const code = bundles.codeOf('extension.js');
    const inputs = bundles.inputsOf('extension.js');
    assert.match(code, /\("\.\/pool-feature\.js"\)/);
    const pool = inputs.filter((i) => i.startsWith('src/pool/'));
    assert.deepEqual(pool.sort(), ['src/pool/index.ts', 'src/pool/target.ts'], pool.join());
  });

  it('keeps the page script under 120 KB, with no eval or inline handler', async () => {
    const pages = await buildPages();
    const js = pages.scriptsOf('pool').map((name) => pages.files.get(name)!).join('\n');
    assert.ok(js.length < 120 * 1024, `${(js.length / 1024).toFixed(1)} KB with its chunks`);
    assert.doesNotMatch(js, /\beval\(|new Function\(|innerHTML\s*=/);
  });
});
