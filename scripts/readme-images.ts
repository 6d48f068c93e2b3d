// The README's and CHANGELOG's images as the galleries and VS Code show them (scripts/check-package.ts). Neither the
// Marketplace, Open VSX nor VS Code's Extensions view loads an image from inside the .vsix: the galleries render the
// markdown on their own pages, and VS Code renders it in a webview whose policy allows only https: images (its sanitizer
// drops relative and file sources). So vsce rewrites each relative image to the repository (IMAGE_BASE), which serves
// only what is committed and pushed; where the network is not there (an offline install), the alt text stands in.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const MANIFEST = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { repository?: { url?: string } };
/** Where vsce points README images (the GitHub repository's default branch, HEAD), so they show on both gallery pages. */
export const IMAGE_BASE = `${String(MANIFEST.repository?.url).replace(/\.git$/, '')}/raw/HEAD/`;

const unescapeHtml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** Images in markdown, found the way vsce finds them: rendered by markdown-it, then every <img> with its src and alt. */
export function readmeImages(markdown: string): Array<{ src: string; alt: string }> {
  const MarkdownIt = createRequire(__filename)('markdown-it') as new (options: object) => { render(md: string): string };
  return [...new MarkdownIt({ html: true }).render(markdown).matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    src: unescapeHtml(/\ssrc="([^"]*)"/.exec(tag)?.[1] ?? ''),
    alt: unescapeHtml(/\salt="([^"]*)"/.exec(tag)?.[1] ?? ''),
  }));
}

export function imageSources(markdown: string): string[] {
  return readmeImages(markdown).map((image) => image.src);
}

/** The files git tracks (the index, exact case), or undefined outside a git checkout. */
function trackedFiles(root: string): Set<string> | undefined {
  try {
    return new Set(execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] }).split('\0').filter(Boolean));
  } catch {
    return undefined;
  }
}

/** What keeps an image of this markdown (as packed, after vsce's rewrite) from showing on a gallery page or in VS Code. */
export function imageProblems(markdown: string, file: string, root = ROOT): string[] {
  const images = readmeImages(markdown);
  const tracked = images.some((image) => image.src.startsWith(IMAGE_BASE)) ? trackedFiles(root) : undefined;
  return images.flatMap(({ src, alt }) => {
    const problems: string[] = [];
    if (alt.trim() === '') problems.push(`${file}: image without alt text (what an offline Extensions view shows instead): ${src}`);
    if (!src.startsWith('https://')) return [...problems, `${file}: image not on https (VS Code's Extensions view and the galleries show https only): ${src}`];
    if (/\.svg$/i.test(new URL(src).pathname)) return [...problems, `${file}: SVG image (the Marketplace refuses them): ${src}`];
    if (!src.startsWith(IMAGE_BASE)) return problems;
    // raw/HEAD serves only what is committed, by its exact name: a file on disk that git does not track is a broken image.
    const relative = decodeURI(src.slice(IMAGE_BASE.length));
    if (!tracked) problems.push(`${file}: not a git checkout, so cannot tell whether ${relative} is in the repository: ${src}`);
    else if (!tracked.has(relative)) problems.push(`${file}: ${relative} is not in git (add and push it: the galleries and VS Code load it from the repository): ${src}`);
    return problems;
  });
}
