// The asset page's price chart and live price on screen: the chart draws the range's points, switches range and
// series from the keyboard, reads points out, and the header price moves while the reference feed ticks. Closing
// the page ends its subscription on the feed. A screenshot in docs/pages.md.
import * as assert from 'node:assert/strict';
import type { FrameLocator } from 'playwright-core';
import { NO_HISTORY_ASSET_NAME } from '../server/server';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;

describe('Price chart and live price (UI)', () => {
  let wb: Workbench;

  before(async () => {
    // No watched wallets: the only prices followed are the page's.
    wb = await openWorkbench({ settings: { 'walletscope.wallets': [] } });
  });
  after(() => wb?.close());

  const page = (): FrameLocator => wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');
  const chart = () => page().locator('section.chart');
  const points = async () => Number(await chart().getAttribute('data-points'));
  const historyRequests = () => wb.api.requests.filter((r) => r.path === '/api/1/market/history');

  it('draws the last 24 hours with the change over them, and follows the theme', async () => {
    await wb.startCommand('Walletscope: Show Asset');
    await wb.page.locator('.quick-input-widget .quick-input-box input').fill('ARB');
    await wb.page.keyboard.press('Enter');
    await page().locator('h1', { hasText: 'Arbitrum' }).waitFor({ timeout: TIMEOUT });
    await page().locator('section.chart[data-state="loaded"] .chart-plot canvas').waitFor({ timeout: TIMEOUT });
    assert.ok((await points()) >= 250, `${await points()} points for 24 hours of 5-minute prices`);
    assert.match(await page().locator('.chart-change').innerText(), /^[+−]?\d+(\.\d+)?% over 24 hours$/);
    // One figure, one rounding: the header's 24h change and the 24h chart's are the same text.
    await page().locator('.asset-header .change:not(:empty)').waitFor({ timeout: TIMEOUT });
    const header = (await page().locator('.asset-header .change').innerText()).replace(/ 24h$/, '');
    assert.equal((await page().locator('.chart-change').innerText()).replace(/ over 24 hours$/, ''), header);
    assert.equal(await page().locator('[role="radio"][aria-checked="true"]').first().innerText(), '24H');
    const request = historyRequests().at(-1)!;
    assert.equal(request.query.id, '100118');
    assert.equal(request.query.period, '5m');
    assert.match(await page().locator('.chart-plot').getAttribute('aria-label') ?? '', /^Price over 24 hours: from \$[\d.]+ to \$[\d.]+; low \$[\d.]+, high \$[\d.]+\./);
  });

  it('moves the price, the 24h change and the live marker while the feed ticks', async () => {
    const price = page().locator('[data-slot="price"]');
    await page().locator('[data-slot="live"]', { hasText: /Live · \d/ }).waitFor({ timeout: TIMEOUT });
    const first = await price.innerText();
    const seen = new Set([first]);
    for (let i = 0; i < 20 && seen.size < 3; i++) {
      await wb.page.waitForTimeout(500);
      seen.add(await price.innerText());
    }
    assert.ok(seen.size >= 3, `the price changed on screen: ${[...seen].join(', ')}`);
    assert.match(await page().locator('[data-slot="change"]').innerText(), /^[+−]?\d+(\.\d+)?% 24h$/);
    assert.ok(wb.api.feedStats().subscriptions >= 1, JSON.stringify(wb.api.feedStats()));
    await wb.screenshot('asset-chart');
  });

  it('switches range and series from the keyboard, and reads points out', async () => {
    const before = historyRequests().length;
    await page().locator('[role="radio"][aria-checked="true"]', { hasText: '24H' }).focus();
    await wb.page.keyboard.press('ArrowRight');
    await page().locator('[role="radio"][aria-checked="true"]', { hasText: '7D' }).waitFor({ timeout: TIMEOUT });
    await page().locator('.chart-change', { hasText: 'over 7 days' }).waitFor({ timeout: TIMEOUT });
    assert.equal(historyRequests().length, before + 1);
    assert.equal(historyRequests().at(-1)!.query.period, '15m');
    assert.ok((await points()) > 600, `${await points()} points for 7 days`);
    await page().locator('[role="radio"]', { hasText: 'Market cap' }).click();
    await page().locator('.chart-plot[aria-label^="Market cap over 7 days"]').waitFor({ timeout: TIMEOUT });
    await page().locator('[role="radio"]', { hasText: 'Price' }).click();
    await page().locator('.chart-plot').focus();
    await wb.page.keyboard.press('End');
    await wb.page.keyboard.press('ArrowLeft');
    assert.match(await page().locator('.chart-tip').innerText(), /\d{1,2}:\d\d.* · \$\d/);
  });

  it('offers Retry when a range cannot be loaded', async () => {
    wb.api.addFault({ kind: 'server-error', path: '/api/1/market/history' }); // a 500 is not retried: one fault, one error
    await page().locator('[role="radio"]', { hasText: '30D' }).click();
    await page().locator('section.chart[data-state="error"] .chart-status', { hasText: /Could not load the history: .*Retry/ }).waitFor({ timeout: TIMEOUT });
    await page().locator('.chart-status button', { hasText: 'Retry' }).click();
    await page().locator('section.chart[data-state="loaded"]').waitFor({ timeout: TIMEOUT });
    assert.match(await page().locator('.chart-change').innerText(), /over 30 days/);
  });

  it('says so when an asset has no price history', async () => {
    await wb.runCommand('View: Close All Editors');
    await wb.focus();
    await wb.startCommand('Walletscope: Show Asset');
    await wb.page.locator('.quick-input-widget .quick-input-box input').fill(NO_HISTORY_ASSET_NAME);
    await wb.page.keyboard.press('Enter');
    await page().locator('section.chart[data-state="empty"] .chart-status', { hasText: 'No price history for 24 hours.' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await page().locator('.chart-plot canvas').count(), 0, 'no empty plot is drawn');
  });

  it('stops following the price when the page closes', async () => {
    await wb.runCommand('View: Close All Editors');
    const end = Date.now() + TIMEOUT;
    while (wb.api.feedStats().subscriptions > 0 && Date.now() < end) await wb.page.waitForTimeout(200);
    assert.equal(wb.api.feedStats().subscriptions, 0, JSON.stringify(wb.api.feedStats()));
  });
});
