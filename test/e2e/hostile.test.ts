// A hostile service on screen: the hover, the Wallets view and the status bar show its payloads as text, and
// clicking every link in the hover runs nothing but Walletscope's own commands (the dev hook's sentinel command,
// which every payload link points at, would say so in a notification). The screenshot shows what a user sees. The
// wallet page marks the transaction the service dated in the future.
import * as assert from 'node:assert/strict';
import { buildDevHook } from '../host/devHook/build';
import { SENTINEL_NOTICE } from '../host/devHook/env';
import { WALLETS } from '../server/data/wallet-addresses';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const HIDDEN = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

describe('A hostile service (UI)', () => {
  let wb: Workbench;

  before(async () => {
    wb = await openWorkbench({
      hostile: true,
      extraExtensions: [await buildDevHook()],
      settings: { 'walletscope.wallets': [{ address: WALLETS.mixed, label: 'Vitalik' }] },
    });
  });
  after(() => wb?.close());

  it('shows the payloads as text in the hover, and its links run only Walletscope\'s commands', async () => {
    const hover = await wb.hoverInDemoContract(USDC, 'Claim your airdrop');
    const shown = await hover.innerText();
    assert.match(shown, /\$\(verified-filled\)/, 'the icon syntax shows as text');
    assert.match(shown, /\[Claim your airdrop\]\(command:walletscopeTest\.sentinel/, 'the link shows as text');
    assert.doesNotMatch(shown, HIDDEN);
    assert.equal(await hover.locator('img[src*="tracker.example"]').count(), 0, 'no tracking image');
    const targets = await hover.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('data-href') ?? a.getAttribute('href') ?? ''));
    assert.ok(targets.length > 0);
    for (const target of targets) assert.match(target, /^(command:walletscope\.(showAsset|copyText|addWallet)|https:\/\/etherscan\.io\/)/, target);
    await wb.screenshot('hostile-hover');
    for (const link of await hover.locator('a[data-href^="command:walletscope.copyText"], a[data-href^="command:walletscope.showAsset"]').all()) {
      await link.click({ timeout: TIMEOUT }).catch(() => undefined); // the hover may close after the first click
    }
    await wb.page.waitForTimeout(1000);
    assert.ok(!(await wb.readNotifications()).some((n) => n.includes(SENTINEL_NOTICE)), 'the sentinel never ran');
  });

  it('shows the Wallets view and the status bar as visible, icon-free text', async () => {
    await wb.openViewContainer('Walletscope');
    const rows = wb.page.locator('.part.sidebar .monaco-list-row');
    await rows.filter({ hasText: /^Vitalik/ }).first().waitFor({ timeout: TIMEOUT });
    await wb.setExpanded(rows.filter({ hasText: /^Vitalik/ }).first(), true);
    // Every hostile name reads as a lure: set aside as spam, under its own row.
    await rows.filter({ hasText: /spam tokens? hidden/ }).first().waitFor({ timeout: TIMEOUT });
    await wb.setExpanded(rows.filter({ hasText: /spam tokens? hidden/ }).first(), true);
    await rows.filter({ hasText: 'Claim your airdrop' }).first().waitFor({ timeout: TIMEOUT });
    for (const text of await rows.allInnerTexts()) assert.doesNotMatch(text, HIDDEN);
    const status = await wb.page.locator('.statusbar-item', { hasText: /\$[\d,]+\.\d\d/ }).first().innerText();
    assert.doesNotMatch(status, HIDDEN);
    await wb.screenshot('hostile-wallets');
    assert.ok(!(await wb.readNotifications()).some((n) => n.includes(SENTINEL_NOTICE)), 'the sentinel never ran');
  });

  it('marks on the wallet page a transaction the service dated in the future, in words a screen reader reads', async () => {
    await wb.runCommand('View: Close All Editors'); // the hover's asset page: the wallet page's is then the one webview
    await wb.startCommand('Walletscope: Show Wallet');
    await wb.page.locator('.quick-input-list .monaco-list-row', { hasText: 'Vitalik' }).first().waitFor({ timeout: TIMEOUT });
    await wb.page.keyboard.press('Enter');
    const page = wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');
    const mark = page.locator('section.activity tbody tr td.time .future').first();
    await mark.waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('section.activity tbody tr td.time .future').count(), 1, 'the one transaction dated ahead');
    assert.match(await mark.textContent() ?? '', /⚠ \(time given by the service is in the future\)/);
    assert.equal((await mark.locator('[aria-hidden="true"]').innerText()).trim(), '⚠', 'the sign itself is not read out');
  });
});
