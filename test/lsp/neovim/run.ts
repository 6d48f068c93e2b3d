// Runs walletscope.lua in Neovim (Debian's neovim, headless) against one server command and two reference APIs
// (the usual one and a hostile one), and returns what the script saw. Shared by test/lsp/neovim.test.ts (the
// in-repo bundle) and test/lsp/package.test.ts (the command `npm install -g` put in place).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startReferenceServer } from '../../server/server';
import { cacheDirectory } from '../../../src/core/codeCacheFolder';
import { USDC, USDC_TYPO, cacheHomeEnv, userSettingsEnv } from '../serverProcess';
import { clockShiftMs, TEST_CLOCK_ENV } from '../../../src/core/clock';

export interface NeovimResult {
  ok: boolean;
  error?: string;
  /** The step the script was in (or 'done'). */
  step: string;
  hover: string;
  hover_lines: string[];
  diagnostics: Array<{ lnum: number; col: number; message: string; source: string }>;
  actions: string[];
  fixed_line: string;
  cleared: boolean;
  completion: Array<{ label: string; newText?: string }>;
  /** The lines of the floating preview (stylize_markdown's output) for a hostile service's hover. */
  hostile_lines: string[];
  /** USDC's hover for a client that declares plain-text hovers only: its kind, its text, and the floating preview's lines. */
  plain_kind: string;
  plain_hover: string;
  plain_lines: string[];
  /** What the server left in the cache folder it was given (cacheHomeEnv: a folder of this run's). */
  cached: string[];
}

/** Each step of the Lua script waits at most 6 s, and it has 8: the kill is for a Neovim that hangs outright. */
export const KILL_AFTER_MS = 90_000;

const SOLIDITY = `// SPDX-License-Identifier: MIT
contract Treasury {
    address constant USDC = ${USDC};
    address constant PAYEE = ${USDC_TYPO};
`;

/** Skips the suite with a clear line where nvim is missing, except in CI, which installs it (.ci/run). */
export function requireNeovim(context: Mocha.Context): void {
  if (!spawnSync('nvim', ['--version']).error) return;
  if (process.env.CI === 'true') throw new Error('Neovim (nvim) is missing: .ci/run installs it');
  console.log('      skipped: Neovim (nvim) is not installed; `apt-get install neovim` to run these tests (CI installs it)');
  context.skip();
}

/**
 * Runs the script with `command` (argv, `--stdio` included) as the server; `env` adds to (or, with undefined,
 * removes from) Neovim's environment, which the server inherits. Fails unless the script ran to its end.
 */
export async function runNeovim(command: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<NeovimResult> {
  const api = await startReferenceServer();
  const hostile = await startReferenceServer({ hostile: true });
  const dir = mkdtempSync(join(tmpdir(), 'walletscope-nvim-'));
  try {
    const file = join(dir, 'Treasury.sol');
    writeFileSync(file, SOLIDITY);
    writeFileSync(join(dir, 'Hostile.sol'), `address constant T = ${USDC};\n`);
    const { WALLETSCOPE_API_KEY: _key, WALLETSCOPE_API_KEY_FILE: _keyFile, ...inherited } = process.env; // no real key to a test server
    const resultFile = join(dir, 'result.json');
    const cache = join(dir, 'cache');
    // Completion is the user's to turn on, in a settings file of their own outside the project (Neovim's root is `dir`);
    // the credit ledger goes to this run's folder, whatever state folder this process's environment names.
    const nvimEnv = {
      ...inherited, ...cacheHomeEnv(cache), XDG_STATE_HOME: join(cache, 'state'), ...userSettingsEnv({ walletscope: { languageServer: { completion: true } } }),
      ...env, WALLETSCOPE_FILE: file, WALLETSCOPE_API_URL: api.url, WALLETSCOPE_SERVER_CMD: JSON.stringify(command),
      WALLETSCOPE_HOSTILE_FILE: join(dir, 'Hostile.sol'), WALLETSCOPE_HOSTILE_URL: hostile.url, WALLETSCOPE_RESULT: resultFile,
      [TEST_CLOCK_ENV]: String(clockShiftMs()), // the server on this process's pinned calendar, as its reference APIs are
    };
    const nvim = spawn('nvim', ['--headless', '--clean', '-u', 'NONE', '-S', resolve(__dirname, 'walletscope.lua')], { env: nvimEnv, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    nvim.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString('utf8'); });
    let killed = false;
    const timer = setTimeout(() => { killed = true; nvim.kill('SIGKILL'); }, KILL_AFTER_MS);
    const code = await new Promise((done) => nvim.on('exit', done));
    clearTimeout(timer);
    // The script saves its result at every step: a kill still tells which step hung.
    if (!existsSync(resultFile)) assert.fail(`Neovim wrote no result (exit ${String(code)}${killed ? ', killed' : ''}): ${stderr.trim() || 'no output'}`);
    const result = JSON.parse(readFileSync(resultFile, 'utf8')) as NeovimResult;
    if (killed) assert.fail(`Neovim was killed after ${KILL_AFTER_MS / 1000} s in step "${result.step}"${result.error ? `: ${result.error}` : ''}`);
    assert.ok(result.ok, result.error ?? `Neovim stopped in step "${result.step}": ${stderr.trim()}`);
    const cacheFolder = cacheDirectory(cacheHomeEnv(cache), process.platform, cache)!;
    return { ...result, cached: existsSync(cacheFolder) ? readdirSync(cacheFolder) : [] };
  } finally {
    await api.close();
    await hostile.close();
    // Neovim has exited (or was killed): nothing writes here any more, and the result has been read.
    rmSync(dir, { recursive: true, force: true });
  }
}
