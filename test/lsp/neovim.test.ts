// Neovim's built-in LSP client (Debian's neovim, headless, scripted in Lua: neovim/walletscope.lua) drives the
// language server against the reference API. Skips with a clear line where nvim is missing, except in CI.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { buildServer, SERVER_JS, USDC, USDC_TYPO } from './serverProcess';

interface NeovimResult {
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
}

/** Each step of the Lua script waits at most 6 s, and it has 8: the kill is for a Neovim that hangs outright. */
const KILL_AFTER_MS = 90_000;

const SOLIDITY = `// SPDX-License-Identifier: MIT
contract Treasury {
    address constant USDC = ${USDC};
    address constant PAYEE = ${USDC_TYPO};
`;

describe('language server in Neovim', function () {
  this.timeout(KILL_AFTER_MS + 30_000);
  let api: ReferenceServer | undefined;
  let hostile: ReferenceServer | undefined;
  let result: NeovimResult;

  before(async function () {
    if (spawnSync('nvim', ['--version']).error) {
      if (process.env.CI === 'true') throw new Error('Neovim (nvim) is missing: .ci/run installs it');
      console.log('      skipped: Neovim (nvim) is not installed; `apt-get install neovim` to run these tests (CI installs it)');
      this.skip();
    }
    await buildServer();
    api = await startReferenceServer();
    hostile = await startReferenceServer({ hostile: true });
    const dir = mkdtempSync(join(tmpdir(), 'walletscope-nvim-'));
    const file = join(dir, 'Treasury.sol');
    writeFileSync(file, SOLIDITY);
    writeFileSync(join(dir, 'Hostile.sol'), `address constant T = ${USDC};\n`);
    const { WALLETSCOPE_API_KEY: _key, WALLETSCOPE_API_KEY_FILE: _keyFile, ...inherited } = process.env; // no real key to a test server
    const env = {
      ...inherited, WALLETSCOPE_FILE: file, WALLETSCOPE_API_URL: api.url, WALLETSCOPE_SERVER_JS: SERVER_JS,
      WALLETSCOPE_HOSTILE_FILE: join(dir, 'Hostile.sol'), WALLETSCOPE_HOSTILE_URL: hostile.url,
      WALLETSCOPE_NODE: process.execPath, WALLETSCOPE_RESULT: join(dir, 'result.json'),
    };
    const nvim = spawn('nvim', ['--headless', '--clean', '-u', 'NONE', '-S', resolve(__dirname, 'neovim/walletscope.lua')], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    nvim.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString('utf8'); });
    let killed = false;
    const timer = setTimeout(() => { killed = true; nvim.kill('SIGKILL'); }, KILL_AFTER_MS);
    const code = await new Promise((done) => nvim.on('exit', done));
    clearTimeout(timer);
    // The script saves its result at every step: a kill still tells which step hung.
    if (!existsSync(env.WALLETSCOPE_RESULT)) assert.fail(`Neovim wrote no result (exit ${String(code)}${killed ? ', killed' : ''}): ${stderr.trim() || 'no output'}`);
    result = JSON.parse(readFileSync(env.WALLETSCOPE_RESULT, 'utf8')) as NeovimResult;
    if (killed) assert.fail(`Neovim was killed after ${KILL_AFTER_MS / 1000} s in step "${result.step}"${result.error ? `: ${result.error}` : ''}`);
    assert.ok(result.ok, result.error ?? `Neovim stopped in step "${result.step}": ${stderr.trim()}`);
  });
  after(async () => {
    await api?.close();
    await hostile?.close();
  });

  it('hovers USDC\'s contract and reads the markdown', () => {
    assert.match(result.hover, /^\*\*USD Coin\*\* \(USDC\) · \$(0\.99\d*|1(\.00\d*)?) /, 'the price now, from the batched price request');
    assert.match(result.hover, /\[Open in Etherscan\]\(https:\/\/etherscan\.io\/token\/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48\)/);
    assert.doesNotMatch(result.hover, /command:/);
    assert.ok(result.hover_lines.some((l) => l.includes('Market cap $56.24B')), result.hover_lines.join('\n'));
  });

  it('shows the checksum warning and applies its quick fix', () => {
    assert.deepEqual(result.diagnostics.map((d) => [d.lnum, d.col, d.source]), [[3, 29, 'Walletscope']]);
    assert.match(result.diagnostics[0]!.message, /fails its EIP-55 checksum/);
    assert.deepEqual(result.actions, [`Use the checksummed address ${USDC}`, 'Use the lower-case address']);
    assert.equal(result.fixed_line, `    address constant PAYEE = ${USDC};`);
    assert.ok(result.cleared, 'the warning goes once the address is fixed');
  });

  it('shows a hostile service\'s ":", "@" and "&" in the floating preview without numeric entities', () => {
    const shown = result.hostile_lines.join('\n');
    assert.match(shown, /support\\@claim-airdrop\.example R&D/, shown);
    assert.match(shown, /https\\:\/\/claim-airdrop\.example\/now/);
    assert.doesNotMatch(shown, /&#/);
  });

  it('completes "USD to contract addresses, one item per chain', () => {
    const usdc = result.completion.find((i) => i.label === 'USD Coin · Ethereum · 0xA0b8…eB48');
    assert.equal(usdc?.newText, USDC);
    assert.ok(result.completion.some((i) => i.label.startsWith('Tether USD · Ethereum')), result.completion.map((i) => i.label).join('\n'));
  });
});
