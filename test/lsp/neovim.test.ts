// Neovim's built-in LSP client (Debian's neovim, headless, scripted in Lua: neovim/walletscope.lua, run by
// neovim/run.ts) drives the in-repo language server bundle against the reference API. Skips with a clear line
// where nvim is missing, except in CI.
import assert from 'node:assert/strict';
import { KILL_AFTER_MS, requireNeovim, runNeovim, type NeovimResult } from './neovim/run';
import { buildServer, SERVER_JS, USDC } from './serverProcess';

describe('language server in Neovim', function () {
  this.timeout(KILL_AFTER_MS + 30_000);
  let result: NeovimResult;

  before(async function () {
    requireNeovim(this);
    await buildServer();
    result = await runNeovim([process.execPath, SERVER_JS, '--stdio', '--pinned-clock']);
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

  it('answers a client that declares plain-text hovers only with plain text, which the floating preview shows as it is', () => {
    assert.equal(result.plain_kind, 'plaintext');
    assert.match(result.plain_hover, /^USD Coin \(USDC\) · \$(0\.99\d*|1(\.00\d*)?) /);
    assert.ok(result.plain_lines.includes(`Etherscan: https://etherscan.io/token/${USDC}`), result.plain_lines.join('\n'));
    assert.ok(result.plain_lines.some((l) => l.startsWith('Market cap $56.24B')), result.plain_lines.join('\n'));
    assert.doesNotMatch(result.plain_lines.join('\n'), /\*\*|\]\(|^---$/m);
  });

  it('completes "USD to contract addresses, one item per chain', () => {
    const usdc = result.completion.find((i) => i.label === 'USD Coin · Ethereum · 0xA0b8…eB48');
    assert.equal(usdc?.newText, USDC);
    assert.ok(result.completion.some((i) => i.label.startsWith('Tether USD · Ethereum')), result.completion.map((i) => i.label).join('\n'));
  });
});
