// The extension's scripts as one production build in memory (esbuild.mjs's buildExtensionScripts: the main modules, the
// features, the browser build's entry): what each file loads with it (its chunks), for the tests that check them and the
// bench that weighs them.
import * as path from 'node:path';
import type * as esbuild from 'esbuild';
import { REPO_ROOT } from './paths';
// @ts-expect-error: plain ESM build script without type declarations
import { buildExtensionScripts, loadedWith, staticImports } from '../../esbuild.mjs';

export interface ExtensionBundles {
  /** Every script by its path under dist/: extension.js, web-main.js, hover-feature.js, chunk-….js, web/extension.js… */
  readonly files: ReadonlyMap<string, string>;
  /** The file first, then every chunk it requires as it loads (directly or through another), by path under dist/. */
  scriptsOf(file: string): string[];
  /** The code of the file and its chunks, joined. */
  codeOf(file: string): string;
  /** The source files inside what the file loads, relative to the repository. */
  inputsOf(file: string): string[];
  /** What loading the file reads, in bytes. */
  bytesOf(file: string): number;
}

let built: Promise<ExtensionBundles> | undefined;

/** Built once per process: the sources do not change during a test run or a bench. */
export function buildExtensionBundles(): Promise<ExtensionBundles> {
  built ??= build();
  return built;
}

async function build(): Promise<ExtensionBundles> {
  const result = (await buildExtensionScripts(true, { write: false, absWorkingDir: REPO_ROOT })) as esbuild.BuildResult;
  const dist = path.join(REPO_ROOT, 'dist');
  const files = new Map(result.outputFiles!.filter((f) => f.path.endsWith('.js')).map((f) => [path.relative(dist, f.path).split(path.sep).join('/'), f.text]));
  const imports = staticImports(result.metafile) as Record<string, string[]>;
  const scriptsOf = (file: string): string[] => loadedWith(imports, file) as string[];
  const outputs = result.metafile!.outputs;
  return {
    files,
    scriptsOf,
    codeOf: (file) => scriptsOf(file).map((name) => files.get(name)).join('\n'),
    inputsOf: (file) => [...new Set(scriptsOf(file).flatMap((name) => Object.keys(outputs[`dist/${name}`]!.inputs)))],
    bytesOf: (file) => scriptsOf(file).reduce((sum, name) => sum + Buffer.byteLength(files.get(name)!), 0),
  };
}
