// prepack and postpack of the walletscope-language-server npm package (package.json beside this file).
// prepack builds the server's three files into dist/ with the extension's own esbuild options (production: minified, no
// source maps), copies the repository's LICENSE and writes THIRD_PARTY_NOTICES.md, the licences of the npm packages
// bundled into the server (scripts/third-party-notices.mjs); it refuses a bundle that would need anything but Node itself
// (the package has no dependencies) or a version other than the extension's (the bundle reports that one).
// `--clean` (postpack) removes them again: nothing packed stays behind for lint or git to see.
import * as esbuild from 'esbuild';
import { copyFileSync, readFileSync, rmSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { fileURLToPath } from 'node:url';
import { languageServerBuildOptions } from '../esbuild.mjs';
import { writeNotices } from '../scripts/third-party-notices.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const ROOT = here('../');
/** The command's file (start.ts) and the servers it runs: the LSP server (main.ts) and, for `--mcp`, the MCP server (mcpMain.ts). */
const OUTFILES = ['language-server.js', 'language-server-main.js', 'language-server-mcp.js'];
const NOTICES = 'THIRD_PARTY_NOTICES.md';
const NOTICES_SHIPPED = 'The walletscope-language-server package (its dist/ files)';

function clean() {
  rmSync(here('dist'), { recursive: true, force: true });
  rmSync(here('LICENSE'), { force: true });
  rmSync(here(NOTICES), { force: true });
}

async function prepack() {
  const version = (path) => JSON.parse(readFileSync(path, 'utf8')).version;
  if (version(here('package.json')) !== version(here('../package.json'))) {
    throw new Error(`language-server/package.json's version (${version(here('package.json'))}) is not the extension's (${version(here('../package.json'))}): set both`);
  }
  clean();
  // The options' paths are relative to the repository root; only the output moves.
  const { metafile } = await esbuild.build({ ...languageServerBuildOptions(true), absWorkingDir: ROOT, outdir: here('dist') });
  for (const name of OUTFILES) {
    // Whatever esbuild left as a require() would be looked up next to the installed package, where nothing is.
    const code = readFileSync(here(`dist/${name}`), 'utf8');
    const missing = [...code.matchAll(/\b(?:require|import)\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]).filter((name) => !isBuiltin(name));
    if (missing.length > 0) throw new Error(`dist/${name} requires ${[...new Set(missing)].join(', ')}, which the package does not ship`);
    // To stderr: the script shares npm's stdout, where `npm pack --json` writes its JSON.
    process.stderr.write(`built language-server/dist/${name} (production, ${(statSync(here(`dist/${name}`)).size / 1024).toFixed(1)} KB)\n`);
  }
  copyFileSync(here('../LICENSE'), here('LICENSE'));
  writeNotices(here(NOTICES), [metafile], ROOT, NOTICES_SHIPPED);
}

if (process.argv.includes('--clean')) clean();
else {
  prepack().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
