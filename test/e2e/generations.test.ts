// The demo against a service whose v1 paths are retired (`npm start -- --retire-v1`), on screen: a watched
// wallet's total, search to an asset page with its chart, and a hover with its price, each from the current
// paths, with each retired path asked once at most (the probe).
import * as assert from 'node:assert/strict';
import type { FrameLocator } from 'playwright-core';
import { WALLETS } from '../server/data/wallet-addresses';
import { RETIRED_V1_PATHS } from '../server/v2-routes';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('The demo with the v1 paths retired (UI)', () => {
  let wb: Workbench;

  before(async () => {
    wb = await openWorkbench({
      generations: 'retire-v1',
      settings: { 'walletscope.wallets': [{ address: WALLETS.ordinary, label: 'Main' }, { address: WALLETS.multichain, label: 'Multichain' }] },
    });
  });
  after(() => wb?.close());

  const page = (): FrameLocator => wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');
  const picker = () => wb.page.locator('.quick-input-widget');
  const answered = (path: string) => wb.api.requests.filter((r) => r.path === path).length;

  it('shows the watched wallets\' totals', async () => {
    await wb.openViewContainer('Walletscope');
    const wallets = wb.page.locator('.part.sidebar .pane .monaco-list-row');
    await wallets.filter({ hasText: /^Multichain\s*\$[\d,]+\.\d\d/ }).first().waitFor({ timeout: TIMEOUT });
    await wallets.filter({ hasText: /^Main\s*\$[\d,]+\.\d\d/ }).first().waitFor({ timeout: TIMEOUT });
    assert.ok(answered('/api/1/wallet/portfolio') >= 2, 'a request per wallet on the kept path');
  });

  it('searches, and opens the picked asset\'s page with its chart', async () => {
    await wb.startCommand('Walletscope: Search Assets');
    await picker().locator('.quick-input-box input').pressSequentially('aave', { delay: 40 });
    await picker().locator('.monaco-list-row', { hasText: /^AAVE ?Aave/ }).first().click({ timeout: TIMEOUT });
    await page().locator('h1', { hasText: 'Aave' }).waitFor({ timeout: TIMEOUT });
    await page().locator('section.chart[data-state="loaded"] .chart-plot canvas').waitFor({ timeout: TIMEOUT });
    assert.ok(Number(await page().locator('section.chart').getAttribute('data-points')) >= 250, 'a day of 5-minute prices');
    assert.ok(answered('/api/2/fast-search') >= 1, 'fast search answered');
    assert.ok(answered('/api/2/asset/price-history') >= 1, 'v2 history answered');
    await wb.screenshot('retire-v1-asset-page');
  });

  it('hovers a contract address with its price', async () => {
    const hover = await wb.hoverInDemoContract(USDC, 'USD Coin');
    assert.match((await hover.innerText()).replace(/\u00a0/g, ' '), /USD Coin \(USDC\) · \$(0\.99\d*|1(\.00\d*)?) \([+−]?\d+(\.\d+)?% 24h\)/);
  });

  it('asked each retired path once at most: the probe, never again', () => {
    for (const path of RETIRED_V1_PATHS) assert.ok(answered(path) <= 1, `${path} asked ${answered(path)} times`);
  });
});
