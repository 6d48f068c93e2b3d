// The .vsix that `npm run package` makes passes what the VS Code Marketplace and Open VSX check before they accept it
// (scripts/check-package.ts, offline), ships its PNG icon and the licences of what its bundles contain, and its README's
// images point at https URLs that exist.
// Packaging runs the production build, so this takes 10 to 20 s; the package goes to a temporary folder.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activationFiles, BUDGETS_KB, checkPackage, formatReport, type PackageReport } from '../../scripts/check-package';
import { imageProblems, imageSources } from '../../scripts/readme-images';
import { REPO_ROOT } from '../host/paths';
// @ts-expect-error: plain ESM build scripts without type declarations
import { buildPackagedScripts, VSIX_NOTICES_SHIPPED } from '../../esbuild.mjs';
// @ts-expect-error: plain ESM build scripts without type declarations
import { bundledPackages, noticesText } from '../../scripts/third-party-notices.mjs';

describe('the .vsix for the Marketplace and Open VSX', function () {
  this.timeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'walletscope-package-'));
  let report: PackageReport;

  before(async () => {
    report = await checkPackage({ outDir: dir });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('passes vsce\'s and ovsx\'s checks and ships only what the allow-list names', () => {
    assert.ok(report.ok, formatReport(report));
    assert.match(path.basename(report.vsix), /^walletscope-\d+\.\d+\.\d+\.vsix$/);
  });

  it('holds the .vsix to 300 KB and what activation reads to 150 KB, and says both figures', () => {
    const budgets = report.checks.find((c) => c.name.startsWith('budgets:'));
    assert.ok(budgets, formatReport(report));
    assert.deepEqual(budgets.problems, []);
    assert.match(budgets.name, /^budgets: the \.vsix [\d.]+ KB \(at most 300\); activation reads [\d.]+ KB \(at most 150: start\.js, extension\.js, main-[A-Z0-9]+\.js/);
  });

  it('counts what activation reads: the main bundle and the chunks it requires, not the features it loads on first use', () => {
    const entries = new Map([
      ['extension/dist/start.js', Buffer.from('run("./extension.js")')],
      ['extension/dist/extension.js', Buffer.from('require("./main-AB12.js"); load("./hover-feature.js")')],
      ['extension/dist/main-AB12.js', Buffer.from('require("./c-CD34.js")')],
      ['extension/dist/c-CD34.js', Buffer.from('x'.repeat(BUDGETS_KB.activation * 1024))],
      ['extension/dist/hover-feature.js', Buffer.from('require("./c-EF56.js")')],
    ]);
    assert.deepEqual(activationFiles(entries, 'dist/start.js'),
      ['extension/dist/start.js', 'extension/dist/extension.js', 'extension/dist/main-AB12.js', 'extension/dist/c-CD34.js']);
  });

  it('contains the gallery icon as a PNG, named in both manifests', () => {
    const icon = report.entries.get('extension/media/icon.png');
    assert.ok(icon, 'extension/media/icon.png is in the package');
    assert.equal(icon.subarray(0, 8).toString('hex'), '89504e470d0a1a0a');
    assert.match(report.entries.get('extension.vsixmanifest')!.toString('utf8'), /<Icon>extension\/media\/icon\.png<\/Icon>/);
  });

  it('ships THIRD_PARTY_NOTICES.md, made from what the bundles it ships contain', async () => {
    const shipped = report.entries.get('extension/THIRD_PARTY_NOTICES.md')?.toString('utf8');
    assert.ok(shipped, 'extension/THIRD_PARTY_NOTICES.md is in the package');
    const results = await buildPackagedScripts(true, { write: false, absWorkingDir: REPO_ROOT }) as Array<{ metafile: unknown }>;
    assert.equal(shipped, noticesText(bundledPackages(results.map((r) => r.metafile), REPO_ROOT), VSIX_NOTICES_SHIPPED));
    for (const name of ['zod', 'node-fetch', 'ws', 'uplot']) assert.match(shipped, new RegExp(`^## ${name} \\S+$`, 'm'));
  });

  it('points README images at https URLs of files in git, each with alt text, and ships none of them', () => {
    // VS Code's Extensions view shows https images only, as the galleries do: an image in the .vsix would show nowhere.
    const images = imageSources(report.readme);
    assert.ok(images.length > 0, 'the README shows images');
    for (const src of images) {
      const local = /^https:\/\/github\.com\/walletscope\/walletscope\/raw\/HEAD\/(.+\.(png|jpe?g|gif))$/.exec(src);
      assert.ok(local, `rewritten to the repository over https: ${src}`);
      assert.ok(existsSync(path.join(__dirname, '..', '..', local[1]!)), `${local[1]} exists`);
      assert.ok(!report.entries.has(`extension/${local[1]}`), `${local[1]} is not in the .vsix`);
    }
    assert.deepEqual(imageProblems(report.readme, 'readme.md'), []);
  });
});
