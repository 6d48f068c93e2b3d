// Installs VS Code's server build from the `code-server` npm package into .cache/ (see shared/test-host.md).
// A marker file written last says the install is complete; without it the folder is wiped and installed again.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { run } from './exec';
import { withLock } from './lock';
import { CACHE_DIR } from './paths';
import { patchWebviewHost } from './webviewHostFix';
import type { VsCodeTarget } from './versions';

export interface InstalledServer {
  readonly target: VsCodeTarget;
  /** VS Code's own folder inside the package: out/server-main.js lives here. */
  readonly vscodeDir: string;
  readonly serverMain: string;
  /** The VS Code version the build reports (product.json). */
  readonly vscodeVersion: string;
}

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const NPM_FLAGS = ['--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];
const STEP_TIMEOUT_MS = 10 * 60_000;

export async function ensureVsCodeServer(target: VsCodeTarget, log: (line: string) => void = console.log): Promise<InstalledServer> {
  const installDir = path.join(CACHE_DIR, `code-server-${target.codeServer}`);
  const marker = path.join(installDir, '.walletscope-installed');
  // Native modules are built for one Node ABI: a different Node means a fresh install.
  const stamp = `code-server ${target.codeServer}, node modules ABI ${process.versions.modules}\n`;
  const installed = () => readIfExists(marker) === stamp;

  if (!installed()) {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    await withLock(`${installDir}.lock`, STEP_TIMEOUT_MS * 2, async () => {
      if (installed()) return; // another run finished it while we waited
      const started = Date.now();
      log(`Installing VS Code ${target.vscode} (code-server ${target.codeServer}) into ${path.relative(process.cwd(), installDir)}...`);
      fs.rmSync(installDir, { recursive: true, force: true });
      fs.mkdirSync(installDir, { recursive: true });
      // The package's postinstall refuses root and downloads ripgrep from GitHub: skip it and do the needed part by hand.
      await run(NPM, ['install', '--prefix', installDir, '--no-save', ...NPM_FLAGS, `code-server@${target.codeServer}`], npmOptions(installDir));
      const vscodeDir = vscodeDirOf(installDir);
      // The shrinkwrap pins every version; 4.90's xterm betas fail npm's peer check, which changes nothing here.
      await run(NPM, ['install', '--omit=dev', '--legacy-peer-deps', ...NPM_FLAGS], npmOptions(vscodeDir));
      // The only native modules the extension host needs; the terminal and search ones are left unbuilt.
      await run(NPM, ['rebuild', 'native-watchdog', '@vscode/spdlog', '--loglevel=error'], npmOptions(vscodeDir));
      fs.writeFileSync(marker, stamp);
      log(`Installed VS Code ${target.vscode} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    });
  }

  const vscodeDir = vscodeDirOf(installDir);
  patchWebviewHost(vscodeDir);
  const product = JSON.parse(fs.readFileSync(path.join(vscodeDir, 'product.json'), 'utf8')) as { version?: string };
  const packageJson = JSON.parse(fs.readFileSync(path.join(vscodeDir, 'package.json'), 'utf8')) as { version?: string };
  return {
    target,
    vscodeDir,
    serverMain: path.join(vscodeDir, 'out', 'server-main.js'),
    vscodeVersion: product.version ?? packageJson.version ?? 'unknown',
  };
}

function vscodeDirOf(installDir: string): string {
  return path.join(installDir, 'node_modules', 'code-server', 'lib', 'vscode');
}

function npmOptions(cwd: string) {
  // `npm run` exports its own settings as npm_config_*; they describe this project, not the cache folder.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_(config_(local_prefix|prefix)|package_)/i.test(key)));
  // Rebuilding native modules needs Node's headers; offline, node-gyp cannot download them, so use the system's.
  if (!Object.keys(env).some((k) => k.toLowerCase() === 'npm_config_nodedir') && fs.existsSync('/usr/include/node/node.h')) {
    env.npm_config_nodedir = '/usr';
  }
  return { cwd, timeoutMs: STEP_TIMEOUT_MS, env };
}

function readIfExists(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
