import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { USER_LEVEL_KEYS } from '../../src/config';
import {
  activateExtension, CHECK_CONNECTION_PATH, checkConnection, closedPort, globalSetting, ReferenceApi, requireEnv, setGlobalSetting, withWorkspaceSettings,
} from './helpers';
import { ALT_API_URL_ENV, API_URL_ENV } from './result';

describe('settings take effect without a reload', () => {
  const primary = new ReferenceApi(requireEnv(API_URL_ENV));
  const alternate = new ReferenceApi(requireEnv(ALT_API_URL_ENV));
  let configured: string | undefined;

  before(async () => {
    await activateExtension();
    configured = globalSetting<string>('apiBaseUrl');
    assert.equal(configured, primary.url, 'the launcher points walletscope.apiBaseUrl at the reference API');
  });
  beforeEach(() => Promise.all([primary.reset(), alternate.reset()]));
  afterEach(() => setGlobalSetting('apiBaseUrl', configured));

  it('walletscope.apiBaseUrl moves requests to another server at once', async () => {
    await setGlobalSetting('apiBaseUrl', alternate.url);
    assert.equal(await checkConnection(), true);
    assert.equal((await alternate.requests(CHECK_CONNECTION_PATH)).length, 1, 'request went to the new server');
    assert.equal((await primary.requests()).length, 0, 'nothing went to the old server');
  });

  it('an unreachable apiBaseUrl fails Check Connection, and restoring it recovers', async () => {
    await setGlobalSetting('apiBaseUrl', `http://127.0.0.1:${await closedPort()}`);
    assert.equal(await checkConnection(), false);
    assert.equal((await primary.requests()).length, 0);
    await setGlobalSetting('apiBaseUrl', configured);
    assert.equal(await checkConnection(), true);
    assert.equal((await primary.requests(CHECK_CONNECTION_PATH)).length, 1);
  });

  it('a malformed apiBaseUrl fails Check Connection without sending anything', async () => {
    await setGlobalSetting('apiBaseUrl', 'not a url');
    assert.equal(await checkConnection(), false);
    assert.equal((await primary.requests()).length + (await alternate.requests()).length, 0);
  });
});

describe('walletscope.requestTimeoutMs', () => {
  const api = new ReferenceApi(requireEnv(API_URL_ENV));

  before(activateExtension);
  beforeEach(() => api.reset());
  afterEach(async () => {
    await setGlobalSetting('requestTimeoutMs', undefined);
    await api.reset();
  });

  it('abandons a slower answer after the new timeout', async () => {
    await setGlobalSetting('requestTimeoutMs', 1000);
    await api.addFault({ kind: 'latency', latencyMs: 3000, path: CHECK_CONNECTION_PATH });
    const started = Date.now();
    assert.equal(await checkConnection(), false);
    assert.ok(Date.now() - started < 2900, `gave up after ${Date.now() - started} ms, not about 1000 ms`);
  });

  it('waits for the same slow answer with the default timeout', async () => {
    await api.addFault({ kind: 'latency', latencyMs: 1500, path: CHECK_CONNECTION_PATH });
    assert.equal(await checkConnection(), true);
  });
});

describe('what a workspace\'s settings.json may change', function () {
  this.timeout(60_000);
  before(activateExtension);

  it('changes nothing that spends credits, sends requests or guards privacy, even in a trusted workspace', async () => {
    // What a cloned repository could want: ten times the refreshes, no cache, lookups of every address, another plan,
    // privacy switched, another service. Each value differs from what is in effect, so each one taken would show.
    const hostile: Record<string, unknown> = {
      'walletscope.autoRefreshSeconds': 30, 'walletscope.cacheTtlSeconds': 0, 'walletscope.serviceCache': false, 'walletscope.serviceStaleSeconds': 0,
      'walletscope.inlineInfo': true, 'walletscope.livePrices': 'off', 'walletscope.statusBarTotal': false, 'walletscope.privacy.maskAddresses': true,
      'walletscope.privacy.hideAmounts': true, 'walletscope.plan': 'growth', 'walletscope.monthlyCredits': 100_000_000,
      'walletscope.wallets': [{ address: '0x0000000000000000000000000000000000000001' }], 'walletscope.apiBaseUrl': 'http://127.0.0.1:9',
      'walletscope.feedUrl': 'ws://127.0.0.1:9', 'walletscope.explorers': { Ethereum: 'https://evil.example/{address}' },
      'walletscope.ipfsGateway': 'https://evil.example/ipfs/', 'walletscope.remoteImages': 'all',
    };
    // The service's and the feed's URLs, where links go and which logos load are window settings that Walletscope reads at
    // the user's level only (config.ts): VS Code lets a workspace set them, so what counts is that value, and where Check
    // Connection's request goes.
    const userLevel = new Set(USER_LEVEL_KEYS.map((key) => `walletscope.${key}`));
    const effective = (key: string) => JSON.stringify(userLevel.has(key)
      ? vscode.workspace.getConfiguration().inspect(key)?.globalValue ?? vscode.workspace.getConfiguration().inspect(key)?.defaultValue
      : vscode.workspace.getConfiguration().get(key));
    assert.deepEqual(Object.keys(hostile).filter((key) => effective(key) === JSON.stringify(hostile[key])), [], 'each value differs from the one in effect');
    const before = Object.fromEntries(Object.keys(hostile).map((key) => [key, effective(key)]));
    await withWorkspaceSettings(hostile, async () => {
      assert.deepEqual(Object.keys(hostile).filter((key) => effective(key) !== before[key]), [], 'settings the workspace changed');
      assert.equal(await checkConnection(), true, 'Check Connection still reaches the user\'s service, not the workspace\'s closed port');
    });
  });
});
