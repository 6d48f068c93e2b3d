// The MCP server's bundle (dist/language-server-mcp.js), run by start.ts for `walletscope-language-server --mcp`: the
// agent's tools over stdio (mcp.ts). A bundle apart from the LSP server's, so that no LSP start reads or compiles the SDK.
import { version } from '../../package.json';
import { describeError } from '../api/transport/errors';
import type { StartHooks } from './main';
import { serveMcp } from './mcp';
import { logLine } from './stderr';
import { pinClockIfAsked } from './serverProcess';

export function main(args: readonly string[], hooks: StartHooks = {}): void {
  pinClockIfAsked(args);
  serveMcp(version, hooks.initialized).catch((e: unknown) => {
    logLine(`the MCP server did not start: ${describeError(e)}`);
    process.exitCode = 1;
  });
}
