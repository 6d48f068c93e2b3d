// The server (dist/language-server-main.js), run by start.ts: `walletscope-language-server --stdio`. Logs go to
// stderr: stdout carries the protocol.
import { createConnection } from 'vscode-languageserver/node';
import { SERVER_NAME, SERVER_VERSION, startServer } from './server';
import { stdioTransport } from './transport';

export interface StartHooks {
  /** Once the editor has said `initialized`: what starting the server took is behind it. */
  readonly initialized?: () => void;
}

export function main(args: readonly string[], hooks: StartHooks = {}): void {
  const write = (line: string) => process.stderr.write(`[walletscope] ${line}\n`);
  if (args.includes('--version')) {
    process.stdout.write(`${SERVER_NAME} ${SERVER_VERSION}\n`);
    return;
  }
  if (args.includes('--help')) {
    process.stdout.write(`Usage: ${SERVER_NAME} --stdio\nWalletscope's address hovers, checksum warnings and fixes for any LSP editor.\n`);
    return;
  }
  // --node-ipc and --socket=N are read from argv by the library; without a transport flag, stdio (transport.ts).
  const stdio = /--(node-ipc|socket|pipe)/.test(args.join(' ')) ? undefined : stdioTransport(write);
  const connection = stdio ? createConnection(stdio.reader, stdio.writer) : createConnection();
  const state = startServer(connection, process.env, write, hooks.initialized);
  // A bug in one request must not end the server for every document: log it (without the key) and keep serving.
  const report = (e: unknown) => state.log(`unexpected error: ${e instanceof Error ? e.message : String(e)}`);
  process.on('uncaughtException', report);
  process.on('unhandledRejection', report);
  connection.listen();
}
