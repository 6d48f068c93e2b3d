// Prices across the service's two generations: batches on the current paths (`POST /api/2/asset/details`,
// `POST /api/2/token/price`), `/market/multi-data` on v1, the same quotes from either, each batch in the
// shape the service's schemas accept and answer, and a missing path probed once.
import assert from 'node:assert/strict';
import {
  AssetDetailsBatchParamsSchema, AssetDetailsBatchResponseSchema, TokenPriceBatchParamsSchema, TokenPriceBatchResponseSchema,
} from '@mobula_labs/types';
import { WalletAssetClient } from '../../src/api/client';
import type { FeedTarget } from '../../src/api/priceTarget';
import { RouteBook, type ApiVersion, type RouteStore } from '../../src/api/transport/routes';
import { parseResponse } from '../../src/api/schemas';
import { assetDetailsPriceSchema, tokenPriceResponseSchema } from '../../src/api/schemas/v2Prices';
import { REAL_ASSETS, realAsset } from '../server/data/catalogue';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import type { Generations } from '../server/v2-routes';
import { FAST_RETRY } from './helpers';

const USDC = realAsset('USDC');
/** Twelve assets by id (two batches of ten on the current path), USDC by contract on two chains, and a stranger. */
const TARGETS: FeedTarget[] = [
  ...REAL_ASSETS.filter((a) => !a.unlisted).slice(0, 12).map((a): FeedTarget => ({ kind: 'asset', id: a.id, symbol: a.symbol })),
  { kind: 'token', blockchain: USDC.blockchains[0]!, address: USDC.contracts[0]!, symbol: 'USDC' },
  { kind: 'token', blockchain: USDC.blockchains[1]!, address: USDC.contracts[1]!, symbol: 'USDC' },
  { kind: 'token', blockchain: 'Ethereum', address: '0x1111111111111111111111111111111111111111', symbol: 'USDC' },
];

function memoryStore(): RouteStore {
  let value: unknown;
  return { read: () => value, write: (v) => { value = structuredClone(v); } };
}

describe('service generations: prices in batches on the current paths, multi-data on v1', () => {
  let server: ReferenceServer;
  before(async () => { server = await startReferenceServer(); });
  after(async () => { await server.close(); });

  const client = (apiVersion: ApiVersion = 'auto', store: RouteStore = memoryStore()) =>
    new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 2000, cacheTtlSeconds: 60, apiKey: undefined, apiVersion }),
      { retry: FAST_RETRY, routes: new RouteBook(store) });
  async function mode(generations: Generations): Promise<void> {
    const res = await fetch(`${server.url}/__control/generations`, { method: 'POST', body: JSON.stringify({ mode: generations }) });
    assert.equal(res.status, 200);
    server.resetCounts();
  }
  const asked = () => server.requests.map((r) => `${r.method} ${r.path}`);

  it('auto: fifteen prices in three batch requests (3 credits, against 15 on multi-data), the same quotes as v1', async () => {
    await mode('both');
    const before = server.credits().used;
    const current = await client().getPrices(TARGETS);
    assert.deepEqual(asked().sort(), ['POST /api/2/asset/details', 'POST /api/2/asset/details', 'POST /api/2/token/price']);
    const between = server.credits().used;
    const v1 = await client('1').getPrices(TARGETS);
    assert.deepEqual([between - before, server.credits().used - between], [3, 15]);
    assert.deepEqual([...current.keys()].sort(), [...v1.keys()].sort());
    assert.equal(current.size, 14, 'every asset and both USDC contracts; the stranger has no price');
    for (const [key, quote] of v1) {
      const other = current.get(key)!;
      assert.ok(Math.abs(other.priceUsd / quote.priceUsd - 1) < 1e-3, `${key}: ${other.priceUsd} vs ${quote.priceUsd}`);
      // v2 gives an asset's 24h change through its first token: an asset with no token on any chain (BTC here) has none.
      const tokenless = REAL_ASSETS.find((a) => `id:${a.id}` === key)?.blockchains.length === 0;
      if (key.startsWith('id:') && !tokenless) assert.ok(Math.abs(other.change24hPercent! - quote.change24hPercent!) < 0.05, `${key}'s 24h change`);
    }
  });

  it('with v1 retired: the batches answer; on a v1-only service the batch path is probed once, then multi-data straight away', async () => {
    await mode('retire-v1');
    assert.equal((await client().getPrices(TARGETS)).size, 14);
    assert.equal(server.count('/api/1/market/multi-data'), 0);
    await mode('v1-only');
    const store = memoryStore();
    assert.equal((await client('auto', store).getPrices(TARGETS)).size, 14);
    assert.deepEqual(asked().filter((r) => r.includes('/api/2/')).length, 1, `one probe: ${asked().join(', ')}`);
    server.resetCounts();
    assert.equal((await client('auto', store).getPrices(TARGETS.slice(0, 3))).size, 3);
    assert.deepEqual(asked(), ['GET /api/1/market/multi-data']);
  });

  it('conformance: each batch body passes the service\'s params schema, and its answer its response schema', async () => {
    await mode('both');
    await client('2').getPrices(TARGETS);
    const bodies = server.requests.map((r) => [r.path, r.body] as const);
    assert.equal(bodies.length, 3);
    for (const [path, body] of bodies) {
      const params = path === '/api/2/token/price' ? TokenPriceBatchParamsSchema : AssetDetailsBatchParamsSchema;
      const parsed = params.safeParse(body);
      assert.ok(parsed.success, `${path} ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`);
      const answer: unknown = await (await fetch(`${server.url}${path}`, { method: 'POST', body: JSON.stringify(body) })).json();
      const schema = path === '/api/2/token/price' ? TokenPriceBatchResponseSchema : AssetDetailsBatchResponseSchema;
      const read = schema.safeParse(answer);
      assert.ok(read.success, `${path}: ${JSON.stringify(read.error?.issues.slice(0, 3))}`);
    }
  });

  it('a batch answer with malformed or refused items prices the rest, each in its place', () => {
    const tokens = parseResponse(tokenPriceResponseSchema, { payload: [
      { address: '0xa', chainId: 'evm:1', priceUSD: 2 }, { address: '0xb', chainId: 'evm:1', error: 'Token not found' }, 'junk', null,
      { address: '0xc', chainId: 'evm:1', priceUSD: -1 }, { address: '', priceUSD: 3 }, { address: '0xd', priceUSD: '1e-9' },
    ] });
    assert.deepEqual(tokens.map((t) => t?.price), [2, undefined, undefined, undefined, undefined, undefined, 1e-9]);
    const assets = parseResponse(assetDetailsPriceSchema, { payload: [{ error: 'Asset not found' }, { asset: { id: 7, priceUSD: 5 }, tokens: [{ priceChange24hPercentage: 1.5 }] },
      { asset: { id: 'x', priceUSD: 5 } }, { asset: { id: 8, priceUSD: 1 }, tokens: 'none' }] });
    assert.deepEqual(assets.map((a) => a && [a.id, a.price, a.change24h]), [undefined, [7, 5, 1.5], undefined, [8, 1, undefined]]);
    assert.throws(() => parseResponse(tokenPriceResponseSchema, { data: [] }), 'an answer without payload is a changed format, not "no prices"');
  });

  it('the reference server refuses a GET on a batch path and a body that is not JSON', async () => {
    await mode('both');
    assert.equal((await fetch(`${server.url}/api/2/token/price`)).status, 405);
    assert.equal((await fetch(`${server.url}/api/2/asset/details`, { method: 'POST', body: 'not json' })).status, 400);
  });
});
