// Builds the dev hook into out/dev-hook/ as an unpacked extension folder (package.json + bundle).
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as esbuild from 'esbuild';
import { OUT_DIR } from '../paths';

export async function buildDevHook(): Promise<string> {
  const dir = path.join(OUT_DIR, 'dev-hook');
  fs.mkdirSync(dir, { recursive: true });
  const manifest = {
    name: 'walletscope-dev-hook',
    displayName: 'Walletscope dev hook (npm start only)',
    publisher: 'walletscope',
    version: '0.0.0',
    private: true,
    engines: { vscode: '^1.90.0' },
    activationEvents: ['onStartupFinished'],
    main: './extension.js',
  };
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  await esbuild.build({
    entryPoints: [path.join(__dirname, 'extension.ts')],
    outfile: path.join(dir, 'extension.js'),
    bundle: true, format: 'cjs', platform: 'node', target: 'node18', external: ['vscode'], logLevel: 'warning',
  });
  return dir;
}
