// The browser build (package.json "browser") in the workbench's web worker extension host, as vscode.dev and github.dev
// run it: the Wallets view and status bar, a hover with its price, the asset page, a command and the credit usage page
// (each feature's bundle fetched on first use), and a service that does not answer browsers (CORS). One screenshot is in
// docs/browser.md.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { WALLETS } from '../server/data/wallet-addresses';
import { extensionHostLogFiles } from '../host/results';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('Browser build in the web worker extension host (UI)', () => {
  let wb: Workbench;

  before(async () => {
    wb = await openWorkbench({ web: true, settings: { 'walletscope.wallets': [{ address: WALLETS.ordinary, label: 'Main' }, { address: WALLETS.mixed, label: 'Mixed bag' }] } });
  });
  after(() => wb?.close());

  it('activates in the browser, not in the Node extension host', async () => {
    await wb.runCommand('Walletscope: Show Log');
    const text = await wb.waitForOutput(/activated in \d+ ms \(browser\)/);
    assert.doesNotMatch(text, /\(desktop/);
    const nodeHost = extensionHostLogFiles(wb.session.profile.userDataDir).map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    assert.doesNotMatch(nodeHost, /_doActivateExtension walletscope\.walletscope\b/, 'the Node extension host did not run Walletscope');
  });

  it('shows the watched wallets with their totals, spam set aside, and the total in the status bar', async () => {
    await wb.openViewContainer('Walletscope');
    const rows = wb.page.locator('.part.sidebar .monaco-list-row');
    await rows.filter({ hasText: /^Main\s*\$[\d,]+\.\d\d/ }).first().waitFor({ timeout: TIMEOUT });
    const mixed = rows.filter({ hasText: /^Mixed bag\s*\$[\d,]+\.\d\d/ }).first();
    await mixed.waitFor({ timeout: TIMEOUT });
    await mixed.click();
    await wb.page.keyboard.press('ArrowRight');
    await rows.filter({ hasText: /spam tokens? hidden/ }).first().waitFor({ timeout: TIMEOUT });
    const total = wb.page.locator('.part.statusbar .statusbar-item[id$="walletscope.total"]');
    assert.match(await total.innerText({ timeout: TIMEOUT }), /\$[\d,]+\.\d\d/);
    await wb.screenshot('web-wallets');
  });

  it('hovers a token address with its name and price', async () => {
    const hover = await wb.hoverInDemoContract(USDC, 'USD Coin');
    assert.match((await hover.innerText()).replace(/\u00a0/g, ' '), /USD Coin \(USDC\) · \$(0\.99\d*|1(\.00\d*)?) .*· Ethereum/);
    await wb.page.mouse.move(5, 5);
  });

  it('opens the asset page from its own bundle, fetched on first use', async () => {
    await wb.page.keyboard.press('Escape');
    await wb.startCommand('Walletscope: Search Assets');
    const picker = wb.page.locator('.quick-input-widget');
    await picker.locator('.quick-input-box input').pressSequentially('usdc', { delay: 40 });
    await picker.locator('.monaco-list-row', { hasText: /^USDC ?USD Coin/ }).first().click({ timeout: TIMEOUT });
    const page = wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');
    await page.locator('h1', { hasText: 'USD Coin' }).waitFor({ timeout: TIMEOUT });
    const text = (await page.locator('#root').innerText()).replace(/\s+/g, ' ');
    assert.match(text, /USD Coin USDC \$(0\.99\d*|1\.00)/);
    assert.match(text, /In your wallets .*Main on Ethereum 2,500\.75 USDC/i);
    await wb.screenshot('web-asset-page');
  });

  it('lists Discover Tokens: the screener\'s POST goes from the browser to another origin', async () => {
    await wb.page.keyboard.press('Escape');
    await wb.focus(); // out of the asset page's webview, which a quick pick loses focus (and closes) to
    await wb.startCommand('Walletscope: Discover Tokens');
    const picker = wb.page.locator('.quick-input-widget');
    await picker.locator('.monaco-list-row', { hasText: 'Trending' }).waitFor({ timeout: TIMEOUT });
    await wb.page.keyboard.press('Enter');
    await picker.locator('.monaco-list-row', { hasText: 'All chains' }).waitFor({ timeout: TIMEOUT });
    await wb.page.keyboard.press('Enter');
    await picker.locator('.quick-input-title', { hasText: 'Discover Tokens: Trending · 1 credit' }).waitFor({ timeout: TIMEOUT });
    await picker.locator('.monaco-list-row', { hasText: /^PEPE ?Pepe · Ethereum/ }).waitFor({ timeout: TIMEOUT });
    assert.equal(wb.api.count('/api/2/pulse'), 1);
    await wb.page.keyboard.press('Escape');
  });

  it('runs a command and shows credit usage from their own bundles, fetched on first use', async () => {
    await wb.page.keyboard.press('Escape');
    await wb.runCommand('Walletscope: Check Connection');
    assert.match(await wb.waitForNotification(/^Walletscope: connected to /), /connected to .* in \d+ ms\./);
    await wb.runCommand('Walletscope: Show Credit Usage');
    const page = wb.page.frameLocator('iframe.webview.ready').last().frameLocator('iframe#active-frame');
    await page.locator('caption', { hasText: 'Credits by feature' }).waitFor({ timeout: TIMEOUT });
    assert.match(await page.locator('tbody').innerText(), /^Wallets\s+\d+/m);
  });
});

describe('Browser build against a service that does not answer browsers (UI)', () => {
  let wb: Workbench;

  before(async () => {
    wb = await openWorkbench({ web: true, cors: false, settings: { 'walletscope.wallets': [{ address: WALLETS.ordinary, label: 'Main' }] } });
  });
  after(() => wb?.close());

  it('says so in the Wallets view instead of leaving it blank', async () => {
    await wb.openViewContainer('Walletscope');
    const row = wb.page.locator('.part.sidebar .monaco-list-row', { hasText: /CORS/ }).first();
    await row.waitFor({ timeout: 30_000 });
    assert.match(await row.innerText(), /no answer to this browser: the service may be down, or may not allow requests from web pages \(CORS\)/);
    await wb.screenshot('web-cors');
  });
});
