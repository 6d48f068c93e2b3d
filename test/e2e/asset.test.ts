// Asset search and the asset page on screen: type a prefix into Search Assets, pick a result, read the page
// in its webview, use it from the keyboard, and find it again after a window reload. Its screenshots are in docs/pages.md.
import * as assert from 'node:assert/strict';
import type { FrameLocator } from 'playwright-core';
import { WALLETS } from '../server/data/wallet-addresses';
import { atHalfWidth, cutOff, rowAsShown } from './layout';
import { hasFocus, openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
/** Where the service's logos are (the reference data's are made-up files there). */
const LOGO_HOST = 'https://metadata.mobula.io/**';

/** The DOM used inside the page (this tsconfig has no DOM types). */
interface LogoElement { readonly lastChild: unknown; getBoundingClientRect(): { left: number; width: number } }

interface BrowserWindow {
  getComputedStyle(element: unknown): { backgroundColor: string; getPropertyValue(name: string): string };
}

/** "#1f1f1f" → "rgb(31, 31, 31)", as computed styles write colours. */
function hexToRgb(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m ? `rgb(${m.slice(1).map((h) => parseInt(h, 16)).join(', ')})` : hex;
}

describe('Asset search and page (UI)', () => {
  let wb: Workbench;

  /** How often each logo was asked for: the assets' logos never answer (a host that keeps them waiting), the DEXes' fail. */
  const logoRequests = new Map<string, number>();

  before(async () => {
    wb = await openWorkbench({ settings: { 'walletscope.wallets': [{ address: WALLETS.ordinary, label: 'Main' }, { address: WALLETS.multichain, label: 'Multichain' }] } });
    await wb.page.route(LOGO_HOST, async (route) => {
      const url = route.request().url();
      logoRequests.set(url, (logoRequests.get(url) ?? 0) + 1);
      if (url.includes('/exchanges/')) await route.abort();
      // else left unanswered, as an unreachable host leaves it
    });
  });
  after(() => wb?.close());

  /** The page inside the webview: VS Code nests it in two iframes. */
  const page = (): FrameLocator => wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');
  const picker = () => wb.page.locator('.quick-input-widget');
  const rowTexts = async () => (await picker().locator('.monaco-list-row').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

  it('searches as a prefix is typed and lists symbol, name, price, market cap and chains', async () => {
    const input = picker().locator('.quick-input-box input');
    await wb.startCommand('Walletscope: Search Assets');
    await picker().locator('.quick-input-title', { hasText: 'Search Assets' }).waitFor({ timeout: TIMEOUT });
    await picker().locator('.monaco-list-row', { hasText: /Type a name or symbol/ }).waitFor({ timeout: TIMEOUT });
    const before = wb.api.count('/api/1/search');
    await input.pressSequentially('usd', { delay: 40 });
    await picker().locator('.monaco-list-row', { hasText: /USD Coin/ }).waitFor({ timeout: TIMEOUT });
    assert.equal(wb.api.count('/api/1/search') - before, 1, 'one request for the burst');
    const rows = await rowTexts();
    const usdc = rows.find((r) => /^USDC ?USD Coin/.test(r));
    assert.match(usdc ?? '', /^USDC ?USD Coin · \$(0\.99\d*|1\.00) · MC \$\d+(\.\d+)?B ?Ethereum, Base, .*Solana$/, rows.join(' | '));
    assert.ok(rows.some((r) => /^USDT ?Tether USD · /.test(r)), 'symbol prefixes of other assets too');
    await wb.screenshot('asset-search');
  });

  it('opens the picked result\'s page and shows its data, contracts and the watched wallets\' balances', async () => {
    await picker().locator('.monaco-list-row', { hasText: /^USDC ?USD Coin/ }).first().click();
    await picker().waitFor({ state: 'hidden', timeout: TIMEOUT });
    await page().locator('h1', { hasText: 'USD Coin' }).waitFor({ timeout: TIMEOUT });
    await page().locator('table.holdings').waitFor({ timeout: TIMEOUT });
    const text = (await page().locator('#root').innerText()).replace(/\s+/g, ' ');
    // The live price moves around $1, and exactly 1 shows as "$1".
    assert.match(text, /USD Coin USDC \$(0\.99\d*|1(\.0\d*)?)(?![\d.,])/);
    assert.match(text, /Market cap \$\d+(\.\d+)?B/);
    assert.match(text, /Circulating supply \d+(\.\d+)?B/);
    assert.match(text, new RegExp(`Ethereum ${USDC} Copy Etherscan ↗`));
    assert.match(text, /Base 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913 Copy BaseScan ↗/);
    assert.match(text, /Website/);
    assert.match(text, /In your wallets Wallet Balance Value Main on Ethereum 2,500\.75 USDC \$[\d,]+\.\d\d Multichain on .*2,600\.75 USDC/i);
    // One clock in the header: the live price's time, which replaces when the page's data was read.
    await page().locator('header.asset-header [data-slot="live"] time').waitFor({ timeout: TIMEOUT });
    const header = (await page().locator('header.asset-header').innerText()).replace(/\s+/g, ' ');
    assert.equal(header.match(/\d{1,2}:\d\d:\d\d/g)?.length, 1, `one clock in the header: ${header}`);
    assert.match(header, /(Live · |Updated )\d{1,2}:\d\d:\d\d/);
    await wb.page.locator('.tab', { hasText: 'USDC' }).waitFor({ timeout: TIMEOUT });
    await wb.screenshot('asset-page');
  });

  it('lists the token\'s pools, most liquid first, with the sort named and changeable by keyboard, and thin pools behind a toggle', async () => {
    const section = page().locator('section.pools');
    await section.locator('tbody tr').first().waitFor({ timeout: TIMEOUT });
    const status = () => section.locator('.pools-status').innerText();
    assert.match(await status(), /^Sorted by liquidity, highest first\. Showing \d+ of \d+\./);
    const first = (await section.locator('tbody tr').first().innerText()).replace(/\s+/g, ' ');
    assert.match(first, /^WETH \/ USDC Uniswap V3 Ethereum \$[\d,.]+ \$\d+(\.\d+)?M \$\d+(\.\d+)?[MK] [+−]?[\d.]+% [\d,]+ \/ [\d,]+ \d+(\.\d)? y Copy ?Explorer$/);
    await section.locator('[role="radio"][aria-checked="true"]').focus();
    await wb.page.keyboard.press('ArrowRight');
    await section.locator('[role="radio"][aria-checked="true"]', { hasText: 'Volume 24h' }).waitFor({ timeout: TIMEOUT });
    assert.match(await status(), /^Sorted by volume 24h, highest first\./);
    assert.equal(await section.locator('th[aria-sort="descending"]').innerText(), 'Volume 24h');
    await wb.page.keyboard.press('ArrowLeft');
    const rows = await section.locator('tbody tr').count();
    const toggle = section.locator('.pools-low input');
    if (await toggle.isVisible()) {
      await toggle.check();
      assert.ok((await section.locator('tbody tr').count()) > rows, 'thin pools show when asked');
      await toggle.uncheck();
    }
    assert.deepEqual(await cutOff(page(), 'table'), [], 'every column shows in a wide editor');
    await section.scrollIntoViewIfNeeded();
    await wb.screenshot('asset-pools');
  });

  it('keeps the keyboard on a pool\'s button while the pools\' live figures come in', async () => {
    const pools = page().locator('section.pools');
    await pools.getByText(/Live: prices, liquidity and volume update as they happen\./).waitFor({ timeout: TIMEOUT });
    const explorer = pools.locator('tbody tr').first().locator('button[data-action="open"]');
    const focus = await explorer.getAttribute('data-focus');
    assert.match(focus ?? '', /^explorer:0x/);
    await explorer.focus();
    const focused = () => page().locator('body').evaluate(() => (globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } | null } }).document.activeElement?.getAttribute('data-focus') ?? 'none');
    for (let i = 0; i < 3; i++) {
      wb.api.pushMarket(1, 'market-details'); // each pool's figures: the section is redrawn for them
      await wb.page.waitForTimeout(400);
      assert.equal(await focused(), focus, `after live figures ${i + 1}`);
    }
  });

  it('shows every column of its tables at half the window\'s width: the rows reflow, nothing is cut on the right', async () => {
    await page().locator('section.pools tbody tr').first().waitFor({ timeout: TIMEOUT });
    assert.equal(await page().locator('table.pools-table, table.holdings').count(), 2, 'the pools and the watched wallets\' holdings');
    await atHalfWidth(wb, page(), async (width) => {
      assert.ok(width > 400 && width < 600, `${width} px wide`);
      assert.deepEqual(await cutOff(page(), 'table'), []);
      // Each pool still reads as its figures under their column names.
      assert.match(await rowAsShown(page(), 'section.pools tbody tr'),
        /^WETH \/ USDC DEX Uniswap V3 Chain Ethereum Price \$[\d,.]+ Liquidity \$\d+(\.\d+)?M Volume 24h \$[\d.]+[MK] Change 24h [+−]?[\d.]+% Buys \/ sells 24h [\d,]+ \/ [\d,]+ Age \d+(\.\d)? y Copy ?Explorer$/);
      await page().locator('section.pools').scrollIntoViewIfNeeded();
      await wb.screenshot('asset-pools-half');
    });
  });

  it('quotes USDC against ETH read-only: amount out and price impact, and says for which wallet', async () => {
    const section = page().locator('section.quote');
    await section.waitFor({ timeout: TIMEOUT });
    const before = wb.api.count('/api/2/swap/quoting');
    await section.locator('select[aria-label="Quote against"]').selectOption('native');
    await section.locator('select[aria-label="Direction"]').selectOption('sell-base');
    const amount = section.locator('input#quote-amount');
    await amount.fill('1000');
    await amount.press('Enter');
    await section.locator('dt', { hasText: 'You would get' }).waitFor({ timeout: TIMEOUT });
    const text = (await section.innerText()).replace(/\s+/g, ' ');
    assert.match(text, /You sell 1,000 USDC You would get 0\.\d+ ETH/);
    assert.match(text, /Price impact [<\d]/);
    assert.match(text, /Quoted for Main\./);
    assert.match(text, /Read-only: Walletscope never signs or sends a transaction\./);
    assert.equal(wb.api.count('/api/2/swap/quoting') - before, 1, 'one request, on Enter');
    await section.scrollIntoViewIfNeeded();
    await wb.screenshot('asset-quote');
  });

  it('keeps every character typed into the quote box, and the focus, while the live price ticks', async () => {
    const amount = page().locator('section.quote input#quote-amount');
    const live = page().locator('[data-slot="live"] time');
    await amount.fill('');
    await amount.focus();
    const ticks = new Set([await live.innerText()]);
    for (const key of '2500.75') {
      await wb.page.keyboard.type(key);
      await wb.page.waitForTimeout(350); // the feed ticks each second: the holdings' values, so the page, redraw
      ticks.add(await live.innerText());
    }
    assert.ok(ticks.size >= 2, `the price ticked while typing (${[...ticks].join(', ')})`);
    assert.equal(await amount.inputValue(), '2500.75');
    assert.equal(await hasFocus(amount), true, 'the amount keeps the focus');
  });

  it('shows the initials, not a blank circle, while its logo\'s host keeps it waiting, and asks for each logo once through the ticks', async () => {
    const header = page().locator('header.asset-header .logo');
    await header.locator('.initials').waitFor({ timeout: TIMEOUT });
    const pools = page().locator('section.pools tbody tr');
    await pools.first().waitFor({ timeout: TIMEOUT });
    /** Where each pool's DEX name starts, and what the header's logo shows. */
    // In the page: no named inner functions (the test runner's transform would name them with a helper the page lacks).
    const seen = () => page().locator('body').evaluate(() => {
      const doc = (globalThis as unknown as { document: { querySelector(s: string): LogoElement | null; querySelectorAll(s: string): Iterable<LogoElement>; createRange(): { selectNodeContents(n: unknown): void; getBoundingClientRect(): { left: number } } } }).document;
      const view = globalThis as unknown as { getComputedStyle(e: LogoElement): { visibility: string } };
      const [initials, image] = [doc.querySelector('header.asset-header .logo .initials'), doc.querySelector('header.asset-header .logo img')]
        .map((e) => Boolean(e && view.getComputedStyle(e).visibility === 'visible' && e.getBoundingClientRect().width > 0));
      const names = [...doc.querySelectorAll('section.pools td.dex')].map((td) => {
        const range = doc.createRange();
        range.selectNodeContents(td.lastChild);
        return Math.round(range.getBoundingClientRect().left - td.getBoundingClientRect().left);
      });
      return { initials, image, names };
    });
    const first = await seen();
    const asked = new Map(logoRequests);
    for (let i = 0; i < 3; i++) {
      wb.api.pushMarket(1, 'market-details'); // the pools' live figures: their rows are drawn again
      await wb.page.waitForTimeout(700); // and the page ticks each second
    }
    const after = await seen();
    for (const [when, view] of [['at first', first], ['after the ticks', after]] as const) {
      assert.equal(view.initials, true, `the initials show ${when}`);
      assert.equal(view.image, false, `no image is drawn ${when} (a blank circle while it waits)`);
      assert.ok(view.names.length > 1 && view.names.every((x) => x === view.names[0]), `the DEX names line up ${when}: ${view.names.join(', ')}`);
    }
    assert.deepEqual(after.names, first.names, 'the DEX column does not move when its logos fail');
    assert.ok([...asked.keys()].some((url) => url.includes('/exchanges/')) && [...asked.keys()].some((url) => url.includes('/logos/')), 'the page asked for its logos');
    assert.deepEqual([...logoRequests].filter(([url, n]) => n > (asked.get(url) ?? 0)), [], 'no logo is asked for again while the page ticks');
  });

  it('is usable from the keyboard: Refresh asks again, Copy confirms', async () => {
    const requests = wb.api.count('/api/1/metadata');
    const refresh = page().locator('button[data-action="refresh"]');
    await refresh.focus();
    await refresh.press('Enter');
    await wb.page.waitForTimeout(500);
    assert.equal(wb.api.count('/api/1/metadata'), requests + 1, 'a forced refresh');
    await page().locator('button[data-action="refresh"]:focus').waitFor({ timeout: TIMEOUT }); // focus survives the redraw
    await wb.page.keyboard.press('Tab');
    const copy = page().locator('.contracts button[data-action="copy"]').first();
    await copy.focus();
    await copy.press('Enter');
    await page().locator('#notice', { hasText: `Copied the contract ${USDC}` }).waitFor({ timeout: TIMEOUT });
  });

  it('follows the editor theme and fits a narrow editor without scrolling sideways', async () => {
    // In the page: the body's background, and the theme's editor background variable (this tsconfig has no DOM types).
    const colours = await page().locator('body').evaluate((body) => {
      const style = (globalThis as unknown as BrowserWindow).getComputedStyle(body);
      return { background: style.backgroundColor, editor: style.getPropertyValue('--vscode-editor-background').trim() };
    });
    colours.editor = hexToRgb(colours.editor);
    assert.equal(colours.background, colours.editor);
    const viewport = wb.page.viewportSize()!;
    await wb.page.setViewportSize({ width: 720, height: viewport.height }); // the sidebar leaves the page about 370 px
    try {
      await wb.page.waitForTimeout(300);
      const widths = await page().locator('html').evaluate((html) => ({ scroll: html.scrollWidth, client: html.clientWidth }));
      assert.ok(widths.client < 450, `${widths.client} px wide`);
      assert.ok(widths.scroll <= widths.client, `${widths.scroll} > ${widths.client}`);
      assert.deepEqual(await cutOff(page(), 'table'), []);
      await wb.screenshot('asset-page-narrow');
    } finally {
      await wb.page.setViewportSize(viewport);
    }
  });

  it('has no link or inline handler in the page: every link is a button that asks the extension', async () => {
    const hrefs = await page().locator('a[href], [onclick], [onerror]').count();
    assert.equal(hrefs, 0);
  });

  it('clears what it shows when it refuses a message, ignores what is not its own, and Retry loads it again', async () => {
    const body = page().locator('body');
    await page().locator('.asset .price').waitFor({ timeout: TIMEOUT });
    const send = (data: unknown) => body.evaluate((_, message) => {
      const window = globalThis as unknown as { dispatchEvent(e: unknown): void; MessageEvent: new (type: string, init: { data: unknown }) => unknown };
      window.dispatchEvent(new window.MessageEvent('message', { data: message }));
    }, data);
    await send({ kind: 'not ours' });
    await wb.page.waitForTimeout(200);
    assert.equal(await page().locator('.asset .price').count(), 1, 'a message that is not the page\'s own changes nothing');
    // Dispatched and read in one task of the page: a state the extension sends next (holdings revalued at a live
    // price) may rightly show the asset again, and must not race the reading.
    const refused = await body.evaluate((_, message) => {
      const window = globalThis as unknown as { dispatchEvent(e: unknown): void; MessageEvent: new (type: string, init: { data: unknown }) => unknown };
      window.dispatchEvent(new window.MessageEvent('message', { data: message }));
      const document = (globalThis as unknown as { document: { body: { innerText: string }; querySelector(s: string): { textContent: string } | null } }).document;
      return { error: document.querySelector('.state.error')?.textContent ?? '', shown: document.body.innerText };
    }, { type: 'state', state: { status: 'loaded', query: 'USDC', refreshing: false, asset: { name: 'x'.repeat(5000) } } });
    assert.match(refused.error, /cannot show/);
    assert.doesNotMatch(refused.shown, /\$|USD Coin|2,500|Copied/, `nothing of the earlier asset stays: ${refused.shown}`);
    await page().locator('button[data-action="refresh"]').click();
    await page().locator('.asset .price', { hasText: /^\$/ }).waitFor({ timeout: TIMEOUT });
    // The page drawn again whole (the error's tree replaced): its chart and Pools come back in their places.
    await page().locator('.asset section.chart canvas').waitFor({ timeout: TIMEOUT });
    await page().locator('.asset section.pools tbody tr').first().waitFor({ timeout: TIMEOUT });
  });

  it('inserts a result\'s contract address at the cursor, asking for the chain when there are several', async () => {
    await wb.runCommand('File: New Untitled Text File');
    const editor = wb.page.locator('.editor-instance .monaco-editor').first();
    await editor.waitFor({ timeout: TIMEOUT });
    await wb.page.keyboard.type('const usdc = ');
    const input = picker().locator('.quick-input-box input');
    await wb.startCommand('Walletscope: Search Assets');
    await input.pressSequentially('usd c', { delay: 30 });
    const row = picker().locator('.monaco-list-row', { hasText: /^USDC ?USD Coin/ }).first();
    await row.hover({ timeout: TIMEOUT });
    await row.locator('.action-label[aria-label^="Insert the contract address"]').click({ timeout: TIMEOUT });
    await picker().locator('.quick-input-title', { hasText: 'USDC: contract on which chain?' }).waitFor({ timeout: TIMEOUT });
    await input.fill('Base');
    await wb.page.keyboard.press('Enter');
    await editor.locator('.view-lines', { hasText: 'const usdc = 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' }).waitFor({ timeout: TIMEOUT });
    await wb.runCommand('View: Revert and Close Editor');
  });

  it('lists pairs as "WSOL/USDC · Raydium" with their liquidity and volume', async () => {
    await wb.focus();
    await wb.startCommand('Walletscope: Search Assets');
    await picker().locator('.quick-input-box input').pressSequentially('wsol', { delay: 30 });
    await picker().locator('.monaco-list-row', { hasText: /WSOL\/USDC · Raydium/ }).waitFor({ timeout: TIMEOUT });
    const rows = await rowTexts();
    assert.match(rows.find((r) => r.startsWith('WSOL/USDC · Raydium')) ?? '', /· Liq \$[\d.]+[KMB] · Vol 24h \$[\d.]+[KMB] ?Solana · pair /);
    await wb.screenshot('asset-search-pairs');
    await wb.page.keyboard.press('Escape');
  });

  it('shows upcoming unlocks, exchanges, distribution and investors where the service has them', async () => {
    await wb.runCommand('View: Close All Editors');
    await wb.startCommand('Walletscope: Show Asset');
    await picker().locator('.quick-input-box input').fill('ARB');
    await wb.page.keyboard.press('Enter');
    await page().locator('h1', { hasText: 'Arbitrum' }).waitFor({ timeout: TIMEOUT });
    await page().locator('section.unlocks').waitFor({ timeout: TIMEOUT });
    const text = (await page().locator('#root').innerText()).replace(/\s+/g, ' ');
    assert.match(text, /Listed \d{1,2} \w{3} 20\d\d/);
    // Section headings are upper-cased by the stylesheet.
    assert.match(text, /Upcoming unlocks Date Amount Of supply To \d{1,2} \w{3} 20\d\d [\d.]+M ARB [\d.]+% /i);
    assert.match(text, /Exchanges .*Binance/i);
    assert.match(text, /Token distribution DAO Treasury [\d.]+%/i);
    assert.match(text, /Investors Lightspeed Venture Partners Lead/i);
    assert.equal(await page().locator('meter').count() > 0, true, 'distribution bars');
    await wb.screenshot('asset-page-extras');
  });

  // Last: it reloads the window, which starts a new extension host with the same profile.
  it('comes back after a window reload', async () => {
    // "Reload Window" as a user runs it: the workbench saves its editors (this page among them) before it reloads.
    await wb.focus(); // keyboard focus may be inside the page's frame, which keeps F1 to itself
    wb.api.resetCounts();
    await Promise.all([wb.page.waitForEvent('load', { timeout: TIMEOUT }), wb.startCommand('Developer: Reload Window', { navigates: true })]);
    await wb.waitUntilReady();
    await page().locator('h1', { hasText: 'Arbitrum' }).waitFor({ timeout: TIMEOUT });
    assert.ok(wb.api.count('/api/1/metadata') > 0, 'the restored page asked the configured service');
  });
});
