// Runs a CommonJS bundle compiled with V8's code cache from an earlier run (codeCache.ts keeps the files, codeCacheFolder.ts
// says where), so a start skips most of parsing and compiling it, and compiling its functions as they first run. Used by
// the language server's command (language-server/start.ts) and the desktop extension's entry (platform/desktopStart.ts).
// Node 22 has this built in (module.enableCompileCache); the language server runs on Node 18 and 20 too, and VS Code's
// extension host ran on Node 20 until Electron 35.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Script } from 'node:vm';
import { cacheFileName, readCache, writeCache } from './codeCache';

export interface CachedRun {
  readonly exports: Record<string, unknown>;
  /** Whether V8 compiled the bundle from the cache. */
  readonly fromCache: boolean;
  /** Why the cache could not be read, if it could not (a cache file that is not there, or not safe, is simply none). */
  readonly notRead?: string;
  /** What writing a cache for this run needs, the first time it is asked, if the run used none (saveCache writes it). */
  unsaved(): UnsavedCache | undefined;
}

export interface UnsavedCache {
  readonly dir: string;
  readonly name: string;
  readonly source: Buffer;
  readonly script: Script;
}

/**
 * Runs `file` as Node runs a CommonJS module, giving it `require` (the caller's: the bundle requires only what the caller
 * can find from the same folder); `dir` undefined runs it without a cache.
 */
export function runCached(file: string, dir: string | undefined, require: (id: string) => unknown): CachedRun {
  const source = readFileSync(file);
  const name = cacheFileName(file);
  let cachedData: Buffer | undefined;
  let notRead: string | undefined;
  try {
    if (dir) cachedData = readCache(dir, name, source);
  } catch (e) {
    notRead = `code cache not read: ${messageOf(e)}`;
  }
  // As Node wraps a CommonJS file, on a line of its own so that stack traces give the bundle's own lines and columns.
  const wrapped = `(function (exports, require, module, __filename, __dirname) {\n${source.toString()}\n})`;
  const script = new Script(wrapped, { filename: file, lineOffset: -1, cachedData });
  const loaded = { exports: {} as Record<string, unknown> };
  const wrapper = script.runInThisContext() as (this: unknown, ...args: unknown[]) => void;
  wrapper.call(loaded.exports, loaded.exports, require, loaded, file, dirname(file));
  const fromCache = cachedData !== undefined && !script.cachedDataRejected;
  // What a write needs is let go once taken: a server or a window runs for hours.
  let unsaved = dir && !fromCache ? { dir, name, source, script } : undefined;
  return {
    exports: loaded.exports,
    fromCache,
    notRead,
    unsaved: () => {
      const pending = unsaved;
      unsaved = undefined;
      return pending;
    },
  };
}

/** Writes V8's code for what the bundle has run so far; why not, if it could not. */
export function saveCache({ dir, name, source, script }: UnsavedCache): string | undefined {
  try {
    writeCache(dir, name, source, script.createCachedData());
    return undefined;
  } catch (e) {
    return `code cache not written: ${messageOf(e)}`;
  }
}

/** A file system error's message (api/transport/errors' describeError would bring the service's errors into dist/start.js). */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
