// Entry point of dist/language-server.js (`walletscope-language-server --stdio`). Logs go to stderr: stdout
// carries the protocol.
import { setFlagsFromString } from 'node:v8';
import { createConnection } from 'vscode-languageserver/node';
import { SERVER_NAME, SERVER_VERSION, startServer } from './server';
import { stdioTransport } from './transport';

/**
 * The server's own heap, for a process that lives as long as the editor. Each hover leaves objects that outlive a
 * young-generation GC (Node's AbortControllers among them), so with V8's defaults the young generation doubled up to
 * its 32 MB maximum and the old one filled with their garbage long before a full GC: resident memory climbed from 87 to
 * 112 MB over 10,000 hovers (bench/languageServer.ts). Keeping the young generation at its 1 MB start and collecting
 * the old one once it is 10% past what the last full GC kept holds it near 75 MB, flat; hover p99 is unchanged. Node
 * says flags set after start may do nothing: measured on Node 20.20; the bench's memory line shows if an upgrade undoes it.
 */
function leanHeap(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
  setFlagsFromString('--heap-growing-percent=10');
}

const args = process.argv.slice(2);
const write = (line: string) => process.stderr.write(`[walletscope] ${line}\n`);

if (args.includes('--version')) {
  process.stdout.write(`${SERVER_NAME} ${SERVER_VERSION}\n`);
} else if (args.includes('--help')) {
  process.stdout.write(`Usage: ${SERVER_NAME} --stdio\nWalletscope's address hovers, checksum warnings and fixes for any LSP editor.\n`);
} else {
  leanHeap();
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
