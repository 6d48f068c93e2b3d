// The desktop extension's entry (package.json "main", dist/start.js): runs dist/extension.js (../extension.ts) and the
// chunk it requires compiled with V8's code cache from an earlier start (core/compileCached.ts, the language server's
// too), so that activate() runs code already compiled: on the bench's machine about a third of activation was V8
// compiling each function as it first ran. A start without a cache writes one a few seconds after activation (unless
// deactivated by then), so it holds what activation and the first paints ran (the writer, dist/start-save.js, is
// loaded only then); NODE_DISABLE_COMPILE_CACHE turns it off.
import { join } from 'node:path';
import type * as vscode from 'vscode';
import { cacheDirectory, userHome } from '../core/codeCacheFolder';
import { messageOf, runCached, type CachedRun } from '../core/compileCached';
import type * as Save from './desktopStartSave';

/** What dist/extension.js exports (../extension.ts): this file names no composition file (the architecture test). */
interface Entry {
  activate(context: vscode.ExtensionContext, compiled: string): unknown;
  deactivate(): void;
}

/** After activation, when the cache is written (if the start used none): off the path of activation and first paint. */
const SAVE_AFTER_MS = 5_000;

const dir = cacheDirectory(process.env, process.platform, userHome(), 'walletscope-extension');
/** Each script run, by path: run once, as Node's require would (a second require of the chunk gets the same module). */
const runs = new Map<string, CachedRun>();
const run = (file: string, requireOf: (id: string) => unknown): Record<string, unknown> => {
  const path = join(__dirname, file);
  let loaded = runs.get(path);
  if (!loaded) runs.set(path, (loaded = runCached(path, dir, requireOf)));
  return loaded.exports;
};
// The entry's own scripts (./main-….js) go through the cache; vscode and Node's modules, and what the chunk requires
// later (the feature bundles), through this file's require, which finds them as the entry's own would.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the entry's requires, at run time
const entry = run('./extension.js', (id) => (/^\.\/[\w-]+\.js$/.test(id) ? run(id, require) : require(id))) as unknown as Entry;

/** How this start's scripts were compiled, for the "activated in" line of the log (bench/hostFigures.ts reads it). */
function howCompiled(): string {
  const all = [...runs.values()];
  const how = !dir ? 'no code cache' : all.every((r) => r.fromCache) ? 'from the code cache' : 'compiled without a code cache';
  return [how, ...all.flatMap((r) => r.notRead ?? [])].join('; ');
}

function save(): void {
  const unsaved = [...runs.values()].flatMap((r) => r.unsaved() ?? []);
  if (unsaved.length === 0) return;
  try {
    // A runtime require of a sibling bundle; esbuild leaves it external (esbuild.mjs).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { saveCache } = require('./start-save.js') as typeof Save;
    for (const problem of unsaved.map(saveCache)) if (problem) console.warn(`Walletscope: ${problem}`);
  } catch (e) {
    console.warn(`Walletscope: code cache not written: ${messageOf(e)}`);
  }
}

let saving: ReturnType<typeof setTimeout> | undefined;

// CommonJS exports, as the extension host requires them (export statements would bring esbuild's module helpers along).
module.exports = {
  activate(context: vscode.ExtensionContext): unknown {
    const api = entry.activate(context, howCompiled());
    saving = setTimeout(save, SAVE_AFTER_MS);
    saving.unref();
    return api;
  },
  deactivate: () => {
    clearTimeout(saving);
    entry.deactivate();
  },
};
