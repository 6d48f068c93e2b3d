// The reference screener against the service's own zod schemas (@mobula_labs/types): every view's rows, token rows
// (`assetMode`) and pool rows, on every chain, parse as EnrichedTokenData and EnrichedPoolData with no field the schema
// does not know; the request Discover Tokens sends parses as PulsePayloadParams; v1's market query answers as
// MarketQueryResponse to a query MarketQueryParams accepts.
import assert from 'node:assert/strict';
import { MarketQueryParamsSchema, PulsePayloadParamsSchema } from '@mobula_labs/types';
import { DISCOVER_VIEWS } from '../../src/api/discover';
import { marketQuery, pulseBody } from '../../src/api/discover/requests';
import { startReferenceServer, type ReferenceServer } from '../server/server';
import { liveSchemaIssues } from './liveSchemas';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are walked generically
type Json = any;

describe('reference screener conforms to the live service schemas', function () {
  this.timeout(20_000);
  let server: ReferenceServer;
  before(async () => { server = await startReferenceServer(); });
  after(async () => { await server.close(); });

  for (const chain of [undefined, 'Ethereum', 'Base', 'Solana', 'Arbitrum']) {
    it(`answers every view's pulse request${chain ? ` on ${chain}` : ''} with rows the schemas know`, async () => {
      for (const view of DISCOVER_VIEWS) {
        const body = pulseBody({ view, chain });
        assert.ok(PulsePayloadParamsSchema.safeParse(body).success, `${view}: the request is one pulse takes`);
        const res = await fetch(`${server.url}/api/2/pulse`, { method: 'POST', body: JSON.stringify(body) });
        assert.equal(res.status, 200);
        const rows: Json[] = ((await res.json()) as Json)[view].data;
        if (chain !== 'Ethereum' || view !== 'new') assert.ok(rows.length > 0, `${view} on ${chain ?? 'every chain'} lists something`);
        for (const [i, row] of rows.entries()) {
          assert.deepEqual(liveSchemaIssues(body.assetMode ? 'pulseToken' : 'pulsePool', row, { strict: true }), [], `${view}[${i}]`);
        }
      }
    });
  }

  it('answers GET pulse too, one view from the query', async () => {
    const { trending } = (await (await fetch(`${server.url}/api/2/pulse?assetMode=true&model=trending&limit=3`)).json()) as Json;
    assert.equal(trending.data.length, 3);
    assert.deepEqual(liveSchemaIssues('pulseToken', trending.data[0], { strict: true }), []);
    const refused = await fetch(`${server.url}/api/2/pulse`, { method: 'POST', body: JSON.stringify({ views: [{ name: 'x', limit: 101 }] }) });
    assert.equal(refused.status, 400, 'a limit over 100 is refused, as the schema does');
  });

  it('answers v1\'s market query with listed assets in its shape', async () => {
    for (const view of DISCOVER_VIEWS) {
      const query = marketQuery({ view, chain: 'Solana' });
      if (!query) continue;
      const params = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
      assert.ok(MarketQueryParamsSchema.safeParse(params).success, `${view}: a query the service takes`);
      const body = (await (await fetch(`${server.url}/api/1/market/query?${new URLSearchParams(params)}`)).json()) as Json;
      assert.ok(body.data.length > 0);
      assert.deepEqual(liveSchemaIssues('marketQuery', body.data, { strict: true }), [], view);
    }
  });
});
