// Credits against a hostile service and a flaky network (round three): every answer the service billed is counted,
// readable or not, and never asked again blindly; one answer's cost header cannot book the month; a burst limit is not
// "credits used up"; the figures of a service or key the user has left steer nothing.
import assert from 'node:assert/strict';
import { WalletAssetClient } from '../../src/api/client';
import { accountId } from '../../src/api/accountId';
import { CreditLedger } from '../../src/api/credits/ledger';
import { CreditMeter } from '../../src/api/credits/meter';
import { planOf } from '../../src/api/credits/plans';
import { InvalidResponseError, NetworkError, RateLimitedError, ResponseTooLargeError } from '../../src/api/transport/errors';
import { searchAssets } from '../../src/api/search';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { WALLETS } from '../server/data/wallet-addresses';
import { MemoryLedgerStore } from './creditFakes';
import { FAST_RETRY } from './helpers';
import { nowMs } from '../../src/core/clock';

function metered(server: ReferenceServer, settings: { baseUrl?: string; apiKey?: string } = {}) {
  const ledger = new CreditLedger(new MemoryLedgerStore(), 'test', nowMs, 60_000);
  const current = { baseUrl: server.url, timeoutMs: 2000, cacheTtlSeconds: 0, apiKey: undefined as string | undefined, apiVersion: '1' as const, ...settings };
  const meter = new CreditMeter(ledger, () => planOf('free', 0), nowMs, () => accountId(current.baseUrl, current.apiKey));
  const client = new WalletAssetClient(() => current, { retry: FAST_RETRY, meter });
  return { client, meter, ledger, current };
}

describe('credits: a hostile service and a flaky network', () => {
  let server: ReferenceServer;
  beforeEach(async () => { server = await startReferenceServer({ plan: 'free' }); });
  afterEach(async () => { await server.close(); });

  for (const [kind, error, extra] of [
    ['truncated', NetworkError, {}], ['malformed-json', InvalidResponseError, {}], ['oversized', ResponseTooLargeError, {}],
    ['oversized', ResponseTooLargeError, { withContentLength: true }],
  ] as const) {
    it(`counts a billed answer it could not read (${kind}${'withContentLength' in extra ? ', Content-Length' : ''}) and does not ask again`, async () => {
      const { client, ledger } = metered(server);
      server.addFault({ kind, path: '/api/1/search', times: Infinity, ...extra });
      await assert.rejects(searchAssets(client, 'usd', { feature: 'search' }), error);
      assert.equal(server.count('/api/1/search'), 1, 'a billed answer is not retried: each try would be billed again');
      assert.equal(server.credits().used, 5, 'the service billed it');
      assert.equal(ledger.usage().month.get('search'), 5, 'and the ledger counted it');
    });
  }

  it('still retries what the service did not bill (a dropped connection, a 502), and counts only the answer', async () => {
    const { client, ledger } = metered(server);
    server.addFault({ kind: 'drop', path: '/api/1/search' });
    server.addFault({ kind: 'bad-gateway-html', path: '/api/1/search' });
    assert.ok((await searchAssets(client, 'usd', { feature: 'search' })).length > 0);
    assert.equal(server.count('/api/1/search'), 3);
    assert.equal(ledger.usage().monthTotal, server.credits().used);
    assert.equal(server.credits().used, 5);
  });

  it('believes a cost header only within reach of the price list: 10^12 is booked at the list\'s price', async () => {
    const { client, meter, ledger } = metered(server);
    server.addFault({ kind: 'figures', path: '/api/1/metadata', headers: { 'x-ratelimit-cost': '1000000000000' } });
    await client.getAssetMetadata('USDC', { feature: 'hover' });
    assert.equal(ledger.usage().monthTotal, 1);
    assert.ok(meter.budget().perHour > 0, 'background work goes on');
    server.addFault({ kind: 'figures', path: '/api/1/search', headers: { 'x-ratelimit-cost': '40' } });
    await searchAssets(client, 'usd', { feature: 'search' });
    assert.equal(ledger.usage().month.get('search'), 40, 'a figure above the list but plausible is the service\'s word');
    server.addFault({ kind: 'figures', path: '/api/1/search', headers: { 'x-ratelimit-cost': '0' } });
    await searchAssets(client, 'eth', { feature: 'search' });
    assert.equal(ledger.usage().month.get('search'), 45, 'a search the service billed is not booked as free');
  });

  it('reads a rate window\'s figures on an answer (limit 10, none left) as nothing about the month', async () => {
    const { client, meter } = metered(server);
    server.addFault({ kind: 'figures', path: '/api/1/metadata', headers: { 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '0' } });
    await client.getAssetMetadata('USDC');
    assert.equal(meter.status().allowance.monthly, 10_000);
    assert.ok(meter.budget().perHour > 0, 'background work goes on');
  });

  it('reads a burst limit\'s 429 (0 left of its window, come back in 2 s) as a rate limit, not as credits used up', async () => {
    const { client, meter } = metered(server);
    const burst = { 'x-ratelimit-remaining': '0', 'x-ratelimit-limit': '10' };
    server.addFault({ kind: 'rate-limit', path: '/api/1/metadata', retryAfterSeconds: 0, headers: burst });
    assert.ok(await client.getAssetMetadata('USDC'), 'retried after the wait');
    assert.equal(meter.status().exhausted, false);
    server.addFault({ kind: 'rate-limit', path: '/api/1/metadata', retryAfterSeconds: 0, headers: burst, times: Infinity });
    await assert.rejects(client.getAssetMetadata('ARB'), RateLimitedError);
    assert.equal(meter.budget().stopped, undefined, 'background work is not stopped for the month');
  });

  it('lets only the figures of the service and key in use steer the budget', async () => {
    const { client, meter, current } = metered(server, { apiKey: 'key-one-1234' });
    server.setCredits({ used: 9_990 });
    await client.getAssetMetadata('USDC');
    assert.equal(meter.status().allowance.remaining, 9, 'the service says 9 are left for this key');
    current.apiKey = 'key-two-5678';
    assert.equal(meter.status().allowance.remaining, 10_000 - 1, 'another key: its figures are not known, the ledger counts');
    current.apiKey = 'key-one-1234';
    assert.equal(meter.status().allowance.remaining, 9);
    current.baseUrl = 'https://elsewhere.example';
    assert.equal(meter.status().usage.account, undefined, 'a service the user left says nothing of this one');
  });
});

describe('credits: one failing wallet costs the rest of its group nothing', () => {
  let server: ReferenceServer;
  beforeEach(async () => { server = await startReferenceServer({ plan: 'free' }); });
  afterEach(async () => { await server.close(); });

  const group = [WALLETS.ordinary, 'no-such-name.eth', WALLETS.multichain, WALLETS.empty];
  function client(apiVersion: '1' | 'auto') {
    return new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 1000, cacheTtlSeconds: 60, apiKey: undefined, apiVersion }), { retry: FAST_RETRY });
  }
  const asked = () => server.requests.map((r) => (r.query.wallet ?? r.query.wallets)!);

  it('on the current path, asks each wallet once: an unresolvable ENS name and a 504 fail alone', async () => {
    server.addFault({ kind: 'server-error', path: '/api/1/wallet/portfolio', query: { wallet: WALLETS.multichain }, times: Infinity });
    const { portfolios, failures } = await client('auto').getPortfolios(group, { blockchains: ['Ethereum'], forceRefresh: true });
    assert.deepEqual(portfolios.map((p) => p.wallet.toLowerCase()), [WALLETS.ordinary, WALLETS.empty].map((w) => w.toLowerCase()));
    assert.deepEqual([...failures.keys()], ['no-such-name.eth', WALLETS.multichain]);
    assert.match(String(failures.get('no-such-name.eth')), /400/);
    assert.deepEqual(asked().sort(), [...group].sort(), 'each wallet asked once: nobody is asked again past the cache');
    assert.equal(server.credits().used, 2, 'the two answers, a chain each');
  });

  it('falls back to v1 when every wallet says the path is missing, also once the current path was known to answer', async () => {
    const c = client('auto');
    await c.getPortfolios([WALLETS.ordinary], { blockchains: ['Ethereum'] }); // the current path answered: remembered
    server.addFault({ kind: 'not-found-html', path: '/api/1/wallet/portfolio', times: Infinity });
    const { portfolios, failures } = await c.getPortfolios([WALLETS.ordinary, WALLETS.multichain], { blockchains: ['Ethereum'], forceRefresh: true });
    assert.equal(portfolios.length, 2);
    assert.equal(failures.size, 0);
    assert.equal(server.count('/api/1/wallet/multi-portfolio'), 1);
  });

  it('on v1, asks each wallet alone only after a 400 of the whole group (which the service did not bill)', async () => {
    const { portfolios, failures } = await client('1').getPortfolios(group, { blockchains: ['Ethereum'] });
    assert.equal(portfolios.length, 3);
    assert.deepEqual([...failures.keys()], ['no-such-name.eth']);
    assert.equal(asked()[0], group.join(','));
    assert.deepEqual(asked().slice(1).sort(), [...group].sort());
    assert.equal(server.credits().used, 3);
  });
});

describe('credits: one failing batch of prices costs the others nothing', () => {
  it('keeps the batches that answered when one fails, and asks none again', async () => {
    const server = await startReferenceServer({ plan: 'free' });
    try {
      const ids = [...Array.from({ length: 21 }, (_, i) => 100001 + i), ...Array.from({ length: 9 }, (_, i) => 100101 + i)];
      server.addFault({ kind: 'server-error', path: '/api/2/asset/details' }); // the first batch, alone (a probe): not a missing path
      const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 2000, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: 'auto' }), { retry: FAST_RETRY });
      const quotes = await client.getPrices(ids.map((id) => ({ kind: 'asset', id, symbol: `A${id}` })));
      assert.ok(quotes.size >= 18 && quotes.size <= 20, `${quotes.size} prices: two batches of ten`);
      assert.equal(server.count('/api/2/asset/details'), 3, 'no batch asked again');
      assert.equal(server.count('/api/1/market/multi-data'), 0, 'nothing asked again on v1');
      assert.equal(server.credits().used, 2);
    } finally {
      await server.close();
    }
  });
});

