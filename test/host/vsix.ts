// Walletscope as users get it: the .vsix `npm run package` makes (made once per run), installed into a fresh profile
// the way `code --install-extension <file>` installs it, by VS Code's server build itself.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { packageVsix } from '../../scripts/check-package';
import { run } from './exec';
import type { InstalledServer } from './install';
import { OUT_DIR, REPO_ROOT } from './paths';
import type { Profile } from './profile';

let made: Promise<string> | undefined;

/**
 * The path of this run's .vsix (in out/vsix/), made at the first call. Packaging puts the production build in dist/,
 * so a runner whose other windows load dist/ in development mode calls this before its own build (run-e2e.ts).
 */
export function packagedExtension(): Promise<string> {
  made ??= (async () => {
    const { name, version } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
    const file = path.join(OUT_DIR, 'vsix', `${name}-${version}.vsix`);
    fs.rmSync(file, { force: true });
    const started = Date.now();
    const { ok, output } = await packageVsix(file);
    if (!ok || !fs.existsSync(file)) throw new Error(`vsce package failed:\n${output.trim()}`);
    console.log(`packaged ${path.relative(REPO_ROOT, file)} (${Math.round(fs.statSync(file).size / 1024)} KB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return file;
  })();
  return made;
}

/**
 * Installs `vsix` into the profile's extensions folder with the server's own `--install-extension` (the code-server
 * CLI cannot run here: its native module is not built). Returns the folder the extension was unpacked into.
 */
export async function installVsix(installed: InstalledServer, profile: Profile, vsix: string): Promise<string> {
  const output = await run(process.execPath, [
    installed.serverMain, '--install-extension', vsix, '--extensions-dir', profile.extensionsDir, '--user-data-dir', profile.userDataDir,
    '--accept-server-license-terms',
  ], { cwd: installed.vscodeDir, timeoutMs: 60_000 });
  const entries = JSON.parse(fs.readFileSync(path.join(profile.extensionsDir, 'extensions.json'), 'utf8')) as
    Array<{ identifier: { id: string }; relativeLocation: string }>;
  const entry = entries.find((e) => e.identifier.id === 'walletscope.walletscope');
  if (!/successfully installed/.test(output) || !entry) throw new Error(`Installing ${vsix} failed:\n${output.trim()}`);
  return path.join(profile.extensionsDir, entry.relativeLocation);
}
