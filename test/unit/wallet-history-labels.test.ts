// A wallet's net worth over time and names for addresses through the client, against the reference server on loopback:
// one series for several wallets, each range asked once an hour; labels asked in batches of 100, each address kept
// for days (a "no label" answer too), EVM keys case-folded and Solana's not; what each costs, per feature.
import assert from 'node:assert/strict';
import { ResponseCache } from '../../src/api/transport/cache';
import { WalletAssetClient } from '../../src/api/client';
import { CreditLedger } from '../../src/api/credits/ledger';
import { CreditMeter } from '../../src/api/credits/meter';
import { planOf } from '../../src/api/credits/plans';
import { getWalletActivity, getWalletHistory, getWalletLabels, LABEL_TTL_MS, MAX_NET_WORTH_USD } from '../../src/api/wallets';
import { BINANCE_14, BINANCE_SOLANA } from '../server/data/entities';
import { startReferenceServer, WALLETS } from '../server/server';
import { MemoryLedgerStore } from './creditFakes';
import { FAST_RETRY, freshClient, startHarness, type Harness } from './helpers';
import { nowMs } from '../../src/core/clock';

const HOUR = 3_600_000;
const evm = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;

describe('wallet history and labels through the client', () => {
  let h: Harness;
  before(async () => { h = await startHarness(); });
  after(async () => { await h.server.close(); });
  beforeEach(() => { h.log.length = 0; });
  const paths = () => h.log.map((e) => e.path.split('?')[0]);

  it('ends a wallet\'s history at its portfolio total, ascending, and combines several wallets in one request', async () => {
    const client = freshClient(h);
    const total = (await client.getPortfolio(WALLETS.ordinary)).totalUsd;
    const one = await getWalletHistory(client, [WALLETS.ordinary], '30d', { feature: 'walletPage' });
    assert.ok(one.series.t.length > 50 && one.series.t.every((t, i) => i === 0 || t > one.series.t[i - 1]!));
    assert.ok(Math.abs(one.series.v.at(-1)! - total) < 0.01 && Math.abs(one.balanceUsd! - total) < 0.01, `${one.series.v.at(-1)} vs ${total}`);
    h.log.length = 0;
    const both = await getWalletHistory(client, [WALLETS.ordinary, WALLETS.solana, ` ${WALLETS.ordinary}`], '7d', { feature: 'walletPage' });
    assert.deepEqual(both.wallets, [WALLETS.ordinary, WALLETS.solana]);
    assert.equal(h.log.length, 1);
    assert.match(h.log[0]!.path, /wallets=0x[0-9a-fA-F]+%2C\w+/);
    const solana = await getWalletHistory(client, [WALLETS.solana], '7d', { feature: 'walletPage' });
    assert.ok(both.series.v.at(-1)! > solana.series.v.at(-1)!, 'the sum of both');
  });

  it('asks each range at most once an hour, and again the next hour', async () => {
    const client = freshClient(h);
    const now = Math.floor(nowMs() / HOUR) * HOUR + 60_000;
    for (const range of ['24h', '7d', '30d', '1y', 'all'] as const) {
      await getWalletHistory(client, [WALLETS.whale], range, { feature: 'walletPage', now });
      await getWalletHistory(client, [WALLETS.whale], range, { feature: 'walletPage', now: now + 10 * 60_000 });
    }
    assert.equal(h.log.length, 5, 'one request a range');
    await getWalletHistory(client, [WALLETS.whale], '7d', { feature: 'walletPage', now: now + HOUR });
    assert.equal(h.log.length, 6, 'asked again the next hour');
    assert.ok(h.log.some((e) => /from=0\b/.test(e.path)), '"all" asks from the start');
  });

  it('leaves out hostile points: ahead of the clock, beyond belief, and keeps the rest ascending', async () => {
    const hostile = await startReferenceServer({ hostile: true });
    try {
      const client = freshClient({ ...h, server: hostile, settings: { ...h.settings, baseUrl: hostile.url } });
      const now = nowMs();
      const { series } = await getWalletHistory(client, [WALLETS.ordinary], 'all', { feature: 'walletPage', now });
      assert.ok(series.t.length > 0 && series.t.length <= 50_000);
      assert.ok(series.t.every((t, i) => t <= now + 5 * 60_000 && (i === 0 || t > series.t[i - 1]!)));
      assert.ok(series.v.every((v) => v >= 0 && v <= MAX_NET_WORTH_USD));
    } finally {
      await hostile.close();
    }
  });

  it('names addresses in batches of at most 100, each kept for days, "no label" too', async () => {
    const client = freshClient(h);
    const strangers = Array.from({ length: 148 }, (_, i) => evm(i + 1));
    const labels = await getWalletLabels(client, [BINANCE_14.address, ...strangers, WALLETS.whale], { feature: 'names' });
    assert.deepEqual(paths(), ['/api/1/wallet/labels', '/api/1/wallet/labels'], '150 addresses: two requests');
    const binance = labels.get(BINANCE_14.address.toLowerCase());
    assert.deepEqual([binance?.name, binance?.type], ['Binance 14', 'cex']);
    assert.ok(binance!.labels.includes('Exchange'));
    assert.deepEqual(labels.get(WALLETS.whale.toLowerCase())?.labels, ['Whale', 'Smart Money']);
    assert.equal(labels.size, 2, 'an address the service knows nothing of is absent');
    h.log.length = 0;
    const again = await getWalletLabels(client, [BINANCE_14.address.toUpperCase().replace('0X', '0x'), evm(7), evm(148)], { feature: 'names' });
    assert.deepEqual([h.log.length, again.get(BINANCE_14.address.toLowerCase())?.name], [0, 'Binance 14'], 'answers and "no label" are cached');
    await getWalletLabels(client, [evm(7), evm(1000)], { feature: 'names' });
    assert.equal(h.log.length, 1);
    assert.equal(h.log[0]!.method, 'POST');
    assert.ok(LABEL_TTL_MS >= 24 * HOUR);
  });

  it('keeps names apart: a page naming 1,250 counterparties evicts none of the token details hovers keep', async () => {
    const client = new WalletAssetClient(() => h.settings, { retry: FAST_RETRY, cache: new ResponseCache(1000), onRequest: (e) => h.log.push(e) });
    const hovered = ['bitcoin', 'ethereum', 'usd-coin', 'pepe', 'chainlink', 'uniswap', 'solana', 'bonk'];
    for (const asset of hovered) await client.getAssetMetadata(asset, { feature: 'hover' });
    await getWalletLabels(client, Array.from({ length: 1250 }, (_, i) => evm(5000 + i)), { feature: 'names' });
    h.log.length = 0;
    for (const asset of hovered) await client.getAssetMetadata(asset, { feature: 'hover' });
    assert.deepEqual(h.log.map((e) => e.path), [], 'every token hovered before is still kept: no credit to hover it again');
    await getWalletLabels(client, [evm(5000), evm(6249)], { feature: 'names' });
    assert.equal(h.log.length, 0, 'and the names too');
  });

  it('keeps Solana addresses as written: another case is another address', async () => {
    const client = freshClient(h);
    const labels = await getWalletLabels(client, [BINANCE_SOLANA.address, BINANCE_SOLANA.address.toLowerCase()], { feature: 'names' });
    assert.equal(labels.get(BINANCE_SOLANA.address)?.name, 'Binance Hot Wallet');
    assert.equal(labels.has(BINANCE_SOLANA.address.toLowerCase()), false);
  });

  it('shares one request between two hovers asking at once', async () => {
    const client = freshClient(h);
    const [a, b] = await Promise.all([
      getWalletLabels(client, [BINANCE_14.address], { feature: 'names' }), getWalletLabels(client, [BINANCE_14.address], { feature: 'names' }),
    ]);
    assert.equal(a.get(BINANCE_14.address.toLowerCase())?.name, b.get(BINANCE_14.address.toLowerCase())?.name);
    assert.equal(h.log.length, 1);
  });

  it('asks nothing for an address whose name is already being asked (a hover while the wallet page names its counterparties)', async () => {
    const client = freshClient(h);
    const [page, hover] = await Promise.all([
      getWalletLabels(client, [BINANCE_14.address, evm(7)], { feature: 'walletPage' }), getWalletLabels(client, [BINANCE_14.address], { feature: 'names' }),
    ]);
    assert.equal(hover.get(BINANCE_14.address.toLowerCase())?.name, page.get(BINANCE_14.address.toLowerCase())?.name);
    assert.ok(hover.get(BINANCE_14.address.toLowerCase())?.name);
    await new Promise((resolve) => setTimeout(resolve, 200)); // a request sent and not waited for would be in by now
    assert.deepEqual(paths(), ['/api/1/wallet/labels'], 'one request: the hover joined the page\'s');
  });

  it('clips hostile label text and keeps it raw for the surfaces to escape', async () => {
    const hostile = await startReferenceServer({ hostile: true });
    try {
      const client = freshClient({ ...h, server: hostile, settings: { ...h.settings, baseUrl: hostile.url } });
      const label = (await getWalletLabels(client, [BINANCE_14.address], { feature: 'names' })).get(BINANCE_14.address.toLowerCase());
      assert.ok(label?.name && label.name.length <= 80 && label.labels.every((l) => l.length <= 80));
      assert.ok(label.name.includes('](command:') && label.labels.some((l) => l.includes('](command:')), 'markup is kept raw');
    } finally {
      await hostile.close();
    }
  });

  it('books each request to its feature at the price the service charges', async () => {
    const server = await startReferenceServer({ plan: 'free', creditHeaders: false });
    try {
      const ledger = new CreditLedger(new MemoryLedgerStore(), 'test', nowMs, 60_000);
      const meter = new CreditMeter(ledger, () => planOf('free', 0), nowMs);
      const client = new WalletAssetClient(() => ({ baseUrl: server.url, timeoutMs: 2000, cacheTtlSeconds: 60, apiKey: undefined, apiVersion: 'auto' as const }),
        { retry: FAST_RETRY, meter });
      await getWalletActivity(client, WALLETS.ordinary, { feature: 'alerts' });
      await getWalletHistory(client, [WALLETS.ordinary, WALLETS.solana], '7d', { feature: 'walletPage', blockchains: ['Base', 'Solana'] });
      await getWalletLabels(client, [BINANCE_14.address], { feature: 'names' });
      assert.deepEqual(Object.fromEntries(ledger.usage().month), { alerts: 1, walletPage: 12, names: 1 });
      assert.equal(ledger.usage().monthTotal, server.credits().used, 'the list agrees with the service\'s own account');
    } finally {
      await server.close();
    }
  });
});
