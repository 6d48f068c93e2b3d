// The asset page's script: a browser module (no Node, no vscode) with the chunks it shares with the other pages, small,
// and type-checked against the DOM with tsconfig.webview.json (the main tsconfig has no DOM types, so `tsc -p .` leaves
// src/webview out).
import assert from 'node:assert/strict';
import * as path from 'node:path';
import ts from 'typescript';
import { buildPages } from '../host/pageBundles';

const ROOT = path.resolve(__dirname, '..', '..');
/** The budget for each webview script (the chart library included). */
const GOAL_KB = 120;

describe('asset page script bundle', function () {
  this.timeout(60_000);

  it('is a minified browser module with the shared protocol and view, its chunks beside it, and nothing of Node or vscode', async () => {
    const pages = await buildPages();
    const scripts = pages.scriptsOf('asset');
    const code = scripts.map((name) => pages.files.get(name)!).join('\n');
    const inputs = pages.inputsOf('asset');
    assert.ok(code.length / 1024 < GOAL_KB, `${(code.length / 1024).toFixed(1)} KB with its chunks (${scripts.join(', ')})`);
    assert.doesNotMatch(code, /\brequire\(|from"vscode"|node:/);
    assert.match(pages.files.get('asset.js')!, /^import\{[^}]+\}from"\.\/c-\w+\.js";/, 'a module that imports its chunks from beside it');
    assert.ok(scripts.slice(1).every((name) => /^c-\w+\.js$/.test(name)), scripts.join());
    for (const shared of ['src/asset/protocol.ts', 'src/asset/pageView.ts', 'src/asset/view.ts']) assert.ok(inputs.includes(shared), shared);
    assert.ok(!inputs.some((i) => i.includes('src/asset/panel') || i.includes('src/asset/html')), 'no extension-side code');
    assert.ok(!inputs.some((i) => /zod\/v4\/classic/.test(i)), 'zod/mini, not the full zod');
    assert.ok(inputs.some((i) => i.startsWith('node_modules/uplot/')), 'the chart library is bundled into the page script');
    assert.doesNotMatch(code, /innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/, 'never parses HTML or code at run time');
  });

  it('type-checks with DOM types under tsconfig.webview.json', () => {
    const file = path.join(ROOT, 'tsconfig.webview.json');
    const config = ts.getParsedCommandLineOfConfigFile(file, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => assert.fail(String(d.messageText)) });
    assert.ok(config && config.fileNames.length > 0);
    const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    assert.deepEqual(problems, []);
  });
});
