// A wallet's activity through the client, against the reference server on loopback: both generations read into one
// model, "Show more" by cursor, spam left out as the sidebar leaves it out, v2's 404 falling back to v1 through the
// routing, and hostile answers (a time years ahead, negative amounts, thousands of actions, endless pages, markup).
import assert from 'node:assert/strict';
import { getWalletActivity, type ActivityTransaction, type SwapAction, type TransferAction } from '../../src/api/wallets';
import { BINANCE_14 } from '../server/data/entities';
import { startReferenceServer, TEXT_PAYLOAD, WALLETS } from '../server/server';
import { freshClient, startHarness, type Harness } from './helpers';
import { nowMs } from '../../src/core/clock';

const swap = (tx: ActivityTransaction | undefined) => tx?.actions[0] as SwapAction;
const transfer = (tx: ActivityTransaction | undefined) => tx?.actions[0] as TransferAction;
const feature = 'walletPage' as const;

describe('wallet activity through the client', () => {
  let h: Harness;
  before(async () => { h = await startHarness(); });
  after(async () => { await h.server.close(); });
  beforeEach(() => { h.settings.apiVersion = 'auto'; h.log.length = 0; });

  it('reads the current generation: the demo\'s swap on Uniswap V3, then 2,000 USDC from Binance 14, newest first', async () => {
    const page = await getWalletActivity(freshClient(h), WALLETS.ordinary, { feature, limit: 5 });
    assert.equal(page.source, 'current');
    const s = swap(page.transactions[0]);
    assert.deepEqual([s.kind, s.assetIn.symbol, s.amountIn, s.assetOut.symbol, s.platform], ['swap', 'ETH', 1.2, 'USDC', 'Uniswap V3']);
    assert.ok(Math.abs(s.amountOut - 4010) < 60 && Math.abs(s.usd! - 4010) < 60, `${s.amountOut} USDC, $${s.usd}`);
    const t = transfer(page.transactions[1]);
    assert.deepEqual([t.direction, t.amount, t.asset.symbol, t.counterparty], ['in', 2000, 'USDC', BINANCE_14.address]);
    assert.equal(transfer(page.transactions[2]).direction, 'vaultDeposit');
    assert.ok(page.transactions.every((tx, i) => i === 0 || tx.time <= page.transactions[i - 1]!.time));
    assert.deepEqual(h.log.map((e) => e.path.split('?')[0]), ['/api/2/wallet/activity']);
  });

  it('shows more by cursor, in both generations, without a repeat or a gap', async () => {
    for (const version of ['2', '1'] as const) {
      h.settings.apiVersion = version;
      const client = freshClient(h);
      const all = await getWalletActivity(client, WALLETS.ordinary, { feature, limit: 60 });
      const first = await getWalletActivity(client, WALLETS.ordinary, { feature, limit: 20 });
      const second = await getWalletActivity(client, WALLETS.ordinary, { feature, limit: 20, cursor: first.cursor });
      assert.equal(first.source, version === '2' ? 'current' : 'v1');
      assert.ok(first.cursor && second.cursor, `${version}: there is more`);
      const paged = [...first.transactions, ...second.transactions].map((tx) => tx.hash);
      assert.equal(new Set(paged).size, paged.length, `${version}: no repeat`);
      assert.deepEqual(paged, all.transactions.map((tx) => tx.hash).slice(0, paged.length), `${version}: no gap`);
    }
  });

  it('groups v1\'s rows: a sell and a buy under one hash are one swap', async () => {
    h.settings.apiVersion = '1';
    const page = await getWalletActivity(freshClient(h), WALLETS.ordinary, { feature, limit: 10 });
    assert.equal(page.source, 'v1');
    const s = swap(page.transactions[0]);
    assert.deepEqual([s.kind, s.assetIn.symbol, s.amountIn, s.assetOut.symbol], ['swap', 'ETH', 1.2, 'USDC']);
    assert.equal(transfer(page.transactions[1]).counterparty, BINANCE_14.address);
    assert.ok(h.log.every((e) => e.path.startsWith('/api/1/wallet/transactions')));
  });

  it('never splits a v1 transaction with more rows than the page: its rest is asked at once and joined, the next page after it', async () => {
    h.settings.apiVersion = '1';
    const client = freshClient(h);
    const page = await getWalletActivity(client, WALLETS.ordinary, { feature, limit: 1 }); // the swap's sell fills the page; its buy is on the next
    const s = swap(page.transactions[0]);
    assert.deepEqual([s.kind, s.assetIn.symbol, s.amountIn, s.assetOut.symbol], ['swap', 'ETH', 1.2, 'USDC'], 'one transaction, its swap whole');
    assert.equal(page.transactions[0]!.actions.length, 1);
    const next = await getWalletActivity(client, WALLETS.ordinary, { feature, limit: 1, cursor: page.cursor });
    const hashes = [...page.transactions, ...next.transactions].map((tx) => tx.hash);
    assert.equal(new Set(hashes).size, hashes.length, 'the next page does not begin with the rest of it');
    const all = (await getWalletActivity(client, WALLETS.ordinary, { feature, limit: 100 })).transactions.map((tx) => tx.hash);
    const n = Math.min(all.length, hashes.length);
    assert.ok(n > 2);
    assert.deepEqual(hashes.slice(0, n), all.slice(0, n), 'no gap');
  });

  it('falls back to v1 transactions when the current path answers 404, and asks v1 first from then on', async () => {
    const mode = (m: string) => fetch(`${h.server.url}/__control/generations`, { method: 'POST', body: JSON.stringify({ mode: m }) });
    await mode('v1-only');
    try {
      const client = freshClient(h);
      const page = await getWalletActivity(client, WALLETS.ordinary, { feature, limit: 10 });
      assert.equal(page.source, 'v1');
      assert.equal(swap(page.transactions[0]).assetOut.symbol, 'USDC');
      const more = await getWalletActivity(client, WALLETS.ordinary, { feature, limit: 10, cursor: page.cursor });
      assert.equal(more.source, 'v1');
      const paths = h.log.map((e) => `${e.status} ${e.path.split('?')[0]}`);
      assert.deepEqual(paths, ['404 /api/2/wallet/activity', '200 /api/1/wallet/transactions', '200 /api/1/wallet/transactions']);
    } finally {
      await mode('both');
    }
  });

  it('leaves spam out as the sidebar does, the service\'s filter first, and counts what it hid', async () => {
    const client = freshClient(h);
    const symbols = (txs: readonly ActivityTransaction[]) => txs.flatMap((tx) => tx.actions.map((a) => (a.kind === 'transfer' ? a.asset.symbol : a.assetOut.symbol)));
    const kept = await getWalletActivity(client, WALLETS.mixed, { feature, limit: 100 });
    const all = await getWalletActivity(client, WALLETS.mixed, { feature, limit: 100, filterSpam: false });
    assert.ok(symbols(all.transactions).includes('UNICLAIM') && symbols(all.transactions).includes('USDCR'), 'unfiltered, both airdrops are there');
    assert.ok(!symbols(kept.transactions).includes('UNICLAIM'), 'the service\'s filter drops UNICLAIM');
    assert.ok(!symbols(kept.transactions).includes('USDCR'), 'the sidebar\'s rules drop USDCR, which the service misses');
    assert.deepEqual([kept.hiddenSpam, all.hiddenSpam], [1, 0]);
    assert.ok(kept.transactions.length < all.transactions.length);
  });

  it('says an empty wallet has no activity, with no cursor', async () => {
    const page = await getWalletActivity(freshClient(h), WALLETS.empty, { feature });
    assert.deepEqual([page.transactions.length, page.cursor], [0, undefined]);
  });

  it('in hostile mode: holds a time years ahead to now, reads negative amounts as sizes, caps thousands of actions, clips markup', async () => {
    const hostile = await startReferenceServer({ hostile: true });
    try {
      const harness = { ...h, server: hostile, settings: { ...h.settings, baseUrl: hostile.url, apiVersion: '2' as const } };
      const client = freshClient(harness);
      const now = nowMs();
      const page = await getWalletActivity(client, WALLETS.ordinary, { feature, limit: 100, filterSpam: false, now });
      const [future, negative, flood] = page.transactions;
      assert.ok(future!.timeInFuture && future!.time === now);
      assert.ok(negative!.actions.every((a) => (a.kind === 'transfer' ? a.amount > 0 && (a.usd ?? 0) >= 0 : a.amountIn > 0)));
      assert.ok(flood!.actions.length <= 50 && flood!.moreActions >= 4_950, `${flood!.actions.length} read, ${flood!.moreActions} more`);
      const name = swap(future).assetIn.name;
      assert.ok(name.length <= 200 && name.includes('<'), 'service text stays raw (surfaces escape it) but clipped');
      assert.ok(!name.includes(TEXT_PAYLOAD), 'the 10 KB payload is cut');
      let cursor = page.cursor;
      for (let i = 0; i < 3; i++) {
        const next = await getWalletActivity(client, WALLETS.ordinary, { feature, limit: 100, cursor });
        assert.ok(next.cursor && next.cursor !== cursor, 'endless pages are one page at a time');
        cursor = next.cursor;
      }
    } finally {
      await hostile.close();
    }
  });
});
