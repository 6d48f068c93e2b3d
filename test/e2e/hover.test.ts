// Hovering an address in the editor: the hover widget shows the asset, read back and screenshotted
// (the screenshot is used in docs/hovers.md).
import * as assert from 'node:assert/strict';
import { waitFor } from '../host/wait';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;
/** Where the service's logos are (the reference data's are made-up files there); refused below, so none ever loads. */
const LOGO_HOST = 'https://metadata.mobula.io/**';

/** The DOM used inside the page (this tsconfig has no DOM types). */
interface Node { readonly nodeType: number; readonly textContent: string | null; readonly childNodes: Iterable<Node> }
interface Box { readonly left: number; readonly top: number; readonly right: number; readonly width: number; readonly height: number }
interface Element extends Node { getBoundingClientRect(): Box; querySelectorAll(selector: string): Iterable<Element & Image> }
interface Image { readonly complete: boolean; readonly naturalWidth: number }
interface PageGlobals { readonly document: { createRange(): { selectNodeContents(n: Node): void; getBoundingClientRect(): Box } } }
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const POOL = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';

describe('Address hover (UI)', () => {
  let wb: Workbench;

  before(async () => {
    wb = await openWorkbench();
    await wb.page.route(LOGO_HOST, (route) => route.abort());
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
    // The logo could not load: it leaves no gap, and the name starts where every other line of the hover starts.
    const readLines = () => hover.locator('.rendered-markdown').first().evaluate((markdown) => {
      const { document } = globalThis as unknown as PageGlobals;
      return [...(markdown as unknown as Element).querySelectorAll('p')].slice(0, 3).map((p) => {
        // Where the line's first word starts: the box of its first text (an image before it pushes it right).
        const walk: Node[] = [p];
        let text: Node | undefined;
        while (walk.length > 0 && !text) {
          const node = walk.shift()!;
          if (node.nodeType === 3 && node.textContent?.trim()) text = node;
          else walk.unshift(...node.childNodes);
        }
        const range = document.createRange();
        if (text) range.selectNodeContents(text);
        const failed = [...p.querySelectorAll('img')].filter((img) => img.complete && img.naturalWidth === 0).length;
        return { text: text?.textContent?.trim() ?? '', left: text ? range.getBoundingClientRect().left : NaN, failedImages: failed };
      });
    });
    const lines = await waitFor('the logo to fail to load', async () => {
      const now = await readLines();
      return now[0]?.failedImages === 1 ? now : undefined;
    }, { timeoutMs: TIMEOUT, intervalMs: 100 });
    for (const line of lines.slice(1)) {
      assert.ok(Math.abs(line.left - lines[0]!.left) < 1, `"${lines[0]!.text}" starts at ${lines[0]!.left} px, "${line.text}" at ${line.left} px`);
    }
    // The hover fades in: wait until it is fully drawn before the screenshot (runs in the page, hence a string).
    await wb.page.waitForFunction(
      "[...document.querySelectorAll('.monaco-hover:not(.hidden)')].some((e) => getComputedStyle(e).opacity === '1')",
      undefined, { timeout: TIMEOUT },
    );
    await wb.screenshot('hover');
  });

  it('keeps its whole action row in view in a narrow editor', async () => {
    await wb.page.mouse.move(5, 5);
    await wb.page.locator('.monaco-hover:not(.hidden)').first().waitFor({ state: 'hidden', timeout: TIMEOUT }).catch(() => undefined);
    const size = wb.page.viewportSize()!;
    await wb.page.setViewportSize({ width: 600, height: size.height }); // the editor is about 250 px wide beside the sidebar
    try {
      const line = wb.page.locator('.monaco-editor .view-line', { hasText: 'constant USDC' }).first();
      await line.waitFor({ timeout: TIMEOUT });
      const editor = await wb.page.locator('.part.editor .monaco-editor').first().boundingBox();
      const box = await line.boundingBox();
      assert.ok(editor && box, 'the editor and the line are on screen');
      // The address is past the narrow editor's right edge: put the caret in it from the keyboard (the editor scrolls
      // to it) and ask for the hover as a keyboard user does (Ctrl+K Ctrl+I).
      await wb.page.mouse.click(editor.x + 80, box.y + box.height / 2);
      await wb.page.keyboard.press('End');
      for (let i = 0; i < 4; i++) await wb.page.keyboard.press('ArrowLeft');
      await wb.page.keyboard.press('Control+K');
      await wb.page.keyboard.press('Control+I');
      const hover = wb.page.locator('.monaco-hover:not(.hidden)', { hasText: 'USD Coin' }).first();
      await hover.waitFor({ timeout: TIMEOUT });
      const row = hover.locator('p', { hasText: 'Open asset page' }).first();
      const frame = await hover.boundingBox();
      const actions = await row.locator('a').evaluateAll((links) => links.map((a) => {
        const r = (a as unknown as Element).getBoundingClientRect();
        return { text: ((a as unknown as Node).textContent ?? '').trim(), left: r.left, right: r.left + r.width, top: r.top, bottom: r.top + r.height };
      }));
      assert.ok(frame, 'the hover is on screen');
      assert.deepEqual(actions.map((a) => a.text), ['Open asset page', 'Copy address', 'Open in Etherscan', 'Watch as wallet']);
      // In view without scrolling: inside the hover's frame (its content scrolls under it) and the window.
      const right = Math.min(frame.x + frame.width, size.width);
      const bottom = Math.min(frame.y + frame.height, size.height);
      const cut = actions.filter((a) => a.right > right + 0.5 || a.left < frame.x - 0.5 || a.top < frame.y - 0.5 || a.bottom > bottom + 0.5);
      assert.deepEqual(cut, [], `the hover spans ${Math.round(frame.x)}–${Math.round(frame.x + frame.width)} × ${Math.round(frame.y)}–${Math.round(frame.y + frame.height)} px (editor ${Math.round(editor.width)} px wide)`);
      await wb.page.waitForFunction(
        "[...document.querySelectorAll('.monaco-hover:not(.hidden)')].some((e) => getComputedStyle(e).opacity === '1')",
        undefined, { timeout: TIMEOUT },
      );
      await wb.screenshot('hover-narrow');
    } finally {
      await wb.page.setViewportSize(size);
    }
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
