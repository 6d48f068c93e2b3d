// Alerts when a watched wallet moves: balances compared between refreshes (amounts, not prices), what the alert says,
// and one notification per move across two "windows" (two books on one real folder) and a restart.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderStore } from '../../src/api/credits/folderStore';
import type { Holding, Portfolio } from '../../src/api/types';
import type { ActivityTransaction } from '../../src/api/wallets/types';
import { AlertBook } from '../../src/core/alertBook';
import { balancesOf, diffBalances, movedChains, type WalletMove } from '../../src/core/balanceDiff';
import type { Figures } from '../../src/format/figures';
import { activityAnnouncement, moveText } from '../../src/format/alertText';

/** The announcement's words. */
const activityText = (label: string, move: WalletMove, transactions: readonly ActivityTransaction[], since: number, f: Figures, baseline?: number) =>
  activityAnnouncement(label, move, { transactions, since, baseline }, f)?.text;
import { figures, PLAIN } from '../../src/format/figures';
import { diskFolder } from './diskFolder';
import { holding } from './overview-fixtures';
import { nowMs } from '../../src/core/clock';

const MAIN = '0x9f8c5e2b7a1d4c3e6f0a8b9c7d5e3f1a2b4c6d8e';
const SOL_WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

function token(symbol: string, amount: number, price: number, chain = 'Ethereum', address = `0x${symbol.toLowerCase().padEnd(40, 'a')}`): Holding {
  return holding(symbol, amount * price, { id: symbol.length, symbol, price, tokenBalance: amount, chainBalances: [{ chain, chainId: undefined, tokenBalance: amount, address }] });
}

function wallet(...holdings: Holding[]): Portfolio {
  return { wallet: MAIN, totalUsd: holdings.reduce((s, h) => s + h.usdValue, 0), holdings };
}

const diff = (a: Portfolio, b: Portfolio, minUsd = 100) => diffBalances(MAIN, balancesOf(a, 1), balancesOf(b, 2), minUsd);

describe('alerts: balances between two refreshes', () => {
  it('raises nothing when only prices moved, however far', () => {
    assert.equal(diff(wallet(token('ETH', 10, 3000), token('USDC', 500, 1)), wallet(token('ETH', 10, 1500), token('USDC', 500, 1.02))), undefined);
  });

  it('calls a change under the threshold dust, and one over it a move valued at the current price', () => {
    assert.equal(diff(wallet(token('ETH', 10, 3000)), wallet(token('ETH', 10.03, 3000))), undefined, '$90 is dust');
    const move = diff(wallet(token('ETH', 10, 3000)), wallet(token('ETH', 12.5, 3360)));
    assert.equal(move?.changes.length, 1);
    assert.equal(move?.usd, 2.5 * 3360);
    assert.equal(move?.changes[0]?.kind, 'in');
    assert.equal(moveText('Main', move!, PLAIN), 'Main received 2.5 ETH, $8,400');
  });

  it('takes interest or a rebase on a large holding for no move, however many dollars, but any decrease for one', () => {
    const whale = (amount: number) => balancesOf(wallet(token('stETH', amount, 3000)), 1000);
    assert.equal(diffBalances(MAIN, whale(10_000), whale(10_001.3), 100), undefined, 'a daily rebase: +$3,900');
    assert.equal(diffBalances(MAIN, whale(10_000), whale(10_006), 100)?.changes[0]?.kind, 'in', '0.06%: received');
    assert.equal(diffBalances(MAIN, whale(10_000), whale(9_998.7), 100)?.changes[0]?.kind, 'out', 'a decrease of the same size');
  });

  it('names the chains a move happened on, so its activity is asked of those only (v1 charges per chain)', () => {
    const on = (chain: string) => balancesOf(wallet(token('ETH', 1, 3000, chain)), 1000);
    const grown = (chain: string) => balancesOf(wallet(token('ETH', 2, 3000, chain)), 2000);
    assert.deepEqual(movedChains(diffBalances(MAIN, on('Base'), grown('Base'), 100)!), ['Base']);
    assert.deepEqual(movedChains(diffBalances(MAIN, on('BNB Smart Chain (BEP20)'), grown('BNB Smart Chain (BEP20)'), 100)!), ['BNB Smart Chain (BEP20)']);
    assert.equal(movedChains(diffBalances(MAIN, on('Some New Chain'), grown('Some New Chain'), 100)!), undefined, 'a chain not in the table: every chain');
  });

  it('sees a new token and a token gone (valued at its last price)', () => {
    const gained = diff(wallet(token('ETH', 1, 3000)), wallet(token('ETH', 1, 3000), token('PEPE', 1e9, 0.00001)));
    assert.equal(gained?.changes[0]?.kind, 'new');
    assert.equal(moveText('Main', gained!, PLAIN), 'Main received 1B PEPE, $10,000');
    const lost = diff(wallet(token('ETH', 1, 3000), token('USDC', 1_200_000, 1)), wallet(token('ETH', 1, 3000)));
    assert.equal(lost?.changes[0]?.kind, 'gone');
    assert.equal(moveText('Whale', lost!, PLAIN), 'Whale sent 1.2M USDC, $1.2M');
  });

  it('makes several tokens moving in one refresh one move, a swap read as one', () => {
    const swap = diff(wallet(token('ETH', 2, 3000), token('USDC', 0, 1)), wallet(token('ETH', 0.8, 3000), token('USDC', 3600, 1)));
    assert.equal(swap?.changes.length, 2);
    assert.equal(moveText('Main', swap!, PLAIN), 'Main swapped 1.2 ETH for 3,600 USDC, $3,600');
    const many = diff(wallet(token('ETH', 1, 3000)), wallet(token('ETH', 2, 3000), token('LINK', 100, 15), token('UNI', 100, 8)));
    assert.equal(moveText('Main', many!, PLAIN), 'Main received 1 ETH, $3,000 and 2 more tokens ($5,300 in all)');
  });

  it('raises nothing when the same amount of a token is only filed otherwise (an answer without its chains, a chain renamed)', () => {
    const flat = holding('Ethereum', 30_000, { id: 1, symbol: 'ETH', price: 3000, tokenBalance: 10 });
    const onChain = token('ETH', 10, 3000);
    assert.equal(diff(wallet(onChain), wallet(flat)), undefined, 'not "swapped 10 ETH for 10 ETH"');
    assert.equal(diff(wallet(flat), wallet(onChain)), undefined);
    assert.equal(diff(wallet(token('ETH', 10, 3000, 'Ethereum')), wallet(token('ETH', 10, 3000, 'Ethereum Mainnet'))), undefined);
    assert.equal(diff(wallet(onChain), wallet(holding('Ethereum', 36_000, { id: 1, symbol: 'ETH', price: 3000, tokenBalance: 12 })))?.usd, 36_000 + 30_000,
      'another amount is still a move');
  });

  it('keeps EVM contracts case-insensitive and Solana mints case-sensitive', () => {
    const evm = diff(wallet(token('USDC', 1000, 1, 'Ethereum', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')),
      wallet(token('USDC', 1000, 1, 'Ethereum', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')));
    assert.equal(evm, undefined, 'the same contract written in two cases');
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
    const sol = diffBalances(SOL_WALLET, balancesOf(wallet(token('USDC', 1000, 1, 'Solana', mint)), 1),
      balancesOf(wallet(token('USDC', 1000, 1, 'Solana', mint.toLowerCase())), 2), 100);
    assert.deepEqual(sol?.changes.map((c) => c.kind).sort(), ['gone', 'new'], 'two mints that differ by case are two tokens');
  });

  it('never counts spam airdrops, and masks figures under Hide Amounts', () => {
    const spam = holding('Visit uni-claim.xyz to claim', 2500, { symbol: 'UNICLAIM', price: 1, tokenBalance: 2500 });
    assert.equal(diff(wallet(token('ETH', 1, 3000)), wallet(token('ETH', 1, 3000), spam)), undefined);
    const move = diff(wallet(token('ETH', 10, 3000)), wallet(token('ETH', 12.5, 3360)))!;
    assert.equal(moveText('Main', move, figures({ hideAmounts: true, maskAddresses: false })), 'Main received ••••• ETH, •••••');
  });

  it('reads a holding the service listed twice as one balance: its duplicate coming or going is no move', () => {
    const eth = token('ETH', 10, 3000);
    assert.equal(diff(wallet(eth), wallet(eth, eth)), undefined, 'a duplicate row came');
    assert.equal(diff(wallet(eth, eth), wallet(eth)), undefined, 'and went');
  });

  it('reads a holding filed under another chain or without its contract as no move, and a real swap as one', () => {
    const usdc = (chain?: string, address?: string) => holding('USDC', 5000, { id: 3, symbol: 'USDC', price: 1, tokenBalance: 5000,
      chainBalances: chain ? [{ chain, chainId: undefined, tokenBalance: 5000, address }] : [] });
    assert.equal(diff(wallet(usdc('Ethereum', '0xa0b8')), wallet(usdc())), undefined, 'an answer without its chains');
    assert.equal(diff(wallet(usdc('Ethereum', '0xa0b8')), wallet(usdc('Ethereum Mainnet', '0xa0b8'))), undefined, 'a chain renamed');
    const swapped = diff(wallet(usdc('Ethereum', '0xa0b8')), wallet(usdc('Base', '0x8335')))!;
    assert.deepEqual(swapped.changes.map((c) => c.kind).sort(), ['gone', 'new'], 'another contract: a bridge, two changes');
  });

  it('compares ten thousand tokens replaced by ten thousand others in linear time, whatever their names (goal and figure: npm run bench)', () => {
    const many = (n: number, offset: number, sameAmount: boolean, contract: (i: number) => string | undefined) => wallet(...Array.from({ length: n }, (_, i) =>
      holding('X', 1000, { id: i, symbol: 'X', price: 1, tokenBalance: sameAmount ? 1000 : 1000 + i,
        chainBalances: [{ chain: 'Ethereum', chainId: undefined, tokenBalance: sameAmount ? 1000 : 1000 + i, address: contract(offset + i) }] })));
    const renamed = (p: Portfolio): Portfolio => ({ ...p, holdings: p.holdings.map((h) => ({ ...h, chainBalances: h.chainBalances.map((c) => ({ ...c, chain: 'Ethereum Mainnet' })) })) });
    for (const [what, before, after, left] of [
      ['other contracts, one amount', many(10_000, 0, true, (i) => `0x${i.toString(16).padStart(40, '0')}`), many(10_000, 20_000, true, (i) => `0x${i.toString(16).padStart(40, '0')}`), 20_000],
      ['the same tokens under a renamed chain', many(10_000, 0, false, (i) => `0x${i.toString(16).padStart(40, '0')}`), renamed(many(10_000, 0, false, (i) => `0x${i.toString(16).padStart(40, '0')}`)), 0],
      ['one amount, renamed, one contract for all', many(10_000, 0, true, () => '0xdead'), renamed(many(10_000, 0, true, () => '0xdead')), 0],
    ] as const) {
      const a = balancesOf(before, 1), b = balancesOf(after, 2);
      const runs = [0, 1, 2].map(() => {
        const started = performance.now();
        assert.equal(diffBalances(MAIN, a, b, 100)?.changes.length ?? 0, left, what);
        return performance.now() - started;
      });
      // The quadratic comparison took seconds here; the median of three is a few tens of ms (a busy machine's margin).
      assert.ok(runs.sort((x, y) => x - y)[1]! < 250, `${what}: ${runs.map((r) => r.toFixed(0)).join(', ')} ms`);
    }
  });

  it('keeps a short record of a token whose name, symbol or contract is a megabyte long (the files every window reads)', () => {
    const huge = 'Ξ'.repeat(1_000_000);
    const balances = balancesOf(wallet(holding(huge, 500, { symbol: huge, price: 1, tokenBalance: 500,
      chainBalances: [{ chain: huge, chainId: undefined, tokenBalance: 500, address: `0x${huge}` }] })), 1);
    const text = JSON.stringify(balances);
    assert.ok(text.length < 2_000, `a ${text.length}-character record for one token`);
    const move = diffBalances(MAIN, balancesOf(wallet(), 0), balances, 100)!;
    assert.match(moveText('Main', move, PLAIN), /^Main received 500 Ξ{60}, \$500\.00$/, 'the alert still says how much');
  });

  it('reads the activity\'s newest matching transaction when there is one', () => {
    const move = diff(wallet(token('ETH', 10, 3000)), wallet(token('ETH', 12.5, 3360)))!;
    const asset = { id: 1, name: 'Ethereum', symbol: 'ETH', contract: undefined, logo: undefined, price: 3360, liquidity: 1e9 };
    const tx = (time: number, symbol: string): ActivityTransaction => ({ chain: 'evm:1', hash: `0x${time}`, time, timeInFuture: false, block: 1, feeUsd: 1, moreActions: 0,
      actions: [{ kind: 'transfer', direction: 'in', asset: { ...asset, symbol }, amount: 2.5, usd: 8400, from: '0xb', to: MAIN, counterparty: '0xb' }] });
    assert.equal(activityText('Main', move, [tx(200, 'USDC'), tx(150, 'ETH'), tx(50, 'ETH')], 100, PLAIN), 'Main received 2.5 ETH, $8,400');
    assert.equal(activityAnnouncement('Main', move, { transactions: [tx(200, 'USDC'), tx(150, 'ETH'), tx(50, 'ETH')], since: 100 }, PLAIN)?.tx.hash, '0x150', 'the transaction it words');
    assert.equal(activityText('Main', move, [tx(50, 'ETH')], 100, PLAIN), undefined, 'older than the last refresh compared');
    assert.equal(activityText('Main', move, [tx(300, 'ETH'), tx(150, 'ETH')], 100, PLAIN), 'Main received 2.5 ETH, $8,400 and 1 more transaction');
    assert.equal(activityText('Main', move, [tx(300, 'ETH'), tx(150, 'ETH')], 100, PLAIN, 200), 'Main received 2.5 ETH, $8,400',
      'a transaction before the balances compared with were read is in them already: no "and 1 more"');
  });

  it('words a move past a newer zero-value transfer from a lookalike (address poisoning), which neither words nor counts', () => {
    const move = diff(wallet(token('USDT', 1000, 1)), wallet(token('USDT', 3000, 1)))!;
    const usdt = { id: 2, name: 'Tether', symbol: 'USDT', contract: undefined, logo: undefined, price: 1, liquidity: 1e9 };
    const tx = (time: number, amount: number, from: string): ActivityTransaction => ({ chain: 'evm:1', hash: `0x${time}`, time, timeInFuture: false, block: 1, feeUsd: 0, moreActions: 0,
      actions: [{ kind: 'transfer', direction: 'in', asset: usdt, amount, usd: amount, from, to: MAIN, counterparty: from }] });
    assert.equal(activityText('Main', move, [tx(300, 0, '0x28c6aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1d60'), tx(200, 2000, '0x28C6c06298d514Db089934071355E5743bf21d60')], 100, PLAIN),
      'Main received 2,000 USDT, $2,000');
    assert.equal(diff(wallet(token('USDT', 3000, 1)), wallet(token('USDT', 3000, 1))), undefined, 'a zero-value transfer moves no balance: no alert');
  });

  it('does not word a move from a transaction of another size (the move before, when the service has not indexed this one yet)', () => {
    const move = diff(wallet(token('ETH', 12.5, 3360)), wallet(token('ETH', 13, 3360)))!;
    const asset = { id: 1, name: 'Ethereum', symbol: 'ETH', contract: undefined, logo: undefined, price: 3360, liquidity: 1e9 };
    const earlier: ActivityTransaction = { chain: 'evm:1', hash: '0x1', time: 150, timeInFuture: false, block: 1, feeUsd: 1, moreActions: 0,
      actions: [{ kind: 'transfer', direction: 'in', asset, amount: 2.5, usd: 8400, from: '0xb', to: MAIN, counterparty: '0xb' }] };
    assert.equal(activityText('Main', move, [earlier], 100, PLAIN), undefined, '0.5 ETH moved: "received 2.5 ETH" would be the move before');
    assert.equal(moveText('Main', move, PLAIN), 'Main received 0.5 ETH, $1,680');
  });
});

describe('alerts: one notification per move, across windows and restarts', () => {
  let dir = '';
  beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'walletscope-alerts-')); });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const book = () => new AlertBook(folderStore(diskFolder(dir)), nowMs, 20);
  const before = balancesOf(wallet(token('ETH', 10, 3000)), 1000);
  const after = (at: number) => balancesOf(wallet(token('ETH', 12.5, 3360)), at);

  it('sees a wallet first without raising anything, then raises its move once', async () => {
    const window = book();
    assert.deepEqual(await window.observe(MAIN, before, '', 100), { move: undefined, raise: false });
    const seen = await window.observe(MAIN, after(2000), '', 100);
    assert.equal(seen.raise, true);
    assert.equal((await window.observe(MAIN, after(3000), '', 100)).move, undefined, 'the next refresh compares with the moved balances');
  });

  it('raises the same move again when it happens again (a deposit address filled, swept and filled)', async () => {
    const window = book();
    await window.observe(MAIN, before, '', 100);
    const raised = [];
    for (const [at, balances] of [[2000, after(2000)], [3000, balancesOf(wallet(token('ETH', 10, 3360)), 3000)], [4000, after(4000)]] as const) {
      const seen = await window.observe(MAIN, balances, '', 100);
      raised.push(seen.raise && seen.move?.changes[0]?.after);
      assert.ok(seen.move, `a move at ${at}`);
    }
    assert.deepEqual(raised, [12.5, 10, 12.5], 'filled, swept, filled: three notifications');
  });

  it('raises a move seen by two windows in one of them only', async () => {
    await book().observe(MAIN, before, '', 100);
    const [a, b] = [book(), book()];
    // Both refreshed before either wrote: both see the move, one claim wins.
    const results = await Promise.all([a.observe(MAIN, after(2000), '', 100), b.observe(MAIN, after(2000), '', 100)]);
    assert.equal(results.filter((r) => r.raise).length, 1);
    assert.equal(await b.claim(results[0]!.move?.id ?? results[1]!.move!.id), false);
    // A window that refreshes a little later compares with what the first one kept: nothing new.
    assert.equal((await book().observe(MAIN, after(2500), '', 100)).move, undefined);
    assert.deepEqual(readdirSync(dir).filter((n) => n.startsWith('claim-') || n.includes('.tmp-')), [], 'no file left behind');
  });

  it('lets exactly one of two windows claiming the same move at the same instant win, every time', async () => {
    for (let round = 0; round < 20; round++) {
      const id = `race${round}`;
      const wins = await Promise.all([book().claim(id), book().claim(id), book().claim(id)]);
      assert.equal(wins.filter(Boolean).length, 1, `round ${round}`);
    }
  });

  it('raises a move made while the editor was closed once after the restart, and never again', async () => {
    await book().observe(MAIN, before, '', 100);
    const restarted = book();
    assert.equal((await restarted.observe(MAIN, after(5000), '', 100)).raise, true);
    // The same answer read again (a restored snapshot, a second start): already compared.
    assert.equal((await book().observe(MAIN, after(5000), '', 100)).raise, false);
  });

  it('keeps one record per wallet however its address is written (EVM and ENS), and Solana\'s as written', async () => {
    await book().observe(MAIN, before, '', 100);
    assert.equal((await book().observe(MAIN.toUpperCase().replace('0X', '0x'), after(2000), '', 100)).raise, true);
    await book().observe('Vitalik.eth', before, '', 100);
    assert.equal((await book().observe('vitalik.eth', after(2000), '', 100)).raise, true);
    await book().observe(SOL_WALLET, before, '', 100);
    assert.equal((await book().observe(SOL_WALLET.toLowerCase(), after(2000), '', 100)).move, undefined, 'another Solana wallet, seen first');
  });

  it('values a token gone at a price at most a day old, though its amount did not change for weeks', async () => {
    const day = 86_400_000;
    const held = (price: number, at: number) => balancesOf(wallet(token('ETH', 1, 3000), token('PEPE', 10, price)), at);
    await book().observe(MAIN, held(5, 0), '', 100); // $50 of PEPE: dust if it went
    await book().observe(MAIN, held(50, 10 * day), '', 100); // ten days on, the same amounts at ten times the price
    const sold = await book().observe(MAIN, balancesOf(wallet(token('ETH', 1, 3000)), 10 * day + 60_000), '', 100);
    assert.equal(sold.move?.changes[0]?.kind, 'gone', 'all of it went: $500 at the last price seen, not $50 at the first');
    assert.equal(sold.move?.usd, 500);
  });

  it('removes at start-up what a window that stopped mid-claim left behind, an hour on', async () => {
    const files = folderStore(diskFolder(dir));
    await files.write(`claim-abc-${nowMs() - 7_200_000}-old`, 'x');
    await files.write(`claim-def-${nowMs()}-new`, 'x'); // another window claiming now
    await book().prune();
    assert.deepEqual(readdirSync(dir).filter((n) => n.startsWith('claim-')).map((n) => n.split('-')[1]), ['def']);
  });

  it('raises a move after a refresh stamped in the future (a clock that ran ahead, then was set back)', async () => {
    let clock = 10_000;
    const window = new AlertBook(folderStore(diskFolder(dir)), () => clock, 20);
    await window.observe(MAIN, before, '', 100);
    clock = 10_000 + 8 * 3_600_000; // eight hours ahead for one refresh
    await window.observe(MAIN, balancesOf(wallet(token('ETH', 10.01, 3000)), clock), '', 100); // $30 more: kept, not raised
    clock = 20_000; // set back
    const moved = await window.observe(MAIN, balancesOf(wallet(token('ETH', 12.5, 3000)), clock), '', 100);
    assert.equal(moved.raise, true, 'the 2.5 ETH move is news at once, not eight hours later');
    assert.equal(moved.since, undefined, 'and the future stamp is no "since"');
  });

  it('keeps a baseline per scope: windows that hide and show spam (a workspace setting) each raise the move', async () => {
    const [hides, shows] = [book(), book()];
    await hides.observe(MAIN, before, 'spam hidden', 100);
    await shows.observe(MAIN, before, 'spam shown', 100);
    const seen = [];
    for (const at of [2000, 3000]) {
      seen.push(await hides.observe(MAIN, after(at), 'spam hidden', 100));
      seen.push(await shows.observe(MAIN, after(at), 'spam shown', 100));
    }
    assert.equal(seen.filter((s) => s.move).length, 2, 'each window sees the move once');
    assert.equal(seen.filter((s) => s.raise).length, 1, 'and one of them raises it (one claim)');
    for (let i = 0; i < 6; i++) await book().observe(MAIN, before, `scope ${i}`, 100);
    const file = readdirSync(dir).find((n) => n.startsWith('wallet-'))!;
    assert.equal(Object.keys((JSON.parse(readFileSync(join(dir, file), 'utf8')) as { scopes: object }).scopes).length, 4, 'a few scopes kept, the newest');
  });

  it('does not compare balances asked otherwise (a new chain filter), nor raise on a claimed move again', async () => {
    await book().observe(MAIN, before, '', 100);
    assert.equal((await book().observe(MAIN, after(2000), 'Base', 100)).move, undefined);
    const window = book();
    assert.equal(await window.claim('abc'), true);
    assert.equal(await book().claim('abc'), false);
  });
});
