// Both packages ship THIRD_PARTY_NOTICES.md (scripts/third-party-notices.mjs): every npm package whose code is in a shipped
// bundle is named in it with its version and its licence text, and nothing else is; a bundled package with no licence
// stops the build. The bundles are the production build's, made in memory (a few seconds).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { REPO_ROOT } from '../host/paths';
// @ts-expect-error: plain ESM build scripts without type declarations
import { buildPackagedScripts, languageServerBuildOptions } from '../../esbuild.mjs';
// @ts-expect-error: plain ESM build scripts without type declarations
import { bundledPackages, noticesText } from '../../scripts/third-party-notices.mjs';

type Metafile = esbuild.Metafile;
interface Bundled { name: string; version: string; dir: string }

/**
 * The npm packages inside these outputs, found apart from the script under test: each input that kept bytes, walked up
 * to the nearest folder with a package.json that names a package.
 */
function packagesIn(metafiles: Metafile[], cwd: string): Bundled[] {
  const found = new Map<string, Bundled>();
  for (const metafile of metafiles) {
    for (const output of Object.values(metafile.outputs)) {
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
        if (bytesInOutput === 0 || !input.includes('node_modules')) continue;
        for (let dir = path.dirname(path.resolve(cwd, input)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
          const manifest = path.join(dir, 'package.json');
          const { name, version } = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string } : {};
          if (name && version) {
            found.set(dir, { name, version, dir });
            break;
          }
        }
      }
    }
  }
  return [...found.values()];
}

/** The notices name exactly the bundled packages, each with its version and the text of each of its licence files. */
function assertNoticesCover(notices: string, bundled: Bundled[]): void {
  const headings = [...notices.matchAll(/^## (\S+) (\S+)$/gm)].map((m) => `${m[1]} ${m[2]}`).sort();
  assert.deepEqual(headings, bundled.map((p) => `${p.name} ${p.version}`).sort());
  for (const p of bundled) {
    assert.ok(notices.includes(`| ${p.name} | ${p.version} | `), `${p.name} in the table`);
    const section = notices.slice(notices.indexOf(`## ${p.name} ${p.version}\n`)).split(/\n## /)[0]!;
    const files = readdirSync(p.dir).filter((name) => /^licen[cs]e/i.test(name));
    assert.ok(files.length > 0, `${p.name} has a licence file to quote`);
    for (const file of files) {
      assert.ok(section.includes(readFileSync(path.join(p.dir, file), 'utf8').replace(/\r\n?/g, '\n').trim()), `${p.name}: the text of ${file}`);
    }
  }
}

describe('third-party notices', function () {
  this.timeout(60_000);

  it('name every package whose code the .vsix\'s bundles carry (zod, node-fetch, ws, uPlot…), with its licence text', async () => {
    const results = await buildPackagedScripts(true, { write: false, absWorkingDir: REPO_ROOT }) as Array<{ metafile: Metafile }>;
    const metafiles = results.map((r) => r.metafile);
    const bundled = packagesIn(metafiles, REPO_ROOT);
    for (const name of ['zod', 'node-fetch', 'ws', 'uplot', 'bs58', 'base-x']) assert.ok(bundled.some((p) => p.name === name), `${name} is bundled`);
    assertNoticesCover(noticesText(bundledPackages(metafiles, REPO_ROOT), 'The extension'), bundled);
  });

  it('name every package whose code the language server carries (vscode-languageserver and its libraries…)', async () => {
    const { metafile } = await esbuild.build({ ...languageServerBuildOptions(true), write: false, absWorkingDir: REPO_ROOT }) as { metafile: Metafile };
    const bundled = packagesIn([metafile], REPO_ROOT);
    for (const name of ['vscode-languageserver', 'vscode-jsonrpc', 'vscode-languageserver-protocol', 'zod']) assert.ok(bundled.some((p) => p.name === name), `${name} is bundled`);
    assertNoticesCover(noticesText(bundledPackages([metafile], REPO_ROOT), 'The language server'), bundled);
  });

  describe('of a bundle of made-up packages', () => {
    let dir: string;
    const pkg = (name: string, manifest: object, files: Record<string, string> = {}) => {
      mkdirSync(path.join(dir, 'node_modules', name), { recursive: true });
      writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, version: '1.0.0', main: 'index.js', ...manifest }));
      writeFileSync(path.join(dir, 'node_modules', name, 'index.js'), `export const used = '${name}'; export const unused = () => 0;`);
      for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, 'node_modules', name, file), text);
    };
    /** Bundles an entry that uses `used` of each package in `uses` and imports `unused` of each in `importsOnly`. */
    const build = async (uses: string[], importsOnly: string[] = []) => {
      const lines = [...uses.map((name, i) => `import { used as u${i} } from '${name}';`), ...importsOnly.map((name, i) => `import { unused as n${i} } from '${name}';`)];
      writeFileSync(path.join(dir, 'entry.js'), `${lines.join('\n')}\nconsole.log(${uses.map((_, i) => `u${i}`).join(', ')});`);
      const { metafile } = await esbuild.build({ entryPoints: ['entry.js'], bundle: true, minify: true, write: false, metafile: true, absWorkingDir: dir, outfile: 'out.js', logLevel: 'silent' });
      return metafile;
    };
    beforeEach(() => { dir = mkdtempSync(path.join(tmpdir(), 'walletscope-notices-')); });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('stops the build when a bundled package declares no licence and ships no licence file', async () => {
      pkg('licensed', { license: 'MIT' }, { 'LICENCE.txt': 'MIT Licence text of licensed' });
      pkg('unlicensed', {});
      const metafile = await build(['licensed', 'unlicensed']);
      assert.throws(() => bundledPackages([metafile], dir), /no licence for unlicensed@1\.0\.0/);
    });

    it('quotes every licence and notice file, falls back to package.json\'s id, and leaves out what was tree-shaken away', async () => {
      pkg('two-files', { license: '(MIT OR Apache-2.0)' }, { 'LICENSE-MIT': 'MIT text', 'LICENSE-APACHE': 'Apache text', NOTICE: 'Notice text', 'README.md': 'not a licence' });
      pkg('id-only', { licenses: [{ type: 'ISC' }] });
      // Imported, but nothing of it is used: esbuild lists it among the output's inputs with no byte of it kept.
      pkg('shaken', { license: 'MIT' }, { LICENSE: 'MIT text of shaken', 'index.js': "export * from './lib.js';", 'lib.js': 'export const unused = () => 0;' });
      const metafile = await build(['two-files', 'id-only'], ['shaken']);
      assert.deepEqual(Object.values(metafile.outputs).flatMap((o) => Object.entries(o.inputs)).filter(([input]) => input.includes('shaken')).map(([, i]) => i.bytesInOutput), [0]);
      const packages = bundledPackages([metafile], dir) as Bundled[];
      assert.deepEqual(packages.map((p) => p.name), ['id-only', 'two-files']);
      const notices = noticesText(packages, 'Made up');
      assert.match(notices, /\| id-only \| 1\.0\.0 \| ISC \|/);
      assert.match(notices, /## id-only 1\.0\.0\n\nLicence: ISC\.\n\nThe package ships no licence file/);
      for (const text of ['MIT text', 'Apache text', 'Notice text']) assert.ok(notices.includes(`\n${text}\n`), text);
      assert.ok(!notices.includes('not a licence'));
    });
  });
});
