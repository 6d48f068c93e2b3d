// Finds a Chromium to drive with playwright-core (which downloads no browser of its own) and launches it headless.
import { chromium, type Browser } from 'playwright-core';
// @ts-expect-error: plain ESM script without type declarations (it runs before dependencies are installed)
import { findChromium as findBrowser } from '../../scripts/find-browser.mjs';

/** CHROMIUM_PATH, else the usual Debian/Ubuntu locations; throws a message naming the package to install. */
export const findChromium: () => string = findBrowser;

/** Flags from shared/test-host.md: no sandbox (root in containers), no GPU, nothing that calls home. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function launchChromium(executablePath = findChromium()): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS, timeout: 60_000 });
}
