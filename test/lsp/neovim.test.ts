// Neovim's built-in LSP client (Debian's neovim, headless, scripted in Lua: neovim/walletscope.lua) drives the
// language server against the reference API. Skips with a clear line where nvim is missing, except in CI.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { buildServer, SERVER_JS, USDC, USDC_TYPO } from './serverProcess';

interface NeovimResult {
  ok: boolean;
  error?: string;
  hover: string;
  hover_lines: string[];
  diagnostics: Array<{ lnum: number; col: number; message: string; source: string }>;
  actions: string[];
  fixed_line: string;
  cleared: boolean;
  completion: Array<{ label: string; newText?: string }>;
}

const SOLIDITY = `// SPDX-License-Identifier: MIT
contract Treasury {
    address constant USDC = ${USDC};
    address constant PAYEE = ${USDC_TYPO};
`;

describe('language server in Neovim', function () {
  this.timeout(60_000);
  let api: ReferenceServer | undefined;
  let result: NeovimResult;

  before(async function () {
    if (spawnSync('nvim', ['--version']).error) {
      if (process.env.CI === 'true') throw new Error('Neovim (nvim) is missing: .ci/run installs it');
      console.log('      skipped: Neovim (nvim) is not installed; `apt-get install neovim` to run these tests (CI installs it)');
      this.skip();
    }
    await buildServer();
    api = await startReferenceServer();
    const dir = mkdtempSync(join(tmpdir(), 'walletscope-nvim-'));
    const file = join(dir, 'Treasury.sol');
    writeFileSync(file, SOLIDITY);
    const env = {
      ...process.env, WALLETSCOPE_FILE: file, WALLETSCOPE_API_URL: api.url, WALLETSCOPE_SERVER_JS: SERVER_JS,
      WALLETSCOPE_NODE: process.execPath, WALLETSCOPE_RESULT: join(dir, 'result.json'),
    };
    const nvim = spawn('nvim', ['--headless', '--clean', '-u', 'NONE', '-S', resolve(__dirname, 'neovim/walletscope.lua')], { env, stdio: 'ignore' });
    const timer = setTimeout(() => nvim.kill('SIGKILL'), 45_000);
    await new Promise((done) => nvim.on('exit', done));
    clearTimeout(timer);
    result = JSON.parse(readFileSync(env.WALLETSCOPE_RESULT, 'utf8')) as NeovimResult;
    assert.ok(result.ok, result.error);
  });
  after(async () => api?.close());

  it('hovers USDC\'s contract and reads the markdown', () => {
    assert.match(result.hover, /^\*\*USD Coin\*\* \(USDC\) · \$0\.9999/);
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

  it('completes "USD to contract addresses, one item per chain', () => {
    const usdc = result.completion.find((i) => i.label === 'USD Coin · Ethereum · 0xA0b8…eB48');
    assert.equal(usdc?.newText, USDC);
    assert.ok(result.completion.some((i) => i.label.startsWith('Tether USD · Ethereum')), result.completion.map((i) => i.label).join('\n'));
  });
});
