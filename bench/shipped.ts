// Runs a bench script as the extension runs its code: bundled and minified (the production build) in a plain Node
// process, not the sources under tsx, whose loader, per-import getters and larger heap slow the code unevenly (a 10 MB
// JSON.parse took ~95 ms under tsx and ~65 ms in plain Node on one machine).
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { REPO_ROOT } from '../test/host/paths';
// @ts-expect-error: plain ESM build script without type declarations
import { nodeScriptBuildOptions } from '../esbuild.mjs';

const TIMEOUT_MS = 5 * 60_000;

/** A bench script, built once; run(args) starts a fresh process of it and returns what it printed. */
export interface ShippedScript {
  run(args?: readonly string[]): string;
  dispose(): void;
}

/** `build`: more esbuild options (an alias); `node`: the Node flags its processes start with (--expose-gc). */
export async function buildShipped(script: string, build: esbuild.BuildOptions = {}, node: readonly string[] = []): Promise<ShippedScript> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'walletscope-bench-'));
  const outfile = path.join(dir, `${path.basename(script, '.ts')}.js`);
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  try {
    await esbuild.build({ ...nodeScriptBuildOptions(true), entryPoints: [path.join(REPO_ROOT, 'bench', script)], outfile, metafile: false, logLevel: 'error', ...build });
  } catch (e) {
    dispose();
    throw e;
  }
  return { run: (args = []) => execFileSync(process.execPath, [...node, outfile, ...args], { encoding: 'utf8', timeout: TIMEOUT_MS }), dispose };
}
