// Discover Tokens' credits as the picker's title says them: the figure the ledger booked for the request (the service's
// own cost when it sends one the meter believes), not the price list's guess; 0 when the answer was kept. And which
// generation a view is asked of.
import assert from 'node:assert/strict';
import { WalletAssetClient } from '../../src/api/client';
import { discoverTokens } from '../../src/api/discover';
import { CreditLedger } from '../../src/api/credits/ledger';
import { CreditMeter } from '../../src/api/credits/meter';
import { planOf } from '../../src/api/credits/plans';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { MemoryLedgerStore } from './creditFakes';
import { FAST_RETRY } from './helpers';
import { nowMs } from '../../src/core/clock';

describe('Discover Tokens: credits and generations', () => {
  let server: ReferenceServer;
  beforeEach(async () => { server = await startReferenceServer({ plan: 'free' }); });
  afterEach(async () => { await server.close(); });

  function metered() {
    const ledger = new CreditLedger(new MemoryLedgerStore(), 'test', nowMs, 60_000);
    const meter = new CreditMeter(ledger, () => planOf('free', 0), nowMs);
    const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 2000, cacheTtlSeconds: 60, apiKey: undefined, apiVersion: 'auto' as const }), { retry: FAST_RETRY, meter });
    return { client, ledger };
  }

  it('says what the ledger booked when the service reports its own cost', async () => {
    const { client, ledger } = metered();
    server.addFault({ kind: 'figures', path: '/api/2/pulse', headers: { 'x-ratelimit-cost': '3' } });
    const answer = await discoverTokens(client, { view: 'trending', chain: undefined });
    assert.equal(ledger.usage().month.get('discover'), 3, 'the meter believes the service');
    assert.equal(answer.credits, 3, 'the title says what was booked');
    const kept = await discoverTokens(client, { view: 'trending', chain: undefined });
    assert.equal(kept.credits, 0);
    assert.equal(ledger.usage().month.get('discover'), 3);
  });

  it('counts a v1 fallback as the request that answered, as booked', async () => {
    await server.close();
    server = await startReferenceServer({ plan: 'free', generations: 'v1-only' });
    const { client, ledger } = metered();
    const answer = await discoverTokens(client, { view: 'gainers', chain: 'Ethereum' });
    assert.equal(answer.source, 'v1');
    assert.equal(answer.credits, ledger.usage().month.get('discover'));
  });

  it('asks pulse for new pairs even while a fallback to v1 is remembered (v1 has no new pairs to give)', async () => {
    const { client } = metered();
    server.addFault({ kind: 'not-found-html', path: '/api/2/pulse' }); // a deploy's blip: v1 answers, and is remembered a while
    assert.equal((await discoverTokens(client, { view: 'trending', chain: undefined })).source, 'v1');
    const pairs = await discoverTokens(client, { view: 'new', chain: 'Base' });
    assert.ok(pairs.source === 'current' && pairs.rows.length > 0 && pairs.rows.every((r) => r.kind === 'pool'));
  });
});
