// The client's cache, observed through the reference server's request count.
import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { startHarness, type Harness } from './helpers';

describe('client cache', () => {
  let h: Harness;
  before(async () => { h = await startHarness(); });
  after(async () => { await h.server.close(); });
  beforeEach(() => { h.client.cache.clear(); h.server.resetCounts(); h.settings.cacheTtlSeconds = 60; });

  it('serves a repeat without a request', async () => {
    const first = await h.client.searchAssets('usd');
    const second = await h.client.searchAssets('usd');
    assert.deepEqual(second, first);
    assert.equal(h.server.count('/api/1/search'), 1);
  });

  it('shares one request among concurrent identical calls', async () => {
    h.server.addFault({ kind: 'latency', latencyMs: 50 });
    const results = await Promise.all(Array.from({ length: 5 }, () => h.client.getAssetMetadata('Chainlink')));
    assert.ok(results.every((r) => r?.symbol === 'LINK'));
    assert.equal(h.server.count('/api/1/metadata'), 1);
  });

  it('asks again once the TTL has passed', async () => {
    h.settings.cacheTtlSeconds = 0.05; // metadata keeps answers for exactly the setting
    await h.client.getAssetMetadata('Chainlink');
    await delay(80);
    await h.client.getAssetMetadata('Chainlink');
    assert.equal(h.server.count('/api/1/metadata'), 2);
  });

  it('asks every time when the cache is off', async () => {
    h.settings.cacheTtlSeconds = 0;
    await h.client.searchAssets('eth');
    await h.client.searchAssets('eth');
    assert.equal(h.server.count('/api/1/search'), 2);
  });

  it('goes to the service on a forced refresh and keeps the new answer', async () => {
    await h.client.searchAssets('sol');
    await h.client.searchAssets('sol', { forceRefresh: true });
    await h.client.searchAssets('sol');
    assert.equal(h.server.count('/api/1/search'), 2);
  });

  it('remembers "not found" briefly', async () => {
    assert.equal(await h.client.getAssetMetadata('No Such Coin'), undefined);
    assert.equal(await h.client.getAssetMetadata('No Such Coin'), undefined);
    assert.equal(h.server.count('/api/1/metadata'), 1);
  });

  it('keeps different questions apart', async () => {
    await h.client.searchAssets('usd');
    await h.client.searchAssets('usdt');
    await h.client.getAssetMetadata('usd');
    assert.equal(h.server.count(), 3);
  });

  it('does not keep failures', async () => {
    h.server.addFault({ kind: 'server-error' });
    await assert.rejects(h.client.searchAssets('pepe'));
    assert.ok((await h.client.searchAssets('pepe')).length > 0);
    assert.equal(h.server.count('/api/1/search'), 2);
  });
});
