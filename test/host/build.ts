// Builds what a test window loads: the extension (dist/, via the project's esbuild.mjs) and the integration
// suite (out/test/integration/: one bundle per test file plus the runner; `vscode` and `mocha` stay external).
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as esbuild from 'esbuild';
import { run } from './exec';
import { findFiles } from './files';
import { INTEGRATION_OUT, REPO_ROOT } from './paths';

const INTEGRATION_SRC = path.join(REPO_ROOT, 'test', 'integration');

export async function buildExtension(options: { production?: boolean } = {}): Promise<void> {
  const args = ['esbuild.mjs', ...(options.production ? ['--production'] : [])];
  const output = await run(process.execPath, args, { cwd: REPO_ROOT, timeoutMs: 120_000 });
  process.stdout.write(output);
}

/** Returns the runner's path (the extensionTestsPath). Stale bundles of deleted tests are removed first. */
export async function buildIntegrationTests(): Promise<string> {
  fs.rmSync(INTEGRATION_OUT, { recursive: true, force: true });
  const tests = findFiles(INTEGRATION_SRC, '.test.ts');
  await esbuild.build({
    entryPoints: [path.join(INTEGRATION_SRC, 'index.ts'), ...tests],
    outbase: INTEGRATION_SRC,
    outdir: INTEGRATION_OUT,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node18',
    external: ['vscode', 'mocha'],
    sourcemap: 'inline', // for breakpoints in .ts under the debugger; bundles stay unminified so stack lines read well
    logLevel: 'warning',
  });
  console.log(`built ${path.relative(REPO_ROOT, INTEGRATION_OUT)}/ (${tests.length} test files)`);
  return path.join(INTEGRATION_OUT, 'index.js');
}

