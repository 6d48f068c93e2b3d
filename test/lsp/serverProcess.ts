// Builds dist/language-server.js once per run (esbuild, as `npm run build` does) and starts it over stdio
// with a protocol connection from vscode-languageserver's own library, as an editor would.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { runFolder } from '../tempFolders';
import { clockShiftMs, TEST_CLOCK_ENV } from '../../src/core/clock';
import { ledgerDirectory } from '../../src/language-server/creditFiles';
import {
  createProtocolConnection, StreamMessageReader, StreamMessageWriter, type InitializeResult, type LogMessageParams, type ProtocolConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver/node';
// @ts-expect-error: plain ESM build script without type declarations
import { languageServerBuildOptions } from '../../esbuild.mjs';

const ROOT = resolve(__dirname, '../..');
export const SERVER_JS = resolve(ROOT, 'dist/language-server.js');
let built: Promise<unknown> | undefined;

/** Builds the server bundle (development build, like `npm run build:dev`) the first time it is asked for. */
export function buildServer(): Promise<unknown> {
  const options = languageServerBuildOptions(false);
  built ??= esbuild.build({ ...options, outdir: dirname(SERVER_JS), absWorkingDir: ROOT, logLevel: 'error' });
  return built;
}

/** A server's environment that puts its cache folder in `dir` on every platform (HOME for macOS's ~/Library/Caches). */
export function cacheHomeEnv(dir: string): NodeJS.ProcessEnv {
  return { HOME: dir, XDG_CACHE_HOME: dir, LOCALAPPDATA: dir };
}

let cacheHome: string | undefined;

/** A temporary folder, removed when the run ends. */
export function testFolder(prefix: string): string {
  return runFolder(prefix);
}

/** XDG_CACHE_HOME for the servers this run starts: one temporary folder. */
export function testCacheHome(): string {
  cacheHome ??= testFolder('walletscope-ls-cache-');
  return cacheHome;
}

/** The user's own settings file with `settings` in it, outside any project, and the environment that names it. */
export function userSettingsEnv(settings: unknown): NodeJS.ProcessEnv {
  const file = join(testFolder('walletscope-ls-config-'), 'language-server.json');
  writeFileSync(file, JSON.stringify(settings));
  return { WALLETSCOPE_CONFIG: file };
}

export interface RunningServer {
  readonly connection: ProtocolConnection;
  readonly child: ChildProcessWithoutNullStreams;
  readonly initialized: InitializeResult;
  /** Where this server keeps its credit ledger (a folder of its own unless the test's environment names one). */
  readonly ledgerFolder: string;
  /** Everything the server wrote to stderr so far. */
  stderr(): string;
  /** The window/logMessage notifications so far. */
  messages(): LogMessageParams[];
  /** How many workspace/configuration requests the client answered so far. */
  configurationPulls(): number;
  /** Resolves with the next diagnostics published for `uri`. */
  nextDiagnostics(uri: string): Promise<PublishDiagnosticsParams>;
  /** Opens a document. */
  open(uri: string, text: string, languageId?: string): void;
  /** shutdown, exit, and the exit code. */
  stop(): Promise<number | null>;
}

export interface ServerOptions {
  readonly initializationOptions?: unknown;
  /** The user's own settings file (WALLETSCOPE_CONFIG), as a user writes it outside any project. */
  readonly userSettings?: unknown;
  /** The server's environment besides PATH (nothing else of this process's environment is passed). */
  readonly env?: NodeJS.ProcessEnv;
  readonly rootUri?: string;
  /** When set, the client supports workspace/configuration and answers it with this for every item. */
  readonly configuration?: unknown;
  /** textDocument.hover.contentFormat, most preferred first; VS Code's and Neovim's clients declare markdown, then plain text. */
  readonly hoverFormats?: readonly string[];
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  await buildServer();
  // The code cache goes to a folder of this test run's, not the user's (unless a test names another); each server's credit
  // ledger to a folder of its own (one server's spending, or a refusal for credits, is no other test's).
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH, ...cacheHomeEnv(testCacheHome()), XDG_STATE_HOME: testFolder('walletscope-ls-state-'),
    [TEST_CLOCK_ENV]: String(clockShiftMs()), // this process's pinned calendar (test/pinnedCalendar.ts), the server's too
    ...(options.userSettings === undefined ? {} : userSettingsEnv(options.userSettings)), ...options.env,
  };
  const child = spawn(process.execPath, [SERVER_JS, '--stdio', '--pinned-clock'], { env, stdio: 'pipe' });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString('utf8'); });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting = new Map<string, (p: PublishDiagnosticsParams) => void>();
  connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => { waiting.get(p.uri)?.(p); waiting.delete(p.uri); });
  const messages: LogMessageParams[] = [];
  connection.onNotification('window/logMessage', (p: LogMessageParams) => void messages.push(p));
  const pulls = options.configuration !== undefined;
  let pulled = 0;
  if (pulls) connection.onRequest('workspace/configuration', (p: { items: unknown[] }) => { pulled++; return p.items.map(() => options.configuration); });
  connection.listen();
  const initialized = await connection.sendRequest<InitializeResult>('initialize', {
    processId: process.pid, rootUri: options.rootUri ?? null,
    capabilities: { textDocument: { hover: { contentFormat: options.hoverFormats ?? ['markdown', 'plaintext'] } }, ...(pulls ? { workspace: { configuration: true } } : {}) },
    initializationOptions: options.initializationOptions,
  });
  await connection.sendNotification('initialized', {});
  return {
    connection, child, initialized,
    ledgerFolder: ledgerDirectory(env, process.platform, env.HOME)!,
    stderr: () => stderr,
    messages: () => [...messages],
    configurationPulls: () => pulled,
    nextDiagnostics: (uri) => new Promise((done) => waiting.set(uri, done)),
    open: (uri, text, languageId = 'solidity') => void connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } }),
    async stop() {
      if (child.exitCode === null) {
        await connection.sendRequest('shutdown').catch(() => undefined);
        await connection.sendNotification('exit').catch(() => undefined);
      }
      const code = await exited;
      connection.dispose();
      return code;
    },
  };
}

export const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
/** USDC with the case of two letters flipped: a wrong EIP-55 checksum. */
export const USDC_TYPO = '0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
