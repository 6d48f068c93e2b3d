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
  /** Each script with the chunks it requires as it loads (the map built into the browser build's entry). */
  readonly imports: Readonly<Record<string, readonly string[]>>;
  /** The files first, then every chunk they require as they load (directly or through another), by path under dist/. */
  scriptsOf(...files: string[]): string[];
  /** The code of the file and its chunks, joined. */
  codeOf(file: string): string;
  /** The source files inside what the file loads, relative to the repository. */
  inputsOf(file: string): string[];
  /** The source files inside the file itself, not its chunks. */
  ownInputsOf(file: string): string[];
  /** What loading the files reads, in bytes. */
  bytesOf(...files: string[]): number;
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
  const scriptsOf = (...names: string[]): string[] => [...new Set(names.flatMap((name) => loadedWith(imports, name) as string[]))];
  const outputs = result.metafile!.outputs;
  const ownInputsOf = (file: string) => Object.keys(outputs[`dist/${file}`]!.inputs);
  return {
    files,
    imports,
    scriptsOf,
    codeOf: (file) => scriptsOf(file).map((name) => files.get(name)).join('\n'),
    inputsOf: (file) => [...new Set(scriptsOf(file).flatMap(ownInputsOf))],
    ownInputsOf,
    bytesOf: (...names) => scriptsOf(...names).reduce((sum, name) => sum + Buffer.byteLength(files.get(name)!), 0),
  };
}
