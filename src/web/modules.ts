// The browser build's module loader. VS Code's web worker host gives the entry no require but 'vscode', so the extension's
// own files (dist/web-main.js, the feature bundles and the chunks they share) are fetched and evaluated as the CommonJS
// they are. Which chunks each file requires is known from the build, so a file and all of its chunks are fetched at
// once. These are the extension's own files, never service data. No vscode here: the entry gives the reading.

/** Each file under dist/ with the chunks it requires as it loads (esbuild.mjs's staticImports). */
export type ModuleGraph = Readonly<Record<string, readonly string[]>>;

export interface ModuleFiles {
  /** A file's text, by its path under dist/. */
  read(file: string): Promise<string>;
  /** Where the file is, for stack traces and the debugger. */
  urlOf(file: string): string;
}

export interface Modules {
  /** Fetches a file under dist/ with its chunks, evaluates it (once), and gives its exports. */
  load<T>(file: string): Promise<T>;
}

export function moduleLoader(files: ModuleFiles, graph: ModuleGraph, hostVscode: unknown): Modules {
  const fetching = new Map<string, Promise<void>>();
  const texts = new Map<string, string>(); // fetched, not yet evaluated
  const evaluated = new Map<string, { exports: unknown }>();

  function fetchOne(file: string): Promise<void> {
    if (evaluated.has(file) || texts.has(file)) return Promise.resolve();
    let pending = fetching.get(file);
    if (!pending) {
      // A failed fetch is forgotten, and tried again on the next load.
      pending = files.read(file).then((text) => { texts.set(file, text); }).finally(() => fetching.delete(file));
      fetching.set(file, pending);
    }
    return pending;
  }

  /** The file and, at the same time, every chunk it requires (directly or through another). */
  function fetchWithChunks(file: string, seen = new Set<string>()): Promise<unknown> {
    seen.add(file);
    const chunks = (graph[file] ?? []).filter((chunk) => !seen.has(chunk));
    return Promise.all([fetchOne(file), ...chunks.map((chunk) => fetchWithChunks(chunk, seen))]);
  }

  function requireFile(id: string): unknown {
    if (id === 'vscode') return hostVscode;
    const file = id.replace(/^\.\//, '');
    const done = evaluated.get(file);
    if (done) return done.exports;
    const text = texts.get(file);
    if (text === undefined) throw new Error(`Cannot load module '${id}' in the browser build`);
    const module = { exports: {} as unknown };
    evaluated.set(file, module);
    try {
      // The same evaluation the web worker host gives the entry (it allows eval for this).
      new Function('module', 'exports', 'require', `${text}\n//# sourceURL=${files.urlOf(file)}`)(module, module.exports, requireFile);
    } catch (e) {
      evaluated.delete(file); // evaluated again on the next load
      throw e;
    }
    texts.delete(file); // its text is no longer needed
    return module.exports;
  }

  return {
    load: async <T>(file: string): Promise<T> => {
      await fetchWithChunks(file);
      return requireFile(`./${file}`) as T;
    },
  };
}
