// Hovering an address in the editor: the hover widget shows the asset, read back and screenshotted
// (the screenshot is used in README.md).
import * as assert from 'node:assert/strict';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

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
    assert.match(shown, /USD Coin \(USDC\) · \$(0\.99|1\.00)\d* \([+−]?\d+(\.\d+)?% 24h\) · Ethereum/);
    // The 7-day sparkline: an image the extension drew, rendered by the hover (not a broken image).
    const sparkline = hover.locator('img[src^="data:image/svg+xml;base64,"]');
    await sparkline.waitFor({ timeout: TIMEOUT });
    assert.equal(await sparkline.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), 120);
    assert.match(shown, /Market cap \$[\d.]+B/);
    assert.match(shown, /Open asset page · Copy address · Open in Etherscan · Watch as wallet/);
    // The hover fades in: wait until it is fully drawn before the screenshot (runs in the page, hence a string).
    await wb.page.waitForFunction(
      "[...document.querySelectorAll('.monaco-hover:not(.hidden)')].some((e) => getComputedStyle(e).opacity === '1')",
      undefined, { timeout: TIMEOUT },
    );
    await wb.screenshot('hover');
  });
});
