// The browser build's module loader (src/web/modules.ts): it fetches the build's own files with the chunks they require,
// each once, evaluates each once, and after a failed fetch or evaluation tries again on the next load.
import assert from 'node:assert/strict';
import { moduleLoader, type ModuleGraph } from '../../src/web/modules';
import { buildExtensionBundles } from '../host/extensionBundles';

/** Files from a map of texts, counting reads; a name in `failing` fails its next read once. */
function filesOf(texts: ReadonlyMap<string, string>, failing = new Set<string>()) {
  const reads = new Map<string, number>();
  return {
    reads,
    read: async (file: string) => {
      reads.set(file, (reads.get(file) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (failing.delete(file)) throw new Error(`could not load ${file} (HTTP 503)`);
      const text = texts.get(file);
      if (text === undefined) throw new Error(`could not load ${file} (HTTP 404)`);
      return text;
    },
    urlOf: (file: string) => `https://example.test/dist/${file}`,
  };
}

/** A stand-in for the host's vscode module: any name is a class whose members are more of the same. */
function fakeVscode(): unknown {
  const stub = (): unknown => new Proxy(class {}, { get: (target, name) => (name in target ? (target as never)[name] : typeof name === 'string' ? stub() : undefined) });
  return Object.create(new Proxy({}, { get: (_, name) => (typeof name === 'string' ? stub() : undefined) }));
}

describe('browser build: module loader', function () {
  this.timeout(60_000);

  it('loads the main module and every feature from the production build and its map, reading each file once', async () => {
    const bundles = await buildExtensionBundles();
    const files = filesOf(bundles.files);
    const modules = moduleLoader(files, bundles.imports as ModuleGraph, fakeVscode());
    const main = await modules.load<Record<string, unknown>>('web-main.js');
    assert.equal(typeof main.activate, 'function');
    const features = ['asset-feature.js', 'commands-feature.js', 'credits-feature.js', 'hover-feature.js', 'overview-feature.js', 'pool-feature.js'];
    const loaded = await Promise.all(features.map((file) => modules.load<Record<string, unknown>>(file)));
    assert.equal(typeof loaded[3]!.AddressHoverProvider, 'function');
    assert.equal(typeof loaded[0]!.createAssetFeature, 'function');
    assert.deepEqual([...files.reads.values()].filter((n) => n !== 1), [], 'no file read twice');
    const expected = new Set(['web-main.js', ...features].flatMap((file) => bundles.scriptsOf(file)));
    assert.deepEqual([...files.reads.keys()].sort(), [...expected].sort(), 'exactly the files and their chunks');
    assert.ok(!files.reads.has('extension.js') && !files.reads.has('price-feed.js') && !files.reads.has('node-fetch.js'));
  });

  it('evaluates a chunk two files share once, and gives both the same exports', async () => {
    const host = { evaluations: 0 };
    const texts = new Map([
      ['a.js', 'exports.shared = require("./chunk-s.js");'],
      ['b.js', 'exports.shared = require("./chunk-s.js");'],
      ['chunk-s.js', 'require("vscode").evaluations++; exports.value = 42;'],
    ]);
    const modules = moduleLoader(filesOf(texts), { 'a.js': ['chunk-s.js'], 'b.js': ['chunk-s.js'] }, host);
    const [a, b] = await Promise.all([modules.load<{ shared: unknown }>('a.js'), modules.load<{ shared: unknown }>('b.js')]);
    assert.equal(a.shared, b.shared);
    assert.deepEqual(a.shared, { value: 42 });
    assert.equal(host.evaluations, 1);
  });

  it('evaluates a file only once every chunk it needs has arrived, also one another load is still fetching', async () => {
    const arrivals = new Map<string, (text: string) => void>();
    const files = {
      read: (file: string) => new Promise<string>((resolve) => arrivals.set(file, resolve)),
      urlOf: (file: string) => file,
    };
    const modules = moduleLoader(files, { 'a.js': ['chunk-s.js'], 'b.js': ['chunk-s.js'] }, {});
    const a = modules.load<{ value: number }>('a.js');
    const b = modules.load<{ value: number }>('b.js');
    let settled = false;
    void b.then(() => { settled = true; }, () => { settled = true; });
    arrivals.get('b.js')!('exports.value = require("./chunk-s.js").value + 2;');
    arrivals.get('a.js')!('exports.value = require("./chunk-s.js").value + 1;');
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(settled, false, 'b waits for the chunk a asked for first');
    arrivals.get('chunk-s.js')!('exports.value = 40;');
    assert.deepEqual([(await a).value, (await b).value], [41, 42]);
    assert.deepEqual([...arrivals.keys()].sort(), ['a.js', 'b.js', 'chunk-s.js'], 'the shared chunk asked for once');
  });

  it('fails the load when a chunk cannot be fetched, and fetches only that again on the next load', async () => {
    const texts = new Map([['a.js', 'exports.value = require("./chunk-s.js").value + 1;'], ['chunk-s.js', 'exports.value = 1;']]);
    const files = filesOf(texts, new Set(['chunk-s.js']));
    const modules = moduleLoader(files, { 'a.js': ['chunk-s.js'] }, {});
    await assert.rejects(modules.load('a.js'), /could not load chunk-s\.js \(HTTP 503\)/);
    assert.deepEqual(await modules.load('a.js'), { value: 2 });
    assert.deepEqual(Object.fromEntries(files.reads), { 'a.js': 1, 'chunk-s.js': 2 });
  });

  it('says which module it cannot give, and evaluates a file again after its evaluation failed', async () => {
    const texts = new Map([['a.js', 'if (!globalThis.__walletscopeLoaderTry) { globalThis.__walletscopeLoaderTry = 1; require("./not-built.js"); } exports.ok = true;']]);
    const modules = moduleLoader(filesOf(texts), {}, {});
    try {
      await assert.rejects(modules.load('a.js'), /Cannot load module '\.\/not-built\.js' in the browser build/);
      assert.deepEqual(await modules.load('a.js'), { ok: true });
    } finally {
      delete (globalThis as { __walletscopeLoaderTry?: number }).__walletscopeLoaderTry;
    }
  });
});
