import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, CHECK_CONNECTION_PATH, ReferenceApi, checkConnection, requireEnv } from './helpers';
import { API_URL_ENV } from './result';

describe('activation', () => {
  it('activates the extension', async () => {
    const extension = await activateExtension();
    assert.equal(extension.isActive, true);
  });

  it('registers every command contributed in package.json', async () => {
    const extension = await activateExtension();
    const contributed = (extension.packageJSON.contributes.commands as { command: string }[]).map((c) => c.command);
    assert.ok(contributed.length > 0, 'package.json contributes no commands');
    const registered = new Set(await vscode.commands.getCommands(true));
    assert.deepEqual(contributed.filter((id) => !registered.has(id)), [], 'contributed but not registered');
  });

  it('talks to the API the user settings point at', async () => {
    await activateExtension();
    const api = new ReferenceApi(requireEnv(API_URL_ENV));
    await api.reset();
    assert.equal(await checkConnection(), true);
    const asked = await api.requests(CHECK_CONNECTION_PATH);
    assert.equal(asked.length, 1);
    assert.equal(asked[0]?.query.asset, 'bitcoin');
  });
});
