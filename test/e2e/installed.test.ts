// Walletscope as users install it: the .vsix `npm run package` makes, installed by VS Code's server build into a fresh
// profile and extensions folder (as `--install-extension` does), in a window given nothing from the repository: it
// activates from the extensions folder, lists a watched wallet and hovers an address.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { readZip } from '../../scripts/check-package';
import { WALLETS } from '../server/data/wallet-addresses';
import { extensionHostLogFiles } from '../host/results';
import { packagedExtension } from '../host/vsix';
import { waitFor } from '../host/wait';
import { EXTENSION_ID, openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('Walletscope installed from its .vsix (UI)', () => {
  let wb: Workbench;
  let vsix: string;

  before(async () => {
    vsix = await packagedExtension();
    wb = await openWorkbench({ vsix, settings: { 'walletscope.wallets': [{ address: WALLETS.ordinary, label: 'Main' }] } });
  });
  after(() => wb?.close());

  it('is unpacked into the fresh extensions folder, and the window activates it from there, not from the repository', async () => {
    const { installedExtension, profile, url } = wb.session;
    assert.equal(path.dirname(installedExtension!), profile.extensionsDir);
    const entries = JSON.parse(fs.readFileSync(path.join(profile.extensionsDir, 'extensions.json'), 'utf8')) as Array<{ identifier: { id: string }; metadata?: { source?: string } }>;
    assert.deepEqual(entries.map((e) => [e.identifier.id, e.metadata?.source]), [[EXTENSION_ID, 'vsix']], 'the only extension, installed from a .vsix');
    for (const script of ['start.js', 'extension.js']) { // the entry (package.json "main"), and the main module it compiles
      const packed = readZip(fs.readFileSync(vsix)).entries.get(`extension/dist/${script}`);
      assert.ok(packed?.equals(fs.readFileSync(path.join(installedExtension!, 'dist', script))), `the installed ${script} is the packaged one`);
    }
    assert.doesNotMatch(url, /payload=/, 'no extension loaded in development mode');
    // The workbench draws the view container's icon from where it took the extension (runs in the page, hence a string).
    await wb.page.locator('.part.activitybar .action-label[aria-label^="Walletscope"]').first().waitFor({ timeout: TIMEOUT });
    const icon = String(await wb.page.evaluate('getComputedStyle(document.querySelector(\'.part.activitybar .action-label[aria-label^="Walletscope"]\')).webkitMaskImage'));
    const iconPath = decodeURIComponent(/[?&]path=([^&")]+)/.exec(icon)?.[1] ?? icon);
    assert.equal(iconPath, path.join(installedExtension!, 'media', 'walletscope.svg'));
    const ownLog = () => extensionHostLogFiles(profile.userDataDir).filter((f) => f.includes(EXTENSION_ID)).map((f) => fs.readFileSync(f, 'utf8')).join('');
    await waitFor('Walletscope to log its activation', () => /activated in \d+ ms \(desktop, (from the code cache|compiled without a code cache)\)/.test(ownLog()) || undefined, { timeoutMs: TIMEOUT });
  });

  it('lists the watched wallet with its total in the Wallets view', async () => {
    await wb.openViewContainer('Walletscope');
    const wallets = wb.page.locator('.part.sidebar .pane').filter({ has: wb.page.locator('.pane-header .title', { hasText: /^Wallets$/i }) });
    await wallets.locator('.monaco-list-row', { hasText: /^Main\s*\$[\d,]+\.\d\d/ }).first().waitFor({ timeout: TIMEOUT });
  });

  it('hovers a token\'s address with its name and price', async () => {
    const hover = await wb.hoverInDemoContract(USDC, 'USD Coin');
    assert.match((await hover.innerText()).replace(/\u00a0/g, ' '), /USD Coin \(USDC\) · \$(0\.99\d*|1(\.00\d*)?) .*· Ethereum/);
  });
});
