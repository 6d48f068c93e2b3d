// Finds a Chromium or Chrome binary for the workbench tests. Plain Node: `npm test` runs it before
// anything is installed, to stop at once with what to install instead of failing minutes later.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const BROWSER_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** CHROMIUM_PATH wins; otherwise the usual Debian/Ubuntu locations. Throws a message that says what to install. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
  }
  const found = BROWSER_CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    `No Chromium found (looked for ${BROWSER_CANDIDATES.join(', ')}).\n` +
      'The integration and UI tests drive a real VS Code in headless Chromium. Install the Debian package `chromium`:\n' +
      '  apt-get update && apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    findChromium();
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
