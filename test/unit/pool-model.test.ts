// The pool page's model without a server: the header and windows as text, hostile text made safe for the page,
// candles bounded into arrays the page accepts, trades as rows with tx links, and what opens a page.
import assert from 'node:assert/strict';
import type { Candle, Pool, Trade } from '../../src/api/markets/types';
import { candleArrays, poolView } from '../../src/pool/model';
import { buildPoolHtml } from '../../src/pool/html';
import { MAX_CANDLES, parseToPage } from '../../src/pool/protocol';
import { parsePoolInput, poolInputProblem, poolKey, queryFromArguments } from '../../src/pool/target';
import { tradeRows } from '../../src/pool/tradesModel';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const POOL = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';
const NOW = Date.parse('2026-11-25T00:00:00Z');
const token = (address: string, symbol: string | undefined, priceUSD: number) => ({ address, symbol, name: symbol, logo: undefined, assetId: undefined, priceUSD });
const window = (volumeUSD: number, priceChange: number, buys: number, sells: number) => ({ volumeUSD, priceChange, buys, sells });

export function pool(over: Partial<Pool> = {}): Pool {
  return {
    address: POOL, blockchain: 'Ethereum', base: token(WETH, 'WETH', 3352.55), quote: token(USDC, 'USDC', 1), type: 'uniswap-v3',
    exchange: { name: 'Uniswap V3', logo: 'https://metadata.mobula.io/exchanges/uniswap.png' }, priceUSD: 3352.5566, priceQuote: 3352.6879,
    liquidityUSD: 96_410_446, createdAt: NOW - 2 * 365 * 86_400_000,
    windows: { '5m': window(1_200_000, 0.12, 40, 35), '1h': window(9_000_000, -0.5, 480, 501), '24h': window(312_000_000, 2.25, 12_040, 9_981) },
    ...over,
  };
}
const options = { now: NOW, images: 'service' as const, explorers: {}, quoteWallet: 'Main' };

describe('pool page model', () => {
  it('words the header: pair, DEX, chain, prices in USD and in the quote token, liquidity, age and the windows', () => {
    const view = poolView(pool(), options);
    assert.deepEqual([view.pair, view.dex, view.chain, view.priceUsd, view.priceQuote, view.liquidity, view.age],
      ['WETH / USDC', 'Uniswap V3', 'Ethereum', '$3,352.56', '3,352.6879 USDC', '$96.41M', '2.0 y']);
    assert.equal(view.explorerUrl, `https://etherscan.io/address/${POOL}`);
    assert.equal(view.explorerName, 'Etherscan');
    assert.equal(view.dexLogo, 'https://metadata.mobula.io/exchanges/uniswap.png');
    assert.deepEqual(view.windows.map((w) => [w.name, w.volume, w.change, w.direction, w.txns]), [
      ['5m', '$1.2M', '+0.12%', 'up', '40 / 35'], ['1h', '$9M', '−0.50%', 'down', '480 / 501'],
      ['4h', '—', '—', 'flat', '—'], ['24h', '$312M', '+2.25%', 'up', '12,040 / 9,981'],
    ]);
    assert.equal(parseToPage({ type: 'state', state: { status: 'loaded', address: POOL, pool: view, refreshing: false } }).ok, true);
  });

  it('makes hostile text safe: hidden and control characters gone, fields clipped, a non-https or foreign logo dropped', () => {
    const hostile = pool({
      base: token(WETH, '\u202eHTEW\u200b<img src=x onerror=alert(1)>', 1), quote: token(USDC, 'U\u0000S\nDC'.repeat(40), 1),
      exchange: { name: 'javascript:alert(1)'.repeat(20), logo: 'javascript:alert(1)' }, blockchain: 'Ethereum\u2066',
    });
    const view = poolView(hostile, options);
    assert.ok(!['\u202e', '\u200b', '\u2066', '\u0000', '\n'].some((c) => (view.pair + view.dex + view.chain).includes(c)));
    assert.ok(view.base.length <= 60 && view.quote.length <= 60 && view.dex.length <= 80 && view.pair.length <= 130);
    assert.equal(view.base, 'HTEW<img src=x onerror=alert(1)>', 'text stays text: the page sets it as a text node');
    assert.equal(view.dexLogo, undefined);
    assert.equal(poolView(pool({ exchange: { name: 'X', logo: 'https://evil.example/x.png' } }), options).dexLogo, undefined);
    assert.equal(poolView(pool({ exchange: { name: 'X', logo: 'https://evil.example/x.png' } }), { ...options, images: 'all' }).dexLogo, 'https://evil.example/x.png');
    assert.equal(parseToPage({ type: 'state', state: { status: 'loaded', address: POOL, pool: view, refreshing: false } }).ok, true);
  });

  it('bounds absurd figures and leaves unknown ones as a dash', () => {
    const view = poolView(pool({ priceUSD: 1e300, priceQuote: Number.NaN, liquidityUSD: undefined, createdAt: undefined, windows: {},
      base: token(WETH, undefined, 1) }), options);
    assert.equal(view.priceUsd, '$1e300');
    assert.deepEqual([view.priceQuote, view.liquidity, view.age], ['—', '—', '—']);
    assert.equal(view.base, '0xC02aaA…', 'a token without symbol or name reads as its address');
  });

  it('turns candles into sorted arrays of finite numbers, the newest 2,000 at most', () => {
    const candle = (t: number, c = 10): Candle => ({ t, o: 9, h: 12, l: 8, c, v: 100 });
    const arrays = candleArrays([candle(3), candle(1), { ...candle(2), h: Number.NaN }, { ...candle(4), v: Infinity }, candle(5, 11)]);
    assert.deepEqual(arrays, { t: [1, 3, 5], o: [9, 9, 9], h: [12, 12, 12], l: [8, 8, 8], c: [10, 10, 11], v: [100, 100, 100] });
    const many = candleArrays(Array.from({ length: 2500 }, (_, i) => candle(i)));
    assert.equal(many.t.length, MAX_CANDLES);
    assert.equal(many.t[0], 500);
    assert.equal(parseToPage({ type: 'candles', candles: { period: '1h', status: 'loaded', candles: many } }).ok, true);
    const tooMany = { ...many, t: [...many.t, 1], o: [...many.o, 1], h: [...many.h, 1], l: [...many.l, 1], c: [...many.c, 1], v: [...many.v, 1] };
    assert.equal(parseToPage({ type: 'candles', candles: { period: '1h', status: 'loaded', candles: tooMany } }).ok, false);
    assert.equal(parseToPage({ type: 'candles', candles: { period: '1h', status: 'loaded', candles: { ...arrays, o: [1, 2] } } }).ok, false, 'lengths must agree');
    assert.equal(parseToPage({ type: 'candles', candles: { period: '1h', status: 'loaded', candles: { ...arrays, c: [1, Infinity, 2] } } }).ok, false);
    assert.equal(parseToPage({ type: 'candles', candles: { period: '2h', status: 'empty' } }).ok, false);
  });

  it('words trades: side, price, amount in the base token, USD as text and number, the trader shortened, a tx link', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const trades: Trade[] = [
      { date: NOW - 5000, side: 'sell', priceUSD: 3350, amount: 0.5, amountUSD: 1675, hash, trader: '0xEB7ADf04070D6Ebdb7A3a56adb2A526625e1B0d4' },
      { date: NOW, side: 'buy', priceUSD: 3352.5, amount: 0.003, amountUSD: undefined, hash: 'javascript:alert(1)', trader: undefined },
      { date: Number.NaN, side: 'buy', priceUSD: 1, amount: 1, amountUSD: 1, hash, trader: undefined },
    ];
    const rows = tradeRows(trades, pool());
    assert.equal(rows.length, 2, 'a trade without a time is dropped');
    assert.deepEqual(rows.map((r) => [r.at, r.side, r.price, r.amount, r.usd, r.usdValue]), [
      [NOW, 'buy', '$3,352.50', '0.003 WETH', '—', 0], [NOW - 5000, 'sell', '$3,350.00', '0.5 WETH', '$1,675.00', 1675],
    ]);
    assert.equal(rows[1]!.traderShort, '0xEB7A…B0d4');
    assert.equal(rows[1]!.txUrl, `https://etherscan.io/tx/${hash}`);
    assert.equal(rows[0]!.txUrl, undefined, 'a hash that is no hash gets no link');
    assert.equal(tradeRows(Array.from({ length: 300 }, (_, i) => ({ ...trades[0]!, date: i })), pool()).length, 100);
    assert.equal(parseToPage({ type: 'trades', trades: { status: 'loaded', rows, at: NOW } }).ok, true);
    const refused = (row: Record<string, unknown>) => !parseToPage({ type: 'trades', trades: { status: 'loaded', rows: [{ ...rows[1], ...row }] } }).ok;
    assert.ok([{ at: Infinity }, { at: -1 }, { side: 'hold' }, { usdValue: Number.NaN }, { usdValue: -5 }, { price: 'x'.repeat(41) }, { price: 5 },
      { txUrl: 'x'.repeat(401) }, { trader: null }].every(refused), 'each field is checked');
    assert.equal(parseToPage({ type: 'trades', trades: { status: 'loaded', rows: Array.from({ length: 501 }, () => rows[0]) } }).ok, false);
  });

  it('opens one page per pool: EVM addresses without case, a chain after the address optional', () => {
    assert.deepEqual(parsePoolInput(`  ${POOL}   Ethereum `), { address: POOL, blockchain: 'Ethereum' });
    assert.deepEqual(parsePoolInput(`${POOL} BNB Smart Chain (BEP20)`), { address: POOL, blockchain: 'BNB Smart Chain (BEP20)' });
    assert.deepEqual(parsePoolInput(POOL), { address: POOL, blockchain: undefined });
    assert.equal(parsePoolInput('0x1234'), undefined);
    assert.match(poolInputProblem('USDC') ?? '', /Not a pool address/);
    assert.equal(poolInputProblem(POOL), undefined);
    assert.equal(poolKey({ address: POOL, blockchain: 'Ethereum' }), poolKey({ address: POOL.toLowerCase(), blockchain: 'ethereum' }));
    const solana = '58oQChx4yWmvKdwLLZzBi4ChoCc2fqCUWBkwMihLYQo2';
    assert.notEqual(poolKey({ address: solana }), poolKey({ address: solana.toLowerCase() }), 'base58 is case-sensitive');
    assert.equal(queryFromArguments({ address: POOL }, 'Ethereum'), undefined);
    assert.equal(queryFromArguments('<script>', 'Ethereum'), undefined);
  });

  it('paints the loading state with the address escaped, under a strict policy with one nonce\'d script', () => {
    const html = buildPoolHtml({ cspSource: 'vscode-webview:', nonce: 'n0nce', scriptUri: 'x/pool.js', styleUris: ['x/pool.css'],
      title: 'WETH / USDC', address: '"><script>alert(1)</script>', blockchain: 'Ethereum' });
    assert.doesNotMatch(html, /<script>alert/);
    assert.match(html, /default-src &#39;none&#39;.*script-src &#39;nonce-n0nce&#39;/);
    assert.equal((html.match(/<script/g) ?? []).length, 1);
    assert.match(html, /Loading pool &#34;&#62;&#60;script&#62;alert\(1\)&#60;\/script&#62; on Ethereum…/);
  });
});
