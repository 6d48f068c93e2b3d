// The language server's npm package (language-server/) as someone who never cloned this repository gets it:
// `npm pack` (whose prepack builds the bundle), `npm install -g` of the tarball into a fresh prefix, offline (the
// package has no dependencies), then the installed command, started by Neovim as neovim.test.ts starts the
// in-repo bundle. The server runs with the test's node first on PATH and without NODE_PATH or NODE_OPTIONS, so
// nothing of this checkout can stand in for what the package lacks.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { clockShiftMs, TEST_CLOCK_ENV } from '../../src/core/clock';
import { AGENT_TOOLS } from '../../src/core/agent/catalogue';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { connectMcp, type McpSession } from './mcpProcess';
import { KILL_AFTER_MS, requireNeovim, runNeovim, type NeovimResult } from './neovim/run';
import { USDC } from './serverProcess';

const PACKAGE_DIR = resolve(__dirname, '../../language-server');
const { version: VERSION } = JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8')) as { version: string };
const run = promisify(execFile);

/** What `npm pack --json` says of the one package it packed. */
interface PackResult {
  filename: string;
  files: Array<{ path: string }>;
}

describe('language server npm package', function () {
  this.timeout(KILL_AFTER_MS + 60_000);
  const env = { PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`, NODE_PATH: undefined, NODE_OPTIONS: undefined };
  let dir: string;
  let command: string;
  let packed: PackResult;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'walletscope-npm-'));
    command = join(dir, 'prefix', 'bin', 'walletscope-language-server');
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', dir], { cwd: PACKAGE_DIR });
    [packed] = JSON.parse(stdout) as [PackResult];
    await run('npm', ['install', '--global', '--prefix', join(dir, 'prefix'), join(dir, packed.filename), '--offline', '--no-audit', '--no-fund'], { cwd: dir });
  });
  after(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

  it('packs the bin, the server\'s three files (the command, the LSP server, the MCP server), a README, the LICENSE and the notices, and nothing else (no source, tests or maps)', () => {
    assert.deepEqual(packed.files.map((f) => f.path).sort(), ['LICENSE', 'README.md', 'THIRD_PARTY_NOTICES.md', 'bin/walletscope-language-server.js', 'dist/language-server-main.js',
      'dist/language-server-mcp.js', 'dist/language-server.js', 'package.json']);
    assert.equal(packed.filename, `walletscope-language-server-${VERSION}.tgz`);
  });

  it('installs the licences of the libraries bundled into the server (THIRD_PARTY_NOTICES.md)', () => {
    const notices = readFileSync(join(dir, 'prefix/lib/node_modules/walletscope-language-server/THIRD_PARTY_NOTICES.md'), 'utf8');
    for (const name of ['vscode-languageserver', 'vscode-jsonrpc', 'vscode-languageserver-protocol', 'zod', 'node-fetch', '@modelcontextprotocol/sdk']) {
      const section = notices.split(/\n(?=## )/).find((s) => s.startsWith(`## ${name} `)) ?? '';
      assert.match(section, /\nLicence: MIT\.\n[^]*Permission is hereby granted, free of charge/, name);
    }
  });

  it('installs without dependencies, and the command reports the extension\'s version', async () => {
    const installed = JSON.parse(readFileSync(join(dir, 'prefix/lib/node_modules/walletscope-language-server/package.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(installed.dependencies, undefined);
    assert.equal(installed.license, 'MIT');
    const { stdout } = await run(command, ['--version'], { cwd: dir, env });
    assert.equal(stdout, `walletscope-language-server ${VERSION}\n`);
  });

  describe('as an MCP server', () => {
    let api: ReferenceServer | undefined;
    let mcp: McpSession | undefined;
    before(async () => {
      api = await startReferenceServer();
      // Its own home, cache, state and config folders: nothing of this machine's user is read or written.
      const home = mkdtempSync(join(dir, 'home-'));
      mcp = await connectMcp(command, ['--mcp', '--pinned-clock'], {
        PATH: env.PATH, HOME: home, XDG_CACHE_HOME: home, XDG_STATE_HOME: home, XDG_CONFIG_HOME: home, WALLETSCOPE_API_URL: api.url,
        [TEST_CLOCK_ENV]: String(clockShiftMs()),
      });
    });
    after(async () => {
      await mcp?.close();
      await api?.close();
    });

    it('lists the agent\'s eight tools', async () => {
      assert.deepEqual((await mcp!.client.listTools()).tools.map((t) => t.name), AGENT_TOOLS.map((t) => t.name));
    });

    it('answers get_token for USDC\'s contract with its name', async () => {
      const { text, data } = await mcp!.call('get_token', { token: USDC });
      assert.equal(data.status, 'ok', text);
      assert.match(text, /USD Coin \(USDC\)/);
    });
  });

  describe('in Neovim', () => {
    let result: NeovimResult;
    before(async function () {
      requireNeovim(this);
      result = await runNeovim([command, '--stdio', '--pinned-clock'], env);
    });

    it('hovers USDC\'s contract with its name and price', () => {
      assert.match(result.hover, /^\*\*USD Coin\*\* \(USDC\) · \$(0\.99\d*|1(\.00\d*)?) /);
    });

    it('answers a client that declares plain-text hovers only with plain text, its links written out', () => {
      assert.equal(result.plain_kind, 'plaintext');
      assert.match(result.plain_hover, /^USD Coin \(USDC\) · \$(0\.99\d*|1(\.00\d*)?) /);
      assert.ok(result.plain_lines.includes(`Etherscan: https://etherscan.io/token/${USDC}`), result.plain_lines.join('\n'));
      assert.doesNotMatch(result.plain_hover, /\*\*|\]\(|^---$/m);
    });

    it('warns of a wrong checksum and fixes it', () => {
      assert.match(result.diagnostics[0]?.message ?? '', /fails its EIP-55 checksum/);
      assert.equal(result.fixed_line, `    address constant PAYEE = ${USDC};`);
    });

    it('keeps V8\'s code for its next start in the user\'s cache folder, for this Node', () => {
      assert.deepEqual(result.cached.map((name) => name.replace(/^[0-9a-f]{16}-/, '')), [`${process.version}-${process.arch}.v8-cache`]);
    });
  });
});
