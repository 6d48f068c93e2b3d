// The reference server's DEX markets over real HTTP: a token's pools (v2 /token/markets and v1 /market/pairs),
// one pool, its candles, its trades and swap quotes. Every answer must parse with the service's own schemas
// (no unknown field), and all of them must tell one story: the price curve the asset endpoints follow.
import assert from 'node:assert/strict';
import { base58Decode, isSolanaAddress } from '../server/base58';
import { realAsset } from '../server/data/catalogue';
import { priceCurve } from '../server/data/price-series';
import { hasValidChecksum } from '../server/keccak';
import { SENTINEL_COMMAND, startReferenceServer, type ReferenceServer } from '../server/server';
import { liveSchemaIssues, type LiveOperation } from './liveSchemas';
import { nowMs } from '../../src/core/clock';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are walked generically
type Json = any;

const USDC_ETH = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const WETH_ETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const USDC_WETH_005 = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';
const WIF = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Tokens the demo shows, each with the chain its pools are asked on. */
const TOKENS: ReadonlyArray<[string, string, string]> = [
  ['USDC', USDC_ETH, 'evm:1'], ['WETH', WETH_ETH, 'evm:1'], ['WBTC', '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 'evm:1'],
  ['PEPE', '0x6982508145454Ce325dDbE47a25d4ec3d2311933', 'evm:1'], ['WSOL', 'So11111111111111111111111111111111111111112', 'solana:solana'],
  ['BONK', BONK, 'solana:solana'], ['WIF', WIF, 'solana:solana'], ['ARB', '0x912CE59144191C1204E64559FE8253a0e49E6548', 'evm:42161'],
  ['cbBTC', '0xcbB7C0000aB88B473b1f5aFd9ef808440eed33Bf', 'evm:8453'],
];

function assertConforms(operation: LiveOperation, body: unknown, label: string): void {
  assert.deepEqual(liveSchemaIssues(operation, body, { strict: true }), [], `${label} must be what the live service sends`);
}
const near = (a: number, b: number, tolerance: number, what: string) => assert.ok(Math.abs(a / b - 1) <= tolerance, `${what}: ${a} vs ${b}`);

describe('reference server: DEX markets, candles, trades and swap quotes', function () {
  this.timeout(20_000);
  let server: ReferenceServer;
  before(async () => { server = await startReferenceServer(); });
  after(async () => { await server.close(); });

  async function get(path: string, status = 200, on: ReferenceServer = server): Promise<Json> {
    const res = await fetch(on.url + path);
    assert.equal(res.status, status, `${path}: ${res.status}`);
    return res.json();
  }
  const curve = (symbol: string) => priceCurve(realAsset(symbol), server.priceAnchorMs);
  /** The thin invented WIF/USDC pool (under $50k): its trades are minutes apart. */
  async function thinPool(): Promise<string> {
    const { data } = await get(`/api/2/token/markets?address=${WIF}&chainId=solana:solana`);
    return data.find((m: Json) => m.liquidityUSD < 50_000).address;
  }

  it('lists every demo token\'s pools deepest first, each pool in the live shape, and 404s an address that is no pool', async () => {
    for (const [symbol, address, chainId] of TOKENS) {
      const body = await get(`/api/2/token/markets?address=${address}&chainId=${chainId}&limit=25`);
      assertConforms('tokenMarkets', body, `${symbol} markets`);
      const depth = body.data.map((m: Json) => m.liquidityUSD);
      assert.ok(body.data.length >= 2 && body.totalCount === body.data.length, `${symbol}: ${body.data.length} pools, totalCount ${body.totalCount}`);
      assert.deepEqual(depth, [...depth].sort((a, b) => b - a), `${symbol}: deepest first`);
      for (const market of body.data) assertConforms('marketDetails', await get(`/api/2/market/details?address=${market.address}&chainId=${chainId}`), market.address);
    }
    const two = await get(`/api/2/token/markets?address=${USDC_ETH}&blockchain=Ethereum&limit=2`);
    assert.equal(two.data.length, 2);
    assert.ok(two.totalCount > 2, 'totalCount counts every pool, not the page');
    assert.deepEqual(await get('/api/2/token/markets?address=0x1111111111111111111111111111111111111111&chainId=evm:1'), { data: [], totalCount: 0 });
    assert.deepEqual(await get(`/api/2/market/details?address=${USDC_ETH}&chainId=evm:1`, 404), { error: 'Market not found' });
    for (const bad of ['limit=0', 'limit=26', 'limit=x', 'chainId=mars']) await get(`/api/2/token/markets?address=${USDC_ETH}&${bad}`, 400);
    assert.match((await get('/api/2/token/markets?chainId=evm:1', 400)).error, /address/);
  });

  it('gives USDC pools on five chains, thin ones and a new one among them; v1 /market/pairs lists the same pools as v2', async () => {
    const { data } = await get('/api/1/market/pairs?asset=USDC&limit=100');
    assert.ok(data.pairs.length >= 8 && data.total_count === data.pairs.length);
    assert.deepEqual(new Set(data.pairs.map((p: Json) => p.blockchain)), new Set(['Ethereum', 'Base', 'Arbitrum', 'Solana', 'BNB Smart Chain (BEP20)']));
    assert.ok(data.pairs.filter((p: Json) => p.liquidity < 50_000).length >= 3, 'three pools under $50k');
    const created = data.pairs.map((p: Json) => Date.parse(p.createdAt));
    assert.ok(created.some((t: number) => t > nowMs() - 7 * DAY), 'a pool created this week');
    for (const [symbol, address, chainId] of TOKENS) {
      const v2 = await get(`/api/2/token/markets?address=${address}&chainId=${chainId}&limit=25`);
      const v1 = await get(`/api/1/market/pairs?asset=${address}&blockchain=${chainId}`);
      assert.deepEqual(v1.data.pairs.map((p: Json) => p.address), v2.data.map((m: Json) => m.address), `${symbol}: same pools, same order`);
      near(v1.data.pairs[0].price, v2.data[0].priceUSD, 1e-6, `${symbol}: same price`);
    }
    const page = await get(`/api/1/market/pairs?asset=USDC&limit=3&offset=3`);
    assert.deepEqual(page.data.pairs.map((p: Json) => p.address), data.pairs.slice(3, 6).map((p: Json) => p.address));
    await get('/api/1/market/pairs', 400);
  });

  it('candles close on the price curve at each candle\'s end, v1 /market/history/pair is the same candles, bad periods are 400', async () => {
    const to = Math.floor((nowMs() - HOUR) / HOUR) * HOUR, from = to - 2 * DAY;
    const path = `address=${USDC_WETH_005}&from=${from}&to=${to}&period=1h`;
    const body = await get(`/api/2/market/ohlcv-history?chainId=evm:1&${path}`);
    assertConforms('ohlcv', body, 'candles');
    const candles: Json[] = body.data;
    assert.equal(candles.length, 49, 'every hour of a deep pool, both ends included');
    const eth = curve('WETH');
    for (const [i, c] of candles.entries()) {
      assert.equal(c.t % HOUR, 0);
      if (i > 0) assert.equal(c.t - candles[i - 1].t, HOUR, 'ascending, no gap');
      near(c.o, eth(c.t), 1e-9, 'open at the start');
      near(c.c, eth(c.t + HOUR), 1e-9, 'close at the end');
      assert.ok(c.h >= Math.max(c.o, c.c) && c.l <= Math.min(c.o, c.c) && c.v > 0, JSON.stringify(c));
    }
    const v1 = await get(`/api/1/market/history/pair?blockchain=ethereum&${path}`);
    assert.deepEqual(v1.data, candles.map((c) => ({ volume: c.v, open: c.o, high: c.h, low: c.l, close: c.c, time: c.t })));
    const last5 = await get(`/api/2/market/ohlcv-history?chainId=evm:1&${path}&amount=5`);
    assert.deepEqual(last5.data, candles.slice(-5), 'amount keeps the newest');
    assert.deepEqual((await get(`/api/2/market/ohlcv-history?chainId=evm:1&${path.replace('1h', '60')}`)).data, candles, '"60" is 1h');
    const recent = (await get(`/api/2/market/ohlcv-history?address=${USDC_WETH_005}&chainId=evm:1`)).data;
    assert.ok(recent.length > 0 && recent.every((c: Json) => c.t % 300_000 === 0), 'default period 5m');
    for (const bad of ['period=7x', 'from=yesterday', `from=${to}&to=${from}`, 'amount=0']) {
      await get(`/api/2/market/ohlcv-history?address=${USDC_WETH_005}&chainId=evm:1&${bad}`, 400);
    }
    await get(`/api/2/market/ohlcv-history?address=${USDC_ETH}&chainId=evm:1`, 404);
  });

  it('a thin pool\'s candles have gaps exactly where no trade happened: left out, or carried forward at v=0 with fill', async () => {
    const pool = await thinPool();
    const to = Math.floor((nowMs() - HOUR) / 300_000) * 300_000, from = to - 6 * HOUR;
    const ask = (fill: string) => get(`/api/2/market/ohlcv-history?address=${pool}&chainId=solana:solana&from=${from}&to=${to}&period=5m${fill}`);
    const sparse: Json[] = (await ask('')).data, filled: Json[] = (await ask('&fill=true')).data;
    assert.ok(sparse.length > 5 && sparse.length < 60, `${sparse.length} of 73 periods traded`);
    assert.equal(filled.length, 73);
    for (const [i, c] of filled.entries()) {
      const traded = sparse.find((s) => s.t === c.t);
      if (traded) assert.deepEqual(c, traded);
      else if (i > 0) assert.deepEqual([c.v, c.o, c.h, c.l, c.c], [0, filled[i - 1].c, filled[i - 1].c, filled[i - 1].c, filled[i - 1].c]);
    }
    const trades: Json[] = (await get(`/api/1/market/trades/pair?address=${pool}&blockchain=solana&limit=100`)).data;
    assert.ok(trades[trades.length - 1].date < from, 'a hundred trades reach back past the window');
    const tradedPeriods = new Set(trades.filter((t) => t.date >= from && t.date <= to).map((t) => Math.floor(t.date / 300_000) * 300_000));
    assert.deepEqual(new Set(sparse.map((c) => c.t)), tradedPeriods);
  });

  it('trades: newest first, priced on the curve, sizes from a few dollars to whale size, real-looking wallets and hashes', async () => {
    const body = await get(`/api/1/market/trades/pair?address=${USDC_WETH_005}&blockchain=ethereum&limit=100`);
    assertConforms('trades', body, 'trades');
    const trades: Json[] = body.data, eth = curve('WETH');
    assert.equal(trades.length, 100);
    assert.ok(trades.every((t, i) => i === 0 || t.date <= trades[i - 1].date) && trades[0].date <= nowMs());
    for (const t of trades) {
      near(t.token_price, eth(t.date), 0.021, 'price near the curve');
      near(t.token_amount * t.token_price, t.token_amount_usd, 1e-9, 'amount × price = USD');
      assert.match(t.hash, /^0x[0-9a-f]{64}$/);
      assert.ok(hasValidChecksum(t.sender) && t.pair === USDC_WETH_005 && ['buy', 'sell'].includes(t.type));
    }
    const bySize = async (order: string) => (await get(`/api/1/market/trades/pair?address=${USDC_WETH_005}&blockchain=ethereum&sortBy=amount_usd&sortOrder=${order}&limit=100`)).data;
    assert.ok((await bySize('desc'))[0].token_amount_usd > 50_000 && (await bySize('asc'))[0].token_amount_usd < 10, 'a min-USD filter has work to do');
    assert.ok(trades.filter((t) => t.token_amount_usd >= 100 && t.token_amount_usd <= 5_000).length > 30, 'most are $100 to $5k');
    assert.equal((await get(`/api/1/market/trades/pair?address=${USDC_WETH_005}`)).data.length, 50, 'limit defaults to 50');
    assert.equal((await get(`/api/1/market/trades/pair?address=${USDC_WETH_005}&amount=7`)).data.length, 7, 'amount is the legacy limit');
    const solana: Json[] = (await get(`/api/1/market/trades/pair?address=${await thinPool()}&blockchain=solana&limit=20`)).data;
    assert.ok(solana.every((t) => isSolanaAddress(t.sender) && base58Decode(t.hash)?.length === 64), 'Solana wallets and signatures');
    const [page1, page2] = [await get(`/api/1/market/trades/pair?address=${await thinPool()}&limit=5`), await get(`/api/1/market/trades/pair?address=${await thinPool()}&limit=5&offset=5`)];
    assert.ok(page2.data[0].date <= page1.data[4].date, 'offset pages on (a trade arriving in between shifts it by one at most)');
    for (const bad of ['limit=101', 'sortBy=price', 'sortOrder=up', 'mode=wallet', 'offset=-1']) await get(`/api/1/market/trades/pair?address=${USDC_WETH_005}&${bad}`, 400);
    await get(`/api/1/market/trades/pair?address=${USDC_ETH}&blockchain=ethereum`, 404);
  });

  it('quotes 1,000 USDC to WETH through the 0.05% pool at the curve\'s prices, with impact; routes two hops through a hub', async () => {
    const quote = (q: string, status = 200) => get(`/api/2/swap/quoting?walletAddress=0x000000000000000000000000000000000000dEaD&${q}`, status);
    const body = await quote(`chainId=evm:1&tokenIn=${USDC_ETH}&tokenOut=${WETH_ETH}&amount=1000`);
    assertConforms('swapQuote', body, 'quote');
    const { data } = body, [hop] = data.details.route.hops;
    assert.equal(data.details.route.hops.length, 1);
    assert.equal(hop.poolAddress, USDC_WETH_005);
    assert.equal(hop.amountInTokens, '1000000000');
    assert.ok(data.marketImpactPercentage > 0 && data.poolFeesPercentage === 0.05);
    const now = nowMs(), usdc = curve('USDC')(now), weth = curve('WETH')(now);
    near(data.amountInUSD, 1000 * usdc, 1e-4, 'amount in USD');
    near(Number(data.amountOutTokens), (1000 * usdc * (1 - 0.05 / 100) * (1 - data.marketImpactPercentage / 100)) / weth, 1e-4, 'amount out');
    near(data.amountOutUSD, Number(data.amountOutTokens) * weth, 1e-4, 'amount out in USD');
    assert.equal(data.evm.transaction.value, '0', 'a placeholder that moves nothing');
    const big = (await quote(`chainId=evm:1&tokenIn=${USDC_ETH}&tokenOut=${WETH_ETH}&amount=20000000`)).data;
    assert.ok(big.marketImpactPercentage > 100 * data.marketImpactPercentage, 'impact grows with size');
    const twoHops = await quote(`chainId=solana:solana&tokenIn=${WIF}&tokenOut=${BONK}&amountUSD=5000`);
    assertConforms('swapQuote', twoHops, 'two-hop quote');
    const hops = twoHops.data.details.route.hops;
    assert.deepEqual(hops.map((h: Json) => h.tokenOut.symbol), ['WSOL', 'BONK']);
    assert.equal(hops[0].amountOutTokens, hops[1].amountInTokens);
    const native = (await quote(`chainId=evm:1&tokenIn=0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE&tokenOut=${USDC_ETH}&amount=1.5`)).data;
    assert.equal(native.tokenIn.symbol, 'ETH');
    const none = await quote(`chainId=evm:1&tokenIn=${USDC_ETH}&tokenOut=0x1111111111111111111111111111111111111111&amount=1`);
    assertConforms('swapQuote', none, 'no route');
    assert.match(none.error, /No route/);
    const missingWallet = await get(`/api/2/swap/quoting?chainId=evm:1&tokenIn=${USDC_ETH}&tokenOut=${WETH_ETH}&amount=1`, 400);
    assert.match(missingWallet.error, /walletAddress/);
    for (const bad of ['tokenOut=x&amount=1', `tokenIn=${USDC_ETH}&tokenOut=${WETH_ETH}&amount=1&amountUSD=1`, `tokenIn=${USDC_ETH}&tokenOut=${WETH_ETH}&amount=1e3`,
      `tokenIn=${USDC_ETH}&tokenOut=${WETH_ETH}&amount=1&slippage=101`, `tokenIn=${USDC_ETH}&tokenOut=${WETH_ETH}&amount=20000000&maxMarketImpactPercentage=1`]) {
      await quote(`chainId=evm:1&${bad}`, 400);
    }
  });

  it('--retire-v1 404s /market/pairs and /market/history/pair but keeps trades; v1-only hides the v2 markets; history/pair costs 5', async () => {
    const retired = await startReferenceServer({ generations: 'retire-v1' }), v1Only = await startReferenceServer({ generations: 'v1-only' });
    try {
      await get(`/api/1/market/pairs?asset=${USDC_ETH}`, 404, retired);
      await get(`/api/1/market/history/pair?address=${USDC_WETH_005}`, 404, retired);
      await get(`/api/1/market/trades/pair?address=${USDC_WETH_005}`, 200, retired);
      await get(`/api/2/market/details?address=${USDC_WETH_005}`, 200, retired);
      for (const path of ['token/markets', 'market/details', 'market/ohlcv-history', 'swap/quoting']) await get(`/api/2/${path}?address=${USDC_ETH}`, 404, v1Only);
      await get(`/api/1/market/history/pair?address=${USDC_WETH_005}&period=1h&amount=3`, 200, v1Only);
    } finally {
      await Promise.all([retired.close(), v1Only.close()]);
    }
    const cost = async (path: string) => (await fetch(server.url + path)).headers.get('x-ratelimit-cost');
    assert.equal(await cost(`/api/1/market/history/pair?address=${USDC_WETH_005}&amount=3`), '5');
    assert.equal(await cost(`/api/2/market/ohlcv-history?address=${USDC_WETH_005}&amount=3`), '1');
  });

  it('hostile mode puts payloads in pools\' exchange names, symbols, logos and long token names, and answers still parse', async () => {
    const hostile = await startReferenceServer({ hostile: true });
    try {
      const markets = await get(`/api/2/token/markets?address=${USDC_ETH}&chainId=evm:1`, 200, hostile);
      assertConforms('tokenMarkets', markets, 'hostile markets');
      const [top] = markets.data;
      assert.ok(top.exchange.name.includes(SENTINEL_COMMAND) && top.base.symbol.includes('$(') && top.tokenName.length > 10_000);
      assert.match(top.exchange.logo, /^(command:|javascript:|https:\/\/tracker)/);
      const quote = await get(`/api/2/swap/quoting?chainId=evm:1&tokenIn=${USDC_ETH}&tokenOut=${WETH_ETH}&amount=5&walletAddress=w`, 200, hostile);
      assertConforms('swapQuote', quote, 'hostile quote');
      assert.ok(quote.data.details.route.hops[0].exchange.includes('\u202E'));
    } finally {
      await hostile.close();
    }
  });
});
