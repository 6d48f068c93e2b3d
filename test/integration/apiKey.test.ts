import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import {
  activateExtension, CHECK_CONNECTION_PATH, checkConnection, globalSetting, ReferenceApi, requireEnv, setGlobalSetting, withWorkspaceSettings, type RecordedRequest,
} from './helpers';
import { ALT_API_URL_ENV, API_URL_ENV } from './result';

const SET = 'walletscope.setApiKey';
const CLEAR = 'walletscope.clearApiKey';

describe('API key commands', () => {
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  /** The Authorization header of the one request Check Connection makes. */
  async function authorizationSent(): Promise<RecordedRequest['headers'][string]> {
    await api.reset();
    assert.equal(await checkConnection(), true, 'Check Connection failed');
    const asked = await api.requests(CHECK_CONNECTION_PATH);
    assert.equal(asked.length, 1, 'expected exactly one request');
    return asked[0]!.headers.authorization;
  }

  before(activateExtension);
  beforeEach(() => vscode.commands.executeCommand(CLEAR));
  after(() => vscode.commands.executeCommand(CLEAR));

  it('sends no Authorization header while no key is set', async () => {
    assert.equal(await authorizationSent(), undefined);
  });

  it('setApiKey stores the key and the next request carries it', async () => {
    await vscode.commands.executeCommand(SET, 'test-key-0123456789');
    assert.equal(await authorizationSent(), 'test-key-0123456789');
  });

  it('setApiKey trims the key it is given', async () => {
    await vscode.commands.executeCommand(SET, '  padded-key  ');
    assert.equal(await authorizationSent(), 'padded-key');
  });

  it('clearApiKey removes the key and the next request goes without it', async () => {
    await vscode.commands.executeCommand(SET, 'key-to-clear');
    assert.equal(await authorizationSent(), 'key-to-clear');
    await vscode.commands.executeCommand(CLEAR);
    assert.equal(await authorizationSent(), undefined);
  });

  it('refuses a key with spaces and keeps the one it had', async () => {
    await vscode.commands.executeCommand(SET, 'good-key');
    await vscode.commands.executeCommand(SET, 'not a key');
    assert.equal(await authorizationSent(), 'good-key');
  });
});

describe('API key: sent only where it was entered for', function () {
  this.timeout(60_000);
  const primary = new ReferenceApi(requireEnv(API_URL_ENV));
  const alternate = new ReferenceApi(requireEnv(ALT_API_URL_ENV));
  let configured: string | undefined;

  before(async () => {
    await activateExtension();
    configured = globalSetting<string>('apiBaseUrl');
  });
  beforeEach(() => Promise.all([primary.reset(), alternate.reset()]));
  afterEach(async () => {
    await setGlobalSetting('apiBaseUrl', configured);
    await vscode.commands.executeCommand(CLEAR);
  });

  it('does not send the key to another server the user points the setting at, until approved', async () => {
    await vscode.commands.executeCommand(SET, 'origin-bound-key');
    await setGlobalSetting('apiBaseUrl', alternate.url);
    assert.equal(await checkConnection(), true);
    const [asked] = await alternate.requests(CHECK_CONNECTION_PATH);
    assert.ok(asked, 'the request went to the other server');
    assert.equal(asked.headers.authorization, undefined, 'without the key');
    await setGlobalSetting('apiBaseUrl', configured);
    assert.equal(await checkConnection(), true);
    assert.equal((await primary.requests(CHECK_CONNECTION_PATH))[0]?.headers.authorization, 'origin-bound-key', 'the key still goes where it was set');
  });

  it('ignores a workspace settings.json that points the service elsewhere: no request, no key there', async () => {
    await vscode.commands.executeCommand(SET, 'workspace-proof-key');
    await withWorkspaceSettings({ 'walletscope.apiBaseUrl': alternate.url, 'walletscope.wallets': [{ address: '0x0000000000000000000000000000000000000001' }] }, async () => {
      assert.equal(await checkConnection(), true);
      assert.equal((await alternate.requests()).length, 0, 'nothing went to the workspace\'s server');
      assert.equal((await primary.requests(CHECK_CONNECTION_PATH))[0]?.headers.authorization, 'workspace-proof-key');
      const wallets = vscode.workspace.getConfiguration('walletscope');
      assert.deepEqual(wallets.get('wallets'), wallets.inspect('wallets')?.globalValue ?? [], 'the workspace adds no wallets');
    });
  });
});

