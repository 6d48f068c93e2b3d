// The server (dist/language-server-main.js), run by start.ts: `walletscope-language-server --stdio`. `--mcp` runs a
// bundle of its own (mcpMain.ts). Logs go to stderr: stdout carries the protocol.
import { createConnection } from 'vscode-languageserver/node';
import { SERVER_NAME, SERVER_VERSION, startServer } from './server';
import { logLine } from './stderr';
import { stdioTransport } from './transport';
import { keepServing, pinClockIfAsked } from './serverProcess';

export interface StartHooks {
  /** Once the editor has said `initialized`: what starting the server took is behind it. */
  readonly initialized?: () => void;
}

export function main(args: readonly string[], hooks: StartHooks = {}): void {
  if (args.includes('--version')) {
    process.stdout.write(`${SERVER_NAME} ${SERVER_VERSION}\n`);
    return;
  }
  if (args.includes('--help')) {
    process.stdout.write(`Usage: ${SERVER_NAME} --stdio | --mcp\n`
      + '  --stdio  Walletscope\'s address hovers, checksum warnings and fixes for any LSP editor.\n'
      + '  --mcp    Walletscope\'s read-only tools (tokens, wallets, prices, pools, credits) for an AI agent: an MCP server over stdio.\n');
    return;
  }
  // --node-ipc and --socket=N are read from argv by the library; without a transport flag, stdio (transport.ts).
  const stdio = /--(node-ipc|socket|pipe)/.test(args.join(' ')) ? undefined : stdioTransport(logLine);
  const connection = stdio ? createConnection(stdio.reader, stdio.writer) : createConnection();
  pinClockIfAsked(args);
  const state = startServer(connection, process.env, logLine, hooks.initialized);
  // A bug in one request must not end the server for every document.
  keepServing((line) => state.log(line));
  // An exit without shutdown (the editor closed stdin, or went away): what the ledger's file write does at once is written.
  process.on('exit', () => void state.flushCredits());
  connection.listen();
}
