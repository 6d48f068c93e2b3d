// The pool page on screen, in the real workbench: Show Pool from the palette opens the Uniswap v3 USDC/WETH pool
// with its candles drawn and read out from the keyboard, its trades filtered to $1K and more, and a read-only
// quote of 1000 USDC in WETH for the watched wallet; it fits a narrow editor and comes back after a window reload.
// Screenshots: pool-page, pool-quote.
import * as assert from 'node:assert/strict';
import type { FrameLocator } from 'playwright-core';
import { WALLETS } from '../server/data/wallet-addresses';
import { atHalfWidth, cutOff, rowAsShown } from './layout';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;
const POOL = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';

describe('Pool page (UI)', () => {
  let wb: Workbench;

  before(async () => {
    wb = await openWorkbench({ settings: { 'walletscope.wallets': [{ address: WALLETS.solana, label: 'Phantom' }, { address: WALLETS.ordinary, label: 'Main' }] } });
  });
  after(() => wb?.close());

  const page = (): FrameLocator => wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');
  const usdOf = (text: string) => Number(text.replace(/[$,]/g, ''));

  it('opens from the palette with the pair, DEX, chain, prices and candles drawn, read out from the keyboard', async () => {
    await wb.startCommand('Walletscope: Show Pool');
    await wb.page.locator('.quick-input-widget .quick-input-box input').fill(`${POOL} Ethereum`);
    await wb.page.keyboard.press('Enter');
    await page().locator('h1', { hasText: 'WETH / USDC' }).waitFor({ timeout: TIMEOUT });
    const header = (await page().locator('header.pool-header').innerText()).replace(/\s+/g, ' ');
    assert.match(header, /WETH \/ USDC Uniswap V3 · Ethereum · created [\d.]+ \w+ ago/);
    assert.match(header, new RegExp(`${POOL} Copy Etherscan ↗`));
    assert.match(header, /Price \$[\d,]+\.\d\d Price in USDC [\d,.]+ USDC Liquidity \$[\d.]+M/);
    assert.equal(await page().locator('table.windows tbody tr').count(), 4);
    await page().locator('section.chart[data-state="loaded"] .chart-plot canvas').waitFor({ timeout: TIMEOUT });
    assert.ok(Number(await page().locator('section.chart').getAttribute('data-points')) > 300);
    assert.equal(await page().locator('section.chart [role="radio"][aria-checked="true"]').innerText(), '1h');
    assert.match(await page().locator('.chart-plot').getAttribute('aria-label') ?? '', /^\d+ candles of 1 hour over \d+ days: from \$[\d,.]+ to \$[\d,.]+ \((up|down)\)/);
    await page().locator('.chart-plot').focus();
    await wb.page.keyboard.press('ArrowLeft');
    assert.match(await page().locator('.chart-tip').innerText(),
      /^\w{3} \d+, \d{4}, .+ · O \$[\d,.]+ H \$[\d,.]+ L \$[\d,.]+ C \$[\d,.]+ · (up|down) [\d.]+% · volume \$[\d.]+[KMB]?$/);
    await wb.page.locator('.tab', { hasText: 'WETH / USDC' }).waitFor({ timeout: TIMEOUT });
    await wb.screenshot('pool-page');
  });

  it('switches the period from the keyboard', async () => {
    await page().locator('section.chart [role="radio"][aria-checked="true"]').focus();
    await wb.page.keyboard.press('ArrowRight');
    await page().locator('section.chart [role="radio"][aria-checked="true"]', { hasText: '4h' }).waitFor({ timeout: TIMEOUT });
    await page().locator('.chart-plot[aria-label^="360 candles of 4 hours"]').waitFor({ timeout: TIMEOUT });
    assert.equal(wb.api.requests.filter((r) => r.path === '/api/2/market/ohlcv-history').at(-1)?.query.period, '4h');
  });

  it('lists the recent trades and filters them to $1K and more', async () => {
    const trades = page().locator('section.trades');
    await trades.locator('tbody tr').first().waitFor({ timeout: TIMEOUT });
    const first = (await trades.locator('tbody tr').first().innerText()).replace(/\s+/g, ' ').trim();
    assert.match(first, /^\S.* (Buy|Sell) \$[\d,.]+ [\d,.e-]+ WETH \$[\d,.]+ 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} Copy Tx ↗$/);
    assert.match(await trades.locator('.trades-status').innerText(), /^The latest \d+ trades; showing the newest 25\./);
    await trades.locator('[role="radio"]', { hasText: '$1K+' }).click();
    await trades.locator('.trades-status', { hasText: /of \$1,000 or more/ }).waitFor({ timeout: TIMEOUT });
    const usd = await trades.locator('tbody td:nth-child(5)').allInnerTexts();
    assert.ok(usd.length > 0, 'some trades of $1K or more');
    for (const value of usd) assert.ok(usdOf(value) >= 1000, value);
  });

  it('quotes 1000 USDC in WETH read-only, for the watched wallet on this chain', async () => {
    const quote = page().locator('section.quote');
    assert.equal(await quote.locator('select').inputValue(), 'sell-quote');
    assert.equal(await quote.locator('select option:checked').innerText(), 'Sell USDC for WETH');
    assert.match(await quote.innerText(), /Quoted for Main\.[\s\S]*Read-only: Walletscope never signs or sends a transaction\./);
    await quote.locator('input').fill('1,000');
    await quote.locator('button', { hasText: 'Quote' }).click();
    await quote.locator('.quote-problem', { hasText: /plain positive number/ }).waitFor({ timeout: TIMEOUT });
    await quote.locator('input').fill('1000');
    await quote.locator('input').press('Enter');
    await quote.locator('.quote-result dd', { hasText: /WETH$/ }).waitFor({ timeout: TIMEOUT });
    const text = (await quote.locator('.quote-result').innerText()).replace(/\s+/g, ' ');
    assert.match(text, /You sell 1,000 USDC You would get 0\.\d+ WETH USD in \$[\d,.]+ USD out \$[\d,.]+ Price impact (< )?[\d.]+% Pool fees 0\.05%/);
    assert.match(text, /Route USDC → WETH on Uniswap V3 \(0\.05%\)/);
    assert.equal(wb.api.requests.filter((r) => r.path === '/api/2/swap/quoting').at(-1)?.query.walletAddress, WALLETS.ordinary);
    await quote.scrollIntoViewIfNeeded();
    await wb.screenshot('pool-quote');
  });

  it('shows every column of its tables at half the window\'s width: the trades reflow, nothing is cut on the right', async () => {
    await page().locator('section.trades tbody tr').first().waitFor({ timeout: TIMEOUT });
    await atHalfWidth(wb, page(), async (width) => {
      assert.ok(width > 400 && width < 600, `${width} px wide`);
      assert.deepEqual(await cutOff(page(), 'table'), []);
      assert.match(await rowAsShown(page(), 'section.trades tbody tr'),
        /^Time \S.* Side (Buy|Sell) Price \$[\d,.]+ Amount [\d,.e-]+ WETH USD \$[\d,.]+ Trader 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} Copy Transaction Tx ↗$/);
    });
  });

  it('fits a narrow editor without scrolling sideways, and has no link or inline handler', async () => {
    assert.equal(await page().locator('a[href], [onclick], [onerror]').count(), 0);
    const viewport = wb.page.viewportSize()!;
    await wb.page.setViewportSize({ width: 720, height: viewport.height });
    try {
      await wb.page.waitForTimeout(300);
      const widths = await page().locator('html').evaluate((html) => ({ scroll: html.scrollWidth, client: html.clientWidth }));
      assert.ok(widths.client < 450, `${widths.client} px wide`);
      assert.ok(widths.scroll <= widths.client, `${widths.scroll} > ${widths.client}`);
      assert.deepEqual(await cutOff(page(), 'table'), []);
    } finally {
      await wb.page.setViewportSize(viewport);
    }
  });

  // Last: it reloads the window, which starts a new extension host with the same profile.
  it('comes back after a window reload with the period and filter it had', async () => {
    await wb.focus(); // keyboard focus may be inside the page's frame, which keeps F1 to itself
    wb.api.resetCounts();
    await Promise.all([wb.page.waitForEvent('load', { timeout: TIMEOUT }), wb.startCommand('Developer: Reload Window', { navigates: true })]);
    await wb.waitUntilReady();
    await page().locator('h1', { hasText: 'WETH / USDC' }).waitFor({ timeout: TIMEOUT });
    await page().locator('section.chart [role="radio"][aria-checked="true"]', { hasText: '4h' }).waitFor({ timeout: TIMEOUT });
    await page().locator('section.trades [role="radio"][aria-checked="true"]', { hasText: '$1K+' }).waitFor({ timeout: TIMEOUT });
    assert.ok(wb.api.count('/api/2/market/details') > 0, 'the restored page asked the configured service');
  });
});
