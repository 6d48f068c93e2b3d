// The reference server's live shape against the live service's own zod schemas (@mobula_labs/types):
// every operation for every wallet, every NFT page, metadata of every real asset and searches that
// return each kind of hit. An answer must parse, and must not carry fields the schema does not know.
import assert from 'node:assert/strict';
import { ALL_ASSETS, REAL_ASSETS } from '../server/data/catalogue';
import { SYNTHETIC_ASSETS } from '../server/data/synthetic';
import { startReferenceServer, type ReferenceServer, WALLETS } from '../server/server';
import { liveSchemaIssues, type LiveOperation } from './liveSchemas';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are walked generically
type Json = any;

function assertConforms(operation: LiveOperation, body: unknown, label: string): void {
  assert.deepEqual(liveSchemaIssues(operation, body, { strict: true }), [], `${label} must be what the live service sends`);
}

const WALLET_LIST = Object.values(WALLETS);

describe('reference server conforms to the live service schemas', () => {
  let server: ReferenceServer;
  before(async () => { server = await startReferenceServer(); });
  after(async () => { await server.close(); });

  async function get(path: string): Promise<Json> {
    const res = await fetch(server.url + path);
    assert.equal(res.status, 200, path);
    return res.json();
  }

  it('catches what the live service would not send: the spec shape, a number as text, an unknown field', async () => {
    const spec = await startReferenceServer({ shape: 'spec' });
    try {
      const specBody = await (await fetch(`${spec.url}/api/1/metadata?asset=ARB`)).json();
      assert.throws(() => assertConforms('metadata', specBody, 'spec metadata'), /must be what the live service sends/);
    } finally {
      await spec.close();
    }
    const { data } = await get('/api/1/metadata?asset=ARB');
    assert.throws(() => assertConforms('metadata', { data: { ...data, market_cap: String(data.market_cap) } }, 'text'), /data\.market_cap/);
    assert.throws(() => assertConforms('metadata', { data: { ...data, price_change_24h: 1.5 } }, 'extra'), /does not know/);
  });

  it('serves every wallet portfolio, with and without PnL, in the live portfolio shape', async () => {
    let withSecurity = 0;
    for (const wallet of WALLET_LIST) {
      for (const pnl of ['', '&pnl=true']) {
        const path = `/api/1/wallet/portfolio?wallet=${wallet}${pnl}`;
        const body = await get(path);
        assertConforms('portfolio', body, path);
        const assets: Json[] = body.data.assets;
        assert.ok(assets.every((a) => 'realized_pnl' in a === (pnl !== '')) && 'win_rate' in body.data === (pnl !== ''), `${path}: PnL only when asked`);
        withSecurity += assets.filter((a) => a.contracts_balances.some((c: Json) => c.security)).length;
      }
    }
    assert.ok(withSecurity > 0, 'some holdings carry security flags, so the flag schema is exercised');
  });

  it('serves all wallets at once in the live multi-portfolio shape', async () => {
    for (const pnl of ['', '&pnl=true']) {
      const path = `/api/1/wallet/multi-portfolio?wallets=${WALLET_LIST.join(',')}${pnl}`;
      const body = await get(path);
      assert.equal(body.data.length, WALLET_LIST.length);
      assertConforms('multiPortfolio', body, path);
    }
  });

  it('serves every page of every wallet NFTs in the live NFT shape, with and without pagination', async () => {
    let whaleSeen = 0;
    for (const wallet of WALLET_LIST) {
      for (let page = 1; ; page++) {
        for (const pagination of ['', '&pagination=true']) {
          const path = `/api/1/wallet/nfts?wallet=${wallet}&page=${page}${pagination}`;
          assertConforms('nfts', await get(path), path);
        }
        const { data, pagination } = await get(`/api/1/wallet/nfts?wallet=${wallet}&page=${page}&pagination=true`);
        if (wallet === WALLETS.whale) whaleSeen += data.length;
        if (page * pagination.limit >= pagination.total) break;
      }
    }
    assert.ok(whaleSeen > 250, `the whale's ${whaleSeen} NFTs span several pages`);
  });

  it('serves metadata of every real asset and a sample of long-tail tokens in the live metadata shape', async () => {
    const oddities = ALL_ASSETS.filter((a) => !REAL_ASSETS.includes(a) && !SYNTHETIC_ASSETS.includes(a)); // QJUNK, FEMTO, SMINU, PAYINU
    const sample = [...REAL_ASSETS, ...SYNTHETIC_ASSETS.filter((_, i) => i % 97 === 0), ...oddities];
    for (const asset of sample) {
      const path = `/api/1/metadata?asset=${encodeURIComponent(asset.name)}`;
      const body = await get(path);
      assert.equal(body.data.id, asset.id, path);
      assertConforms('metadata', body, path);
    }
  });

  it('answers searches mixing asset, token and pair hits in the live search shape', async () => {
    const kinds = new Set<string>();
    for (const input of ['usd', 'sol', 'wsol', 'eth', 'pe', 'zephyr', 'uni', 'b', 'quadrillion', 'bnb', 'orca']) {
      for (const extra of ['', '&type=assets', '&type=tokens', '&type=pairs']) {
        const path = `/api/1/search?input=${input}${extra}`;
        const body = await get(path);
        assertConforms('search', body, path);
        for (const hit of body.data) kinds.add(hit.type === 'asset' || hit.type === 'token' ? hit.type : 'pair');
      }
    }
    assert.deepEqual([...kinds].sort(), ['asset', 'pair', 'token']);
  });
});
