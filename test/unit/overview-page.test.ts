// The overview page's document and update pace: a strict CSP with a fresh nonce and no remote or inline
// anything, attributes escaped; store changes folded to at most one update per interval; the panel and model
// left out of what activation loads (dist/extension.js and its chunk), loaded from their own bundle on first use.
import assert from 'node:assert/strict';
import { newNonce } from '../../src/format/html';
import { buildOverviewHtml } from '../../src/overview/html';
import { Throttle } from '../../src/pages/throttle';

import { buildExtensionBundles } from '../host/extensionBundles';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Content-Security-Policy meta tags of a document, their content attributes decoded (escapeHtml writes &#NN;). */
function cspOf(html: string): string[] {
  return [...html.matchAll(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*>/gi)]
    .map((m) => m[1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
}

describe('overview page document', () => {
  it('allows only its own stylesheet and the one script with the nonce', () => {
    // The document the panel gives the webview (OverviewPanel.document): its policy is the one that applies.
    const nonce = newNonce();
    const cspSource = 'https://file+.vscode-resource.vscode-cdn.net';
    const html = buildOverviewHtml({ cspSource, nonce, scriptUri: `${cspSource}/dist/webview/overview.js`, styleUris: [`${cspSource}/dist/webview/overview.css`] });
    const policies = cspOf(html);
    assert.equal(policies.length, 1, html);
    assert.equal(html.match(/http-equiv="Content-Security-Policy"/gi)?.length, 1, 'no second policy the parse above missed');
    const csp = policies[0]!;
    assert.match(csp, /^default-src 'none'; /);
    assert.equal(csp.match(/script-src [^;]*/)?.[0], `script-src 'nonce-${nonce}'`, 'scripts only with the nonce: no source, no inline, no eval');
    assert.match(csp, new RegExp(`style-src ${cspSource.replace(/[.+]/g, '\\$&')}(;|$)`));
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|img-src|connect-src|https:(?!\/\/file)/);
    assert.match(html, new RegExp(`<script type="module" nonce="${nonce}" src=`), 'the one script carries the nonce the policy names');
    assert.notEqual(newNonce(), newNonce());
    assert.match(newNonce(), /^[\w-]{22}$/);
  });

  it('escapes what goes into attributes and has one script, carrying the nonce', () => {
    const html = buildOverviewHtml({ cspSource: 'x', nonce: 'n0nce', scriptUri: 'https://a/"><script>alert(1)</script>', styleUris: ['https://a/o.css'] });
    assert.equal(html.match(/<script/g)?.length, 1);
    assert.match(html, /<script type="module" nonce="n0nce" src="https:\/\/a\/&#34;&#62;&#60;script&#62;alert\(1\)&#60;\/script&#62;"><\/script>/);
  });
});

describe('overview update throttle', () => {
  it('runs the first call at once and folds the rest of the interval into one run', async () => {
    let runs = 0;
    const throttle = new Throttle(() => runs++, 40);
    throttle.call();
    assert.equal(runs, 1);
    for (let i = 0; i < 10; i++) throttle.call();
    assert.equal(runs, 1);
    await wait(70);
    assert.equal(runs, 2);
    await wait(60);
    assert.equal(runs, 2, 'nothing pending: no further run');
    throttle.now();
    assert.equal(runs, 3, 'now() does not wait');
    throttle.call();
    throttle.dispose();
    await wait(60);
    assert.equal(runs, 3, 'nothing runs after dispose');
  });
});

describe('overview bundle', function () {
  this.timeout(30_000);

  it('leaves the panel, the model and the page to dist/overview-feature.js, required at first use', async () => {
    const bundles = await buildExtensionBundles();
    const code = bundles.codeOf('extension.js');
    const inputs = bundles.inputsOf('extension.js');
    assert.match(code, /\("\.\/overview-feature\.js"\)/);
    assert.ok(inputs.includes('src/overview/index.ts'));
    assert.ok(!inputs.some((i) => /src\/overview\/(panel|model|html|protocol|holdings)\.ts$/.test(i)), inputs.filter((i) => i.startsWith('src/overview')).join());
  });
});
