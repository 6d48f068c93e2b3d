// DEX markets without a server: both generations' pool shapes read into the same Pool, the asset page's Pools rows
// (sort keys, the liquidity floor, hostile text made safe for the page), pool and neither-token-nor-pool hovers,
// and candles, trades and quotes read leniently.
import assert from 'node:assert/strict';
import { parseResponse } from '../../src/api/schemas';
import { marketDetailsSchema, marketPairsSchema, tokenMarketsSchema } from '../../src/api/markets/poolSchemas';
import { candlesSchema, swapQuoteSchema, tradesSchema } from '../../src/api/markets/tradeSchemas';
import { LIQUIDITY_FLOOR_USD, poolsData } from '../../src/asset/poolsModel';
import { UNKNOWN_KEY } from '../../src/asset/poolsProtocol';
import { parseToPage } from '../../src/asset/protocol';
import { unknownAddressHover } from '../../src/format/hoverContent';
import { lookUpHoldingsLink, poolHover } from '../../src/format/poolHover';
import { assetQuotePair, counterChoices } from '../../src/asset/quoteTokens';
import { poolView } from '../../src/pool/model';
import { parseToPage as parseToPoolPage } from '../../src/pool/protocol';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const POOL = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';
const token = (address: string, symbol: string, id: number, priceUSD: number) => ({ address, chainId: 'evm:1', symbol, name: symbol, decimals: 18, id, priceUSD, logo: null });

/** A v2 MarketDetailsOutput as the service sends it: numbers sometimes as text, unknowns as 0. */
const v2Pool = (over: Record<string, unknown> = {}) => ({
  base: token(WETH, 'WETH', 2, 3000), quote: token(USDC, 'USDC', 1, 1), address: POOL, blockchain: 'Ethereum', type: 'uniswap-v3',
  exchange: { name: 'Uniswap V3', logo: 'https://metadata.mobula.io/exchanges/uniswap.png' }, liquidityUSD: '96400000', priceUSD: 3000,
  priceToken: 3000, createdAt: '2021-05-05T21:42:11.000Z', volume24hUSD: 312_000_000, priceChange24hPercentage: -1.25, buys24h: 1204, sells24h: 998,
  volume1hUSD: 9_000_000, ...over,
});
const v1Pair = {
  token0: { address: USDC, symbol: 'USDC', name: 'USD Coin', id: 1, price: 1 }, token1: { address: WETH, symbol: 'WETH', name: 'WETH', id: 2, price: 3000 },
  baseToken: WETH, quoteToken: USDC, address: POOL, blockchain: 'Ethereum', price: 3000, priceToken: 3000, liquidity: 96_400_000, volume24h: 312_000_000,
  exchange: { name: 'Uniswap V3', logo: 'https://metadata.mobula.io/exchanges/uniswap.png' }, createdAt: '2021-05-05T21:42:11.000Z', type: 'uniswap-v3',
};
const options = { now: Date.parse('2026-11-25T00:00:00Z'), images: 'service' as const, explorers: {} };

describe('pools: both generations, the Pools rows, pool hovers', () => {
  it('reads a v2 market and a v1 pair into the same pool: sides, price, liquidity, 24h volume', () => {
    const v2 = parseResponse(tokenMarketsSchema, { data: [v2Pool()], totalCount: 412 });
    const v1 = parseResponse(marketPairsSchema, { data: { pairs: [v1Pair], total_count: 7 } });
    assert.equal(v2.total, 412);
    assert.equal(v1.total, 7);
    for (const pool of [v2.pools[0]!, v1.pools[0]!]) {
      assert.deepEqual([pool.base.symbol, pool.quote.symbol, pool.base.assetId], ['WETH', 'USDC', 2]);
      assert.deepEqual([pool.priceUSD, pool.liquidityUSD, pool.windows['24h']?.volumeUSD, pool.exchange.name], [3000, 96_400_000, 312_000_000, 'Uniswap V3']);
      assert.equal(pool.createdAt, Date.parse('2021-05-05T21:42:11.000Z'));
    }
    assert.deepEqual([v2.pools[0]!.windows['24h']?.buys, v2.pools[0]!.windows['24h']?.priceChange], [1204, -1.25]);
    assert.equal(v1.pools[0]!.windows['24h']?.buys, undefined, 'v1 has no buys: unknown, not 0');
  });

  it('drops a malformed pool, not the list; an answer that is not a pool is an error', () => {
    const list = parseResponse(tokenMarketsSchema, { data: [v2Pool(), { address: 5 }, null, v2Pool({ base: 'x' })], totalCount: 4 });
    assert.equal(list.pools.length, 1);
    assert.equal(parseResponse(marketDetailsSchema, { data: v2Pool() })?.address, POOL);
    assert.equal(parseResponse(marketDetailsSchema, { data: null }), undefined, 'no such pool');
    const notAddresses = [v2Pool({ address: 'https://evil.example/x' }), v2Pool({ address: 'x'.repeat(100_000) }), v2Pool({ base: token('<b>', 'B', 1, 1) })];
    assert.equal(parseResponse(tokenMarketsSchema, { data: notAddresses, totalCount: 3 }).pools.length, 0, 'a pool whose address is no address is dropped');
    assert.throws(() => parseResponse(marketDetailsSchema, { data: { error: 'nope' } }));
  });

  it('rows: the sort keys, the liquidity floor, unknown figures last, and what the page accepts', () => {
    const thin = v2Pool({ address: '0x' + '2'.repeat(40), liquidityUSD: LIQUIDITY_FLOOR_USD - 1, volume24hUSD: 0, createdAt: null });
    const data = poolsData([{ address: USDC, blockchain: 'Ethereum' }], 0, parseResponse(tokenMarketsSchema, { data: [v2Pool(), thin], totalCount: 2 }), options);
    assert.deepEqual(data.rows.map((r) => [r.pair, r.dex, r.liquidity, r.low]), [['WETH / USDC', 'Uniswap V3', '$96.4M', false], ['WETH / USDC', 'Uniswap V3', '$50K', true]]);
    assert.equal(data.rows[0]!.txns, '1,204 / 998');
    assert.equal(data.rows[0]!.change, '−1.25%');
    assert.equal(data.rows[1]!.age, '—');
    assert.equal(data.rows[1]!.keys.age, UNKNOWN_KEY);
    assert.ok(data.rows[0]!.explorerUrl?.startsWith('https://etherscan.io/address/'));
    assert.ok(parseToPage({ type: 'pools', pools: data }).ok);
  });

  it('hostile pool text: hidden characters gone, long names clipped, a logo only from the service; the page still accepts it', () => {
    const evil = v2Pool({
      base: { ...token(WETH, `W\u202EETH${'x'.repeat(500)}`, 2, 3000) }, exchange: { name: '[Click](command:workbench.action.terminal.new)', logo: 'http://evil.example/x.png' },
      liquidityUSD: 1e308, priceUSD: -5, createdAt: -1e27, buys24h: 1e14, sells24h: 1e14,
    });
    const data = poolsData([{ address: USDC, blockchain: 'Ethereum' }], 0, parseResponse(tokenMarketsSchema, { data: [evil], totalCount: 1 }), options);
    const row = data.rows[0]!;
    assert.ok(!row.pair.includes('\u202E') && row.pair.length <= 130);
    assert.equal(row.dexLogo, undefined);
    assert.deepEqual([row.txns, row.age], ['— / —', '—']);
    const longLogo = poolsData([{ address: USDC, blockchain: 'Ethereum' }], 0, parseResponse(tokenMarketsSchema, {
      data: [v2Pool({ exchange: { name: 'X', logo: `https://metadata.mobula.io/${'é'.repeat(1000)}` } })], totalCount: 1 }), options);
    assert.equal(longLogo.rows[0]!.dexLogo, undefined, 'a logo URL past its bound once encoded is left out');
    assert.ok(parseToPage({ type: 'pools', pools: data }).ok, 'the page takes every bounded figure');
    const header = poolView(parseResponse(marketDetailsSchema, { data: evil })!, { ...options, quoteWallet: 'Main' });
    assert.equal(header.windows.find((w) => w.name === '24h')?.txns, '— / —', 'the pool page bounds the same counts the same way');
    assert.ok(parseToPoolPage({ type: 'state', state: { status: 'loaded', address: POOL, pool: header, refreshing: false } }).ok);
    const md = poolHover(parseResponse(marketDetailsSchema, { data: evil })!, { address: POOL });
    assert.ok(!md.includes('](command:workbench'), 'the exchange name forms no link');
  });

  it('pool hover: pair, DEX, chain, price, liquidity and 24h volume, with an asset link per side; plain markdown has no command link', () => {
    const pool = parseResponse(marketDetailsSchema, { data: v2Pool() })!;
    const md = poolHover(pool, { address: POOL });
    assert.match(md, /\*\*WETH \/ USDC\*\* pool · Uniswap V3 · Ethereum/);
    assert.match(md, /Liquidity \$96\.4M · 24h volume \$312M/);
    assert.match(md, /\[Open pool\]\(command:walletscope\.showPool\?/);
    assert.match(md, /\[Open asset WETH\]\(command:walletscope\.showAsset\?/);
    assert.match(md, /\[Open asset USDC\]\(command:walletscope\.showAsset\?/);
    assert.ok(!poolHover(pool, { address: POOL, links: 'plain' }).includes('command:'));
    const quoted = poolHover(parseResponse(marketDetailsSchema, { data: v2Pool({ base: token(WETH, 'a"b', 2, 1) }) })!, { address: POOL });
    assert.match(quoted, /\[Open asset a"b\]\(command:walletscope\.showAsset\?[^ ]+ "Open asset a&quot;b"\)/, 'a quote in a symbol does not end the link title');
  });

  it('neither token nor pool: says so and prices the holdings lookup; a watched wallet and other editors get no such link', () => {
    const link = lookUpHoldingsLink(POOL, 20);
    assert.match(unknownAddressHover({ address: POOL }, link), /neither a token nor a pool[\s\S]*Look up holdings \\\(about 20 credits\\\)\]\(command:walletscope\.lookUpHoldings\?/);
    assert.ok(!unknownAddressHover({ address: POOL, watched: { label: 'Main', total: '$1' } }, link).includes('lookUpHoldings'));
    assert.ok(!unknownAddressHover({ address: POOL, links: 'plain' }, link).includes('lookUpHoldings'));
  });

  it('the asset page quotes a token against its chain\'s native coin or USDC, never against itself, and nothing where it knows neither', () => {
    assert.deepEqual(counterChoices('Ethereum').map((c) => c.label), ['ETH', 'USDC']);
    assert.deepEqual(counterChoices('Solana').map((c) => c.label), ['SOL', 'USDC']);
    assert.deepEqual(counterChoices('Tron'), []);
    const pair = assetQuotePair({ address: WETH, blockchain: 'Ethereum', symbol: 'WETH' }, 'usdc');
    assert.deepEqual([pair?.base.address, pair?.quote.address, pair?.quote.symbol], [WETH, USDC, 'USDC']);
    assert.equal(assetQuotePair({ address: USDC.toLowerCase(), blockchain: 'ethereum', symbol: 'USDC' }, 'usdc'), undefined);
    assert.equal(assetQuotePair({ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', blockchain: 'Tron', symbol: 'USDT' }, 'native'), undefined);
  });

  it('candles: oldest first, one per time, high and low widened to bound open and close; v1 names read too', () => {
    const v2 = parseResponse(candlesSchema, { data: [{ t: 120, o: 2, h: 1, l: 3, c: 2.5, v: 10 }, { t: 60, o: 1, h: 2, l: 0.5, c: 2, v: -1 }, { t: 60, o: 1, h: 2, l: 0.5, c: 1.5, v: 4 }, { t: 'x' }] });
    assert.deepEqual(v2, [{ t: 60, o: 1, h: 2, l: 0.5, c: 1.5, v: 4 }, { t: 120, o: 2, h: 2.5, l: 2, c: 2.5, v: 10 }]);
    const v1 = parseResponse(candlesSchema, { data: [{ time: 60, open: 1, high: 2, low: 0.5, close: 1.5, volume: 4 }] });
    assert.deepEqual(v1, [{ t: 60, o: 1, h: 2, l: 0.5, c: 1.5, v: 4 }]);
  });

  it('trades: newest first, a trade without a side or time dropped, the sender as trader', () => {
    const trades = parseResponse(tradesSchema, { data: [
      { date: 1, type: 'sell', token_price: 3000, token_amount: 1, token_amount_usd: 3000, hash: '0xa', sender: '0xs', transaction_sender_address: null },
      { date: 2, type: 'buy', token_price: '3001', token_amount: 2, token_amount_usd: 6002, hash: '0xb', sender: '0xs', transaction_sender_address: '0xt' },
      { date: 3, type: 'swap' }, { type: 'buy' },
    ] });
    assert.deepEqual(trades.map((t) => [t.date, t.side, t.priceUSD, t.trader]), [[2, 'buy', 3001, '0xt'], [1, 'sell', 3000, '0xs']]);
  });

  it('quotes: figures and hops read, the transaction never; a routing failure is the service\'s error', () => {
    const quote = parseResponse(swapQuoteSchema, { data: {
      amountOutTokens: '0.3321', amountInUSD: 1000, amountOutUSD: 996.3, marketImpactPercentage: 0.02, poolFeesPercentage: 0.05, requestId: 'r',
      details: { route: { hops: [{ poolAddress: POOL, exchange: 'Uniswap V3', feePercentage: 0.05, tokenIn: { symbol: 'USDC', address: USDC, decimals: 6 }, tokenOut: { symbol: 'WETH', address: WETH, decimals: 18 }, amountInTokens: '', amountOutTokens: '' }] } },
      evm: { transaction: { to: '0xdead', data: '0x', value: '0' } },
    } });
    assert.deepEqual([quote.amountOut, quote.priceImpact, quote.hops.map((h) => `${h.tokenIn}>${h.tokenOut}@${h.exchange}`)], [0.3321, 0.02, ['USDC>WETH@Uniswap V3']]);
    assert.ok(!JSON.stringify(quote).includes('0xdead'));
    assert.equal(parseResponse(swapQuoteSchema, { data: { requestId: 'r' }, error: 'No route found' }).error, 'No route found');
  });
});
