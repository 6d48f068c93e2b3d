// Alerts on screen, in the desktop build and the browser build: funds moved through the reference API raise one
// notification naming the wallet, what moved and its worth, the Walletscope activity bar entry shows the badge and the
// wallet's row is marked; Show Wallet on the notification clears both, and its page lists the announced transaction
// first, marked, even when it was open from before the move.
import * as assert from 'node:assert/strict';
import { WALLETS } from '../server/data/wallet-addresses';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;

for (const web of [false, true]) {
  describe(`Alerts when a wallet moves (UI, ${web ? 'browser' : 'desktop'} build)`, () => {
    let wb: Workbench;

    before(async () => {
      // A plan without wallet streams: these moves are alerted by the refreshes asked for (the desktop build on Growth or
      // Enterprise would alert a move within seconds, before the restart below; test/integration/alertStream.test.ts).
      wb = await openWorkbench({ web, plan: 'startup', settings: { 'walletscope.wallets': [{ address: WALLETS.ordinary, label: 'Main' }] } });
      await wb.openViewContainer('Walletscope');
    });
    after(() => wb?.close());

    const badge = () => wb.activityBarEntry('Walletscope').locator('xpath=..').locator('.badge-content');

    const walletPage = () => wb.page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');

    it('raises one notification with the wallet\'s name and the USD value and a badge, both cleared by Show Wallet, which shows the move first', async () => {
      await wb.page.locator('.part.sidebar .monaco-list-row', { hasText: /^Main\s*\$[\d,]+\.\d\d/ }).first().waitFor({ timeout: TIMEOUT });
      // The wallet's page open from before the move: its activity, read then, lacks it.
      await wb.startCommand('Walletscope: Show Wallet');
      await wb.page.locator('.quick-input-widget .quick-input-box input').fill('Main');
      await wb.page.locator('.quick-input-list .monaco-list-row', { hasText: 'Main' }).first().waitFor({ timeout: TIMEOUT });
      await wb.page.keyboard.press('Enter');
      const activity = walletPage().locator('section.activity[data-state="loaded"]');
      await activity.locator('tbody tr').first().waitFor({ timeout: TIMEOUT });
      const firstBefore = await activity.locator('tbody tr').first().getAttribute('data-key');
      await wb.runCommand('Walletscope: Refresh Wallets'); // the balances seen before the move
      await wb.page.waitForTimeout(1000); // its comparison, a few file reads and writes
      wb.api.move({ wallet: 'ordinary', token: 'ETH', amount: 2.5 });
      await wb.runCommand('Walletscope: Refresh Wallets');
      const text = await wb.waitForNotification(/Main received 2\.5 ETH/, TIMEOUT);
      assert.match(text, /^Walletscope: Main received 2\.5 ETH, \$\d{1,2},\d{3}/);
      assert.equal((await wb.readNotifications()).filter((m) => /received 2\.5 ETH/.test(m)).length, 1);
      await waitForText(badge(), '1');
      await wb.page.locator('.part.sidebar .monaco-list-row', { hasText: /^Main\s*moved · \$/ }).first().waitFor({ timeout: TIMEOUT });
      await wb.screenshot(`alert-${web ? 'browser' : 'desktop'}`);
      // Show Wallet on the notification: the move is seen, the badge and the row's mark go.
      await wb.page.locator('.notifications-toasts .notification-toast', { hasText: /Main received/ }).getByRole('button', { name: 'Show Wallet' }).click({ timeout: TIMEOUT });
      await badge().first().waitFor({ state: 'hidden', timeout: TIMEOUT });
      await wb.page.locator('.part.sidebar .monaco-list-row', { hasText: /^Main\s*\$/ }).first().waitFor({ timeout: TIMEOUT });
      // The page brought forward lists the announced transaction first, marked in words, without a Refresh.
      const first = activity.locator('tbody tr').first();
      await activity.locator('tbody tr.announced').first().waitFor({ timeout: TIMEOUT });
      assert.notEqual(await first.getAttribute('data-key'), firstBefore, 'a new row at the top');
      assert.match((await first.innerText()).replace(/\s+/g, ' '), /The move the alert announced Received 2\.5 ETH/);
      assert.equal(await activity.locator('tbody tr.announced').count(), 1);
    });

    it('raises a move made before a restart once after it, and no move twice across restarts', async () => {
      const restartAndRefresh = async () => {
        await wb.page.reload();
        await wb.waitUntilReady();
        await wb.openViewContainer('Walletscope');
        await wb.page.locator('.part.sidebar .monaco-list-row', { hasText: /^Main/ }).first().waitFor({ timeout: TIMEOUT });
        await wb.runCommand('Walletscope: Refresh Wallets');
      };
      wb.api.move({ wallet: 'ordinary', token: 'ETH', amount: -1 }); // while the window is about to restart
      await restartAndRefresh();
      assert.match(await wb.waitForNotification(/Main sent 1 ETH/, TIMEOUT), /^Walletscope: Main sent 1 ETH, \$\d,\d{3}/);
      await restartAndRefresh();
      await wb.page.waitForTimeout(3000); // the refresh, its comparison, and a notification if there were one
      assert.deepEqual((await wb.readNotifications()).filter((m) => /Main (sent|received)/.test(m)), []);
    });
  });
}

async function waitForText(locator: ReturnType<Workbench['page']['locator']>, text: string): Promise<void> {
  await locator.filter({ hasText: new RegExp(`^${text}$`) }).first().waitFor({ timeout: TIMEOUT });
}
