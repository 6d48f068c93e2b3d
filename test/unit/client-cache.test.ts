// The client's cache, observed through the reference server's request count.
import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { WALLETS } from '../server/data/wallet-addresses';
import { startHarness, type Harness } from './helpers';
import { searchAssets } from '../../src/api/search';

describe('client cache', () => {
  let h: Harness;
  before(async () => { h = await startHarness(); });
  after(async () => { await h.server.close(); });
  beforeEach(() => { h.client.cache.clear(); h.server.resetCounts(); h.settings.cacheTtlSeconds = 60; });

  it('serves a repeat without a request', async () => {
    const first = await searchAssets(h.client, 'usd');
    const second = await searchAssets(h.client, 'usd');
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
    h.settings.cacheTtlSeconds = 0.05; // portfolios keep answers for exactly the setting
    await h.client.getPortfolio(WALLETS.ordinary);
    await delay(80);
    await h.client.getPortfolio(WALLETS.ordinary);
    assert.equal(h.server.count('/api/1/wallet/portfolio'), 2);
  });

  it('keeps metadata and search answers for the session, and asks again for metadata older than maxAgeMs', async () => {
    h.settings.cacheTtlSeconds = 0.05;
    await h.client.getAssetMetadata('Chainlink');
    await searchAssets(h.client, 'chain');
    await delay(80);
    await h.client.getAssetMetadata('Chainlink');
    await searchAssets(h.client, 'chain');
    assert.equal(h.server.count('/api/1/metadata'), 1, 'a name, supply or link changes rarely; prices come from their own request');
    assert.equal(h.server.count('/api/1/search'), 1, 'the same query is not asked twice in a session');
    await h.client.getAssetMetadata('Chainlink', { maxAgeMs: 50 });
    assert.equal(h.server.count('/api/1/metadata'), 2, 'a page that shows the price asks for a fresh one');
  });

  it('asks every time when the cache is off', async () => {
    h.settings.cacheTtlSeconds = 0;
    await searchAssets(h.client, 'eth');
    await searchAssets(h.client, 'eth');
    assert.equal(h.server.count('/api/1/search'), 2);
  });

  it('goes to the service on a forced refresh and keeps the new answer', async () => {
    await searchAssets(h.client, 'sol');
    await searchAssets(h.client, 'sol', { forceRefresh: true });
    await searchAssets(h.client, 'sol');
    assert.equal(h.server.count('/api/1/search'), 2);
  });

  it('remembers "not found" briefly', async () => {
    assert.equal(await h.client.getAssetMetadata('No Such Coin'), undefined);
    assert.equal(await h.client.getAssetMetadata('No Such Coin'), undefined);
    assert.equal(h.server.count('/api/1/metadata'), 1);
  });

  it('keeps different questions apart', async () => {
    await searchAssets(h.client, 'usd');
    await searchAssets(h.client, 'usdt');
    await h.client.getAssetMetadata('usd');
    assert.equal(h.server.count(), 3);
  });

  it('does not keep failures', async () => {
    h.server.addFault({ kind: 'server-error' });
    await assert.rejects(searchAssets(h.client, 'pepe'));
    assert.ok((await searchAssets(h.client, 'pepe')).length > 0);
    assert.equal(h.server.count('/api/1/search'), 2);
  });
});
