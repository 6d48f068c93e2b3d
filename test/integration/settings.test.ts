import * as assert from 'node:assert/strict';
import {
  activateExtension, CHECK_CONNECTION_PATH, checkConnection, closedPort, globalSetting, ReferenceApi, requireEnv, setGlobalSetting,
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
