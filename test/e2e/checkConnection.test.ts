import * as assert from 'node:assert/strict';
import { openWorkbench, type Workbench } from './workbench';

describe('Walletscope: Check Connection (UI)', () => {
  let wb: Workbench;

  before(async () => {
    wb = await openWorkbench();
  });
  after(() => wb?.close());

  it('says it is connected, in a notification', async () => {
    await wb.runCommand('Walletscope: Check Connection');
    const host = new URL(wb.api.url).host;
    const message = await wb.waitForNotification(/^Walletscope: connected to /);
    assert.match(message, new RegExp(`^Walletscope: connected to ${host.replace(/\./g, '\\.')} without an API key in \\d+ ms\\. `
      + 'Credits: \\d+ used this month \\(Enterprise plan, unlimited\\)\\.$'));
    assert.equal(wb.api.count('/api/1/metadata'), 1, 'one request, the cheapest: 1 credit');
    await wb.screenshot('check-connection');
  });

  it('logs the request in the Output panel (Show Log)', async () => {
    await wb.runCommand('Walletscope: Show Log');
    const text = await wb.waitForOutput(/GET \/api\/1\/metadata\?asset=bitcoin → 200 in \d+ ms/);
    assert.match(text, /activated in \d+ ms/);
    await wb.screenshot('show-log');
  });

  it('shows the demo workspace in the Explorer, opened from the activity bar', async () => {
    await wb.openViewContainer('Search');
    await wb.openViewContainer('Explorer');
    await wb.page.locator('.part.sidebar .monaco-list-row', { hasText: 'README.md' }).first().waitFor({ timeout: 15_000 });
  });
});
