// `walletscope-language-server --mcp`: the agent's tools (core/agent's catalogue, the one VS Code's agent gets too) as an
// MCP server over stdio, for Claude Code, Cursor, Zed, VS Code's mcp.json or a Neovim MCP client. Settings and the key
// come from the user's settings file and environment, as the LSP server's user keys do. The credit ledger is the one
// every server of the user shares (credits.ts): read before each call and written after it, so an editor and an agent
// on one machine spend one budget and one daily allowance. Logs go to stderr: stdout is the protocol.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AGENT_TOOLS } from '../core/agent/catalogue';
import { AGENT_OUTPUT, runTool, type AgentOutput } from '../core/agent/run';
import { agentHost, listedInput, progressOf } from './mcpHost';
import { ServerState } from './state';
import { logLine } from './stderr';
import { keepServing } from './serverProcess';

/** Serves until the client closes stdin; `ready` runs once the client has said `initialized` (start.ts' code cache). */
export async function serveMcp(version: string, ready?: () => void): Promise<void> {
  const state = new ServerState(process.env, logLine, version);
  // A bug in one call must not end the server for the agent's session.
  keepServing((line) => state.log(line));
  state.start({});
  const lookups = await state.lookups();
  const host = agentHost(state, lookups);
  const server = new McpServer({ name: 'walletscope', version });
  for (const tool of AGENT_TOOLS) {
    server.registerTool(tool.name, {
      title: tool.title,
      description: tool.description,
      inputSchema: listedInput(tool.input),
      outputSchema: AGENT_OUTPUT,
      // Every tool only reads; all but get_credits ask the service, whose answers change with the market.
      annotations: { title: tool.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: tool.name !== 'get_credits' },
    }, async (args, extra): Promise<CallToolResult> => {
      await lookups.credits.refresh();
      const out = await runTool(tool, args, host, { signal: extra.signal, progress: progressOf(extra) });
      await state.flushCredits();
      return resultOf(out);
    });
  }
  server.server.oninitialized = () => ready?.();
  // stdin closed is the client's way to end a stdio server; the ledger is written first. An exit that skips this (a
  // signal) loses nothing of a call: each call's credits were written when it answered.
  process.stdin.once('end', () => void state.flushCredits().finally(() => process.exit(0)));
  process.on('exit', () => void state.flushCredits());
  await server.connect(new StdioServerTransport());
  state.log(`MCP server: ${AGENT_TOOLS.length} tools over stdio`);
}

/**
 * The answer as text and as data. Only a failure is an error: a bad input, a refusal or a call that needs the user's
 * confirmation is an answer the model acts on (it mends the input, tells the user, or asks and calls again).
 */
function resultOf(out: AgentOutput): CallToolResult {
  return { content: [{ type: 'text', text: out.answer }], structuredContent: out, isError: out.status === 'failed' };
}
