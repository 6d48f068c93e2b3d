// Entry point of dist/language-server.js (`walletscope-language-server --stdio`). Logs go to stderr: stdout
// carries the protocol.
import { createConnection } from 'vscode-languageserver/node';
import { SERVER_NAME, SERVER_VERSION, startServer } from './server';
import { stdioTransport } from './transport';

const args = process.argv.slice(2);
const write = (line: string) => process.stderr.write(`[walletscope] ${line}\n`);

if (args.includes('--version')) {
  process.stdout.write(`${SERVER_NAME} ${SERVER_VERSION}\n`);
} else if (args.includes('--help')) {
  process.stdout.write(`Usage: ${SERVER_NAME} --stdio\nWalletscope's address hovers, checksum warnings and fixes for any LSP editor.\n`);
} else {
  // --node-ipc and --socket=N are read from argv by the library; without a transport flag, stdio (transport.ts).
  const stdio = /--(node-ipc|socket|pipe)/.test(args.join(' ')) ? undefined : stdioTransport(write);
  const connection = stdio ? createConnection(stdio.reader, stdio.writer) : createConnection();
  const state = startServer(connection, process.env, write);
  // A bug in one request must not end the server for every document: log it (without the key) and keep serving.
  const report = (e: unknown) => state.log(`unexpected error: ${e instanceof Error ? e.message : String(e)}`);
  process.on('uncaughtException', report);
  process.on('unhandledRejection', report);
  connection.listen();
}
