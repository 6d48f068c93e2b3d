// What the client tells the credits meter, against the reference server's own account: every answer's price (the
// service's figure when it sends one, else the price list), a refusal for credits (never retried) or for a key (only
// without one); and batched prices matched by id or contract, never by symbol.
import assert from 'node:assert/strict';
import { WalletAssetClient, type RequestMeter } from '../../src/api/client';
import { CreditLedger } from '../../src/api/credits/ledger';
import { CreditMeter } from '../../src/api/credits/meter';
import { planOf } from '../../src/api/credits/plans';
import { CreditsExhaustedError, RateLimitedError } from '../../src/api/transport/errors';
import { matchQuotes } from '../../src/api/quotes';
import type { MarketEntry } from '../../src/api/schemas';
import { WALLETS } from '../server/data/wallet-addresses';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { MemoryLedgerStore } from './creditFakes';
import { FAST_RETRY } from './helpers';
import { getPriceHistory } from '../../src/api/history';
import { searchAssets } from '../../src/api/search';
import { nowMs } from '../../src/core/clock';

function metered(server: ReferenceServer, apiKey?: string) {
  const ledger = new CreditLedger(new MemoryLedgerStore(), 'test', nowMs, 60_000);
  const meter = new CreditMeter(ledger, () => planOf('free', 0), nowMs);
  const refusals: string[] = [];
  const spy: RequestMeter = {
    answered: (...a) => meter.answered(...a),
    refused: (why, figures) => { refusals.push(why); meter.refused(why, figures); },
  };
  const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 2000, cacheTtlSeconds: 60, apiKey, apiVersion: '1' as const }), { retry: FAST_RETRY, meter: spy });
  return { client, meter, ledger, refusals };
}

describe('client: credits', () => {
  let server: ReferenceServer;
  beforeEach(async () => { server = await startReferenceServer({ plan: 'free' }); });
  afterEach(async () => { await server.close(); });

  it('records what each answer cost, per feature, as the service\'s own account counts it', async () => {
    const { client, ledger } = metered(server);
    await searchAssets(client, 'usd', { feature: 'search' });
    await client.getMultiPortfolio([WALLETS.ordinary, WALLETS.solana], { feature: 'wallets' });
    await client.getMultiPortfolio([WALLETS.ordinary], { feature: 'wallets', blockchains: ['Ethereum'] });
    await client.getAssetMetadata('USDC', { feature: 'hover' });
    await client.getAssetMetadata('USDC', { feature: 'hover' }); // cached: free
    const usage = ledger.usage();
    assert.deepEqual(Object.fromEntries(usage.month), { search: 5, wallets: 2 * 6 + 1, hover: 1 });
    assert.equal(usage.monthTotal, server.credits().used, 'the ledger agrees with the service');
    assert.equal(usage.fromService, usage.monthTotal, 'every figure came from the service\'s header');
    assert.deepEqual(usage.account && [usage.account.limit, usage.account.remaining], [10_000, 10_000 - 19]);
  });

  it('prices an answer by the list when the service sends no figures', async () => {
    await server.close();
    server = await startReferenceServer({ plan: 'free', creditHeaders: false });
    const { client, ledger } = metered(server);
    await client.getMultiPortfolio([WALLETS.ordinary], { feature: 'wallets' });
    await getPriceHistory(client, { id: 100006 }, '7d', { feature: 'asset' });
    assert.deepEqual(Object.fromEntries(ledger.usage().month), { wallets: 20, asset: 5 }, 'no chain named: the list\'s estimate of every chain');
    assert.equal(ledger.usage().fromService, 0);
  });

  it('stops at the service\'s 429 that says credits: one request, no retry, and the meter stops background work', async () => {
    const { client, meter, refusals } = metered(server);
    server.setCredits({ exhaust: true });
    server.resetCounts();
    await assert.rejects(client.getAssetMetadata('USDC'), (e: unknown) => e instanceof CreditsExhaustedError && /come back on 1 [A-Z][a-z]+/.test(e.message));
    assert.equal(server.count('/api/1/metadata'), 1, 'never retried');
    assert.deepEqual(refusals, ['credits']);
    assert.equal(meter.status().exhausted, true);
    assert.match(meter.budget().stopped ?? '', /^credits used up: resets on 1 /);
    server.setCredits({ reset: true });
    await client.getAssetMetadata('ARB');
    assert.equal(meter.status().exhausted, false, 'an answer: the credits are back (an upgrade, a new month)');
  });

  it('still retries a plain rate limit, and tells it from a lack of credits', async () => {
    const { client, refusals } = metered(server);
    server.addFault({ kind: 'rate-limit', retryAfterSeconds: 0 });
    await client.getAssetMetadata('USDC');
    assert.deepEqual(refusals, []);
    server.addFault({ kind: 'rate-limit', retryAfterSeconds: 0, times: 5 });
    await assert.rejects(client.getAssetMetadata('ARB'), RateLimitedError);
  });

  it('takes a refused request without a key as the service wanting one, and with a key as nothing of the kind', async () => {
    await server.close();
    server = await startReferenceServer({ plan: 'free', apiKey: 'k-1' });
    const keyless = metered(server);
    await assert.rejects(keyless.client.getAssetMetadata('USDC'));
    assert.deepEqual(keyless.refusals, ['key']);
    assert.equal(keyless.meter.budget().stopped, 'the service needs an API key');
    const wrongKey = metered(server, 'k-2');
    await assert.rejects(wrongKey.client.getAssetMetadata('USDC'));
    assert.deepEqual(wrongKey.refusals, []);
  });

  it('matches batched prices by id or by contract, and never gives a look-alike the real token\'s price', () => {
    const entries: MarketEntry[] = [
      { key: '100006', id: 100006, price: 1, change24h: 0.01, contracts: [{ address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', blockchain: 'Ethereum' }] },
      { key: '0xdead', id: undefined, price: 0.02, change24h: -50, contracts: [{ address: '0x000000000000000000000000000000000000dEaD', blockchain: 'Base' }] },
    ];
    const quotes = matchQuotes([
      { kind: 'asset', id: 100006, symbol: 'USDC' },
      { kind: 'token', blockchain: 'Ethereum', address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', symbol: 'USDC' },
      { kind: 'token', blockchain: 'BNB Smart Chain (BEP20)', address: '0x1111111111111111111111111111111111111111', symbol: 'USDC' },
      { kind: 'asset', id: 42, symbol: 'USDC' },
    ], entries, 7);
    assert.deepEqual([...quotes.keys()], ['id:100006', 'token:ethereum:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48']);
    assert.deepEqual(quotes.get('id:100006'), { priceUsd: 1, change24hPercent: 0.01, at: 7 });
  });

  it('reads live-shaped batched prices against the reference server, by id and by contract', async () => {
    const { client } = metered(server);
    const quotes = await client.getPrices([
      { kind: 'asset', id: 100006, symbol: 'USDC' }, { kind: 'token', blockchain: 'Ethereum', address: '0x6982508145454Ce325dDbE47a25d4ec3d2311933', symbol: 'PEPE' },
      { kind: 'asset', id: 999_999_999, symbol: 'NOPE' },
    ], { feature: 'live' });
    assert.ok(Math.abs(quotes.get('id:100006')!.priceUsd - 1) < 0.01);
    assert.ok(quotes.get('token:ethereum:0x6982508145454ce325ddbe47a25d4ec3d2311933')!.priceUsd < 0.001);
    assert.equal(quotes.size, 2, 'an unknown asset has no price');
    assert.equal(server.credits().byPath['/api/1/market/multi-data']?.credits, 3, 'a credit per asset asked');
  });
});
