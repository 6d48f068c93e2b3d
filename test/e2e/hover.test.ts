// Hovering an address in the editor: the hover widget shows the asset, read back and screenshotted
// (the screenshot is used in docs/hovers.md).
import * as assert from 'node:assert/strict';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const POOL = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';

describe('Address hover (UI)', () => {
  let wb: Workbench;

  before(async () => {
    wb = await openWorkbench();
    await wb.openViewContainer('Explorer');
    const tree = wb.page.locator('.part.sidebar .monaco-list-row');
    await tree.filter({ hasText: /^contracts$/ }).first().click({ timeout: TIMEOUT });
    await tree.filter({ hasText: 'TreasuryRouter.sol' }).first().click({ timeout: TIMEOUT });
    await wb.page.locator('.monaco-editor .view-line', { hasText: USDC }).first().waitFor({ timeout: TIMEOUT });
  });
  after(() => wb?.close());

  it('shows the asset when the mouse rests on its contract address', async () => {
    const line = wb.page.locator('.monaco-editor .view-line', { hasText: USDC }).first();
    const box = await line.boundingBox();
    const text = await line.innerText();
    assert.ok(box, 'the line is on screen');
    // Point at the middle of the address: its share of the line's width, as the editor uses a monospace font.
    const middle = (text.indexOf(USDC) + USDC.length / 2) / text.length;
    await wb.page.mouse.move(box.x + box.width * middle, box.y + box.height / 2);
    const hover = wb.page.locator('.monaco-hover:not(.hidden)', { hasText: 'USD Coin' }).first();
    await hover.waitFor({ timeout: TIMEOUT });
    const shown = (await hover.innerText()).replace(/\u00a0/g, ' ');
    assert.match(shown, /USD Coin \(USDC\) · \$(0\.99\d*|1(\.00\d*)?) \([+−]?\d+(\.\d+)?% 24h\) · Ethereum/);
    // The price and its 24h change cost one batched request; no 5-credit history, and no image that could not load.
    assert.equal(wb.api.count('/api/2/asset/price-history') + wb.api.count('/api/1/market/history'), 0, 'no history bought for a hover');
    assert.equal(await hover.locator('img[alt="price trend"]').count(), 0);
    assert.match(shown, /Market cap \$[\d.]+B/);
    assert.match(shown, /Open asset page · Copy address · Open in Etherscan · Watch as wallet/);
    // The hover fades in: wait until it is fully drawn before the screenshot (runs in the page, hence a string).
    await wb.page.waitForFunction(
      "[...document.querySelectorAll('.monaco-hover:not(.hidden)')].some((e) => getComputedStyle(e).opacity === '1')",
      undefined, { timeout: TIMEOUT },
    );
    await wb.screenshot('hover');
  });

  it('names a pool\'s pair, DEX and chain when the mouse rests on a pool address', async () => {
    await wb.page.mouse.move(5, 5);
    await wb.page.locator('.monaco-hover:not(.hidden)').first().waitFor({ state: 'hidden', timeout: TIMEOUT }).catch(() => undefined);
    const line = wb.page.locator('.monaco-editor .view-line', { hasText: POOL }).first();
    const box = await line.boundingBox();
    const text = await line.innerText();
    assert.ok(box, 'the line is on screen');
    const middle = (text.indexOf(POOL) + POOL.length / 2) / text.length;
    await wb.page.mouse.move(box.x + box.width * middle, box.y + box.height / 2);
    const hover = wb.page.locator('.monaco-hover:not(.hidden)', { hasText: 'pool' }).first();
    await hover.waitFor({ timeout: TIMEOUT });
    const shown = (await hover.innerText()).replace(/\u00a0/g, ' ');
    assert.match(shown, /WETH \/ USDC pool · Uniswap V3 · Ethereum/);
    assert.match(shown, /Liquidity \$[\d.]+M · 24h volume \$[\d.]+[MK]/);
    assert.match(shown, /Open pool · Open asset WETH · Open asset USDC · Copy address · Open in Etherscan/);
    await wb.page.waitForFunction(
      "[...document.querySelectorAll('.monaco-hover:not(.hidden)')].some((e) => getComputedStyle(e).opacity === '1')",
      undefined, { timeout: TIMEOUT },
    );
    await wb.screenshot('pool-hover');
  });
});
