// The language server (its npm package's command and production bundle, spawned over stdio like an editor does):
// start to initialize answered (the first start, and later ones with the code cache it wrote), cached hover round trips through the protocol, checksum diagnostics for a 1 MB file
// (the first check in a fresh process, then edits), and the server's resident memory over 10,000 hovers. Each figure
// with its goal (issue 23).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection } from 'vscode-languageserver/node';
import { CHECKSUM_DEBOUNCE_MS } from '../src/core/checksumWarning';
import { findChecksumProblems } from '../src/detect';
import { cacheDirectory } from '../src/core/codeCacheFolder';
import { FIRST_LINES_CHARS } from '../src/language-server/diagnostics';
import { generateMixedText } from '../test/fixtures/mixedText';
import { cacheHomeEnv } from '../test/lsp/serverProcess';
import type { ReferenceServer } from '../test/server/server';
import { median } from './median';
// @ts-expect-error: plain ESM build script without type declarations
import { languageServerBuildOptions } from '../esbuild.mjs';

const ROOT = resolve(__dirname, '..');
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const URI = 'file:///bench/Token.sol';
const BIG_URI = 'file:///bench/Big.sol';
const PACKAGE_DIR = resolve(ROOT, 'language-server');

interface Spawned { connection: ProtocolConnection; pid: number; initializedMs: number; stop(): Promise<void> }

/**
 * This process's environment for the server, with or without NODE_EXTRA_CA_CERTS. An editor passes that variable on
 * when its user sets it, and Node reads and parses the file's certificates before any script runs: the development
 * machine's sandbox sets it (144 certificates: 40-45 ms of every Node start there and about 2 MB resident, measured with
 * `node -e ''`), so a figure taken with it measures the machine, not the server. The figures are taken without it and
 * say so; the start is also timed with it, and printed beside.
 */
function serverEnv(extraCaCerts: boolean): NodeJS.ProcessEnv {
  // The cache's lifetime is the user's to set, in their own settings file; the credit ledger goes beside the code cache.
  const env: NodeJS.ProcessEnv = { ...process.env, ...cacheHomeEnv(cacheHome), XDG_STATE_HOME: join(cacheHome, 'state'), WALLETSCOPE_CONFIG: userConfig };
  if (!extraCaCerts) delete env.NODE_EXTRA_CA_CERTS;
  return env;
}

/** Where the servers' cache folder goes (see cacheHomeEnv), in the bench's install: the code cache (start.ts). */
let cacheHome = '';
/** The user's settings file for the servers: prices kept an hour, so every hover after the first is a cached one. */
let userConfig = '';

/** The code cache files, each by name, inode and time written: what a start that used the cache leaves as it was. */
function cacheFiles(): string {
  const dir = cacheDirectory(cacheHomeEnv(cacheHome), process.platform, cacheHome)!;
  if (!existsSync(dir)) return '';
  return readdirSync(dir).map((name) => { const s = statSync(join(dir, name)); return `${name}:${s.ino}:${s.mtimeMs}`; }).join(',');
}

async function spawnServer(script: string, apiUrl: string, env = serverEnv(false)): Promise<Spawned> {
  const started = performance.now();
  // The server asks only the origin its environment names (an editor's setting cannot move it): the reference API.
  const child = spawn(process.execPath, [script, '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'], env: { ...env, WALLETSCOPE_API_URL: apiUrl } });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  connection.listen();
  // Markdown hovers, as VS Code's and Neovim's clients declare (a client that declares none is answered in plain text).
  const capabilities = { textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] } } };
  await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities, initializationOptions: { walletscope: { apiBaseUrl: apiUrl } } });
  const initializedMs = performance.now() - started;
  await connection.sendNotification('initialized', {});
  const exited = new Promise((done) => child.on('exit', done));
  return { connection, pid: child.pid!, initializedMs, stop: async () => { await connection.sendRequest('shutdown'); await connection.sendNotification('exit'); await exited; connection.dispose(); } };
}

/** Spawn to exit of `node -e ''`: what any server's start includes before its own code runs, on this machine now. */
async function bareNodeMs(env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  await new Promise((done) => spawn(process.execPath, ['-e', ''], { stdio: 'ignore', env }).on('exit', done));
  return performance.now() - started;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Resident memory of a process in MB (Linux /proc); undefined elsewhere. */
function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function hovers(connection: ProtocolConnection, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await connection.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: { line: 0, character: 30 } });
    times.push(performance.now() - started);
  }
  return times;
}

/** 1 MB of generated mixed text with a mistyped (wrong-checksum) address every ~2 KB. */
function megabyteText(): string {
  const typo = USDC.replace('A0b8', 'a0B8');
  return generateMixedText(1_000_000).text.replace(/\n/g, (_, offset: number) => (offset % 2000 < 60 ? `\nx = ${typo};\n` : '\n')).slice(0, 1_048_576);
}

interface RoundTrip { firstMs: number; firstCount: number; allMs: number }

/**
 * From sending didOpen or didChange to the diagnostics arriving, less `waitMs` (the typing debounce, for a change; an
 * opened document is checked at once): reading the text, checking it and sending the warnings back, in a fresh server
 * process (so the first check runs with a cold JIT). An opened long text's first lines' warnings come first
 * (`firstMs`), then all `expected` of them (`allMs`); after an edit they come at once.
 */
async function diagnosticsRoundTrip(connection: ProtocolConnection, waitMs: number, expected: number, send: () => Promise<void>): Promise<RoundTrip> {
  const started = performance.now();
  let first: { ms: number; count: number } | undefined;
  const published = new Promise<RoundTrip>((done) => {
    const subscription = connection.onNotification('textDocument/publishDiagnostics', (p: { uri: string; diagnostics: unknown[] }) => {
      if (p.uri !== BIG_URI) return;
      const ms = performance.now() - started - waitMs;
      first ??= { ms, count: p.diagnostics.length };
      if (p.diagnostics.length !== expected) return;
      subscription.dispose();
      done({ firstMs: first.ms, firstCount: first.count, allMs: ms });
    });
  });
  await send();
  return published;
}

export async function benchLanguageServer(server: ReferenceServer): Promise<string[]> {
  const installed = mkdtempSync(join(tmpdir(), 'walletscope-ls-'));
  cacheHome = join(installed, 'cache');
  userConfig = join(installed, 'language-server.json');
  writeFileSync(userConfig, JSON.stringify({ walletscope: { cacheTtlSeconds: 3600 } }));
  try {
    return await benchInstalled(server, await install(installed));
  } finally {
    rmSync(installed, { recursive: true, force: true });
  }
}

/** The npm package laid out as it installs (its package.json, its command, the bundle); returns the command's path. */
async function install(dir: string): Promise<string> {
  const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as { bin: Record<string, string> };
  const bin = Object.values(manifest.bin)[0]!;
  const options = languageServerBuildOptions(true);
  await esbuild.build({ ...options, outdir: join(dir, 'dist'), absWorkingDir: ROOT });
  copyFileSync(join(PACKAGE_DIR, 'package.json'), join(dir, 'package.json'));
  mkdirSync(dirname(join(dir, bin)), { recursive: true });
  copyFileSync(join(PACKAGE_DIR, bin), join(dir, bin));
  return join(dir, bin);
}

async function benchInstalled(server: ReferenceServer, script: string): Promise<string[]> {
  // A first start (no code cache yet: it writes one once initialized), then a start with that cache, as every later one
  // is; without the CA file, and with it when this environment sets one. They take turns going first, each start with
  // its own `node -e ''` beside it.
  const startsIn = (certs: boolean, cached: boolean) => ({ env: serverEnv(certs), cached, server: [] as number[], bare: [] as number[], rewrote: 0 });
  const first = startsIn(false, false);
  const without = startsIn(false, true);
  const withCerts = process.env.NODE_EXTRA_CA_CERTS ? startsIn(true, true) : undefined;
  for (let i = 0; i < 7; i++) {
    const starts = withCerts ? [first, without, withCerts] : [first, without];
    for (const start of i % 2 === 0 ? starts : [...starts.slice(1).reverse(), first]) {
      if (!start.cached) rmSync(cacheHome, { recursive: true, force: true });
      start.bare.push(await bareNodeMs(start.env));
      const before = cacheFiles();
      const s = await spawnServer(script, server.url, start.env);
      start.server.push(s.initializedMs);
      await s.stop();
      // A start that read and kept the cache leaves it untouched; one that rewrote it did not start from it.
      if (start.cached && cacheFiles() !== before) start.rewrote++;
    }
  }
  const rewrote = [without, withCerts].reduce((n, start) => n + (start?.rewrote ?? 0), 0);
  const text = megabyteText(); // made before the clock starts: generating it is the bench's work, not the server's
  const expected = findChecksumProblems(text).length;
  // The first check in each of 7 fresh processes (one sample swung from 37 to 73 ms with the machine's load); the
  // last process goes on to the edits and hovers.
  const opens: RoundTrip[] = [];
  const openFresh = async () => {
    const fresh = await spawnServer(script, server.url);
    opens.push(await diagnosticsRoundTrip(fresh.connection, 0, expected, () =>
      fresh.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: BIG_URI, languageId: 'solidity', version: 1, text } })));
    return fresh;
  };
  for (let i = 0; i < 6; i++) await (await openFresh()).stop();
  const s = await openFresh();
  const open = { firstMs: median(opens.map((o) => o.firstMs)), firstCount: opens[0]!.firstCount, allMs: median(opens.map((o) => o.allMs)) };
  const edits: number[] = [];
  for (let version = 2; version < 9; version++) {
    const change = { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '// edit\n' };
    edits.push((await diagnosticsRoundTrip(s.connection, CHECKSUM_DEBOUNCE_MS, expected, () =>
      s.connection.sendNotification('textDocument/didChange', { textDocument: { uri: BIG_URI, version }, contentChanges: [change] }))).allMs);
  }
  await s.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'solidity', version: 1, text: `address constant USDC = ${USDC};\n` } });
  await hovers(s.connection, 1000); // warm up: fills the cache and the JIT
  const rss = [rssMb(s.pid)];
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    times.push(...(await hovers(s.connection, 2000)));
    rss.push(rssMb(s.pid));
  }
  await s.stop();

  const mb = (n: number | undefined) => (n === undefined ? 'n/a' : n.toFixed(0));
  const measured = rss.filter((n): n is number => n !== undefined);
  const memory = measured.length === rss.length
    ? `max ${mb(Math.max(...measured))} MB, growth after warm-up ${(measured.at(-1)! - measured[0]!).toFixed(1)} MB`
    : 'not measurable here (no /proc)';
  return [
    `lsp     start to initialize answered (the npm package's command, production build, median of 7${withCerts ? ', without NODE_EXTRA_CA_CERTS' : ''}): ` +
      `${median(without.server).toFixed(1)} ms with the code cache an earlier start wrote (goal < 100 ms; \`node -e ''\` alone: ${median(without.bare).toFixed(1)} ms); ` +
      `the first start, which writes it: ${median(first.server).toFixed(1)} ms (\`node -e ''\` alone: ${median(first.bare).toFixed(1)} ms)` +
      (rewrote > 0 ? ` (NOT CACHED: ${rewrote} of the starts with the cache wrote it again)` : '') +
      (withCerts ? `; with this environment's NODE_EXTRA_CA_CERTS, which Node reads before any script: ${median(withCerts.server).toFixed(1)} ms ` +
        `(\`node -e ''\` alone: ${median(withCerts.bare).toFixed(1)} ms)` : ''),
    `lsp     hover round trip, cached (10,000 over stdio): p50 ${percentile(times, 50).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms (goal p99 < 5 ms)`,
    `lsp     first checksum check of a 1 MB file (didOpen to warnings in a fresh process, sending 1 MB included, median of ${opens.length} processes): ` +
      `its first ${FIRST_LINES_CHARS / 1024} KB of lines (what an editor shows on open; ${open.firstCount} warnings) ${open.firstMs.toFixed(1)} ms (goal < 50 ms); ` +
      `every warning (all ${expected}) ${open.allMs.toFixed(1)} ms (goal < 100 ms)`,
    `lsp     checksum check of the 1 MB file after an edit (didChange to warnings, less the ${CHECKSUM_DEBOUNCE_MS} ms debounce, median of 7): ${median(edits).toFixed(1)} ms (goal < 50 ms)`,
    `lsp     server resident memory (MB) after 1,000 warm-up hovers, then every 2,000 of 10,000` +
      `${withCerts ? " (without NODE_EXTRA_CA_CERTS, whose certificates Node keeps: about 2 MB more with this environment's)" : ''}: ` +
      `${rss.map(mb).join(', ')}; ${memory} (goal: flat after warm-up, < 80 MB)`,
  ];
}
