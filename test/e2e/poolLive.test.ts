// The pool page live on the Growth plan, in the real workbench: it says "Live" (in words, a polite status), and a new
// trade row arrives at the top without Refresh and without a trades request; the size filter applies to live rows
// too. Then the browser build (vscode.dev's web worker extension host): the same page live on the browser's own
// WebSocket. Screenshot: pool-live.
import * as assert from 'node:assert/strict';
import type { FrameLocator } from 'playwright-core';
import { hasFocus, openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;
const POOL = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';
const TRADES_PATH = '/api/1/market/trades/pair';

async function liveTradeArrives(wb: Workbench, shot?: string): Promise<void> {
  const page = (): FrameLocator => wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');
  await wb.startCommand('Walletscope: Show Pool');
  await wb.page.locator('.quick-input-widget .quick-input-box input').fill(`${POOL} Ethereum`);
  await wb.page.keyboard.press('Enter');
  const trades = page().locator('section.trades');
  await trades.locator('tbody tr').first().waitFor({ timeout: TIMEOUT });
  const live = page().locator('.live-state[data-live="true"]');
  await live.waitFor({ timeout: TIMEOUT });
  assert.match(await live.innerText(), /^Live: trades, the current candle and the figures update as they happen\.$/);
  assert.equal(await live.getAttribute('role'), 'status');
  const asked = wb.api.requests.filter((r) => r.path === TRADES_PATH).length;
  const firstRow = async () => (await trades.locator('tbody tr').first().innerText()).replace(/\s+/g, ' ').trim();
  const before = await firstRow();
  wb.api.pushMarket(1, 'fast-trade'); // the server's own timer sends one every 1.5 s as well
  const end = Date.now() + TIMEOUT;
  while (await firstRow() === before) {
    if (Date.now() > end) throw new Error(`no live trade at the top; still ${before}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.match(await firstRow(), /^\S.* (Buy|Sell) \$[\d,.]+ [\d,.e-]+ WETH \$[\d,.]+ 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} Copy Tx ↗$/);
  assert.equal(wb.api.requests.filter((r) => r.path === TRADES_PATH).length, asked, 'the row came live, not from a refresh');
  if (shot) {
    await trades.locator('h2').scrollIntoViewIfNeeded();
    await wb.screenshot(shot);
  }
}

describe('Pool page live (UI, Growth plan)', () => {
  let wb: Workbench;
  before(async () => { wb = await openWorkbench({ plan: 'growth' }); });
  after(() => wb?.close());

  it('says Live and shows a new trade at the top without Refresh', async () => {
    await liveTradeArrives(wb, 'pool-live');
    assert.ok(wb.api.streamStats().marketSubscriptions >= 2);
  });

  it('applies the size filter to live trades: at $10K+, a small live trade never shows', async () => {
    const trades = wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame').locator('section.trades');
    await trades.locator('[role="radio"]', { hasText: '$10K+' }).click();
    await trades.locator('.trades-status', { hasText: /of \$10,000 or more/ }).waitFor({ timeout: TIMEOUT });
    wb.api.pushMarket(30, 'fast-trade'); // thirty trades of $50 to $20,050
    await new Promise((r) => setTimeout(r, 1000));
    const usd = await trades.locator('tbody td:nth-child(5)').allInnerTexts();
    assert.ok(usd.length > 0, 'some live trades of $10K or more');
    for (const value of usd) assert.ok(Number(value.replace(/[$,]/g, '')) >= 10_000, value);
  });

  it('keeps every character typed into the quote box and the focus while the figures tick', async () => {
    const frame = wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');
    const amount = frame.locator('section.quote input#quote-amount');
    const liquidity = async () => (await frame.locator('header').first().innerText()).replace(/\s+/g, ' ');
    await amount.click();
    const before = await liquidity();
    for (const key of '2500.75') {
      wb.api.pushMarket(1, 'market-details'); // the pool's figures: the whole state is redrawn for each
      await wb.page.waitForTimeout(120);
      await wb.page.keyboard.type(key);
    }
    await wb.page.waitForTimeout(300);
    assert.notEqual(await liquidity(), before, 'the figures did tick while typing');
    assert.equal(await amount.inputValue(), '2500.75');
    assert.equal(await hasFocus(amount), true, 'the amount keeps the focus');
    // And the keyboard gets past the chart: Tab from the amount reaches Recent trades' filter.
    const reached: string[] = [];
    for (let i = 0; i < 12 && !reached.some((r) => /\$10K\+/.test(r)); i++) {
      wb.api.pushMarket(1, 'market-details');
      await wb.page.keyboard.press('Tab');
      reached.push(await frame.locator(':focus').evaluate((e) => `${e.tagName} ${e.textContent ?? ''}`.trim()).catch(() => 'BODY'));
    }
    assert.ok(reached.some((r) => /\$10K\+/.test(r)), reached.join(' | '));
    assert.ok(!reached.includes('BODY'), `focus fell to the page: ${reached.join(' | ')}`);
  });

  it('keeps the keyboard in the trades when new trades push the focused one out of the list', async () => {
    const frame = wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');
    const trades = frame.locator('section.trades');
    await trades.locator('[role="radio"]', { hasText: 'All' }).click();
    await trades.locator('.trades-status', { hasText: /^The latest \d+ trades; showing the newest 25\./ }).waitFor({ timeout: TIMEOUT });
    const last = trades.locator('tbody tr').last().locator('td.tx button');
    const pushedOut = await last.getAttribute('data-focus');
    await last.focus();
    wb.api.pushMarket(3, 'fast-trade');
    await trades.locator(`tbody button[data-focus="${pushedOut}"]`).waitFor({ state: 'detached', timeout: TIMEOUT });
    await wb.page.waitForTimeout(300);
    const focused = () => frame.locator(':focus').evaluate((e) => `${e.tagName} ${e.closest('tbody tr:last-child') ? 'last row' : ''} ${e.textContent ?? ''}`.trim()).catch(() => 'BODY');
    assert.match(await focused(), /^BUTTON last row Tx ↗$/, 'focus takes the pushed-out trade\'s place: the last row\'s Tx');
    await wb.page.keyboard.press('Tab');
    const next = await focused();
    assert.match(next, /^BUTTON\s+Show 25 more$/, `and Tab goes on to the next control, not ${next}`);
  });
});

describe('Pool page live in the browser build (UI, Growth plan)', () => {
  let wb: Workbench;
  before(async () => { wb = await openWorkbench({ plan: 'growth', web: true }); });
  after(() => wb?.close());

  it('streams on the browser\'s WebSocket: Live, and a new trade at the top without Refresh', async () => {
    await liveTradeArrives(wb);
  });
});
