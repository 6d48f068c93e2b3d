// Renders the gallery icon docs/icon/icon.svg to media/icon.png (128×128, transparent outside the tile) in headless
// Chromium. The Marketplace and Open VSX refuse SVG icons, so the PNG is committed and packaging needs no browser;
// run this again after editing the SVG: `node scripts/render-icon.mjs`. With pngquant and optipng on the PATH (Debian:
// `apt-get install pngquant optipng`) the PNG is then shrunk: 9 KB to 2.5 KB for the .vsix, which every install downloads.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { findChromium } from './find-browser.mjs';

// The Marketplace's size (it asks for at least 128 px): at 256 the icon was 5.5 KB of the .vsix's 300 KB budget, for a
// sharper tile on high-density screens only.
const SIZE = 128;
const root = new URL('../', import.meta.url);
const svg = readFileSync(new URL('docs/icon/icon.svg', root), 'utf8');

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
  // The SVG scales to the viewport through its viewBox; no margin, no page background.
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg style="display:block;width:${SIZE}px;height:${SIZE}px" `)}</body></html>`);
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: SIZE, height: SIZE } });
  writeFileSync(new URL('media/icon.png', root), png);
  console.log(`media/icon.png: ${SIZE}×${SIZE}, ${png.length} bytes`);
} finally {
  await browser.close();
}
shrink(fileURLToPath(new URL('media/icon.png', root)));

/**
 * 64 colours chosen by pngquant (the tile's gradients and its one accent need no more: the eye cannot tell them from the
 * render; quality 85-100, or it leaves the file alone), then optipng's lossless recompression.
 */
function shrink(file) {
  const run = (tool, args) => {
    try {
      execFileSync(tool, args, { stdio: 'inherit' });
      return true;
    } catch (e) {
      // pngquant: 98 (not smaller) and 99 (not within the quality) leave the file as it was.
      console.log(`media/icon.png: ${tool} ${e.code === 'ENOENT' ? 'is not installed (install it and run this again)' : `left it as it was (exit ${e.status})`}`);
      return false;
    }
  };
  const quantized = run('pngquant', ['64', '--quality=85-100', '--speed=1', '--strip', '--force', '--skip-if-larger', '--output', file, file]);
  const recompressed = run('optipng', ['-o7', '-quiet', file]);
  if (quantized || recompressed) console.log(`media/icon.png after ${[quantized && 'pngquant', recompressed && 'optipng'].filter(Boolean).join(' and ')}: ${statSync(file).size} bytes`);
}
