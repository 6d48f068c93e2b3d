import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, ReferenceApi, checkConnection, requireEnv } from './helpers';
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
    const searches = await api.requests('/api/1/search');
    assert.equal(searches.length, 1);
    assert.deepEqual([searches[0]?.query.input, searches[0]?.query.name], ['bitcoin', 'bitcoin']);
  });
});
