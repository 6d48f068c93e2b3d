// `npm run package:check`: makes the .vsix once (vsce runs the production build as its prepublish step) and checks it
// offline the way both galleries will, so one file can go to the VS Code Marketplace and to Open VSX (Cursor, VSCodium,
// Windsurf) alike. Nothing here reaches the network: Open VSX's checks run on its server, so they are mirrored below
// from its source (ExtensionProcessor, ExtensionValidator, PublishExtensionVersionHandler) and the real `ovsx publish`
// uploads the .vsix to a stand-in registry on loopback that applies them.
//   -- --vsix <file>   check an existing package instead of making one
//   -- --out <dir>     where to write the package (default: the repository root, as `npm run package` does)
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { inflateRawSync } from 'node:zlib';
import { isLicenseOk, validateManifest } from 'ovsx';
import { imageProblems } from './readme-images';

const ROOT = path.resolve(__dirname, '..');
const BIN = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

/** What may ship (paths as `vsce ls` prints them): the bundles without source maps, media, the docs, the licences, the manifest. */
const ALLOWED = [/^package\.json$/, /^README\.md$/, /^CHANGELOG\.md$/, /^LICENSE$/, /^THIRD_PARTY_NOTICES\.md$/, /^dist\/(web\/)?[\w-]+\.js$/, /^dist\/webview\/[\w-]+\.(js|css)$/, /^media\/[\w/-]+\.(png|svg|css)$/];
/** VS Code's allowed categories (src/vs/platform/extensions/common/extensions.ts); others are dropped by the galleries. */
const CATEGORIES = ['AI', 'Azure', 'Chat', 'Data Science', 'Debuggers', 'Extension Packs', 'Education', 'Formatters', 'Keymaps', 'Language Packs',
  'Linters', 'Machine Learning', 'Notebooks', 'Programming Languages', 'SCM Providers', 'Snippets', 'Testing', 'Themes', 'Visualization', 'Other'];

type Manifest = Record<string, unknown> & { name?: string; publisher?: string; version?: string; main?: string; icon?: string; license?: string; engines?: { vscode?: string }; repository?: { url?: string } };
/** The budgets the package is held to (the .vsix every install downloads; what activation reads). */
export const BUDGETS_KB = { vsix: 300, activation: 150 } as const;
/**
 * Scripts a bundle requires as it loads: esbuild's shared chunks, and the desktop's main module, which its entry
 * (dist/start.js) compiles with the code cache; features (`*-feature.js`) are required on first use.
 */
const LOADED_CHUNK = /"\.\/((?:main|c)-[A-Z0-9]+\.js|extension\.js)"/g;

/** The main bundle and every chunk it requires as it loads, transitively: what activation reads, by path in the .vsix. */
export function activationFiles(entries: ReadonlyMap<string, Buffer>, main: string): string[] {
  const seen = new Set([`extension/${main}`]);
  for (const file of seen) {
    for (const m of (entries.get(file)?.toString('utf8') ?? '').matchAll(LOADED_CHUNK)) seen.add(path.posix.join(path.posix.dirname(file), m[1]!));
  }
  return [...seen];
}

const MANIFEST = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Manifest;
export interface Check { gallery: string; name: string; problems: string[] }
export interface PackageReport { vsix: string; bytes: number; entries: Map<string, Buffer>; readme: string; checks: Check[]; ok: boolean }

// vsce's own reader for `vsce publish --packagePath`: it validates the packed package.json as packaging does.
const { readVSIXPackage } = createRequire(__filename)('@vscode/vsce/out/zip') as { readVSIXPackage(file: string): Promise<unknown> };

function run(file: string, args: string[]): Promise<{ code: number; out: string; stdout: string }> {
  return new Promise((resolve) => {
    // FORCE_COLOR=0: vsce's messages without colour codes, as the report quotes them.
    execFile(file, args, { cwd: ROOT, maxBuffer: 16 << 20, env: { ...process.env, FORCE_COLOR: '0' } }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, out: `${stdout}${stderr}`, stdout });
    });
  });
}

/** Every entry of a zip with its bytes, and the entries whose headers carry extra fields (Open VSX refuses those). */
export function readZip(zip: Buffer): { entries: Map<string, Buffer>; withExtraFields: string[] } {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file (no end of central directory)');
  const entries = new Map<string, Buffer>();
  const withExtraFields: string[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const [method, size, nameLength, extraLength, commentLength, local] = [zip.readUInt16LE(at + 10), zip.readUInt32LE(at + 20), zip.readUInt16LE(at + 28), zip.readUInt16LE(at + 30), zip.readUInt16LE(at + 32), zip.readUInt32LE(at + 42)];
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const localExtra = zip.readUInt16LE(local + 28);
    const start = local + 30 + zip.readUInt16LE(local + 26) + localExtra;
    const data = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    if (extraLength > 0 || localExtra > 0) withExtraFields.push(name);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, withExtraFields };
}

const unescapeXml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The few things Open VSX reads from extension.vsixmanifest (vsce writes it; a regex is enough for its fixed layout). */
function readVsixManifest(xml: string) {
  const tag = (name: string) => unescapeXml(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`).exec(xml)?.[1] ?? '');
  const identity = /<Identity ([^>]*)\/>/.exec(xml)?.[1] ?? '';
  const attribute = (name: string) => unescapeXml(new RegExp(`\\b${name}="([^"]*)"`).exec(identity)?.[1] ?? '');
  const property = (id: string) => unescapeXml(new RegExp(`<Property Id="${id.replace(/\./g, '\\.')}" Value="([^"]*)"`).exec(xml)?.[1] ?? '');
  const assets = new Map([...xml.matchAll(/<Asset Type="([^"]+)" Path="([^"]+)"/g)].map((m) => [m[1]!, unescapeXml(m[2]!)]));
  return {
    name: attribute('Id'), namespace: attribute('Publisher'), version: attribute('Version'), targetPlatform: attribute('TargetPlatform') || 'universal',
    displayName: tag('DisplayName'), description: tag('Description'), license: tag('License'), icon: tag('Icon'),
    tags: tag('Tags').split(',').filter(Boolean), categories: tag('Categories').split(',').filter(Boolean), property, assets,
  };
}

/** Open VSX's publish checks (server side, so mirrored here), applied to the uploaded bytes. */
export function openVsxIssues(vsix: Buffer): string[] {
  const issues: string[] = [];
  const { entries, withExtraFields } = readZip(vsix);
  const pkgEntry = entries.get('extension/package.json');
  const xml = entries.get('extension.vsixmanifest');
  if (!pkgEntry || !xml) return ['Entry not found: extension/package.json or extension.vsixmanifest'];
  const pkg = JSON.parse(pkgEntry.toString('utf8')) as Manifest;
  const m = readVsixManifest(xml.toString('utf8'));
  const NAME = /^[\w\-+$~]+$/;
  const BAD_CHARS = /[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Zl}\p{Zp}]/u;
  const isUrl = (v: string) => { try { return new URL(v.replace(/^git\+/, '')).host !== ''; } catch { return false; } };
  const text = (field: string, value: string | undefined, limit = 255) => {
    if (value && BAD_CHARS.test(value)) issues.push(`Invalid character found in field '${field}': ${value}`);
    if (value && value.length > limit) issues.push(`The field '${field}' exceeds the current limit of ${limit} characters.`);
  };
  if (!NAME.test(m.namespace) || m.namespace.length > 255) issues.push(`Invalid namespace name: ${m.namespace}`);
  if (!NAME.test(m.name) || m.name.length > 255) issues.push(`Invalid extension name: ${m.name}`);
  if (!/^[\p{L}\p{N}$+\-,.:;_]+$/u.test(m.version) || ['latest', 'pre-release', 'reviews'].includes(m.version)) issues.push(`Invalid version: '${m.version}'`);
  if (!['universal', 'web', 'win32-x64', 'win32-ia32', 'win32-arm64', 'linux-x64', 'linux-arm64', 'linux-armhf', 'alpine-x64', 'alpine-arm64', 'darwin-x64', 'darwin-arm64'].includes(m.targetPlatform)) {
    issues.push(`Unsupported target platform '${m.targetPlatform}'`);
  }
  text('displayName', m.displayName);
  text('description', m.description, 2048);
  m.categories.forEach((c) => text('categories', c));
  m.tags.forEach((t) => text('keywords', t));
  text('license', pkg.license);
  for (const [field, id] of [['homepage', 'Links.Learn'], ['repository', 'Links.Source'], ['bugs', 'Links.Support']] as const) {
    const url = m.property(`Microsoft.VisualStudio.Services.${id}`);
    if (url && !isUrl(url)) issues.push(`Invalid URL in field '${field}': ${url}`);
    text(field, url);
  }
  const markdown = pkg.markdown as string | undefined;
  if (markdown && !['github', 'standard'].includes(markdown)) issues.push(`Invalid value in field 'markdown': ${markdown}`);
  const color = m.property('Microsoft.VisualStudio.Services.Branding.Color');
  text('galleryBanner.color', color, 16);
  const theme = m.property('Microsoft.VisualStudio.Services.Branding.Theme');
  if (theme && !['dark', 'light'].includes(theme)) issues.push(`Invalid value in field 'galleryBanner.theme': ${theme}`);
  const qna = pkg.qna;
  if (qna !== undefined && qna !== 'marketplace' && qna !== false && !(typeof qna === 'string' && isUrl(qna))) issues.push(`Invalid value in field 'qna': ${String(qna)}`);
  // open-vsx.org runs with ovsx.publishing.require-license: a license id in package.json or a license file.
  const licenseFile = m.license || m.assets.get('Microsoft.VisualStudio.Services.Content.License');
  if (!pkg.license && !(licenseFile && entries.has(licenseFile))) issues.push('This extension cannot be accepted because it has no license.');
  const icon = m.assets.get('Microsoft.VisualStudio.Services.Icons.Default') ?? (pkg.icon ? `extension/${pkg.icon}` : undefined);
  if (icon && !entries.has(icon)) issues.push(`Icon Entry not found: ${icon}`);
  for (const asset of m.assets.values()) if (!entries.has(asset)) issues.push(`Entry not found: ${asset}`);
  if (withExtraFields.length > 0) issues.push(`VSIX contains zip entries with potentially harmful extra fields: ${withExtraFields.join(', ')}`);
  if (vsix.length > 512 * 1024 * 1024) issues.push('The extension package exceeds the size limit of 512 MB.');
  // Not a server rule, but editors install from Open VSX only the versions whose engines.vscode they satisfy.
  if (!pkg.engines?.vscode) issues.push('package.json has no engines.vscode: no editor would pick this version');
  return issues;
}

/** The real `ovsx publish <vsix>` (as a publisher runs it), against a stand-in registry on loopback that applies openVsxIssues. */
async function ovsxPublish(vsix: string): Promise<string[]> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const ok = req.method === 'POST' && (req.url ?? '').startsWith('/api/-/publish?');
      const issues = ok ? openVsxIssues(body) : [`unexpected request ${req.method} ${req.url}`];
      // What the registry answers on success; ovsx prints "Published <namespace>.<name> v<version>" from it.
      const m = ok && issues.length === 0 ? readVsixManifest(readZip(body).entries.get('extension.vsixmanifest')!.toString('utf8')) : undefined;
      res.writeHead(m ? 201 : 400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(m ? { namespace: m.namespace, name: m.name, version: m.version, targetPlatform: m.targetPlatform } : { error: issues.join('\n') }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { code, out } = await run(BIN('ovsx'), ['publish', vsix, '--pat', 'offline-check', '--registryUrl', registry]);
    return code === 0 && out.includes('Published') ? [] : [out.trim() || `ovsx exited with ${code}`];
  } finally {
    server.close();
  }
}

/** A PNG's size from its IHDR chunk, or undefined when the bytes are not a PNG. */
function pngSize(png: Buffer | undefined): { width: number; height: number } | undefined {
  if (!png || png.length < 24 || png.readUInt32BE(0) !== 0x89504e47) return undefined;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Makes the .vsix as `npm run package` does, into `file`: vsce runs the production build (vscode:prepublish) into dist/ first. */
export async function packageVsix(file: string): Promise<{ ok: boolean; output: string }> {
  mkdirSync(path.dirname(file), { recursive: true });
  const { code, out } = await run(BIN('vsce'), ['package', '--no-dependencies', '-o', file]);
  return { ok: code === 0, output: out };
}

export async function checkPackage(options: { vsix?: string; outDir?: string } = {}): Promise<PackageReport> {
  const checks: Check[] = [];
  const check = (gallery: string, name: string, problems: string[]) => checks.push({ gallery, name, problems });
  let vsix = options.vsix ? path.resolve(options.vsix) : path.join(path.resolve(options.outDir ?? ROOT), `${MANIFEST.name}-${MANIFEST.version}.vsix`);
  if (!options.vsix) {
    // vsce validates while packaging: engines, publisher and name, PNG icon, https and no SVG images in README and
    // CHANGELOG (after rewriting relative links to the repository), activation events, and secrets in the files.
    const made = await packageVsix(vsix);
    check('both', 'vsce package (manifest, icon, README and CHANGELOG images, secrets)', made.ok ? [] : [made.output.trim().split('\n').slice(-6).join('\n')]);
    if (!made.ok) vsix = '';
  }
  if (!vsix || !existsSync(vsix)) {
    if (vsix) check('both', 'package exists', [`no such file: ${vsix}`]);
    return { vsix, bytes: 0, entries: new Map(), readme: '', checks, ok: false };
  }
  const bytes = readFileSync(vsix);
  const { entries } = readZip(bytes);
  const packed = JSON.parse(entries.get('extension/package.json')?.toString('utf8') ?? '{}') as Manifest;
  const readme = entries.get('extension/readme.md')?.toString('utf8') ?? '';

  // What ships: `vsce ls` (the working tree through .vscodeignore) and the .vsix itself, against the allow-list.
  const listed = (await run(BIN('vsce'), ['ls', '--no-dependencies'])).stdout.split('\n').map((l) => l.trim()).filter(Boolean);
  const inVsix = [...entries.keys()].filter((e) => e.startsWith('extension/')).map((e) => e.slice('extension/'.length))
    .map((e) => ({ 'readme.md': 'README.md', 'changelog.md': 'CHANGELOG.md', 'LICENSE.txt': 'LICENSE' })[e] ?? e);
  // THIRD_PARTY_NOTICES.md: the bundled npm packages' licences, which the minified bundles no longer carry.
  const required = ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'THIRD_PARTY_NOTICES.md', String(MANIFEST.main ?? '').replace(/^\.\//, ''),
    String(MANIFEST.browser ?? '').replace(/^\.\//, ''), String(MANIFEST.icon ?? '')];
  check('both', 'files: only bundles, media, README, CHANGELOG, LICENSE, THIRD_PARTY_NOTICES.md, package.json', [
    ...listed.filter((f) => !ALLOWED.some((re) => re.test(f))).map((f) => `vsce ls lists ${f}`),
    ...inVsix.filter((f) => !ALLOWED.some((re) => re.test(f))).map((f) => `the .vsix holds ${f}`),
    ...required.filter((f) => !inVsix.includes(f)).map((f) => `missing from the .vsix: ${f || '(main or icon not set)'}`),
    ...listed.filter((f) => !inVsix.includes(f)).map((f) => `vsce ls lists ${f}, the .vsix lacks it (a stale package?)`),
    ...inVsix.filter((f) => !listed.includes(f)).map((f) => `the .vsix holds ${f}, vsce ls does not list it (a stale package?)`),
  ]);
  // Each bundle's runtime require of a sibling (./node-fetch.js, ./asset-feature.js…, some through esbuild's require
  // shim), and each module's require or import of a chunk (./c-….js, ./main-….js), must ship beside it, or the
  // feature fails at first use with nothing else noticing. Every such name is a string of its own in the code.
  check('both', 'every sibling bundle a shipped bundle requires or imports is shipped', inVsix.filter((f) => f.endsWith('.js')).flatMap((f) =>
    [...(entries.get(`extension/${f}`)?.toString('utf8') ?? '').matchAll(/"\.\/([\w.-]+\.js)"/g)]
      .map((m) => path.posix.join(path.posix.dirname(f), m[1]!))
      .filter((sibling) => !inVsix.includes(sibling))
      .map((sibling) => `${f} requires or imports ./${path.posix.basename(sibling)}, which is not in the .vsix`)));
  // The browser build's entry fetches what its map of chunks names (paths under dist/): each must ship too.
  const browserEntry = String(MANIFEST.browser ?? '').replace(/^\.\//, '');
  check('both', 'every file the browser build\'s entry may fetch is shipped', [...(entries.get(`extension/${browserEntry}`)?.toString('utf8') ?? '').matchAll(/"([\w-]+\.js)"/g)]
    .map((m) => `dist/${m[1]!}`).filter((file) => !inVsix.includes(file)).map((file) => `${browserEntry} may fetch ${file}, which is not in the .vsix`));

  // Budgets: what every install downloads, and what every window reads when the extension activates.
  const kb = (bytes: number) => bytes / 1024;
  const mainFile = String(MANIFEST.main ?? '').replace(/^\.\//, '');
  const activation = activationFiles(entries, mainFile);
  const activationKb = kb(activation.reduce((sum, f) => sum + (entries.get(f)?.length ?? 0), 0));
  const vsixKb = kb(bytes.length);
  check('both', `budgets: the .vsix ${vsixKb.toFixed(1)} KB (at most ${BUDGETS_KB.vsix}); activation reads ${activationKb.toFixed(1)} KB (at most ${BUDGETS_KB.activation}: ${activation.map((f) => path.posix.basename(f)).join(', ')})`, [
    ...(vsixKb > BUDGETS_KB.vsix ? [`the .vsix is ${vsixKb.toFixed(1)} KB, over its ${BUDGETS_KB.vsix} KB`] : []),
    ...(activation.some((f) => !entries.has(f)) ? [`activation requires ${activation.filter((f) => !entries.has(f)).join(', ')}, not in the .vsix`] : []),
    ...(activationKb > BUDGETS_KB.activation ? [`${mainFile} with its chunks is ${activationKb.toFixed(1)} KB, over its ${BUDGETS_KB.activation} KB: make a feature load on first use`] : []),
  ]);

  // Marketplace: what `vsce publish --packagePath` checks before uploading, and what its gallery page needs.
  const marketplace: string[] = [];
  await readVSIXPackage(vsix).catch((e: Error) => marketplace.push(e.message));
  if (packed.enableProposedApi || (Array.isArray(packed.enabledApiProposals) && packed.enabledApiProposals.length > 0)) marketplace.push('uses proposed API');
  if (/-/.test(packed.version ?? '')) marketplace.push(`prerelease version ${packed.version} (the Marketplace refuses them)`);
  const categories = (packed.categories ?? []) as string[];
  marketplace.push(...categories.filter((c) => !CATEGORIES.includes(c)).map((c) => `unknown category ${c}`));
  if (categories.length === 0 || categories.every((c) => c === 'Other')) marketplace.push('no category but "Other"');
  const keywords = (packed.keywords ?? []) as string[];
  if (keywords.length > 30) marketplace.push(`${keywords.length} keywords (at most 30)`);
  const icon = pngSize(entries.get(`extension/${packed.icon ?? ''}`));
  if (!icon || icon.width !== icon.height || icon.width < 128) marketplace.push(`icon ${packed.icon ?? '(none)'} is not a square PNG of at least 128 px`);
  const banner = (packed.galleryBanner ?? {}) as { color?: string; theme?: string };
  if (!/^#[0-9a-f]{6}$/i.test(banner.color ?? '') || !['dark', 'light'].includes(banner.theme ?? '')) marketplace.push('galleryBanner needs a #rrggbb color and a dark or light theme');
  marketplace.push(...imageProblems(readme, 'readme.md'), ...imageProblems(entries.get('extension/changelog.md')?.toString('utf8') ?? '', 'changelog.md'));
  check('Marketplace', 'vsce publish --packagePath checks, categories, keywords, icon, banner, README images', marketplace);

  // Open VSX: the ovsx CLI's own checks (exported; it runs them before packaging a folder, and looks for a LICENSE file
  // in that folder), then the real `ovsx publish <vsix>`, which itself only reads the package's package.json offline.
  const ovsxOwn: string[] = [];
  try {
    const ovsxManifest = packed as Parameters<typeof validateManifest>[0];
    validateManifest(ovsxManifest);
    if (!(await isLicenseOk(ROOT, ovsxManifest))) ovsxOwn.push('no license (open-vsx.org refuses it)');
  } catch (e) {
    ovsxOwn.push((e as Error).message);
  }
  check('Open VSX', 'ovsx: manifest (publisher, name, version) and license', ovsxOwn);
  check('Open VSX', 'ovsx publish <vsix> to a loopback registry with Open VSX\'s publish rules', await ovsxPublish(vsix));

  return { vsix, bytes: statSync(vsix).size, entries, readme, checks, ok: checks.every((c) => c.problems.length === 0) };
}

export function formatReport(report: PackageReport): string {
  const files = [...report.entries.keys()].filter((e) => !e.endsWith('/'));
  const lines = [`${path.basename(report.vsix) || '(no package)'}: ${(report.bytes / 1024).toFixed(1)} KB, ${files.length} entries`];
  for (const c of report.checks) {
    lines.push(`  ${c.problems.length === 0 ? 'ok  ' : 'FAIL'}  [${c.gallery}] ${c.name}`);
    for (const p of c.problems) lines.push(`          ${p.replace(/\n/g, '\n          ')}`);
  }
  lines.push(report.ok ? 'Both galleries would accept this package.' : 'Not ready to publish.');
  return lines.join('\n');
}

if (require.main === module) {
  const { values } = parseArgs({ options: { vsix: { type: 'string' }, out: { type: 'string' } } });
  checkPackage({ vsix: values.vsix, outDir: values.out }).then((report) => {
    console.log(formatReport(report));
    process.exit(report.ok ? 0 : 1);
  }, (e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
