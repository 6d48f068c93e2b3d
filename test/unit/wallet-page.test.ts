// The wallet page's pure parts: its messages checked both ways (hostile and malformed ones refused), the header and
// holdings as the Wallets view shows them (Hide Amounts masking every figure), the activity rows in words with their
// counterparties' names, the net worth's ranges asked at most once an hour, and what the command accepts.
import assert from 'node:assert/strict';
import type { WalletHistory } from '../../src/api/wallets/types';
import { figures, PLAIN } from '../../src/format/figures';
import { activityRows, unnamedCounterparties } from '../../src/walletPage/activityModel';
import { PageHistory, rangeChange } from '../../src/walletPage/pageHistory';
import { MAX_ACTIVITY_ROWS, parseFromPage, parseSavedState, parseToPage, type HistoryData, type ToPageMessage } from '../../src/walletPage/protocol';
import { queryFromArguments, sameQuery } from '../../src/walletPage/target';
import { walletView } from '../../src/walletPage/walletModel';
import { LoadedSet, STALE_BOTH, STALE_NET_WORTH, walletSet } from '../../src/walletPage/loadedSet';
import { holding, scan } from './overview-fixtures';
import { BINANCE, dailyHistory, transactions, WALLET } from './wallet-page-fixtures';

const HIDDEN = figures({ hideAmounts: true, maskAddresses: true });
const portfolio = {
  wallet: WALLET, totalUsd: 3000, pnl: { realized: 120, unrealized: -30, winRate: 60 },
  holdings: [
    holding('Ether', 2000, { id: 1, symbol: 'ETH', priceChange24h: 5, chainBalances: [{ chain: 'Ethereum', chainId: 'evm:1', tokenBalance: 2000, address: undefined }, { chain: 'Base', chainId: 'evm:8453', tokenBalance: 1, address: undefined }] }),
    holding('SafeMoon Inu', 1000, { symbol: 'SMINU', security: scan({ isHoneypot: true }) }),
  ],
};
const options = { figures: PLAIN, hideSpam: true, explorers: {} };

describe('wallet page', () => {
  describe('header and holdings', () => {
    it('shows the label, address with Copy and each chain\'s explorer, total, 24h change, PnL and the overview\'s table of holdings', () => {
      const view = walletView([{ label: 'Main', address: WALLET, portfolio }], false, options);
      assert.equal(view.status, 'loaded');
      assert.equal(view.label, 'Main');
      assert.equal(view.copy, WALLET);
      assert.deepEqual(view.explorers.map((x) => x.name), ['Etherscan', 'BaseScan']);
      assert.equal(view.total, '$2,000.00', 'the honeypot is left out of the total, as in the Wallets view');
      assert.match(view.change!.text, /^\+\$/);
      assert.deepEqual(view.pnl, ['Unrealized PnL −$30.00', 'Realized PnL +$120.00', 'Positions in profit 60.00%']);
      // The overview's table: one row per asset, its figures in columns.
      const [eth, honeypot] = view.holdings;
      assert.deepEqual([eth!.symbol, eth!.name, eth!.value, eth!.share, eth!.chains], ['ETH', 'Ether', '$2,000.00', '100.00%', 'Ethereum, Base']);
      assert.equal(eth!.change?.direction, 'up');
      assert.equal(honeypot!.risk, 'Honeypot: it cannot be sold');
      assert.equal(honeypot!.share, '—', 'no share of a total that leaves it out');
    });

    it('flags spam in the table only when spam is counted, and never a real token because a hidden clone shares its name', () => {
      // A clone named and symbolled as USDC, unlisted dust with no liquidity: spam by the Wallets view's rules.
      const clone = holding('USD Coin', 0.5, { symbol: 'USDC', liquidity: 0 });
      const withClone = { ...portfolio, holdings: [...portfolio.holdings, holding('USD Coin', 500, { id: 3, symbol: 'USDC' }), clone] };
      const hidden = walletView([{ label: 'Main', address: WALLET, portfolio: withClone }], false, options);
      assert.deepEqual(hidden.holdings.filter((r) => r.spam !== undefined).map((r) => r.value), [], 'the clone is hidden: the real USDC is not flagged');
      const counted = walletView([{ label: 'Main', address: WALLET, portfolio: withClone }], false, { ...options, hideSpam: false });
      assert.deepEqual(counted.holdings.filter((r) => r.spam !== undefined).map((r) => r.value), ['$0.50'], 'the clone only');
    });

    it('masks every figure and the address with Hide Amounts, and offers no Copy or explorer for a masked address', () => {
      const view = walletView([{ label: 'Main', address: WALLET, portfolio }], false, { ...options, figures: HIDDEN });
      const text = JSON.stringify(view);
      assert.equal(view.masked, true);
      assert.equal(view.copy, undefined);
      assert.deepEqual(view.explorers, []);
      assert.doesNotMatch(text.replace(/"label":"[^"]*"/g, '').replace('"0x•', ''), /\d/, 'no digit of the wallet outside the asset names and the masked address\'s 0x');
    });

    it('adds up all wallets on the combined page, naming each holding\'s wallet, and says which wallets are not loaded', () => {
      const view = walletView([{ label: 'Main', address: WALLET, portfolio }, { label: 'Cold', address: BINANCE, portfolio: undefined }], true, options);
      assert.equal(view.label, 'All wallets');
      assert.equal(view.address, undefined);
      assert.match(view.note!, /Totals leave out 1 wallet not loaded yet/);
      assert.equal(view.holdings[0]!.wallets, 'Main');
    });

    it('says why a refresh failed, keeping nothing it does not have', () => {
      const view = walletView([{ label: 'Main', address: WALLET, portfolio: undefined, error: 'HTTP 500' }], false, options);
      assert.equal(view.status, 'error');
      assert.equal(view.total, '—');
      assert.match(view.note!, /HTTP 500/);
    });
  });

  describe('activity rows', () => {
    it('writes each transaction in words with its USD, fee, chain, counterparty\'s name and explorer link, newest first', () => {
      const txs = transactions(8);
      const labels = new Map([[BINANCE, { name: 'Binance 14', type: 'cex', labels: [] }]]);
      const rows = activityRows(txs, labels, PLAIN);
      const swap = rows.find((r) => r.kind === 'swap')!;
      assert.match(swap.lines[0]!, /^Swapped [\d.,]+ ETH for [\d,.]+ USDC on Uniswap V3, \$[\d,.]+K?$/);
      assert.match(swap.usd, /^\$[\d,]+\.\d\d$/);
      assert.equal(swap.chain, 'Ethereum');
      assert.equal(swap.explorer, 'Etherscan');
      assert.match(swap.txUrl!, /^https:\/\/etherscan\.io\/tx\/0x0+\w+$/);
      assert.equal(swap.fee, 'Fee $1.25');
      const received = rows.find((r) => r.kind === 'in')!;
      assert.equal(received.counterparty, 'from Binance 14 · exchange (0x28c6…1d60)');
      assert.match(rows.find((r) => r.kind === 'out')!.counterparty!, /^to Binance 14/);
      assert.deepEqual(rows.map((r) => r.at), [...rows.map((r) => r.at)].sort((a, b) => b - a));
      assert.deepEqual(unnamedCounterparties(txs, labels), ['0x87870bca3f3fd6335c3f4ce8392d69350b4fa4e2']);
    });

    it('marks a transaction the service dated in the future (its time clipped to when it was read)', () => {
      const [future, past] = transactions(2).map((tx, i) => ({ ...tx, timeInFuture: i === 0 }));
      const rows = activityRows([future!, past!], new Map(), PLAIN);
      assert.equal(rows[0]!.future, true);
      assert.equal(rows[1]!.future, undefined);
      assert.ok(parseToPage({ type: 'activity', activity: { status: 'loaded', rows, more: false } }).ok);
    });

    it('masks amounts, USD and fees with Hide Amounts', () => {
      const rows = activityRows(transactions(4), new Map(), HIDDEN);
      assert.doesNotMatch(JSON.stringify(rows.map((r) => [r.lines, r.usd, r.fee])).replace(/0x\w{4}…\w{4}/g, ''), /\d/, 'no digit but the counterparties\' addresses');
    });
  });

  describe('the wallets the page was loaded for', () => {
    it('drops a wallet gone, says the net worth and activity are old when a wallet or chain filter changes, and asks nothing', () => {
      let watched: Array<[string, string[] | undefined]> = [['0xa', undefined], ['0xb', ['Base']]];
      const set = new LoadedSet(() => walletSet(watched.map(([a]) => a), (a) => watched.find(([w]) => w === a)?.[1]));
      set.loading();
      assert.deepEqual(set.changed(), { removed: [], notice: undefined }, 'a label edited changes nothing the page loaded');
      watched = [['0xa', undefined]];
      assert.deepEqual(set.changed(), { removed: ['0xb'], notice: STALE_NET_WORTH });
      assert.equal(set.note, STALE_NET_WORTH);
      assert.deepEqual(set.changed(), { removed: [], notice: undefined }, 'said once');
      watched = [['0xa', ['Ethereum']]];
      assert.deepEqual(set.changed(), { removed: [], notice: STALE_BOTH }, 'a chain filter edited');
      watched = [['0xa', ['Ethereum']], ['0xc', undefined]];
      assert.deepEqual(set.changed(), { removed: [], notice: undefined });
      assert.equal(set.note, STALE_BOTH);
      set.loading(); // Refresh
      assert.equal(set.note, undefined);
      assert.deepEqual(set.changed(), { removed: [], notice: undefined });
    });
  });

  describe('protocol', () => {
    const rows = activityRows(transactions(30), new Map(), PLAIN);
    const good: ToPageMessage[] = [
      { type: 'wallet', wallet: walletView([{ label: 'Main', address: WALLET, portfolio }], false, options) },
      { type: 'history', history: { range: '1y', status: 'loaded', series: dailyHistory(), change: { text: '+$1.00 (+0.1%) over the last 1 year', direction: 'up' } } },
      { type: 'activity', activity: { status: 'loaded', rows, more: true, note: '1 spam transaction hidden' } },
      { type: 'activity', activity: { status: 'loaded', rows: rows.slice(0, 10), total: 30, more: true } },
      { type: 'notice', text: 'Copied' },
    ];

    it('accepts what the extension sends', () => {
      for (const message of good) assert.deepEqual(parseToPage(message), { ok: true, message }, message.type);
    });

    it('refuses figures that are not numbers, oversized text and too many rows', () => {
      const broken: unknown[] = [
        { type: 'history', history: { range: '1y', status: 'loaded', series: { t: [1, 2], v: [1, Number.NaN] } } },
        { type: 'history', history: { range: '1y', status: 'loaded', series: { t: [1, 2], v: [1] } } },
        { type: 'history', history: { range: '2y', status: 'loading' } },
        { type: 'activity', activity: { status: 'loaded', rows: Array(MAX_ACTIVITY_ROWS + 1).fill(rows[0]), more: false } },
        { type: 'activity', activity: { status: 'loaded', rows: [{ ...rows[0], lines: ['x'.repeat(401)] }], more: false } },
        { type: 'activity', activity: { status: 'loaded', rows: [{ ...rows[0], at: '2026' }], more: false } },
        ...[-1, 1.5, MAX_ACTIVITY_ROWS + 1, '60', Number.NaN].map((total) => ({ type: 'activity', activity: { status: 'loaded', rows: [], total, more: false } })),
        { type: 'wallet', wallet: { label: 'Main' } },
      ];
      for (const message of broken) assert.equal(parseToPage(message).ok, false, JSON.stringify(message).slice(0, 120));
    });

    it('accepts the page\'s requests and refuses hostile ones', () => {
      for (const message of [{ type: 'ready' }, { type: 'refresh' }, { type: 'history', range: '7d' }, { type: 'more' }, { type: 'copy', text: WALLET }, { type: 'openLink', url: 'https://etherscan.io/tx/0x1' }]) {
        assert.ok(parseFromPage(message).ok, JSON.stringify(message));
      }
      for (const message of [{ type: 'history', range: '5y' }, { type: 'copy', text: 'x'.repeat(201) }, { type: 'eval' }, { type: 'openLink' }, null, 'more']) {
        assert.equal(parseFromPage(message).ok, false, JSON.stringify(message));
      }
      assert.ok(parseSavedState({ key: WALLET, range: '30d' }).ok);
      assert.equal(parseSavedState({ key: WALLET, range: 'forever' }).ok, false);
    });
  });

  describe('net worth', () => {
    it('says the change over the range only when the points cover it, else since the first point', () => {
      const DAY = 86_400_000, start = Date.UTC(2026, 1, 9);
      const days = (n: number) => ({ t: Array.from({ length: n }, (_, i) => start + i * DAY), v: Array.from({ length: n }, (_, i) => 100 + i) });
      assert.match(rangeChange(days(120), '1y', PLAIN).change!.text, /^\+\$119\.00 \(\+119(\.00)?%\) since 9 Feb 2026$/, 'four months are no year');
      assert.match(rangeChange(days(30), '30d', PLAIN).change!.text, / over the last 30 days$/);
      assert.match(rangeChange(days(400), 'all', PLAIN).change!.text, / since 9 Feb 2026$/);
    });

    it('asks each range once an hour, sends a range shown before again without asking, and keeps earlier points on an error', async () => {
      let now = 0;
      const asked: string[] = [];
      let fail = false;
      const sent: HistoryData[] = [];
      const history = new PageHistory(async (range) => {
        asked.push(range);
        if (fail) throw new Error('HTTP 502');
        return { wallets: [WALLET], balanceUsd: 1, series: dailyHistory(30) } satisfies WalletHistory;
      }, async (m) => { if (m.type === 'history') sent.push(m.history); }, () => PLAIN, () => undefined, () => now);
      await history.show('30d');
      await history.show('7d');
      await history.show('30d');
      assert.deepEqual(asked, ['30d', '7d']);
      assert.equal(sent.at(-1)!.status, 'loaded');
      assert.equal(sent.at(-1)!.series!.t.length, 30);
      now += 3_600_001;
      fail = true;
      await history.show('30d');
      assert.deepEqual(asked, ['30d', '7d', '30d']);
      assert.equal(sent.at(-1)!.status, 'error');
      assert.equal(sent.at(-1)!.series!.t.length, 30, 'the earlier points stay');
    });

    it('asks each range kept again when next shown once the watched wallets changed, showing its points meanwhile', async () => {
      const asked: string[] = [];
      const sent: HistoryData[] = [];
      const history = new PageHistory(async (range) => {
        asked.push(range);
        return { wallets: [WALLET], balanceUsd: 1, series: dailyHistory(30) } satisfies WalletHistory;
      }, async (m) => { if (m.type === 'history') sent.push(m.history); }, () => PLAIN, () => undefined, () => 0);
      await history.show('30d');
      await history.show('7d');
      history.outdate();
      await history.show('30d');
      assert.equal(sent.at(-2)!.status, 'loaded', 'the old points while it comes');
      await history.show('7d');
      await history.show('30d');
      assert.deepEqual(asked, ['30d', '7d', '30d', '7d'], 'each asked again once');
    });

    it('asks a range once when the user flicks between ranges before the answers come (no abort and ask again)', async () => {
      const asked: string[] = [];
      const sent: HistoryData[] = [];
      const history = new PageHistory(async (range, signal) => {
        asked.push(range);
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (signal.aborted) throw new Error('cancelled');
        return { wallets: [WALLET], balanceUsd: 1, series: dailyHistory(30) } satisfies WalletHistory;
      }, async (m) => { if (m.type === 'history') sent.push(m.history); }, () => PLAIN, () => undefined);
      await Promise.all([history.show('7d'), history.show('30d'), history.show('7d'), history.show('30d'), history.show('7d')]);
      await history.show('30d');
      assert.deepEqual(asked, ['7d', '30d'], 'each range asked once, though shown five times while coming');
      assert.equal(sent.at(-1)!.range, '30d');
      assert.equal(sent.at(-1)!.status, 'loaded');
    });

    it('sends no figure while amounts are hidden', async () => {
      const sent: HistoryData[] = [];
      const history = new PageHistory(async () => ({ wallets: [WALLET], balanceUsd: 1, series: dailyHistory(3) }), async (m) => { if (m.type === 'history') sent.push(m.history); }, () => HIDDEN, () => undefined);
      await history.show('24h');
      assert.deepEqual(sent.at(-1), { range: '24h', status: 'hidden' });
    });
  });

  describe('Show Wallet\'s arguments', () => {
    it('takes an address, a Wallets view row or "all", and nothing else', () => {
      assert.deepEqual(queryFromArguments(WALLET), { address: WALLET });
      assert.deepEqual(queryFromArguments({ kind: 'wallet', wallet: { address: WALLET } }), { address: WALLET });
      assert.deepEqual(queryFromArguments('all'), {});
      for (const bad of [undefined, 42, '0x12', 'javascript:alert(1)', { wallet: {} }]) assert.equal(queryFromArguments(bad), undefined, String(bad));
      assert.ok(sameQuery({ address: WALLET.toUpperCase().replace('0X', '0x') }, { address: WALLET }));
      assert.equal(sameQuery({}, { address: WALLET }), false);
    });
  });
});
