// What Search Assets shows for each kind of hit the live service mixes: assets, tokens and pairs.
import assert from 'node:assert/strict';
import { searchItemText } from '../../src/asset/model';
import { queryFor } from '../../src/asset/query';
import { startHarness, type Harness } from './helpers';
import { searchAssets } from '../../src/api/search';

describe('search items for each kind of hit', () => {
  let h: Harness;
  before(async () => { h = await startHarness(); });
  after(async () => { await h.server.close(); });

  it('shows a pair as "WSOL/USDC · Raydium" with price, liquidity and 24h volume, and opens its base token', async () => {
    const hits = await searchAssets(h.client, 'sol');
    assert.ok(hits.some((r) => r.kind === 'asset' && r.symbol === 'SOL'), 'the SOL asset is found too');
    const pair = hits.find((r) => r.kind === 'pair' && r.name === 'WSOL/USDC');
    assert.ok(pair?.kind === 'pair', hits.map((r) => r.name).join());
    const text = searchItemText(pair);
    assert.equal(text.label, 'WSOL/USDC · Raydium');
    assert.match(text.description, /^\$[\d,.]+ · Liq \$[\d.]+[KMB] · Vol 24h \$[\d.]+[KMB]$/);
    assert.match(text.detail, /^Solana · pair \w{4}…\w{4} · Enter opens WSOL$/);
    assert.deepEqual(queryFor(pair), { query: 'So11111111111111111111111111111111111111112', blockchain: 'Solana' });
  });

  it('reads a list of only pairs', async () => {
    const hits = await searchAssets(h.client, 'wsol');
    assert.ok(hits.length > 0);
    assert.ok(hits.every((r) => r.kind === 'pair'), hits.map((r) => r.kind).join());
  });

  it('shows a token hit\'s 24h volume, and an asset hit\'s market cap', async () => {
    const tokens = (await searchAssets(h.client, 'q')).filter((r) => r.kind === 'token');
    assert.ok(tokens.length > 0, 'a synthetic token is found');
    assert.match(searchItemText(tokens[0]!).description, /Vol 24h \$/);
    const [usdc] = await searchAssets(h.client, 'usd coin');
    assert.equal(usdc?.kind, 'asset');
    assert.doesNotMatch(searchItemText(usdc!).description, /Vol 24h/);
  });
});
