// The documents say what is true of each other: every link between them (relative, or to this repository on GitHub,
// as the npm package's README must write them) reaches a file and a heading; the README stays the Marketplace page
// (short, Set API Key on its first screen, one screenshot, two commands after cloning); every screenshot is shown
// somewhere; and CI runs the test command the README and CONTRIBUTING.md name.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const REPO_URL = /^https:\/\/github\.com\/walletscope\/walletscope(?:\/(?:blob|tree|raw)\/HEAD\/([^#?]*))?\/?(?:#(.*))?$/;

interface Token { type: string; tag: string; info: string; content: string; attrGet(name: string): string | null; children: Token[] | null }
const MarkdownIt = createRequire(__filename)('markdown-it') as new (options: object) => { parse(md: string, env: object): Token[] };
const markdown = new MarkdownIt({ html: true });

const DOCS = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'CHANGELOG.md', 'language-server/README.md', 'test/server/README.md',
  ...readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** GitHub's heading anchors (github-slugger): lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(tokens: Token[]): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const text = (tokens[i + 1]?.children ?? []).filter((c) => c.type === 'text' || c.type === 'code_inline').map((c) => c.content).join('');
    const slug = text.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  });
  return result;
}

function walk(tokens: Token[]): Token[] {
  return tokens.flatMap((token) => [token, ...walk(token.children ?? [])]);
}

const parsed = new Map(DOCS.map((file) => [file, markdown.parse(read(file), {})]));
const anchorsOf = new Map([...parsed].map(([file, tokens]) => [file, anchors(tokens)]));
const targets = (file: string) => walk(parsed.get(file)!).flatMap((t) => {
  if (t.type === 'link_open') return [t.attrGet('href') ?? ''];
  if (t.type === 'image') return [t.attrGet('src') ?? ''];
  return [];
});

/** What keeps a link from landing, or undefined when it lands. */
function problem(from: string, href: string): string | undefined {
  let file: string;
  let anchor: string | undefined;
  const repo = REPO_URL.exec(href);
  if (repo) {
    file = decodeURI(repo[1] ?? '');
    anchor = repo[2];
  } else if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    return undefined; // another site
  } else {
    const [relative, hash] = href.split('#', 2) as [string, string | undefined];
    file = relative === '' ? from : path.posix.join(path.posix.dirname(from), decodeURI(relative));
    anchor = hash;
  }
  const full = path.join(ROOT, file);
  if (!existsSync(full)) return `${file} does not exist`;
  if (anchor === undefined) return undefined;
  // GitHub shows a folder's README below its listing, under #readme.
  if (statSync(full).isDirectory()) return anchor === 'readme' ? undefined : `#${anchor} on a folder`;
  const known = anchorsOf.get(file.replace(/^\.\//, ''));
  if (!known) return `${file} is not one of the documents checked for headings`;
  return known.has(anchor) ? undefined : `${file} has no heading #${anchor} (it has ${[...known].join(', ')})`;
}

describe('the documents', () => {
  it('link only to files and headings that exist', () => {
    const broken = DOCS.flatMap((file) => targets(file).flatMap((href) => {
      const why = problem(file, href);
      return why ? [`${file}: ${href}: ${why}`] : [];
    }));
    assert.deepEqual(broken, []);
  });

  it('the npm package\'s README links outside itself with absolute URLs (npm shows it away from the repository)', () => {
    const relative = targets('language-server/README.md').filter((href) => !/^([a-z][a-z0-9+.-]*:|#)/i.test(href));
    assert.deepEqual(relative, []);
  });

  it('the README is the Marketplace page: at most 250 lines, Set API Key on its first screen, one screenshot', () => {
    const readme = read('README.md');
    const lines = readme.split('\n');
    assert.ok(lines.length <= 250, `${lines.length} lines`);
    const keyLine = lines.findIndex((line) => line.includes('**Set API Key**'));
    assert.ok(keyLine >= 0 && keyLine < 40, `**Set API Key** on line ${keyLine + 1}`);
    assert.equal(walk(parsed.get('README.md')!).filter((t) => t.type === 'image').length, 1);
  });

  it('the README and CONTRIBUTING.md give the same two commands after cloning, and CI runs that test command', () => {
    const commands = (file: string) => walk(parsed.get(file)!).filter((t) => t.type === 'fence' && t.info === 'sh')
      .flatMap((t) => t.content.split('\n').map((line) => line.replace(/#.*/, '').trim()).filter(Boolean));
    assert.deepEqual(commands('README.md'), ['npm start', 'npm test']);
    assert.deepEqual(commands('CONTRIBUTING.md').slice(0, 2), ['npm start', 'npm test']);
    assert.match(read('.ci/run'), /^npm test$/m);
  });

  it('show every screenshot in docs/images somewhere', () => {
    const shown = new Set(DOCS.flatMap((file) => targets(file).filter((src) => /\.png$/.test(src))
      .map((src) => path.posix.join(path.posix.dirname(file), src))));
    const unshown = readdirSync(path.join(ROOT, 'docs', 'images')).map((name) => `docs/images/${name}`).filter((image) => !shown.has(image));
    assert.deepEqual(unshown, []);
  });
});
