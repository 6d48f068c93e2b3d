// The editor's agent's tools, in the order hosts list them: read-only, few, each answering one question in one call.
// VS Code registers them as language-model tools (src/agent), the language server's `--mcp` as MCP tools.
import { walletActivity } from './activity';
import { getCredits } from './credits';
import { priceHistory } from './history';
import { discover, poolTool } from './markets';
import { searchTokens } from './search';
import { getToken } from './token';
import type { AgentTool } from './tool';
import { getWallet } from './wallet';

export const AGENT_TOOLS: readonly AgentTool[] = [getToken, getWallet, walletActivity, priceHistory, searchTokens, discover, poolTool, getCredits];

/** VS Code's name of a tool: its own, prefixed (names share one space with every extension's). */
export const VSCODE_TOOL_PREFIX = 'walletscope_';
