// The MCP server's bundle (dist/language-server-mcp.js), run by start.ts for `walletscope-language-server --mcp`: the
// agent's tools over stdio (mcp.ts). A bundle apart from the LSP server's, so that no LSP start reads or compiles the SDK.
import { version } from '../../package.json';
import { describeError } from '../api/transport/errors';
import { clockShiftMs, pinClock, TEST_CLOCK_ENV } from '../core/clock';
import type { StartHooks } from './main';
import { serveMcp } from './mcp';
import { logLine } from './stderr';

export function main(args: readonly string[], hooks: StartHooks = {}): void {
  // A test's pinned calendar (src/core/clock.ts), asked for on the command line as well: a stray variable shifts no one.
  if (args.includes('--pinned-clock') && pinClock(Number(process.env[TEST_CLOCK_ENV]))) logLine(`clock pinned ${clockShiftMs()} ms from the machine's (tests)`);
  serveMcp(version, hooks.initialized).catch((e: unknown) => {
    logLine(`the MCP server did not start: ${describeError(e)}`);
    process.exitCode = 1;
  });
}
