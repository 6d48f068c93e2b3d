// What the language server runs before it answers initialize: the bundle's static imports from its entry point. The
// service client (zod schemas, node-fetch, Node's http stack) and the hover's and notes' formatting are in the bundle
// but reached only by a dynamic import, which esbuild keeps lazy: they run when first asked for, after initialize
// (src/language-server/lookups.ts).
import assert from 'node:assert/strict';
import * as esbuild from 'esbuild';
// @ts-expect-error: plain ESM build script without type declarations
import { languageServerBuildOptions } from '../../esbuild.mjs';

const ENTRY = 'src/language-server/main.ts';
const NOT_AT_START = [/^node_modules\/zod\//, /^node_modules\/node-fetch\//, /^src\/api\/client\.ts$/, /^src\/api\/transport\/http\.ts$/, /^src\/core\/addressHover\.ts$/,
  /^src\/core\/inlineNotes\.ts$/, /^src\/format\/numbers\.ts$/];

describe('language server start', function () {
  this.timeout(30_000);
  let inputs: esbuild.Metafile['inputs'] = {};

  before(async () => {
    inputs = (await esbuild.build({ ...languageServerBuildOptions(true), write: false, logLevel: 'error' })).metafile!.inputs;
  });

  /** Every input reached from the entry by imports of the given kinds. */
  function reached(kinds: ReadonlySet<esbuild.ImportKind>): Set<string> {
    const seen = new Set([ENTRY]);
    for (const path of seen) for (const i of inputs[path]?.imports ?? []) if (kinds.has(i.kind) && !i.external) seen.add(i.path);
    return seen;
  }

  it('loads the service client and the hover\'s formatting only after initialize', () => {
    const atStart = reached(new Set<esbuild.ImportKind>(['import-statement', 'require-call']));
    const all = reached(new Set<esbuild.ImportKind>(['import-statement', 'require-call', 'dynamic-import']));
    for (const pattern of NOT_AT_START) {
      assert.ok([...all].some((p) => pattern.test(p)), `${pattern} is in the bundle`);
      assert.deepEqual([...atStart].filter((p) => pattern.test(p)), [], `${pattern} is not loaded at start`);
    }
  });

  it('takes vscode-languageserver\'s values through one module (each importing file costs a copy of its exports)', () => {
    const importers = Object.entries(inputs).filter(([path, input]) => path.startsWith('src/') && input.imports.some((i) => i.path === 'node_modules/vscode-languageserver/lib/common/api.js'));
    assert.deepEqual(importers.map(([path]) => path), ['src/language-server/protocol.ts']);
  });
});
