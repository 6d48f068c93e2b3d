// The Walletscope sidebar on screen: wallets with totals, holdings, the status bar, Add Wallet from the
// keyboard, and the NFTs view. Screenshots go to test-results/e2e/ (the README shows one, docs/wallets.md three).
import * as assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { WALLETS } from '../server/data/wallet-addresses';
import { waitFor } from '../host/wait';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;

describe('Walletscope sidebar (UI)', () => {
  let wb: Workbench;

  before(async () => {
    wb = await openWorkbench({
      settings: {
        'walletscope.wallets': [
          { address: WALLETS.ordinary, label: 'Main' },
          { address: WALLETS.multichain, label: 'Multichain' },
          { address: WALLETS.solana, label: 'Phantom' },
          { address: WALLETS.nftOnly, label: 'Collector' },
        ],
      },
    });
    await wb.openViewContainer('Walletscope');
  });
  after(() => wb?.close());

  const pane = (title: string): Locator =>
    wb.page.locator('.part.sidebar .pane').filter({ has: wb.page.locator('.pane-header .title', { hasText: new RegExp(`^${title}$`, 'i') }) });
  const row = (title: string, text: string | RegExp): Locator => pane(title).locator('.monaco-list-row', { hasText: text }).first();
  const rowTexts = async (title: string): Promise<string[]> =>
    (await pane(title).locator('.monaco-list-row').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

  it('lists the watched wallets with their totals and a grand total', async () => {
    await row('Wallets', /Phantom\s*\$/).waitFor({ timeout: TIMEOUT });
    const texts = await rowTexts('Wallets');
    assert.match(texts[0] ?? '', /^All wallets\s*\$[\d,]+\.\d\d$/);
    for (const [i, label] of ['Main', 'Multichain', 'Phantom', 'Collector'].entries()) {
      assert.match(texts[i + 1] ?? '', new RegExp(`^${label}\\s*\\$[\\d,]+\\.\\d\\d`), texts.join(' | '));
    }
  });

  it('shows a wallet\'s holdings, largest first, when it is expanded', async () => {
    await wb.setExpanded(row('Wallets', /^Main/), true);
    await row('Wallets', /USDC · USD Coin/).waitFor({ timeout: TIMEOUT });
    const holdings = (await rowTexts('Wallets')).filter((t) => /^[A-Z0-9]+ · /.test(t));
    const values = holdings.map((t) => Number(/\$([\d,]+\.\d\d)/.exec(t)?.[1]?.replace(/,/g, '')));
    assert.ok(values.length >= 5, holdings.join(' | '));
    assert.deepEqual(values, [...values].sort((a, b) => b - a));
  });

  it('shows the total of all wallets in the status bar', async () => {
    const item = wb.page.locator('.part.statusbar .statusbar-item-label[aria-label^="Walletscope total"]');
    await item.waitFor({ timeout: TIMEOUT });
    const total = (await rowTexts('Wallets'))[0]?.replace(/^All wallets\s*/, '');
    assert.match(await item.innerText(), new RegExp(`\\${total}`));
    await wb.screenshot('wallets-view');
  });

  it('adds a wallet from the keyboard, checking the address as it is typed', async () => {
    const input = wb.page.locator('.quick-input-widget .quick-input-box input');
    await wb.startCommand('Walletscope: Add Wallet');
    await wb.page.locator('.quick-input-widget .quick-input-title', { hasText: 'Add Wallet (1/2)' }).waitFor({ timeout: TIMEOUT });
    await input.fill('0x1234');
    const message = wb.page.locator('.quick-input-widget .quick-input-message');
    await message.filter({ hasText: /40 hex digits after 0x; this has 4/ }).waitFor({ timeout: TIMEOUT });
    await input.fill(WALLETS.ordinary.toLowerCase());
    await message.filter({ hasText: /Already watched as Main/ }).waitFor({ timeout: TIMEOUT });
    await input.fill(WALLETS.mixed);
    await wb.page.keyboard.press('Enter');
    await wb.page.locator('.quick-input-widget .quick-input-title', { hasText: 'Add Wallet (2/2)' }).waitFor({ timeout: TIMEOUT });
    await input.fill('Vitalik');
    await wb.page.keyboard.press('Enter');
    await row('Wallets', /^Vitalik\s*\$/).waitFor({ timeout: TIMEOUT });
  });

  it('sets spam aside and flags the honeypot and the taxed token', async () => {
    const viewport = wb.page.viewportSize()!;
    await wb.page.setViewportSize({ width: viewport.width, height: 1300 }); // room for the wallet's rows
    await wb.setExpanded(row('Wallets', /^Main\s*\$/), false); // the wallet an earlier test expanded
    await wb.setExpanded(row('Wallets', /^Vitalik\s*\$/), true);
    await row('Wallets', /^SMINU · SafeMoon Inu\s*Honeypot: it cannot be sold/).waitFor({ timeout: TIMEOUT });
    await row('Wallets', /^PAYINU · PayDay Inu\s*25% sell tax/).waitFor({ timeout: TIMEOUT });
    await wb.setExpanded(row('Wallets', /^1 spam token hidden \(\$2,500\.00\)/), true);
    await row('Wallets', /^USDCR · \$ 2,500 USDC Reward/).waitFor({ timeout: TIMEOUT });
    await wb.screenshot('wallets-spam-risk');
    await wb.setExpanded(row('Wallets', /^Vitalik\s*\$/), false);
    await wb.page.setViewportSize(viewport);
  });

  it('groups NFTs by collection in the NFTs view', async () => {
    await row('NFTs', /^Collector/).waitFor({ timeout: TIMEOUT });
    await row('NFTs', /^Collector\s*\d+ NFTs/).waitFor({ timeout: TIMEOUT });
    await wb.setExpanded(row('NFTs', /^Collector/), true);
    const collection = pane('NFTs').locator('.monaco-list-row', { hasText: /\d+ · 0x/ }).first();
    await collection.waitFor({ timeout: TIMEOUT });
    await wb.setExpanded(collection, true);
    await row('NFTs', /#\d+.*(Ethereum|Base)/).waitFor({ timeout: TIMEOUT });
    await wb.screenshot('nfts-view');
  });

  // Last: it reloads the window, which starts a new extension host with the same profile.
  it('shows the last data at once after a restart, with its age, asks nothing while it is fresh, and refreshes on request', async () => {
    wb.api.addFault({ kind: 'hang', times: Infinity, path: '/api/1/wallet/portfolio' });
    wb.api.resetCounts();
    await wb.page.reload();
    await wb.waitUntilReady();
    await wb.openViewContainer('Walletscope');
    await row('Wallets', /^Main\s*\$[\d,]+\.\d\d · saved /).waitFor({ timeout: TIMEOUT });
    assert.match((await rowTexts('Wallets'))[0] ?? '', /^All wallets\s*\$[\d,]+\.\d\d$/);
    await new Promise((r) => setTimeout(r, 2000));
    assert.equal(wb.api.count('/api/1/wallet/portfolio'), 0, 'a reload spends nothing while the data is fresher than the next refresh');
    await wb.screenshot('wallets-after-restart');
    await wb.runCommand('Walletscope: Refresh Wallets');
    await row('Wallets', /^Main\s*\$[\d,]+\.\d\d · saved .*updating…/).waitFor({ timeout: TIMEOUT });
    // The reloaded window asks the configured service (which hangs), not the default one (which fails at once here).
    await waitFor('the reloaded window to ask the reference API', () => wb.api.count('/api/1/wallet/portfolio') > 0 || undefined, { timeoutMs: TIMEOUT });
    wb.api.clearFaults();
  });
});
