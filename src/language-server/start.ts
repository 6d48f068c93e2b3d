// Entry point of dist/language-server.js (`walletscope-language-server --stdio`, or `--mcp`): sets the heap's flags, then
// compiles and runs the server (dist/language-server-main.js, main.ts; for --mcp, dist/language-server-mcp.js, mcpMain.ts)
// with V8's code cache from an earlier start, so a start skips most of parsing and compiling the bundle
// (bench/languageServer.ts prints both starts). Node 22 has this built in (module.enableCompileCache); this package runs
// on Node 18 and 20 too. Logs go to stderr: stdout is the protocol.
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runCached, saveCache } from '../core/compileCached';
import { cacheDirectory, userHome } from '../core/codeCacheFolder';
import type { main as Main } from './main';
import { logLine } from './stderr';

const ARGS = process.argv.slice(2);
/**
 * `--mcp` runs a bundle of its own (the MCP server, mcpMain.ts): every start reads, checks and compiles the whole bundle
 * it runs, and the MCP SDK with its schema libraries would double the LSP server's, at about 10 ms more for each LSP
 * start (measured). Each bundle has its own code cache file (codeCache.ts names the file by the bundle's path).
 */
const MCP = ARGS.includes('--mcp') && !ARGS.includes('--help') && !ARGS.includes('--version');
const SERVER = join(__dirname, MCP ? 'language-server-mcp.js' : 'language-server-main.js');

/**
 * The server's own heap, for a process that lives as long as the editor. Each hover leaves objects that outlive a
 * young-generation GC (Node's AbortControllers among them), so with V8's defaults the young generation doubled up to
 * its 32 MB maximum and the old one filled with their garbage long before a full GC: resident memory climbed from 87 to
 * 112 MB over 10,000 hovers (bench/languageServer.ts). Keeping the young generation at its 1 MB start and collecting
 * the old one once it is 10% past what the last full GC kept holds it near 75 MB, flat; hover p99 is unchanged. Node
 * says flags set after start may do nothing: measured on Node 20.20; the bench's memory line shows if an upgrade undoes it.
 * Set before the server is compiled: V8 takes a code cache only under the flags it was made with.
 */
function leanHeap(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
  setFlagsFromString('--heap-growing-percent=10');
}

/** Runs the server's bundle; `save` writes V8's code for what has run so far, if the cache did not hold it. */
function load(): { main: typeof Main; save: () => void } {
  const dir = cacheDirectory(process.env, process.platform, userHome());
  // The server requires only Node's own modules (language-server/pack.mjs checks): this file's require finds them as well
  // as one made for the server's path would, without loading node:module.
  const run = runCached(SERVER, dir, require);
  if (run.notRead) logLine(run.notRead);
  const save = () => {
    const unsaved = run.unsaved();
    const problem = unsaved && saveCache(unsaved);
    if (problem) logLine(problem);
  };
  return { main: run.exports.main as typeof Main, save };
}

leanHeap();
const { main, save } = load();
main(ARGS, { initialized: save });
