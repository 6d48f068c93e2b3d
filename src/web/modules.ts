// The browser build's module loader. VS Code's web worker host gives the entry no require but 'vscode', so the extension's
// own files (dist/web-main.js, the feature bundles and the chunks they share) are fetched and evaluated
// as the CommonJS they are. Which chunks each file requires is known from the build, so a file and all of its chunks are
// fetched at once. These are the extension's own files, never service data.
import * as vscode from 'vscode';

/** Each file under dist/ with the chunks it requires as it loads (esbuild.mjs's staticImports). */
export type ModuleGraph = Readonly<Record<string, readonly string[]>>;

export interface Modules {
  /** Fetches a file under dist/ with its chunks, evaluates it (once), and gives its exports. */
  load<T>(file: string): Promise<T>;
}

export function moduleLoader(extensionUri: vscode.Uri, graph: ModuleGraph, hostVscode: unknown): Modules {
  const sources = new Map<string, Promise<string>>();
  const fetched = new Map<string, string>();
  const evaluated = new Map<string, { exports: unknown }>();

  function fetchSource(file: string): Promise<string> {
    let source = sources.get(file);
    if (!source) {
      source = readFile(vscode.Uri.joinPath(extensionUri, 'dist', ...file.split('/')));
      source.then((text) => fetched.set(file, text), () => sources.delete(file)); // a failed fetch is tried again next time
      sources.set(file, source);
    }
    return source;
  }

  /** The file and, at the same time, every chunk it requires (directly or through another). */
  function fetchWithChunks(file: string, seen = new Set<string>()): Promise<void> {
    seen.add(file);
    const chunks = (graph[file] ?? []).filter((chunk) => !seen.has(chunk));
    return Promise.all([fetchSource(file), ...chunks.map((chunk) => fetchWithChunks(chunk, seen))]).then(() => undefined);
  }

  function requireFile(id: string): unknown {
    if (id === 'vscode') return hostVscode;
    const file = id.replace(/^\.\//, '');
    const done = evaluated.get(file);
    if (done) return done.exports;
    const source = fetched.get(file);
    if (source === undefined) throw new Error(`Cannot load module '${id}' in the browser build`);
    const module = { exports: {} as unknown };
    evaluated.set(file, module);
    const url = vscode.Uri.joinPath(extensionUri, 'dist', ...file.split('/')).toString(true);
    try {
      // The same evaluation the web worker host gives the entry (it allows eval for this).
      new Function('module', 'exports', 'require', `${source}\n//# sourceURL=${url}`)(module, module.exports, requireFile);
    } catch (e) {
      evaluated.delete(file);
      throw e;
    }
    return module.exports;
  }

  return {
    load: async <T>(file: string) => {
      await fetchWithChunks(file);
      return requireFile(`./${file}`) as T;
    },
  };
}

/** From the gallery's CDN (https) by fetch; from a remote or local folder through VS Code's file system. */
async function readFile(uri: vscode.Uri): Promise<string> {
  if (uri.scheme !== 'https' && uri.scheme !== 'http') return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  const url = uri.toString(true);
  // An error page or a redirect is not code to run.
  const response = await fetch(url, { credentials: 'omit', redirect: 'error' });
  if (!response.ok) throw new Error(`could not load ${url} (HTTP ${response.status})`);
  return response.text();
}
