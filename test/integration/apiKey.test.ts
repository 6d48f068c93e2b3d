import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, checkConnection, ReferenceApi, requireEnv, type RecordedRequest } from './helpers';
import { API_URL_ENV } from './result';

const SET = 'walletscope.setApiKey';
const CLEAR = 'walletscope.clearApiKey';

describe('API key commands', () => {
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  /** The Authorization header of the one request Check Connection makes. */
  async function authorizationSent(): Promise<RecordedRequest['headers'][string]> {
    await api.reset();
    assert.equal(await checkConnection(), true, 'Check Connection failed');
    const searches = await api.requests('/api/1/search');
    assert.equal(searches.length, 1, 'expected exactly one search request');
    return searches[0]!.headers.authorization;
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
