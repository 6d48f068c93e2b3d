// The README's images must show on both galleries and in VS Code's Extensions view, which load them from the repository
// over https (scripts/readme-images.ts): `npm run package:check` names an image that git does not track (on disk but not
// added, or named in another case), one not on https, an SVG, and one without alt text, which is what an Extensions
// view without network shows instead.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_BASE, imageProblems, readmeImages } from '../../scripts/readme-images';

describe('README images as the galleries and VS Code load them', () => {
  let root: string;
  const file = (name: string) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), 'png');
  };

  before(() => {
    root = mkdtempSync(path.join(tmpdir(), 'walletscope-readme-images-'));
    execFileSync('git', ['init', '-q'], { cwd: root });
    file('docs/images/hover.png');
    file('docs/images/wallets view.png');
    execFileSync('git', ['add', '.'], { cwd: root });
    file('docs/images/not-added.png'); // on disk, never added: raw/HEAD has no such file
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('finds each image\'s source and alt text as vsce does (markdown and HTML)', () => {
    assert.deepEqual(readmeImages(`![A & B](${IMAGE_BASE}docs/images/hover.png)\n\n<img src="${IMAGE_BASE}x.png">`), [
      { src: `${IMAGE_BASE}docs/images/hover.png`, alt: 'A & B' },
      { src: `${IMAGE_BASE}x.png`, alt: '' },
    ]);
  });

  it('passes committed repository images with alt text, by their encoded names too', () => {
    const markdown = `![The hover](${IMAGE_BASE}docs/images/hover.png)\n\n![The view](${IMAGE_BASE}docs/images/wallets%20view.png)`;
    assert.deepEqual(imageProblems(markdown, 'readme.md', root), []);
  });

  it('names an image git does not track, though it is on disk, and one whose case differs from the tracked file', () => {
    const markdown = `![Not added](${IMAGE_BASE}docs/images/not-added.png)\n\n![Other case](${IMAGE_BASE}docs/images/Hover.png)`;
    const problems = imageProblems(markdown, 'readme.md', root);
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(problems[0]!, /^readme\.md: docs\/images\/not-added\.png is not in git/);
    assert.match(problems[1]!, /^readme\.md: docs\/images\/Hover\.png is not in git/);
  });

  it('names an image without alt text, one not on https and an SVG', () => {
    const markdown = `![](${IMAGE_BASE}docs/images/hover.png)\n\n![Plain](http://example.com/a.png)\n\n![Vector](https://example.com/a.svg)`;
    assert.deepEqual(imageProblems(markdown, 'readme.md', root).map((p) => p.replace(/ \(.*\)/, '').replace(/: \S+$/, '')), [
      'readme.md: image without alt text',
      'readme.md: image not on https',
      'readme.md: SVG image',
    ]);
  });

  it('says so outside a git checkout rather than passing an image it cannot check', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'walletscope-readme-images-'));
    try {
      assert.match(imageProblems(`![The hover](${IMAGE_BASE}docs/images/hover.png)`, 'readme.md', bare)[0] ?? '', /not a git checkout/);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
