// Hide Amounts on screen: from the command palette, every figure of the user's holdings leaves the workbench
// (read as the user sees it: every visible text), the state survives a reload, and the status bar eye brings
// the amounts back.
import * as assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { WALLETS } from '../server/data/wallet-addresses';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;
/** A money or token figure as Walletscope writes one: "$1,234.56", "2,045.75", "+12.3%", "4.2e17", "42.5M". */
const FIGURE = /\$\s?\d|\d[\d,]*\.\d|\d%|\d+(\.\d+)?e-?\d|\d[KMBT]\b/;

describe('Hide Amounts (UI)', () => {
  let wb: Workbench;

  before(async () => {
    wb = await openWorkbench({
      settings: {
        'walletscope.wallets': [{ address: WALLETS.ordinary, label: 'Main' }, { address: WALLETS.multichain }],
        'walletscope.privacy.maskAddresses': true,
      },
    });
    await wb.openViewContainer('Walletscope');
  });
  after(() => wb?.close());

  const wallets = (): Locator => wb.page.locator('.part.sidebar .pane').filter({ has: wb.page.locator('.pane-header .title', { hasText: /^Wallets$/i }) });
  const row = (text: string | RegExp): Locator => wallets().locator('.monaco-list-row', { hasText: text }).first();
  /** Every text the workbench shows (labels, descriptions, status bar, notifications), and the tooltips of the Wallets rows. */
  const visibleText = async (): Promise<string> => {
    const shown = await wb.page.locator('.monaco-workbench').innerText();
    const titles = await wb.page.locator('.part.sidebar [title], .part.statusbar [aria-label]').evaluateAll(
      (els) => els.map((e) => `${e.getAttribute('title') ?? ''} ${e.getAttribute('aria-label') ?? ''}`).join('\n'));
    return `${shown}\n${titles}`;
  };

  it('masks every figure in the sidebar and the status bar, and wallet addresses when asked', async () => {
    await row(/^Main\s*\$/).waitFor({ timeout: TIMEOUT });
    await wb.setExpanded(row(/^Main/), true);
    await row(/USDC · USD Coin/).waitFor({ timeout: TIMEOUT });
    assert.match(await visibleText(), FIGURE, 'figures are on screen before');
    await wb.runCommand('Walletscope: Hide Amounts');
    await row(/^Main\s*•••••/).waitFor({ timeout: TIMEOUT });
    await row(/^0x•••••/).waitFor({ timeout: TIMEOUT });
    const text = await visibleText();
    const leaks = text.split('\n').filter((line) => FIGURE.test(line));
    assert.deepEqual(leaks, [], 'no figure anywhere on screen');
    assert.doesNotMatch(text, /0x83205C42/i, 'the unlabelled wallet\'s address is masked');
    await wb.screenshot('wallets-hidden-amounts');
  });

  it('stays hidden after a reload, and the status bar eye shows the amounts again', async () => {
    await wb.page.reload();
    await wb.waitUntilReady();
    await wb.openViewContainer('Walletscope');
    await row(/^Main\s*•••••/).waitFor({ timeout: TIMEOUT });
    await wb.page.locator('.part.statusbar .statusbar-item-label[aria-label*="show amounts"]').click();
    await row(/^Main\s*\$[\d,]+\.\d\d/).waitFor({ timeout: TIMEOUT });
    await wb.page.locator('.part.statusbar .statusbar-item-label[aria-label^="Walletscope total $"]').waitFor({ timeout: TIMEOUT });
  });
});
