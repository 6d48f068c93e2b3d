// The pages' scripts as one production build in memory (esbuild.mjs's webviewPagesBuildOptions): what each page loads,
// its module and the chunks it imports, for the tests that check them and the benches that serve them.
import * as path from 'node:path';
import * as esbuild from 'esbuild';
import { REPO_ROOT } from './paths';
// @ts-expect-error: plain ESM build script without type declarations
import { loadedWith, staticImports, webviewPagesBuildOptions } from '../../esbuild.mjs';

export type PageName = 'asset' | 'overview' | 'pool' | 'walletPage';

export interface PageBundles {
  /** Every output by its name in dist/webview: asset.js, asset.css, chunk-….js, … */
  readonly files: ReadonlyMap<string, string>;
  /** The page's module first, then the chunks it imports (directly or through another), by name. */
  scriptsOf(page: PageName): string[];
  /** The source files inside what the page loads, relative to the repository. */
  inputsOf(page: PageName): string[];
}

let built: Promise<PageBundles> | undefined;

/** Built once per process: the sources do not change during a test run or a bench, which open several pages. */
export function buildPages(): Promise<PageBundles> {
  built ??= build();
  return built;
}

async function build(): Promise<PageBundles> {
  const result = await esbuild.build({ ...webviewPagesBuildOptions(true), write: false, absWorkingDir: REPO_ROOT });
  const outputs = result.metafile!.outputs;
  const files = new Map(result.outputFiles!.map((f) => [path.basename(f.path), f.text]));
  const imports = staticImports(result.metafile) as Record<string, string[]>;
  const scriptsOf = (page: PageName): string[] => (loadedWith(imports, `webview/${page}.js`) as string[]).map((name) => path.posix.basename(name));
  const inputsOf = (page: PageName) => [...new Set(scriptsOf(page).flatMap((name) => Object.keys(outputs[`dist/webview/${name}`]!.inputs)))];
  return { files, scriptsOf, inputsOf };
}
