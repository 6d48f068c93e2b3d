// What both servers (the LSP server, main.ts; the MCP server, mcpMain.ts and mcp.ts) do with their process: a test's
// pinned calendar, and a bug in one request logged rather than ending the server.
import { describeError } from '../api/transport/errors';
import { clockShiftMs, pinClock, TEST_CLOCK_ENV } from '../core/clock';
import { logLine } from './stderr';

/** A test's pinned calendar (src/core/clock.ts), asked for on the command line as well: a stray variable shifts no one. */
export function pinClockIfAsked(args: readonly string[]): void {
  if (args.includes('--pinned-clock') && pinClock(Number(process.env[TEST_CLOCK_ENV]))) logLine(`clock pinned ${clockShiftMs()} ms from the machine's (tests)`);
}

/** An error no request caught is logged (through `log`, which leaves the key out) and the server keeps serving. */
export function keepServing(log: (line: string) => void): void {
  const report = (e: unknown) => log(`unexpected error: ${describeError(e)}`);
  process.on('uncaughtException', report);
  process.on('unhandledRejection', report);
}
