// The language server's log: stderr, one line each, as editors keep it in their LSP log (stdout is the protocol).
export function logLine(line: string): void {
  process.stderr.write(`[walletscope] ${line}\n`);
}
