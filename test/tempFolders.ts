// Mocha loads this before any test file (.mocharc.json "require"): the run gets a temporary folder of its own as
// TMPDIR, which os.tmpdir() reads at every call and every child inherits (Neovim, npm), and fails at its end if
// anything is left in it. A test removes what it creates; a folder meant to last the whole run comes from runFolder.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TEMP_VARIABLES = ['TMPDIR', 'TMP', 'TEMP'] as const; // POSIX, then Windows
const outer = Object.fromEntries(TEMP_VARIABLES.map((name) => [name, process.env[name]]));
const runRoot = mkdtempSync(join(tmpdir(), 'walletscope-test-'));
for (const name of TEMP_VARIABLES) process.env[name] = runRoot;

const runFolders = new Set<string>();
const remove = (dir: string) => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
// A run stopped before its end (Ctrl+C, a crash) still removes its folder.
process.on('exit', () => {
  for (const dir of runFolders) remove(dir);
  remove(runRoot);
});

/** A temporary folder that lasts the whole run (shared by several tests); removed before the leak check. */
export function runFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  runFolders.add(dir);
  return dir;
}

export const mochaHooks = {
  afterAll(): void {
    for (const dir of runFolders) remove(dir);
    runFolders.clear();
    // tsx's compile cache (tsx-<uid>), made by a child that runs TypeScript: the tool's, reused, not a test's leftover.
    const left = readdirSync(runRoot).filter((name) => !/^tsx-\d+$/.test(name)).sort();
    remove(runRoot);
    for (const name of TEMP_VARIABLES) {
      if (outer[name] === undefined) delete process.env[name];
      else process.env[name] = outer[name];
    }
    assert.deepEqual(left, [], `the tests left these in the temporary folder (each test removes what it creates): ${left.join(', ')}`);
  },
};
