// The reference server's wallets over time: activity that tells the demo's story and pages by cursor, v1's rows of the
// same transactions, a history that ends at the portfolio's total, labels, funds and prices moved by the control
// endpoint (and the demo's timer), what each costs, and hostile mode's answers.
import assert from 'node:assert/strict';
import { BINANCE_14 } from '../server/data/entities';
import { FLOOD_ACTIONS, HOSTILE_HISTORY_POINTS } from '../server/hostile-wallets';
import { startReferenceServer, type ReferenceServer, TEXT_PAYLOAD, WALLETS } from '../server/server';
import { nowMs } from '../../src/core/clock';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are walked generically
type Json = any;

describe('reference wallets: activity, transactions, history, labels and moves', () => {
  let server: ReferenceServer;
  before(async () => { server = await startReferenceServer(); });
  after(async () => { await server.close(); });
  beforeEach(async () => { await fetch(`${server.url}/__control/reset`, { method: 'POST' }); });

  async function call(path: string, body?: unknown): Promise<{ status: number; body: Json; cost: string | null }> {
    const res = await fetch(server.url + path, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() as Json, cost: res.headers.get('x-ratelimit-cost') };
  }
  const activity = async (query: string) => (await call(`/api/2/wallet/activity?${query}`)).body;
  const total = async (wallet: string) => (await call(`/api/1/wallet/portfolio?wallet=${wallet}`)).body.data.total_wallet_balance as number;

  it('opens the ordinary wallet with a swap of 1.2 ETH for about 4,010 USDC on Uniswap V3, then a deposit from Binance 14', async () => {
    const { data } = await activity(`wallet=${WALLETS.ordinary}&limit=4`);
    const [swap] = data[0].actions;
    assert.deepEqual([swap.model, swap.swapAssetIn.symbol, swap.swapAmountIn, swap.swapAssetOut.symbol, swap.swapPlatform.name], ['swap', 'ETH', 1.2, 'USDC', 'Uniswap V3']);
    assert.ok(Math.abs(swap.swapAmountOut - 4010) < 60 && Math.abs(swap.swapAmountUsd - swap.swapAmountOut) < 60, 'both sides worth the same at the time');
    const [deposit] = data[1].actions;
    assert.deepEqual([deposit.transferType, deposit.transferAmount, deposit.transferFromAddress], ['TOKEN_IN', 2000, BINANCE_14.address]);
    assert.equal(data[2].actions[0].transferType, 'VAULT_DEPOSIT');
    assert.ok(data.every((tx: Json, i: number) => i === 0 || tx.txDateMs <= data[i - 1].txDateMs), 'newest first');
  });

  it('shows a transfer between demo wallets on both sides under one hash', async () => {
    const out = (await activity(`wallet=${WALLETS.ordinary}`)).data.find((tx: Json) => tx.actions[0].transferToAddress === WALLETS.multichain);
    const seen = (await activity(`wallet=${WALLETS.multichain}`)).data.find((tx: Json) => tx.txHash === out.txHash);
    assert.deepEqual([out.actions[0].transferType, seen.actions[0].transferType, seen.actions[0].transferAmount], ['TOKEN_OUT', 'TOKEN_IN', 500]);
  });

  it('pages the whale\'s 2,500 transactions by cursor without a repeat or a gap, and back with "after"', async () => {
    const hashes: string[] = [];
    let cursor = '';
    for (let page = 0; page < 40; page++) {
      const { data, pagination } = await activity(`wallet=${WALLETS.whale}&limit=100${cursor ? `&cursorHash=${cursor}` : ''}`);
      assert.equal(pagination.pageEntries, data.length);
      hashes.push(...data.map((tx: Json) => tx.txHash));
      if (data.length < 100) break;
      cursor = data.at(-1).txHash;
    }
    assert.ok(hashes.length > 2_400 && new Set(hashes).size === hashes.length, `${hashes.length} distinct`);
    const back = await activity(`wallet=${WALLETS.whale}&limit=3&cursorHash=${hashes[10]}&cursorDirection=after`);
    assert.deepEqual(back.data.map((tx: Json) => tx.txHash), hashes.slice(7, 10));
    assert.deepEqual((await activity(`wallet=${WALLETS.whale}&cursorHash=0xunknown`)).data, []);
  });

  it('drops the spam the service knows by default, keeps the one it misses, and filters by chain and time', async () => {
    const symbols = async (extra: string) => (await activity(`wallet=${WALLETS.mixed}${extra}`)).data.flatMap((tx: Json) => tx.actions.map((a: Json) => a.transferAsset?.symbol));
    assert.ok(!(await symbols('')).includes('UNICLAIM') && (await symbols('')).includes('USDCR'));
    assert.ok((await symbols('&filterSpam=false')).includes('UNICLAIM'));
    const solana = await activity(`wallet=${WALLETS.multichain}&chainIds=evm:8453`);
    assert.ok(solana.data.length > 0 && solana.data.every((tx: Json) => tx.chainId === 'evm:8453'));
    const to = nowMs() - 30 * 86_400_000;
    assert.ok((await activity(`wallet=${WALLETS.ordinary}&to=${to}`)).data.every((tx: Json) => tx.txDateMs <= to));
    assert.deepEqual((await activity(`wallet=${WALLETS.empty}`)).data, []);
    assert.equal((await call(`/api/2/wallet/activity?wallet=nope`)).status, 400);
    assert.equal((await call(`/api/2/wallet/activity?wallet=${WALLETS.ordinary}&cursorDirection=sideways`)).status, 400);
  });

  it('lists v1 rows: a swap as a sell and a buy under one hash, paged by page and offset', async () => {
    const { body } = await call(`/api/1/wallet/transactions?wallet=${WALLETS.ordinary}&limit=2&pagination=true`);
    const [sell, buy] = body.data.transactions;
    assert.deepEqual([sell.type, sell.asset.symbol, sell.amount, buy.type, buy.asset.symbol, sell.hash === buy.hash], ['sell', 'ETH', 1.2, 'buy', 'USDC', true]);
    assert.ok(body.pagination.total > 140);
    const second = (await call(`/api/1/wallet/transactions?wallet=${WALLETS.ordinary}&limit=1&page=2&offset=1`)).body.data.transactions[0];
    assert.equal(second.id, (await call(`/api/1/wallet/transactions?wallet=${WALLETS.ordinary}&limit=4`)).body.data.transactions[2].id);
  });

  it('ends the history at the portfolio\'s total, adds wallets into one series, and keeps to the grid asked', async () => {
    const history = async (query: string) => (await call(`/api/1/wallet/history?${query}`)).body.data;
    const one = await history(`wallet=${WALLETS.ordinary}&period=1h`);
    assert.ok(Math.abs(one.balance_history.at(-1)[1] - (await total(WALLETS.ordinary))) < 0.01 && one.balance_usd === (await total(WALLETS.ordinary)));
    assert.ok(one.balance_history.length > 700, 'a month of hours');
    const values = one.balance_history.map((p: number[]) => p[1]);
    assert.ok(Math.max(...values) / Math.min(...values) < 3 && new Set(values).size > 500, 'it moves, plausibly');
    const both = await history(`wallets=${WALLETS.ordinary},${WALLETS.solana}&period=1d&strictPeriod=true`);
    assert.ok(Math.abs(both.balance_usd - one.balance_usd - (await total(WALLETS.solana))) < 0.01);
    assert.ok(both.balance_history.slice(0, -1).every((p: [number, number]) => p[0] % 86_400_000 === 0), 'only the grid, and now');
    assert.deepEqual(await history(`wallet=${WALLETS.empty}`), { wallets: [WALLETS.empty], balance_usd: 0, balance_history: [] });
    assert.equal((await call(`/api/1/wallet/history?wallet=${WALLETS.ordinary}&period=2h`)).status, 400);
    assert.equal((await call('/api/1/wallet/history')).status, 400);
  });

  it('moves funds through the control endpoint: portfolio, activity and history show it; both demo wallets of a transfer move', async () => {
    const before = await total(WALLETS.ordinary);
    const moved = await call('/__control/move', { preset: 'demo' });
    assert.equal(moved.status, 201);
    assert.ok(Math.abs(await total(WALLETS.ordinary) - before - 2.5 * 3_352.47) < 0.01, 'at the catalogue price, as the portfolio values ETH');
    const [top] = (await activity(`wallet=${WALLETS.ordinary}&limit=1`)).data;
    assert.deepEqual([top.txHash, top.actions[0].transferType, top.actions[0].transferAmount], [moved.body.hash, 'NATIVE_IN', 2.5]);
    const history = (await call(`/api/1/wallet/history?wallet=${WALLETS.ordinary}&period=1h`)).body.data.balance_history;
    assert.ok(history.at(-1)[1] - history.at(-3)[1] > 8_000, 'a step up at the move');
    const multichain = await total(WALLETS.multichain);
    assert.equal((await call('/__control/move', { wallet: 'ordinary', token: 'USDC', amount: -250, counterparty: 'multichain' })).status, 201);
    assert.ok(Math.abs(await total(WALLETS.multichain) - multichain - 250 * 0.99994) < 0.01);
    const swapped = await call('/__control/move', { wallet: 'whale', token: 'USDC', amount: 1_000, swapFor: 'ETH' });
    assert.equal((await activity(`wallet=${WALLETS.whale}&limit=1`)).data[0].actions[0].swapAssetOut.symbol, 'ETH', swapped.body.error);
    for (const bad of [{ wallet: 'ordinary', token: 'ETH', amount: -1_000 }, { wallet: 'nobody', amount: 1 }, { wallet: 'ordinary', amount: 'lots' }, { preset: 'nope' }]) {
      assert.equal((await call('/__control/move', bad)).status, 400, JSON.stringify(bad));
    }
    await fetch(`${server.url}/__control/reset`, { method: 'POST' });
    assert.equal(await total(WALLETS.ordinary), before, 'reset forgets the moves');
  });

  it('moves a price through the control endpoint: portfolio values follow, balances stay, reset forgets it', async () => {
    const eth = async () => ((await call(`/api/1/wallet/portfolio?wallet=${WALLETS.ordinary}`)).body.data.assets as Json[]).find((a: Json) => a.asset.symbol === 'ETH');
    const before = await eth();
    assert.equal((await call('/__control/price', { token: 'ETH', factor: 1.5 })).status, 200);
    const after = await eth();
    assert.deepEqual([after.token_balance, after.price], [before.token_balance, before.price * 1.5]);
    assert.ok(Math.abs(after.estimated_balance - before.estimated_balance * 1.5) < 0.01);
    for (const bad of [{ token: 'NOPE', factor: 2 }, { token: 'ETH', factor: 0 }, { factor: 2 }]) assert.equal((await call('/__control/price', bad)).status, 400, JSON.stringify(bad));
    await fetch(`${server.url}/__control/reset`, { method: 'POST' });
    assert.equal((await eth()).price, before.price);
  });

  it('makes the demo move by itself when asked to, once, timed from the first ask for the wallet (not from start)', async () => {
    const timed = await startReferenceServer({ moveAfterMs: 400 });
    try {
      const at = async () => ((await (await fetch(`${timed.url}/api/1/wallet/portfolio?wallet=${WALLETS.ordinary}`)).json()) as Json).data.total_wallet_balance as number;
      await new Promise((resolve) => setTimeout(resolve, 500)); // a slow first start: nothing asked of the wallet yet
      await fetch(`${timed.url}/api/1/wallet/portfolio?wallet=${WALLETS.multichain}`);
      const before = await at();
      assert.equal(await at(), before, 'no move before the countdown from the first ask');
      await new Promise((resolve) => setTimeout(resolve, 700));
      assert.ok(Math.abs(await at() - before - 2.5 * 3_352.47) < 0.01);
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.ok(Math.abs(await at() - before - 2.5 * 3_352.47) < 0.01, 'once');
    } finally {
      await timed.close();
    }
  });

  it('charges activity and labels 1, v1 transactions 1 per EVM chain and 2 per Solana, history 2 and 4 per wallet', async () => {
    assert.equal((await call(`/api/2/wallet/activity?wallet=${WALLETS.ordinary}`)).cost, '1');
    assert.equal((await call('/api/1/wallet/labels', { walletAddresses: [WALLETS.ordinary] })).cost, '1');
    assert.equal((await call(`/api/1/wallet/transactions?wallet=${WALLETS.ordinary}&blockchains=Ethereum,Solana`)).cost, '3');
    assert.equal((await call(`/api/1/wallet/transactions?wallet=${WALLETS.ordinary}`)).cost, '7');
    assert.equal((await call(`/api/1/wallet/history?wallets=${WALLETS.ordinary},${WALLETS.solana}&blockchains=Base,Solana`)).cost, '12');
    assert.equal((await call(`/api/1/wallet/history?wallet=${WALLETS.ordinary}`)).cost, '14');
    assert.equal((await call(`/api/1/wallet/labels`, { walletAddresses: Array(101).fill(WALLETS.ordinary) })).status, 400);
  });

  it('answers 404 on activity under v1-only and on v1 transactions once the v1 paths the SDK dropped are retired', async () => {
    const mode = (m: string) => fetch(`${server.url}/__control/generations`, { method: 'POST', body: JSON.stringify({ mode: m }) });
    try {
      await mode('v1-only');
      assert.equal((await call(`/api/2/wallet/activity?wallet=${WALLETS.ordinary}`)).status, 404);
      assert.equal((await call(`/api/1/wallet/transactions?wallet=${WALLETS.ordinary}`)).status, 200);
      await mode('retire-v1');
      assert.equal((await call(`/api/1/wallet/transactions?wallet=${WALLETS.ordinary}`)).status, 404);
      assert.equal((await call(`/api/1/wallet/history?wallet=${WALLETS.ordinary}`)).status, 200, 'kept by the SDK');
    } finally {
      await mode('both');
    }
  });

  it('in hostile mode: a time ten years ahead, negative amounts, 5,000 actions, endless pages, a huge history, labels with markup', async () => {
    const hostile = await startReferenceServer({ hostile: true });
    try {
      const get = async (path: string, body?: unknown) => (await fetch(hostile.url + path, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) })).json() as Promise<Json>;
      const first = await get(`/api/2/wallet/activity?wallet=${WALLETS.ordinary}&limit=100`);
      assert.ok(first.data[0].txDateMs > nowMs() + 365 * 86_400_000);
      assert.ok(first.data[1].actions[0].transferAmount < 0 && first.data[1].actions[0].transferAmountUsd < 0);
      assert.equal(first.data[2].actions.length, FLOOD_ACTIONS);
      assert.ok(first.data[0].actions[0].swapAssetIn.name.includes(TEXT_PAYLOAD));
      let cursor = first.data.at(-1).txHash;
      for (let page = 0; page < 3; page++) {
        const next = await get(`/api/2/wallet/activity?wallet=${WALLETS.ordinary}&limit=100&cursorHash=${cursor}`);
        assert.equal(next.data.length, 100, 'every page is full');
        cursor = next.data.at(-1).txHash;
      }
      const history = await get(`/api/1/wallet/history?wallet=${WALLETS.ordinary}`);
      assert.ok(history.data.balance_history.length > HOSTILE_HISTORY_POINTS);
      const labels = await get('/api/1/wallet/labels', { walletAddresses: [BINANCE_14.address] });
      assert.ok(labels.data[0].walletMetadata.entityName.length > 10_000 && labels.data[0].labels[0].includes('<img'));
    } finally {
      await hostile.close();
    }
  });
});
