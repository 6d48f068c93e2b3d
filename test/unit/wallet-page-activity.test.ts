// The wallet page's activity part against the reference server on loopback: the first page with its counterparties
// named in one labels request, Show more by cursor without a repeat, an empty wallet and a wallet the service knows no
// activity of each said so, a failed refresh keeping the rows with why, and Hide Amounts re-sending them masked.
import assert from 'node:assert/strict';
import { WalletAssetClient } from '../../src/api/client';
import { nodeTransport } from '../../src/api/transport/node';
import type { Transport } from '../../src/api/transport/types';
import { getWalletLabels } from '../../src/api/wallets';
import type { ActivityTransaction } from '../../src/api/wallets/types';
import { figures, PLAIN, type Figures } from '../../src/format/figures';
import { PageActivity } from '../../src/walletPage/pageActivity';
import { ACTIVITY_DRAWN, MAX_ACTIVITY_ROWS, type ActivityData } from '../../src/walletPage/protocol';
import { startReferenceServer, WALLETS } from '../server/server';
import { freshClient, startHarness, type Harness } from './helpers';

describe('wallet page activity', () => {
  let h: Harness;
  before(async () => { h = await startHarness(); });
  after(async () => { await h.server.close(); });
  beforeEach(() => { h.settings.apiVersion = 'auto'; h.log.length = 0; });

  function activity(wallet: string, options: { holds?: boolean; figures?: () => Figures } = {}) {
    const client = freshClient(h);
    const sent: ActivityData[] = [];
    const part = new PageActivity(client, () => [wallet], {
      labels: (addresses, signal) => getWalletLabels(client, addresses, { signal, feature: 'walletPage' }),
      holds: () => options.holds, figures: options.figures ?? (() => PLAIN),
    }, async (m) => { if (m.type === 'activity') sent.push(m.activity); }, () => undefined);
    return { part, sent, last: () => sent.at(-1)! };
  }
  const paths = () => h.log.map((e) => e.path.split('?')[0]);

  it('flags the zero-value transfer from a lookalike of Coinbase 10 (address poisoning), and writes the two addresses apart', async () => {
    const { part, last } = activity(WALLETS.ordinary);
    await part.load(false);
    const flagged = last().rows.filter((r) => r.warning);
    assert.equal(flagged.length, 1, last().rows.map((r) => `${r.lines.join()} ${r.counterparty}`).join(' | '));
    assert.match(flagged[0]!.warning!, /^Possible address poisoning: it looks like 0xA9D1e0\S*…\S*3E43, which this wallet dealt with\. Never copy an address from here\.$/);
    const coinbase = last().rows.find((r) => /Coinbase 10/.test(r.counterparty ?? ''))!;
    const shown = (text: string | undefined) => /\((0x[^)]+)\)|(0x\S+)$/.exec(text ?? '')?.slice(1).find(Boolean);
    assert.ok(shown(coinbase.counterparty) && shown(flagged[0]!.counterparty), `${coinbase.counterparty} | ${flagged[0]!.counterparty}`);
    assert.notEqual(shown(coinbase.counterparty)!.toLowerCase(), shown(flagged[0]!.counterparty)!.toLowerCase(), 'the lookalike is not written as the real one');
    assert.equal(last().rows.filter((r) => r.warning === undefined && /looks like/.test(r.counterparty ?? '')).length, 0);
  });

  it('loads the newest page, then names the counterparties in one request', async () => {
    const { part, sent, last } = activity(WALLETS.ordinary);
    await part.load(false);
    assert.equal(sent[0]!.status, 'loading');
    assert.equal(last().status, 'loaded');
    assert.ok(last().rows.length > 0 && last().more);
    assert.ok(last().rows.some((r) => /^from Binance 14 · exchange \(0x/.test(r.counterparty ?? '')), 'named after the labels came');
    assert.deepEqual(paths(), ['/api/2/wallet/activity', '/api/1/wallet/labels']);
  });

  it('lists the transaction an alert announced first and marked, before its own activity has it and after a reload', async () => {
    const { part, last } = activity(WALLETS.ordinary);
    await part.load(false);
    const newest = last().rows[0]!;
    const tx: ActivityTransaction = {
      chain: 'evm:1', hash: `0x${'ab'.repeat(32)}`, time: newest.at - 3_600_000, timeInFuture: false, block: undefined, feeUsd: 0.5, moreActions: 0,
      actions: [{ kind: 'transfer', direction: 'in', asset: { id: undefined, name: 'Ether', symbol: 'ETH', logo: undefined, contract: undefined, price: 3_360, liquidity: undefined },
        amount: 2.5, usd: 8_400, from: undefined, to: undefined, counterparty: undefined }],
    };
    h.log.length = 0;
    await part.announce(WALLETS.ordinary, tx);
    assert.deepEqual(paths(), [], 'nothing asked');
    const marked = () => last().rows.filter((r) => r.announced).map((r) => r.key);
    assert.deepEqual(marked(), [`evm:1:${tx.hash}`]);
    assert.equal(last().rows[0]!.key, `evm:1:${tx.hash}`, 'first, though older than the newest row');
    assert.equal(last().rows[1]!.key, newest.key);
    await part.load(true); // a Refresh: the service's list, without the announced one, and the pin kept
    assert.equal(last().rows[0]!.key, `evm:1:${tx.hash}`);
    assert.deepEqual(marked(), [`evm:1:${tx.hash}`]);
    assert.equal(new Set(last().rows.map((r) => r.key)).size, last().rows.length, 'no row twice');
    const later = { ...tx, hash: `0x${'cd'.repeat(32)}` };
    await part.announce(WALLETS.ordinary, later);
    assert.deepEqual(marked(), [`evm:1:${later.hash}`], 'a later alert\'s move replaces the pin: one marked row per wallet');
    await part.drop([WALLETS.ordinary]);
    assert.deepEqual(marked(), [], 'a wallet no longer shown takes its pin with it');
  });

  it('shows more by cursor, older rows after the first, no repeat', async () => {
    const { part, last } = activity(WALLETS.ordinary);
    await part.load(false);
    const first = last().rows.map((r) => r.key);
    await part.more();
    const keys = last().rows.map((r) => r.key);
    assert.ok(keys.length > first.length);
    assert.deepEqual(keys.slice(0, first.length), first);
    assert.equal(new Set(keys).size, keys.length);
    assert.deepEqual(last().rows.map((r) => r.at), [...last().rows.map((r) => r.at)].sort((a, b) => b - a));
  });

  it('sends the page the newest 50 rows of those it holds; Show more sends 50 more without asking, then asks the older pages', async () => {
    const client = freshClient(h);
    const sent: ActivityData[] = [];
    const wallets = [WALLETS.ordinary, WALLETS.multichain, WALLETS.whale, WALLETS.mixed, WALLETS.solana];
    const part = new PageActivity(client, () => wallets, { labels: async () => new Map(), holds: () => true, figures: () => PLAIN },
      async (m) => { if (m.type === 'activity') sent.push(m.activity); }, () => undefined);
    await part.load(false);
    const held = sent.at(-1)!.total ?? 0;
    assert.ok(held > 2 * ACTIVITY_DRAWN && held <= MAX_ACTIVITY_ROWS, `${held} rows held from one page of ${wallets.length} wallets`);
    assert.equal(sent.at(-1)!.rows.length, ACTIVITY_DRAWN, 'the newest 50 sent');
    const keys = (a: ActivityData) => a.rows.map((r) => r.key);
    const first = keys(sent.at(-1)!);
    h.log.length = 0;
    await part.more();
    assert.deepEqual(h.log, [], 'the rows held are sent, nothing asked');
    assert.equal(sent.at(-1)!.rows.length, 2 * ACTIVITY_DRAWN);
    assert.deepEqual(keys(sent.at(-1)!).slice(0, ACTIVITY_DRAWN), first, 'the same newest rows, the next 50 after them');
    assert.equal(sent.at(-1)!.total, held);
    while ((sent.at(-1)!.total ?? 0) > sent.at(-1)!.rows.length) await part.more();
    assert.deepEqual(h.log, [], 'every row held sent before anything is asked');
    assert.equal(sent.at(-1)!.rows.length, held);
    assert.ok(sent.at(-1)!.more, 'an older page is there');
    await part.more();
    assert.ok(paths().includes('/api/2/wallet/activity'), 'then the older pages are asked');
    const after = sent.at(-1)!;
    assert.ok(after.rows.length > held && after.rows.length <= held + ACTIVITY_DRAWN, `${after.rows.length} rows sent: 50 more, as they come`);
    assert.deepEqual(keys(after).slice(0, held), keys(sent.at(-2)!).slice(0, held), 'older rows after those shown');
  });

  describe('Show more while the counterparties are being named (the rows shown, the button free)', () => {
    function slowNames(wallets: string[]) {
      const client = freshClient(h);
      const sent: ActivityData[] = [];
      const slow = { ms: 0 };
      const part = new PageActivity(client, () => wallets, {
        labels: async () => { await new Promise((resolve) => setTimeout(resolve, slow.ms)); return new Map(); }, holds: () => true, figures: () => PLAIN,
      }, async (m) => { if (m.type === 'activity') sent.push(m.activity); }, () => undefined);
      return { part, sent, slow };
    }
    const until = async (what: () => boolean) => { while (!what()) await new Promise((resolve) => setTimeout(resolve, 5)); };

    it('sends the rows held, asking nothing, during the first load\'s names', async () => {
      const { part, sent, slow } = slowNames([WALLETS.ordinary, WALLETS.multichain, WALLETS.whale, WALLETS.mixed, WALLETS.solana]);
      slow.ms = 300;
      const load = part.load(false);
      await until(() => sent.at(-1)?.status === 'loaded');
      assert.ok((sent.at(-1)!.total ?? 0) > ACTIVITY_DRAWN);
      h.log.length = 0;
      await part.more();
      assert.deepEqual(paths(), [], 'no older page while rows are held');
      assert.equal(sent.at(-1)!.rows.length, 2 * ACTIVITY_DRAWN);
      await load;
    });

    it('asks the next older page after an older page came, during its names: the click is not lost', async () => {
      const { part, sent, slow } = slowNames([WALLETS.ordinary]);
      await part.load(false);
      slow.ms = 300;
      const older = part.more();
      const before = sent.at(-1)!.rows.length;
      await until(() => sent.at(-1)!.rows.length > before && sent.at(-1)!.loadingMore !== true);
      assert.ok(sent.at(-1)!.more, 'another older page is there');
      const shown = sent.at(-1)!.rows.length;
      h.log.length = 0;
      await Promise.all([older, part.more()]);
      assert.deepEqual(paths().filter((p) => p === '/api/2/wallet/activity'), ['/api/2/wallet/activity'], 'the next older page asked once');
      assert.ok(sent.at(-1)!.rows.length > shown, 'and its rows sent');
    });
  });

  it('asks an older page once however often Show more is sent while it comes', async () => {
    const { part } = activity(WALLETS.ordinary);
    await part.load(false);
    h.log.length = 0;
    h.server.addFault({ kind: 'latency', latencyMs: 150, path: '/api/2/wallet/activity', times: 4 });
    const pause = () => new Promise((resolve) => setTimeout(resolve, 40));
    await Promise.all([part.more(), pause().then(() => part.more()), pause().then(pause).then(() => part.more())]);
    assert.deepEqual(paths().filter((p) => p === '/api/2/wallet/activity'), ['/api/2/wallet/activity']);
  });

  it('stops Show more when the service answers the same page again (a cursor that does not advance), with no row twice', async () => {
    // A service that ignores the cursor: the reference server's answers, asked without it.
    const transport: Transport = {
      send: (url, request) => { const u = new URL(url); u.searchParams.delete('cursorHash'); return nodeTransport.send(u.href, request); },
      describeFailure: nodeTransport.describeFailure,
    };
    const client = new WalletAssetClient(() => ({ ...h.settings, cacheTtlSeconds: 0 }), { transport, onRequest: (e) => h.log.push(e) });
    const sent: ActivityData[] = [];
    const part = new PageActivity(client, () => [WALLETS.ordinary], { labels: async () => new Map(), holds: () => true, figures: () => PLAIN },
      async (m) => { if (m.type === 'activity') sent.push(m.activity); }, () => undefined);
    await part.load(false);
    h.log.length = 0;
    for (let i = 0; i < 5 && sent.at(-1)!.more; i++) await part.more();
    const keys = sent.at(-1)!.rows.map((r) => r.key);
    assert.equal(new Set(keys).size, keys.length, 'no transaction listed twice');
    assert.equal(sent.at(-1)!.more, false, 'no Show more on a cursor that does not advance');
    assert.ok(h.log.length <= 1, `${h.log.length} requests spent on the same page`);
  });

  it('ends Show more on pages that never end (all spam), and then asks nothing however often the page sends it', async function () {
    this.timeout(60_000);
    const hostile = await startReferenceServer({ hostile: true }); // pages that never end
    try {
      const settings = { ...h.settings, baseUrl: hostile.url, apiVersion: '2' as const };
      const log: unknown[] = [];
      const client = new WalletAssetClient(() => settings, { onRequest: (e) => log.push(e) });
      const sent: ActivityData[] = [];
      const part = new PageActivity(client, () => [WALLETS.ordinary], { labels: async () => new Map(), holds: () => true, figures: () => PLAIN },
        async (m) => { if (m.type === 'activity') sent.push(m.activity); }, () => undefined);
      await part.load(false);
      while (sent.at(-1)!.more) await part.more();
      const spent = log.length;
      assert.ok(spent <= MAX_ACTIVITY_ROWS / 25, `${spent} pages asked: no more than the rows the page lists could fill`);
      for (let i = 0; i < 5; i++) await part.more(); // a page that sends Show more anyway
      assert.equal(log.length, spent, 'no request past the rows the page can list');
    } finally {
      await hostile.close();
    }
  });

  it('asks a watched wallet\'s activity on its chains only, as the Wallets view does (v1 charges per chain)', async () => {
    h.settings.apiVersion = '1';
    const client = freshClient(h);
    const sent: ActivityData[] = [];
    const part = new PageActivity(client, () => [WALLETS.multichain], {
      labels: async () => new Map(), holds: () => true, figures: () => PLAIN, chains: () => ['Base'],
    }, async (m) => { if (m.type === 'activity') sent.push(m.activity); }, () => undefined);
    await part.load(false);
    assert.equal(sent.at(-1)!.status, 'loaded');
    const asked = h.log.filter((e) => e.path.startsWith('/api/1/wallet/transactions'));
    assert.equal(asked.length, 1);
    assert.equal(new URL(asked[0]!.path, 'http://x').searchParams.get('blockchains'), 'Base');
    assert.ok(sent.at(-1)!.rows.every((r) => r.chain === 'Base'), sent.at(-1)!.rows.map((r) => r.chain).join());
  });

  it('lets a Refresh under way finish when Show more is clicked meanwhile, then asks the older page', async () => {
    const { part, last } = activity(WALLETS.whale);
    await part.load(false);
    const moved = h.server.move({ wallet: 'whale', amount: 0.5 }); // its own wallet: the other tests' rows stay as they were
    h.server.addFault({ kind: 'latency', latencyMs: 150, path: '/api/2/wallet/activity', times: 1 });
    const refresh = part.load(true);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await Promise.all([refresh, part.more()]);
    assert.equal(last().status, 'loaded');
    assert.ok(last().rows[0]!.key.endsWith(moved.hash), 'the refreshed newest page is shown, not dropped for Show more');
  });

  it('says an empty wallet is empty, and a wallet that holds something has activity the service does not know', async () => {
    const empty = activity(WALLETS.empty, { holds: false });
    await empty.part.load(false);
    assert.equal(empty.last().status, 'empty');
    const unknown = activity(WALLETS.empty, { holds: true });
    await unknown.part.load(false);
    assert.equal(unknown.last().status, 'unknown');
  });

  it('keeps the rows when a refresh fails, and says why', async () => {
    const { part, last } = activity(WALLETS.ordinary);
    await part.load(false);
    const rows = last().rows.length;
    h.server.addFault({ kind: 'server-error', path: '/api/2/wallet/activity', times: 10 });
    await part.load(true);
    assert.equal(last().status, 'error');
    assert.equal(last().rows.length, rows);
    assert.match(last().message ?? '', /500/);
  });

  it('retries the failed Refresh on Retry (rows kept), not an older page', async () => {
    h.server.clearFaults(); // what the test before left
    const { part, last } = activity(WALLETS.ordinary);
    await part.load(false);
    const newest = last().rows.map((r) => r.key);
    assert.ok(newest.length > 0 && last().more);
    h.server.addFault({ kind: 'server-error', path: '/api/2/wallet/activity', times: 10 });
    await part.load(true);
    assert.equal(last().status, 'error');
    h.server.clearFaults();
    h.log.length = 0;
    await part.more(); // the page's Retry
    const asked = h.log.filter((e) => e.path.startsWith('/api/2/wallet/activity'));
    assert.equal(asked.length, 1);
    assert.ok(!asked[0]!.path.includes('cursorHash'), `the newest page asked again: ${asked[0]!.path}`);
    assert.equal(last().status, 'loaded');
    assert.deepEqual(last().rows.map((r) => r.key), newest, 'the newest rows, no older page added');
  });

  it('drops the rows of a wallet no longer shown, asking nothing', async () => {
    h.server.clearFaults();
    const client = freshClient(h);
    const sent: ActivityData[] = [];
    let wallets = [WALLETS.ordinary, WALLETS.whale];
    const part = new PageActivity(client, () => wallets, { labels: async () => new Map(), holds: () => true, figures: () => PLAIN },
      async (m) => { if (m.type === 'activity') sent.push(m.activity); }, () => undefined);
    await part.load(false);
    const both = sent.at(-1)!.rows.map((r) => r.key);
    const only = activity(WALLETS.ordinary);
    await only.part.load(false);
    h.log.length = 0;
    wallets = [WALLETS.ordinary];
    await part.drop([WALLETS.whale]);
    assert.ok(both.length > only.last().rows.length);
    assert.deepEqual(sent.at(-1)!.rows.map((r) => r.key), only.last().rows.map((r) => r.key), 'Main\'s rows, the whale\'s gone');
    assert.deepEqual(h.log, [], 'nothing asked');
  });

  it('sends the same rows masked once amounts are hidden', async () => {
    let f: Figures = PLAIN;
    const { part, last } = activity(WALLETS.ordinary, { figures: () => f });
    await part.load(false);
    f = figures({ hideAmounts: true, maskAddresses: false });
    await part.resend();
    assert.ok(last().rows.every((r) => !/\d/.test(r.usd)));
  });
});
