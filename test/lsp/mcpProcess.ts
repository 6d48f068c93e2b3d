// Starts `walletscope-language-server --mcp` and connects the MCP SDK's own client to it over stdio, as Claude Code, Cursor
// or VS Code's mcp.json would: the in-repo bundle (startMcp, built as serverProcess.ts builds it) or any command
// (connectMcp: package.test.ts's installed one).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { clockShiftMs, TEST_CLOCK_ENV } from '../../src/core/clock';
import type { AgentOutput } from '../../src/core/agent/run';
import { buildServer, cacheHomeEnv, SERVER_JS, testCacheHome, testFolder, userSettingsEnv } from './serverProcess';

export interface McpSession {
  readonly client: Client;
  /** A tools/call: its text, its data and whether it is an error. */
  call(name: string, args?: Record<string, unknown>): Promise<{ text: string; data: AgentOutput; isError: boolean }>;
  /** Everything the server wrote to stderr so far. */
  stderr(): string;
  /** Closes stdin, as a client ends a stdio server, and waits for it to exit. */
  close(): Promise<void>;
}

/** `command args` over stdio with only `env` (and the SDK's few inherited variables, HOME and PATH among them, unless `env` sets them). */
export async function connectMcp(command: string, args: readonly string[], env: Record<string, string>): Promise<McpSession> {
  const transport = new StdioClientTransport({ command, args: [...args], env, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString('utf8'); });
  const client = new Client({ name: 'walletscope-test', version: '1.0.0' });
  await client.connect(transport);
  return {
    client,
    async call(name, callArgs = {}) {
      const result = await client.callTool({ name, arguments: callArgs }) as CallToolResult;
      const [first] = result.content;
      return { text: first?.type === 'text' ? first.text : '', data: result.structuredContent as AgentOutput, isError: result.isError === true };
    },
    stderr: () => stderr,
    close: () => client.close(),
  };
}

export interface McpOptions {
  /** The user's own settings file (WALLETSCOPE_CONFIG). */
  readonly userSettings?: unknown;
  /** Added to the server's environment: WALLETSCOPE_API_URL, and XDG_STATE_HOME to share a ledger with another server. */
  readonly env?: Record<string, string>;
}

/** The in-repo bundle with `--mcp`, its code cache in this run's folder and its credit ledger in a folder of its own. */
export async function startMcp(options: McpOptions = {}): Promise<McpSession> {
  await buildServer();
  const env: Record<string, string> = {
    ...cacheHomeEnv(testCacheHome()) as Record<string, string>, XDG_STATE_HOME: testFolder('walletscope-mcp-state-'),
    [TEST_CLOCK_ENV]: String(clockShiftMs()), // this process's pinned calendar (test/pinnedCalendar.ts), the server's too
    ...(options.userSettings === undefined ? {} : userSettingsEnv(options.userSettings) as Record<string, string>), ...options.env,
  };
  return connectMcp(process.execPath, [SERVER_JS, '--mcp', '--pinned-clock'], env);
}
