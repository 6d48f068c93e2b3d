// The house plan, read from the imports (TypeScript's own reading: ts.preProcessFile, type-only imports and
// `typeof import(...)` included), as docs/architecture.md states it: no cycle; the platform, the page kit's host side,
// config.ts and surfaces.ts name no feature; features import downward only, in one declared order; pure rooms stay pure,
// and the service's rooms (transport, credits, streams, operations) import one way;
// page scripts use the page kit, pure rooms and their own feature's pure files; each page is a panel holding a
// PageChannel and a script on startPage; bundles.ts lists what esbuild builds.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import * as ts from 'typescript';
import { BUNDLE_ENTRIES } from '../../src/bundles';
// @ts-expect-error: plain ESM build script without type declarations
import { featuresBuildOptions } from '../../esbuild.mjs';

const ROOT = resolve(__dirname, '..', '..');
const SRC = join(ROOT, 'src');

/** Features in their declared order; the last three are one rank (asset may use pool, never the reverse). */
export const FEATURE_ORDER: readonly (readonly string[])[] = [['credits'], ['settings'], ['live'], ['wallets'], ['pool'], ['asset', 'overview', 'hover', 'walletPage', 'agent']];
const FEATURES = FEATURE_ORDER.flat();
const ALLOWED_SAME_RANK: ReadonlySet<string> = new Set(['asset -> pool']);
const PURE = new Set(['api', 'detect', 'format', 'core']);
/** Files that wire features together: the only ones that may name several. */
const COMPOSITION = new Set(['bundles.ts', 'composition.ts', 'commandsFeature.ts', 'extension.ts', 'web']);
/** Leaves any room may import. */
const LEAVES = new Set(['commandIds.ts']);

interface SourceFile {
  readonly path: string;
  /** Resolved imports inside src/, type-only and `typeof import` included. */
  readonly imports: readonly string[];
  /** `typeof import('...')` targets, resolved. */
  readonly typeImports: readonly string[];
  readonly text: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.ts$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base]) {
    if (candidate.startsWith(SRC) && candidate.endsWith('.ts') && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const FILES: ReadonlyMap<string, SourceFile> = new Map(walk(SRC).map((path) => {
  const text = readFileSync(path, 'utf8');
  const info = ts.preProcessFile(text, true, true);
  const typeImports = [...text.matchAll(/typeof import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => resolveImport(path, m[1]!)).filter((p): p is string => !!p);
  const specs = [...info.importedFiles.map((f) => f.fileName), ...[...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!)];
  const imports = [...new Set(specs.map((s) => resolveImport(path, s)).filter((p): p is string => !!p))];
  return [path, { path, imports, typeImports, text }];
}));

const rel = (path: string) => relative(SRC, path).split(sep).join('/');
/** The room a file lives in: its first folder under src/, or the file itself at the top. */
const room = (path: string) => rel(path).split('/')[0]!;
const rank = (feature: string) => FEATURE_ORDER.findIndex((r) => r.includes(feature));

function violations(check: (file: SourceFile, target: string) => string | undefined): string[] {
  const out: string[] = [];
  for (const file of FILES.values()) {
    for (const target of file.imports) {
      const why = check(file, target);
      if (why) out.push(`${rel(file.path)} -> ${rel(target)}: ${why}`);
    }
  }
  return out;
}

describe('architecture: the house plan, read from the imports', () => {
  it('reads every source file and its imports (the check sees what it checks)', () => {
    assert.ok(FILES.size > 150, `${FILES.size} files`);
    const composition = FILES.get(join(SRC, 'composition.ts'))!;
    assert.ok(composition.imports.some((p) => rel(p) === 'bundles.ts'));
    assert.ok(FILES.get(join(SRC, 'bundles.ts'))!.typeImports.some((p) => rel(p) === 'asset/feature.ts'), 'typeof import is read');
  });

  it('has no import cycle, type-only imports included', () => {
    const cycles: string[][] = [];
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    let next = 0;
    const visit = (v: string): void => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      onStack.add(v);
      for (const w of FILES.get(v)?.imports ?? []) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) !== index.get(v)) return;
      const cycle: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        cycle.push(rel(w));
      } while (w !== v);
      if (cycle.length > 1 || FILES.get(v)?.imports.includes(v)) cycles.push(cycle.sort());
    };
    for (const file of FILES.keys()) if (!index.has(file)) visit(file);
    assert.deepEqual(cycles, []);
  });

  it('lets the platform, the pages\' host side, config.ts and surfaces.ts name no feature and no composition file', () => {
    assert.deepEqual(violations((file, target) => {
      const from = room(file.path);
      if (!['platform', 'pages', 'config.ts', 'surfaces.ts'].includes(from)) return undefined;
      const to = room(target);
      return FEATURES.includes(to) ? 'names a feature' : COMPOSITION.has(to) ? 'names the composition' : undefined;
    }), []);
  });

  it('keeps features in their order: credits < settings < live < wallets < pool < {asset, overview, hover, walletPage}, asset -> pool allowed', () => {
    assert.deepEqual(violations((file, target) => {
      const from = room(file.path);
      const to = room(target);
      if (!FEATURES.includes(from) || from === to) return undefined;
      if (COMPOSITION.has(to)) return 'a feature names the composition';
      if (!FEATURES.includes(to)) return undefined;
      if (rank(to) > rank(from)) return 'imports upward';
      if (rank(to) === rank(from) && !ALLOWED_SAME_RANK.has(`${from} -> ${to}`)) return 'imports a feature of its own rank';
      return undefined;
    }), []);
  });

  it('lets no feature register another (the composition root wires them) or name another\'s lazy module', () => {
    const out: string[] = [];
    for (const file of FILES.values()) {
      const from = room(file.path);
      if (!FEATURES.includes(from)) continue;
      for (const m of file.text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
        const target = resolveImport(file.path, m[2]!);
        if (target && FEATURES.includes(room(target)) && room(target) !== from && /\bregister[A-Z]\w*/.test(m[1]!)) out.push(`${rel(file.path)} imports ${m[1]!.trim()}`);
      }
      // A pure room's lazy module (the price feed's, in api/feed) is no other feature's.
      for (const target of file.typeImports) if (room(target) !== from && !PURE.has(room(target))) out.push(`${rel(file.path)} names ${rel(target)}'s type`);
    }
    assert.deepEqual(out, []);
  });

  it('keeps pure rooms (api, detect, format, core) and the language server free of anything but pure rooms', () => {
    assert.deepEqual(violations((file, target) => {
      const from = room(file.path);
      const to = room(target);
      if (LEAVES.has(to) || from === to) return undefined;
      if (PURE.has(from) && !PURE.has(to)) return 'a pure room imports an impure one';
      if (from === 'language-server' && !PURE.has(to)) return 'the language server imports beyond the pure rooms';
      return undefined;
    }), []);
  });

  it('keeps the service\'s rooms one-way: transport, credits, streams, and the operations above them', () => {
    // api/transport: HTTP, retry, deadline, cache, routing between generations, errors; api/credits: plans, ledger, meter,
    // budget, priced by operation; api/feed: the streams; the rest of api/: the operations, their schemas and the client.
    const apiRoom = (path: string) => /^api\/(transport|credits|feed)\//.exec(rel(path))?.[1] ?? (rel(path).startsWith('api/') ? 'service' : room(path) === 'core' ? 'core' : `outside (${room(path)})`);
    /** The figures the service's answers carry: the one thing of the transport's that credits reads. */
    const FIGURES = 'api/transport/serviceFigures.ts';
    assert.deepEqual(violations((file, target) => {
      const from = apiRoom(file.path), to = apiRoom(target);
      if (from === to) return undefined;
      if (from === 'transport' && to !== 'core') return 'the transport knows nothing above it (credits, streams, operations)';
      if (from === 'credits' && to !== 'core' && rel(target) !== FIGURES) return 'credits is pure: it reads only the figures the service sends';
      if (from === 'service' && to === 'feed') return 'the operations know nothing of the streams';
      if (rel(file.path).startsWith('api/') && rel(target).startsWith('format/')) return 'the service knows nothing of presentation';
      if (from === 'core' && /^api\//.test(rel(target)) && rel(file.path) === 'core/scheduler.ts') return 'the scheduler is a platform piece';
      return undefined;
    }), []);
    // The rooms are what they say: each holds its pieces.
    for (const [file, inRoom] of [['api/transport/http.ts', 'transport'], ['api/transport/routes.ts', 'transport'], ['api/credits/meter.ts', 'credits'],
      ['api/feed/streamHub.ts', 'feed'], ['api/operation.ts', 'service'], ['core/scheduler.ts', 'core']] as const) {
      assert.equal(FILES.has(join(SRC, file)) && apiRoom(join(SRC, file)), inRoom, file);
    }
  });

  it('lets a page script import the page kit, pure rooms and its own feature\'s files, none of which imports vscode', () => {
    const out: string[] = [];
    const seen = new Set<string>();
    const visit = (path: string, page: string): void => {
      if (seen.has(`${page} ${path}`)) return;
      seen.add(`${page} ${path}`);
      const file = FILES.get(path)!;
      if (/from 'vscode'|import\('vscode'\)/.test(file.text)) out.push(`${rel(path)} (reached from the ${page} page) imports vscode`);
      for (const target of file.imports) {
        const r = rel(target);
        const ok = r.startsWith('webview/kit/') || r.startsWith(`webview/${page}/`) || PURE.has(room(target)) || LEAVES.has(room(target))
          || room(target) === page || (page === 'asset' && room(target) === 'pool' || r.startsWith('webview/pool/') && page === 'asset');
        if (!ok) out.push(`${rel(path)} -> ${r} (the ${page} page)`);
        visit(target, page);
      }
    };
    for (const path of FILES.keys()) {
      const r = rel(path);
      if (r.startsWith('webview/kit/')) {
        for (const target of FILES.get(path)!.imports) if (!rel(target).startsWith('webview/kit/') && !PURE.has(room(target))) out.push(`${r} -> ${rel(target)}: the kit is for every page`);
      }
      const page = /^webview\/(\w+)\/main\.ts$/.exec(r)?.[1];
      if (page) visit(path, page);
    }
    assert.deepEqual(out, []);
  });

  it('makes each page a panel that holds a PageChannel and a script started by startPage, the lifecycle written once', () => {
    const pages = [...FILES.keys()].map((path) => /^webview\/(\w+)\/main\.ts$/.exec(rel(path))?.[1]).filter((page): page is string => !!page).sort();
    assert.deepEqual(pages, ['asset', 'credits', 'overview', 'pool', 'walletPage']);
    const out: string[] = [];
    for (const page of pages) {
      const panel = FILES.get(join(SRC, page, 'panel.ts'));
      if (!panel) {
        out.push(`${page}/panel.ts is missing`);
        continue;
      }
      if (!panel.imports.some((p) => rel(p) === 'pages/channel.ts') || !/new PageChannel\(/.test(panel.text)) out.push(`${page}/panel.ts holds no PageChannel from pages/`);
      if (/onDidReceiveMessage|postMessage\(|\.html\s*=|\bclass\s+\w+[^{]*\bextends\b/.test(panel.text)) out.push(`${page}/panel.ts does its channel's work, or extends a class`);
      const script = FILES.get(join(SRC, 'webview', page, 'main.ts'))!;
      if (!script.imports.some((p) => rel(p) === 'webview/kit/startPage.ts') || !/\bstartPage\(/.test(script.text)) out.push(`webview/${page}/main.ts is not started by startPage`);
      if (/addEventListener\('message'|postMessage\(|getState\(|setState\(/.test(script.text)) out.push(`webview/${page}/main.ts runs its own message loop or saved state`);
    }
    // A panel is made and restored by the kit alone: OpenPages opens it, registerPages registers its serializer.
    for (const file of FILES.values()) {
      for (const [call, home] of [['createWebviewPanel', 'pages/openPages.ts'], ['registerWebviewPanelSerializer', 'pages/registerPages.ts']]) {
        if (file.text.includes(`.${call}(`) && rel(file.path) !== home) out.push(`${rel(file.path)} calls ${call}: that is ${home}'s`);
      }
    }
    // The webview API is the kit's: a page script reaches it through startPage.
    for (const file of FILES.values()) {
      if (!rel(file.path).startsWith('webview/kit/') && file.imports.some((p) => rel(p) === 'webview/kit/vscodeApi.ts')) out.push(`${rel(file.path)} imports the webview API`);
    }
    assert.deepEqual(out, []);
  });

  it('names several features only in bundles.ts, composition.ts, commandsFeature.ts, extension.ts and web/', () => {
    const out: string[] = [];
    for (const file of FILES.values()) {
      const from = room(file.path);
      if (FEATURES.includes(from) || COMPOSITION.has(from) || from === 'webview') continue;
      const named = new Set(file.imports.map(room).filter((r) => FEATURES.includes(r)));
      if (named.size > 0) out.push(`${rel(file.path)} names ${[...named].join(', ')}`);
    }
    assert.deepEqual(out, []);
  });

  it('takes no positional list of six or more: what a function or constructor needs that far is named', () => {
    const out: string[] = [];
    for (const file of FILES.values()) {
      const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isFunctionLike(node) && node.parameters.length >= 6) {
          out.push(`${rel(file.path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} takes ${node.parameters.length}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    assert.deepEqual(out, []);
  }).timeout(20_000); // parses every file again: a second or two, more on a busy machine

  it('lists in bundles.ts exactly the bundles esbuild builds', () => {
    const built = Object.entries(featuresBuildOptions(true).entryPoints as Record<string, string>)
      .filter(([name]) => name.endsWith('-feature')).map(([name, entry]) => [name.replace(/-feature$/, ''), entry]);
    assert.deepEqual(Object.fromEntries(built), BUNDLE_ENTRIES);
  });
});
