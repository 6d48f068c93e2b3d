// Activation does not wait for the keychain: the client's first requests wait for it instead, so none goes out
// without a key that is only slow to arrive.
import assert from 'node:assert/strict';
import { WalletAssetClient } from '../../src/api/client';
import { startReferenceServer, type ReferenceServer } from '../server/server';

describe('client before its settings are ready', () => {
  let server: ReferenceServer;
  before(async () => { server = await startReferenceServer({ apiKey: 'slow-key' }); });
  after(() => server.close());

  it('holds requests asked early until ready settles, then sends them with the key it brought', async () => {
    const key: { current?: string } = {};
    let loaded!: () => void;
    const ready = new Promise<void>((resolve) => { loaded = resolve; });
    const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 2000, cacheTtlSeconds: 60, apiKey: key.current, apiVersion: '1' }), { ready });
    const asked = client.getAssetMetadata('USD Coin');
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(server.count('/api/1/metadata'), 0, 'nothing sent before the key is read');
    key.current = 'slow-key';
    loaded();
    assert.equal((await asked)?.symbol, 'USDC');
    assert.equal(server.requests.at(-1)?.headers.authorization, 'slow-key');
  });

  it('goes on without the key when reading it failed', async () => {
    const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 2000, cacheTtlSeconds: 60, apiKey: undefined, apiVersion: '1' }),
      { ready: Promise.reject(new Error('keychain locked')) });
    await assert.rejects(client.getAssetMetadata('USD Coin'), (e: unknown) => /401|Unauthorized|key/i.test(String(e)));
  });
});
