// The first thing a new user sees: the Wallets view's welcome with the three first steps as buttons, in order (Set API
// Key, Add Wallet, Search Assets), saying that the service needs a key; once a key is set, the other two remain.
import * as assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { waitFor } from '../host/wait';
import { openWorkbench, type Workbench } from './workbench';

const TIMEOUT = 20_000;

describe('Wallets view welcome on first run (UI)', () => {
  let wb: Workbench;

  before(async () => {
    wb = await openWorkbench(); // a fresh profile: no wallet, no key
    await wb.openViewContainer('Walletscope');
  });
  after(() => wb?.close());

  const welcome = (): Locator => wb.page.locator('.part.sidebar .pane')
    .filter({ has: wb.page.locator('.pane-header .title', { hasText: /^Wallets$/i }) }).locator('.welcome-view-content');
  const buttons = async (): Promise<string[]> => (await welcome().locator('.monaco-button').allInnerTexts()).map((t) => t.trim());

  it('shows the three first steps as buttons, in order, and says a free key is needed', async () => {
    await waitFor('the welcome\'s three buttons', async () => (await buttons()).length === 3 || undefined, { timeoutMs: TIMEOUT });
    assert.deepEqual(await buttons(), ['Set API Key', 'Add Wallet', 'Search Assets']);
    const text = (await welcome().innerText()).replace(/\s+/g, ' ');
    assert.match(text, /The service needs an API key\. A free one \(10,000 credits a month\) takes a minute on its dashboard\./);
    assert.doesNotMatch(text, /optional|free tier/i);
    await wb.screenshot('wallets-welcome');
  });

  it('leaves Add Wallet and Search Assets once a key is set with the first button', async () => {
    await welcome().locator('.monaco-button', { hasText: 'Set API Key' }).click();
    const input = wb.page.locator('.quick-input-widget .quick-input-box input');
    await input.waitFor({ state: 'visible', timeout: TIMEOUT });
    await input.fill('first-run-key-0123');
    await wb.page.keyboard.press('Enter');
    await wb.waitForNotification(/^Walletscope: API key saved\./);
    await waitFor('the key step to go', async () => (await buttons()).length === 2 || undefined, { timeoutMs: TIMEOUT });
    assert.deepEqual(await buttons(), ['Add Wallet', 'Search Assets']);
  });
});
