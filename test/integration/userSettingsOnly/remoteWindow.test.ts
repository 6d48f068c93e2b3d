// A remote window (the VS Code server build is one) whose profile has walletscope.apiBaseUrl in the user settings only,
// as a user who set it in the Settings editor's User tab: runs in a window of its own (WINDOW_ENV in ../result.ts),
// started with nothing written to the settings before this test. VS Code dropped a machine-scoped setting from such a
// window's user settings once Add Wallet rewrote the file, and hovers asked the default service from then on.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { WALLETS } from '../../server/data/wallet-addresses';
import { activateExtension, CHECK_CONNECTION_PATH, checkConnection, hoverTextAt, openDocument, ReferenceApi, requireEnv, waitFor } from '../helpers';
import { ALT_API_URL_ENV, API_URL_ENV, USER_DATA_DIR_ENV } from '../result';
import { rowsWhen, views } from '../treeReader';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const KEY = 'user-settings-window-key';
const config = () => vscode.workspace.getConfiguration('walletscope');

describe('a remote window with the API URL in the user settings only', function () {
  this.timeout(60_000);
  const api = new ReferenceApi(requireEnv(API_URL_ENV));
  const alternate = new ReferenceApi(requireEnv(ALT_API_URL_ENV));

  before(activateExtension);
  after(async () => {
    await vscode.commands.executeCommand('walletscope.clearApiKey');
    await config().update('wallets', undefined, vscode.ConfigurationTarget.Global);
  });

  it('sends hovers, the key and Check Connection to that URL after Add Wallet rewrote the user settings', async () => {
    assert.equal(config().inspect('apiBaseUrl')?.globalValue, api.url, 'the profile has the URL in the user settings');
    await vscode.commands.executeCommand('walletscope.setApiKey', KEY); // entered for the configured URL's origin
    await vscode.commands.executeCommand('walletscope.addWallet', WALLETS.ordinary, 'Main');
    const { walletTree } = await views();
    await rowsWhen(walletTree, 'the wallet row with its total', (rows) => rows.some((r) => r.label === 'Main' && r.description.startsWith('$')));
    await api.reset();

    const content = `const usdc = "${USDC}";`;
    const document = await openDocument(content, 'typescript');
    const text = await hoverTextAt(document.uri, document.positionAt(content.indexOf(USDC) + 5));
    assert.match(text, /\*\*USD Coin\*\* \(USDC\)/, `hover: ${text}`);
    const asked = await api.requests();
    assert.ok(asked.length > 0, 'the hover asked the configured service');
    assert.deepEqual([...new Set(asked.map((r) => r.headers.authorization))], [KEY], 'with the key entered for it');

    await api.reset();
    assert.equal(await checkConnection(), true);
    assert.equal((await api.requests(CHECK_CONNECTION_PATH))[0]?.headers.authorization, KEY);
  });

  it('reads the URL from the Remote settings too, where it wins over the user settings', async () => {
    const remoteSettings = path.join(requireEnv(USER_DATA_DIR_ENV), 'Machine', 'settings.json');
    const globalValue = () => config().inspect('apiBaseUrl')?.globalValue;
    fs.mkdirSync(path.dirname(remoteSettings), { recursive: true });
    fs.writeFileSync(remoteSettings, JSON.stringify({ 'walletscope.apiBaseUrl': alternate.url }));
    try {
      await waitFor('VS Code to read the Remote settings', () => globalValue() === alternate.url || undefined, { timeoutMs: 20_000 });
      await Promise.all([api.reset(), alternate.reset()]);
      assert.equal(await checkConnection(), true);
      assert.equal((await alternate.requests(CHECK_CONNECTION_PATH)).length, 1, 'Check Connection asked the Remote settings\' URL');
      assert.equal((await api.requests()).length, 0);
    } finally {
      fs.rmSync(remoteSettings, { force: true });
      await waitFor('the user settings\' URL back', () => globalValue() === api.url || undefined, { timeoutMs: 20_000 });
    }
  });
});
