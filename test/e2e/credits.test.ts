// Credits on screen, on the free plan: the status bar tooltip's line, Show Credit Usage's table by feature, and what
// the views say once the month's credits are used up (the data kept, background work stopped). Screenshots for docs/credits.md.
import * as assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { WALLETS } from '../server/data/wallet-addresses';
import { waitFor } from '../host/wait';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;

describe('Credits on the free plan (UI)', () => {
  let wb: Workbench;

  before(async () => {
    wb = await openWorkbench({
      plan: 'free',
      settings: { 'walletscope.wallets': [{ address: WALLETS.ordinary, label: 'Main' }, { address: WALLETS.solana, label: 'Phantom' }] },
    });
    await wb.openViewContainer('Walletscope');
  });
  after(() => wb?.close());

  const walletRow = (name: RegExp): Locator => wb.page.locator('.part.sidebar .pane .monaco-list-row', { hasText: name }).first();

  it('puts the month\'s credits, their projection and the plan in the status bar tooltip', async () => {
    await walletRow(/^Main\s*\$[\d,]+\.\d\d/).waitFor({ timeout: TIMEOUT });
    await waitFor('the first fetches to be charged', () => wb.api.credits().used >= 7 || undefined, { timeoutMs: TIMEOUT });
    const item = wb.page.locator('.part.statusbar .statusbar-item-label[aria-label^="Walletscope total"]');
    const tooltip = wb.page.locator('.monaco-hover:not(.hidden), .workbench-hover', { hasText: 'Credits:' }).first();
    // Background fetches (NFTs, prices) may still be answered while the tooltip opens: the tooltip is compared with
    // the service's account of a moment its count stood still from before the hover to after the reading.
    let used = -1;
    let text = '';
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = wb.api.credits().used;
      await item.hover({ timeout: TIMEOUT });
      await tooltip.waitFor({ timeout: TIMEOUT });
      text = (await tooltip.innerText()).replace(/\u00a0/g, ' ');
      if (wb.api.credits().used === before) {
        used = before;
        break;
      }
      await wb.page.mouse.move(0, 0);
      await tooltip.waitFor({ state: 'hidden', timeout: TIMEOUT });
    }
    assert.ok(used >= 7, 'the service\'s count stood still for one reading of the tooltip');
    const line = /Credits: ([\d,]+) used this month, about ([\d,]+) by month end of 10,000 \(free plan\)/.exec(text);
    assert.ok(line, text);
    assert.equal(Number(line[1]!.replace(/,/g, '')), used, 'the ledger agrees with the service\'s own account');
    assert.match(text, /The service reports [\d,]+ of 10,000 credits left for this key/);
    await wb.screenshot('credits-tooltip');
    await wb.page.mouse.move(0, 0);
  });

  it('shows a table by feature with Show Credit Usage, and says how often background work runs', async () => {
    await wb.runCommand('Walletscope: Show Credit Usage');
    const page = wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');
    await page.locator('caption', { hasText: 'Credits by feature' }).waitFor({ timeout: TIMEOUT });
    const wallets = await page.locator('tbody tr', { has: page.locator('th', { hasText: /^Wallets$/ }) }).innerText();
    assert.match(wallets, /^Wallets\s+\d+\s+\d+\s+\d+$/);
    const total = await page.locator('tfoot tr').innerText();
    assert.match(total, new RegExp(`^Total\\s+\\d+\\s+${wb.api.credits().used}\\s+\\d+$`));
    const plan = (await page.locator('section[aria-labelledby="plan"]').innerText()).replace(/\s+/g, ' ');
    assert.match(plan, /^PLAN free plan, 10,000 credits a month · Change the plan · The service's plans and prices .*Watched wallets refresh at most every \d+ (minutes|hours)/i);
    const text = await page.locator('main').innerText();
    assert.equal(text.match(/free plan/g)?.length, 1, 'the plan said once');
    // One name for the page: its tab, its heading and its command say Credit Usage.
    assert.equal(await page.locator('h1').innerText(), 'Credit Usage');
    await wb.page.locator('.tab.active', { hasText: /^Credit Usage$/ }).waitFor({ timeout: TIMEOUT });
    await wb.screenshot('credit-usage');
  });

  it('changes its figures in place as credits are spent: the page is not reloaded, its buttons are the same nodes', async () => {
    const page = wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');
    const month = () => page.locator('tfoot tr td').nth(1).innerText();
    const change = page.locator('button', { hasText: /^Change the plan$/ });
    // Marks a new document or a new button would not have (the page was drawn again from HTML without a script).
    await page.locator('main').evaluate((main) => { (main as unknown as { dataset: Record<string, string> }).dataset.mark = 'kept'; });
    await change.evaluate((button) => { (button as unknown as { kept: boolean }).kept = true; });
    const before = await month();
    await wb.runCommand('Walletscope: Check Connection'); // a request, booked; the page stays in view behind the palette
    await waitFor('the month\'s total to move', async () => ((await month()) !== before ? true : undefined), { timeoutMs: TIMEOUT, intervalMs: 200 });
    assert.equal(await page.locator('main').getAttribute('data-mark'), 'kept', 'the same document');
    assert.equal(await change.evaluate((button) => (button as unknown as { kept?: boolean }).kept === true), true, 'the same button: focus on it would stay');
  });

  it('keeps the data and says why once the credits are used up; a refresh asked for tries once, and nothing retries', async () => {
    wb.api.setCredits({ exhaust: true });
    wb.api.resetCounts();
    await wb.runCommand('Walletscope: Refresh Wallets');
    const notice = await wb.waitForNotification(/credits for this month are used up/);
    assert.match(notice, /come back on 1 [A-Z][a-z]+/);
    await walletRow(/^Credits used up: showing the last data; they come back on 1 /).waitFor({ timeout: TIMEOUT });
    await walletRow(/^Main\s*\$[\d,]+\.\d\d/).waitFor({ timeout: TIMEOUT });
    await new Promise((r) => setTimeout(r, 2000));
    assert.ok(wb.api.count('/api/1/wallet/') <= 2, `${wb.api.count('/api/1/wallet/')} wallet requests: one per set of chains, no retry`);
    await wb.screenshot('credits-used-up');
  });

  // Last: it reloads the window, which starts a new extension host with the same profile.
  it('comes back after a window reload, as every page does', async () => {
    const page = () => wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');
    await wb.runCommand('Walletscope: Show Credit Usage');
    await page().locator('caption', { hasText: 'Credits by feature' }).waitFor({ timeout: TIMEOUT });
    await wb.focus(); // keyboard focus may be inside the page's frame, which keeps F1 to itself
    await Promise.all([wb.page.waitForEvent('load', { timeout: TIMEOUT }), wb.startCommand('Developer: Reload Window', { navigates: true })]);
    await wb.waitUntilReady();
    await page().locator('caption', { hasText: 'Credits by feature' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await page().locator('h1').innerText(), 'Credit Usage');
    await wb.page.locator('.tab', { hasText: /^Credit Usage$/ }).waitFor({ timeout: TIMEOUT });
  });
});
