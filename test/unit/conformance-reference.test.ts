// The reference server's live shape against the live service's own zod schemas (@mobula_labs/types):
// every operation for every wallet, every NFT page, metadata of every real asset and searches that
// return each kind of hit, price history on every grid. An answer must parse, and must not carry fields the
// schema does not know. The feed's subscribe payloads are held to the service's FeedPayloadSchema.
import assert from 'node:assert/strict';
import {
  FeedPayloadSchema, MarketHistoryParamsSchema, WalletActivityV2BatchParamsSchema, WalletActivityV2ParamsSchema, WalletHistoryParamsSchema,
  WalletLabelsParamsSchema, WalletTransactionsParamsSchema,
} from '@mobula_labs/types';
import { WebSocket } from 'ws';
import { ALL_ASSETS, REAL_ASSETS, findAsset } from '../server/data/catalogue';
import { SYNTHETIC_ASSETS } from '../server/data/synthetic';
import { BINANCE_14, VENUES } from '../server/data/entities';
import { NO_HISTORY_ASSET_NAME, startReferenceServer, type ReferenceServer, WALLETS } from '../server/server';
import { liveSchemaIssues, type LiveOperation } from './liveSchemas';
import { nowMs } from '../../src/core/clock';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are walked generically
type Json = any;

function assertConforms(operation: LiveOperation, body: unknown, label: string): void {
  assert.deepEqual(liveSchemaIssues(operation, body, { strict: true }), [], `${label} must be what the live service sends`);
}

const WALLET_LIST = Object.values(WALLETS);

describe('reference server conforms to the live service schemas', () => {
  let server: ReferenceServer;
  before(async () => { server = await startReferenceServer({ feedTickMs: 50 }); });
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
        assert.ok(assets.every((a) => 'realized_pnl' in a === (pnl !== '' && a.asset.id !== null)) && 'win_rate' in body.data === (pnl !== ''), `${path}: PnL only when asked (and never for an unlisted token)`);
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

  it('serves price history in the live history shape on every grid, for names, symbols, ids and contracts', async () => {
    const usdcOnBase = findAsset('USDC')!.contracts[findAsset('USDC')!.blockchains.indexOf('Base')]!;
    const targets = ['asset=BTC', 'asset=Baby%20Doge%20Coin', 'symbol=PEPE', 'id=100006', 'asset=QJUNK', 'asset=FEMTO', 'asset=SMINU',
      `asset=${encodeURIComponent(NO_HISTORY_ASSET_NAME)}`, `asset=${encodeURIComponent(SYNTHETIC_ASSETS[7]!.name)}`, `asset=${usdcOnBase}&blockchain=Base`];
    const from = nowMs() - 3 * 86_400_000;
    for (const target of targets) {
      for (const window of ['', `&period=5m&from=${from}`, `&period=1h&from=${from}`, '&period=1d', `&period=1w&from=0&to=${nowMs()}`]) {
        const query = `${target}${window}`;
        assert.ok(MarketHistoryParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(query))).success, `${query}: live parameters`);
        const body = await get(`/api/1/market/history?${query}`);
        assertConforms('history', body, query);
      }
    }
  });

  it('serves every wallet\'s activity, page after page, its batch and v1 transactions in the live shapes', async () => {
    let swaps = 0, transfers = 0;
    for (const wallet of [...WALLET_LIST, 'vitalik.eth']) {
      let cursor: string | undefined;
      for (let page = 0; page < 3; page++) {
        const query = `wallet=${wallet}&limit=50&order=desc${cursor ? `&cursorHash=${cursor}&cursorDirection=before` : ''}`;
        assert.ok(WalletActivityV2ParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(query))).success, `${query}: live parameters`);
        const body = await get(`/api/2/wallet/activity?${query}`);
        assertConforms('walletActivity', body, query);
        for (const tx of body.data) for (const a of tx.actions) if (a.model === 'swap') swaps++; else transfers++;
        cursor = body.data.at(-1)?.txHash;
        if (body.data.length < 50) break;
      }
      for (const extra of ['&chainIds=evm:1,solana:solana', '&blockchains=Base&filterSpam=false&unlistedAssets=false&backfillTransfers=true', `&from=0&to=${nowMs()}&order=asc`]) {
        assertConforms('walletActivity', await get(`/api/2/wallet/activity?wallet=${wallet}${extra}`), `${wallet}${extra}`);
      }
      const v1 = `wallet=${wallet}&limit=40&page=2&pagination=true&blockchains=Ethereum,Solana`;
      assert.ok(WalletTransactionsParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(v1))).success, v1);
      assertConforms('walletTransactions', await get(`/api/1/wallet/transactions?${v1}`), v1);
      assertConforms('walletTransactions', await get(`/api/1/wallet/transactions?wallet=${wallet}`), `${wallet} v1 without pagination`);
    }
    assert.ok(swaps > 50 && transfers > 50, `both models are exercised (${swaps} swaps, ${transfers} transfers)`);
    const items = [{ wallet: WALLETS.ordinary, limit: 5, chainIds: ['evm:1'] }, { wallet: WALLETS.solana, filterSpam: false }, { wallet: 'not a wallet' }];
    assert.ok(WalletActivityV2BatchParamsSchema.safeParse({ items }).success);
    const res = await fetch(`${server.url}/api/2/wallet/activity`, { method: 'POST', body: JSON.stringify({ items }) });
    const batch = await res.json() as Json;
    assertConforms('walletActivityBatch', batch, 'batch');
    assert.deepEqual(batch.payload.map((p: Json) => ('error' in p ? 'error' : p.data.length)), [5, 100, 'error']);
  });

  it('serves net worth over time for every wallet, several combined, on every grid, in the live history shape', async () => {
    const from = nowMs() - 3 * 86_400_000;
    for (const who of [...WALLET_LIST.map((w) => `wallet=${w}`), `wallets=${WALLET_LIST.join(',')}`]) {
      for (const window of ['', `&period=5min&from=${from}`, `&period=15min&from=${from}&strictPeriod=true`, '&period=1h', '&period=6h&from=0', '&period=1d&from=0&filterSpam=true', '&period=7d&from=0&blockchains=Solana']) {
        const query = `${who}${window}`;
        assert.ok(WalletHistoryParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(query))).success, `${query}: live parameters`);
        assertConforms('walletHistory', await get(`/api/1/wallet/history?${query}`), query.slice(0, 120));
      }
    }
  });

  it('labels exchanges, routers, vaults and demo wallets in the live labels shape, one entry per address asked', async () => {
    const addresses = [...WALLET_LIST, BINANCE_14.address, VENUES.Solana.dexes[0]!.router.address, VENUES.Ethereum.vault.address, '0x0000000000000000000000000000000000000001'];
    assert.ok(WalletLabelsParamsSchema.safeParse({ walletAddresses: addresses }).success);
    const res = await fetch(`${server.url}/api/1/wallet/labels`, { method: 'POST', body: JSON.stringify({ walletAddresses: addresses }) });
    const body = await res.json() as Json;
    assertConforms('walletLabels', body, 'labels');
    assert.deepEqual(body.data.map((d: Json) => d.walletAddress), addresses);
    assert.equal(body.data.find((d: Json) => d.walletAddress === BINANCE_14.address).walletMetadata.entityName, 'Binance 14');
  });

  // The package has no schema for update frames (FeedPayloadSchema is what a client sends); the updates' shape is
  // checked in reference-history-feed.test.ts.
  it('serves batched market data by ids and by contracts, and sparkline links, in the live shapes', async () => {
    const ids = REAL_ASSETS.slice(0, 40).map((a) => a.id).join(',');
    const byIds = await get(`/api/1/market/multi-data?ids=${ids},999999999`);
    assertConforms('multiData', byIds, 'multi-data by ids');
    assert.equal(byIds.dataArray.length, 41);
    assert.equal(byIds.dataArray[40], null, 'an unknown id is a null in the array, absent from the record');
    const usdc = findAsset('USDC')!;
    const byContract = await get(`/api/1/market/multi-data?assets=${usdc.contracts[0]},${usdc.contracts[1]}&blockchains=${usdc.blockchains[0]},${usdc.blockchains[1]}`);
    assertConforms('multiData', byContract, 'multi-data by contracts');
    assert.ok(Math.abs(byContract.dataArray[0].price - 1) < 0.01 && Math.abs(byContract.dataArray[0].price_change_24h) < 1, 'a stablecoin, in percent');
    for (const query of ['id=100006&timeFrame=7d', `asset=${usdc.contracts[0]}&blockchain=Ethereum`, 'asset=Bitcoin&timeFrame=24h']) {
      const body = await get(`/api/1/market/sparkline?${query}`);
      assertConforms('sparkline', body, `sparkline ${query}`);
      const image = await fetch(body.url);
      assert.equal(image.headers.get('content-type'), 'image/svg+xml', body.url);
      assert.match(await image.text(), /^<svg [^>]*><polyline [^>]*points="[\d., ]+"\/><\/svg>$/);
    }
  });

  it('takes every subscribe payload the live feed schema accepts, and refuses the ones it refuses', async () => {
    // Each payload on its own socket, so its first answer is about it alone.
    const answer = async (payload: object): Promise<'update' | 'error'> => {
      const ws = new WebSocket(server.feedUrl);
      try {
        const first = new Promise<Json>((resolve) => ws.once('message', (data: Buffer) => resolve(JSON.parse(String(data)))));
        await new Promise((resolve) => ws.once('open', resolve));
        ws.send(JSON.stringify({ type: 'feed', authorization: '', ...payload }));
        const reply = await first;
        return !Array.isArray(reply) && 'error' in reply ? 'error' : 'update';
      } finally {
        ws.terminate();
      }
    };
    const usdc = findAsset('USDC')!;
    for (const payload of [
      { kind: 'asset_ids', asset_ids: [100001], quote_id: null, tag: 'walletscope' },
      { kind: 'address', tokens: [{ blockchain: 'Ethereum', address: usdc.contracts[usdc.blockchains.indexOf('Ethereum')]! }], tag: 'x'.repeat(50) },
    ]) {
      assert.ok(FeedPayloadSchema.safeParse(payload).success, JSON.stringify(payload));
      assert.equal(await answer(payload), 'update', JSON.stringify(payload));
    }
    for (const payload of [{ kind: 'asset_ids', asset_ids: ['100001'] }, { kind: 'address', tokens: [{ blockchain: 'Ethereum' }] },
      { kind: 'asset_ids', asset_ids: [100001], tag: 'x'.repeat(51) }, { kind: 'prices' }]) {
      assert.equal(FeedPayloadSchema.safeParse(payload).success, false, JSON.stringify(payload));
      assert.equal(await answer(payload), 'error', JSON.stringify(payload));
    }
    assert.ok(FeedPayloadSchema.safeParse({ kind: 'all' }).success);
    assert.equal(await answer({ kind: 'all' }), 'error', 'valid live, but not served here');
  });
});
