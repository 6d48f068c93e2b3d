// The third-party notices each shipped package carries (THIRD_PARTY_NOTICES.md in the .vsix and in the language server's
// tarball). The production build drops every licence comment, so the licences travel in this file instead: it names each
// npm package whose code is in a shipped bundle, read from esbuild's metafile (an input that kept bytes in an output), with
// its version, licence id and licence text. A bundled package with no licence at all stops the build.
import * as fs from 'node:fs';
import * as path from 'node:path';

/** A package's licence files: LICENSE, LICENCE, COPYING and NOTICE, with or without an extension (.md, .txt, -MIT…). */
const LICENCE_FILE = /^(licen[cs]e|copying|notice)([.-].*)?$/i;

/**
 * The npm packages whose code is in the outputs of these metafiles (paths relative to cwd, as esbuild writes them), once
 * each by folder, sorted by name and version. An input that esbuild tree-shook to nothing (bytesInOutput 0) ships nothing.
 */
export function bundledPackages(metafiles, cwd) {
  const dirs = new Set();
  for (const metafile of metafiles) {
    for (const output of Object.values(metafile.outputs)) {
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
        if (bytesInOutput === 0) continue;
        // The last node_modules/ in the path owns the file (a nested copy is a package of its own); plugins' stand-ins
        // live in namespaces ("stub:…"), not in node_modules.
        const match = /^(.*\/node_modules\/)((?:@[^/]+\/)?[^/]+)\//.exec(path.resolve(cwd, input).split(path.sep).join('/'));
        if (match) dirs.add(match[1] + match[2]);
      }
    }
  }
  const packages = [...dirs].map((dir) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return { name: manifest.name, version: manifest.version, dir, licence: licenceOf(dir, manifest) };
  }).sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version, undefined, { numeric: true }));
  const unlicensed = packages.filter((p) => p.licence.id === undefined && p.licence.files.length === 0);
  if (unlicensed.length > 0) {
    throw new Error(`no licence for ${unlicensed.map((p) => `${p.name}@${p.version} (${p.dir})`).join(', ')}: neither a licence in `
      + 'its package.json nor a LICENSE, LICENCE, COPYING or NOTICE file, so its code cannot ship in a bundle');
  }
  return packages;
}

/** The licence id from package.json (`license`, or the old `licenses` list) and the text of each licence file. */
export function licenceOf(dir, manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))) {
  const declared = [manifest.license, ...(Array.isArray(manifest.licenses) ? manifest.licenses : [])]
    .map((entry) => (typeof entry === 'object' && entry !== null ? entry.type : entry)).filter((id) => typeof id === 'string' && id.trim() !== '');
  const files = fs.readdirSync(dir).filter((name) => LICENCE_FILE.test(name) && fs.statSync(path.join(dir, name)).isFile()).sort()
    .map((name) => ({ name, text: fs.readFileSync(path.join(dir, name), 'utf8').replace(/\r\n?/g, '\n').trim() }))
    .filter((file) => file.text !== '');
  return { id: declared.length > 0 ? declared.join(' AND ') : undefined, files };
}

/** Markdown: a table of the packages, then each one's licence text in a fence longer than any backtick run inside it. */
export function noticesText(packages, shipped) {
  const id = (p) => p.licence.id ?? 'see the licence text below';
  const lines = [
    '# Third-party notices',
    '',
    `${shipped} contains code from the npm packages below, each under its own licence, whose text follows. `
      + 'The list is made at build time from what the bundles contain.',
    '',
    '| Package | Version | Licence |',
    '| --- | --- | --- |',
    ...packages.map((p) => `| ${p.name} | ${p.version} | ${id(p)} |`),
  ];
  for (const p of packages) {
    lines.push('', `## ${p.name} ${p.version}`, '', `Licence: ${id(p)}.`);
    if (p.licence.files.length === 0) lines.push('', 'The package ships no licence file; its package.json declares the licence above.');
    for (const file of p.licence.files) {
      const fence = '`'.repeat(Math.max(3, ...[...file.text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
      lines.push('', `${file.name}:`, '', `${fence}text`, file.text, fence);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Writes the notices of what these metafiles' outputs contain to file; returns the packages named. */
export function writeNotices(file, metafiles, cwd, shipped) {
  const packages = bundledPackages(metafiles, cwd);
  fs.writeFileSync(file, noticesText(packages, shipped));
  return packages;
}
