// A price answer built to stall the host: the v1 multi-data answer (used whenever the batch paths do not answer) with
// every contract of its 1,000 entries on one address. Matching copied a growing list per contract, quadratic in them:
// the finding's 3.3 MB answer (40,000 contracts) took 10-14 s, and a minute at the 10 MB cap (the bench's figure).
// The bound sits between the two orders, ten times today's time and a tenth of the quadratic one, so a slow
// machine neither passes the quadratic code nor fails the linear one; the smaller answer lets a regression fail in
// seconds, not minutes (a blocked thread cannot be timed out).
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WalletAssetClient } from '../../src/api/client';
import { DEFAULT_MAX_BODY_BYTES } from '../../src/api/transport/http';
import { matchQuotes } from '../../src/api/quotes';
import { parseResponse, multiDataResponseSchema, type MarketEntry } from '../../src/api/schemas';
import { FAST_RETRY } from './helpers';

const ADDRESS = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const BOUND_MS = 1000;
const CONTRACTS_PER_ENTRY = 40;

/** 1,000 entries of CONTRACTS_PER_ENTRY contracts, all on ADDRESS. */
function oneAddressAnswer(perEntry: number): string {
  const contract = { address: ADDRESS, blockchain: 'Ethereum' };
  return JSON.stringify({
    dataArray: Array.from({ length: 1000 }, (_, i) => ({
      key: `${i}`, id: i + 1, price: i + 1, price_change_24h: 0.5, contracts: Array.from({ length: perEntry }, () => contract),
    })),
  });
}

describe('a price answer with every contract on one address', function () {
  this.timeout(60_000); // long enough for the quadratic version to finish and report its time
  let server: Server;
  let baseUrl: string;
  const body = oneAddressAnswer(CONTRACTS_PER_ENTRY);
  before(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => { await new Promise((resolve) => server.close(resolve)); });

  it(`3.3 MB, 40,000 contracts: read and matched in under ${BOUND_MS} ms, not 10 s, to the first entry naming the address`, async () => {
    assert.ok(body.length > 3.2e6 && body.length < DEFAULT_MAX_BODY_BYTES, `${body.length} bytes`);
    const client = new WalletAssetClient(() => ({ baseUrl, timeoutMs: 30_000, cacheTtlSeconds: 0, apiKey: undefined, apiVersion: '1' as const }), { retry: FAST_RETRY });
    const started = performance.now();
    const quotes = await client.getPrices([{ kind: 'token', blockchain: 'Ethereum', address: ADDRESS.toLowerCase(), symbol: 'USDC' }, { kind: 'asset', id: 1000, symbol: 'X' }]);
    const ms = performance.now() - started;
    assert.deepEqual([...quotes.values()].map((q) => q.priceUsd), [1, 1000]);
    assert.ok(ms < BOUND_MS, `the answer took ${ms.toFixed(0)} ms`);
  });
});

describe('matching prices to contracts', () => {
  const entry = (id: number, contracts: Array<[string, string | undefined]>): MarketEntry => ({
    key: `${id}`, id, price: id, change24h: undefined, contracts: contracts.map(([address, blockchain]) => ({ address, blockchain })),
  });

  it('prefers the entry on the asked chain, else the first that names the address, whatever its case', () => {
    const other = '0x1111111111111111111111111111111111111111';
    const entries = [entry(1, [[ADDRESS, 'Base'], [other, undefined]]), entry(2, [[ADDRESS.toLowerCase(), 'Ethereum']]), entry(3, [[ADDRESS, 'ethereum']])];
    const token = (blockchain: string, address = ADDRESS) => ({ kind: 'token' as const, blockchain, address, symbol: 'USDC' });
    const quotes = matchQuotes([token('ETHEREUM'), token('Arbitrum'), token('Base'), token('Polygon', other)], entries, 0);
    assert.deepEqual([...quotes.values()].map((q) => q.priceUsd), [2, 1, 1, 1]);
  });

  it('matches a Solana or Tron contract only in its exact case, and a repeated address on every chain it names', () => {
    const sol = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
    const swapped = [...sol].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
    const entries = [entry(1, [[swapped, 'Solana']]), entry(2, [[sol, 'Solana'], [sol, 'Eclipse']]), entry(3, [[sol, 'Solana'], [ADDRESS, 'Base']])];
    const target = (blockchain: string, address: string) => ({ kind: 'token' as const, blockchain, address, symbol: 'USDC' });
    const quotes = matchQuotes([target('Solana', sol), target('Eclipse', sol), target('Solana', sol.slice(0, 12) + 'x'.repeat(32)), target('Base', ADDRESS)], entries, 0);
    assert.deepEqual([...quotes.values()].map((q) => q.priceUsd), [2, 2, 3]);
  });

  it('reads the first 1,000 entries of dataArray then data, and at most 100 contracts of each', () => {
    const contracts = Array.from({ length: 150 }, (_, i) => ({ address: `0x${i.toString(16).padStart(40, '0')}`, blockchain: 'Base' }));
    const item = (id: number) => ({ key: `${id}`, id, price: 1, contracts });
    const read = parseResponse(multiDataResponseSchema, {
      dataArray: Array.from({ length: 600 }, (_, i) => item(i)),
      data: Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`k${i}`, item(600 + i)])),
    });
    assert.equal(read.length, 1000);
    assert.deepEqual([read[0]!.id, read[599]!.id, read[600]!.id, read[999]!.id], [0, 599, 600, 999]);
    assert.equal(read[0]!.contracts.length, 100);
    assert.deepEqual(parseResponse(multiDataResponseSchema, { data: [item(7), null, { id: 8, contracts: [null, 3, { blockchain: 'x' }, { address: ' ' }] }] })
      .map((e) => [e.id, e.contracts.length]), [[7, 100], [8, 0]]);
  });
});
