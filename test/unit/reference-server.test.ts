// The reference API server and its data set: invariants of the data, endpoint behaviour in both
// response shapes, auth, control endpoints, and every injected fault as seen on the wire.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { base58Decode, isSolanaAddress } from '../server/base58';
import { hasValidChecksum, keccak256Hex, keccakSponge } from '../server/keccak';
import { ALL_ASSETS, REAL_ASSETS, findAsset } from '../server/data/catalogue';
import { CHAINS } from '../server/data/chains';
import { metadataExtras } from '../server/data/metadata-extras';
import { PAIRS } from '../server/data/pairs';
import { SYNTHETIC_ASSETS } from '../server/data/synthetic';
import { ENS_NAMES, WALLETS } from '../server/data/wallet-addresses';
import { WALLET_RECORDS } from '../server/data/wallets';
import { rawGet } from '../server/raw-http';
import { startReferenceServer, type ReferenceServer, type ReferenceServerOptions } from '../server/server';
import { nowMs } from '../../src/core/clock';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are checked field by field
type Json = any;

async function getJson(server: ReferenceServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + path, { headers });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type'), body: JSON.parse(text) as Json };
}

function useServer(opts: ReferenceServerOptions = {}): () => ReferenceServer {
  let server: ReferenceServer | undefined;
  before(async () => { server = await startReferenceServer(opts); });
  after(async () => { await server?.close(); });
  return () => server!;
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
const pick = (record: Json, ...keys: string[]) => Object.fromEntries(keys.map((k) => [k, record[k]]));
const isMarketHit = (hit: Json) => hit.type === 'asset' || hit.type === 'token';
const WSOL_MINT = 'So11111111111111111111111111111111111111112';
const RAYDIUM_WSOL_USDC = '58oQChx4yWmvKdwLLZzBi4ChoCc2fqCUWBkwMihLYQo2';
const PNL_FIELDS = ['realized_pnl', 'unrealized_pnl', 'price_bought', 'total_invested', 'min_buy_price', 'max_buy_price'];

describe('reference data set', () => {
  it('keccak-256 matches known vectors and standard SHA3 when padded like SHA3', () => {
    assert.equal(keccak256Hex(''), 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    assert.equal(keccak256Hex('The quick brown fox jumps over the lazy dog'), '4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15');
    const input = Uint8Array.from({ length: 300 }, (_, i) => i); // spans more than one 136-byte block
    assert.equal(Buffer.from(keccakSponge(input, 0x06)).toString('hex'), createHash('sha3-256').update(input).digest('hex'));
  });

  it('has enough assets, wallets, chains and both NFT kinds', () => {
    assert.ok(REAL_ASSETS.length >= 60, `${REAL_ASSETS.length} real assets`);
    assert.ok(WALLET_RECORDS.length >= 8);
    const chains = new Set(REAL_ASSETS.flatMap((a) => a.blockchains));
    for (const chain of CHAINS) assert.ok(chains.has(chain.name), chain.name);
    const whale = WALLET_RECORDS.find((w) => w.address === WALLETS.whale)!;
    assert.ok(new Set(whale.holdings.map((h) => h.asset)).size > 2000);
    assert.ok(whale.nfts.length > 250, 'more NFTs than a few pages hold');
    const kinds = new Set(WALLET_RECORDS.flatMap((w) => w.nfts.map((n) => n.contract_type)));
    assert.ok(kinds.has('ERC721') && kinds.has('ERC1155'));
    assert.ok(WALLET_RECORDS.some((w) => w.nfts.some((n) => n.contract_type === 'ERC1155' && Number(n.amount) > 1)));
    const empty = WALLET_RECORDS.find((w) => w.address === WALLETS.empty)!;
    assert.equal(empty.holdings.length + empty.nfts.length, 0);
  });

  it('keeps records well formed: paired arrays, unique ids and names, extreme numbers present', () => {
    for (const a of ALL_ASSETS) {
      assert.equal(a.contracts.length, a.blockchains.length, a.name);
      assert.equal(a.decimals.length, a.blockchains.length, a.name);
      assert.ok(a.circulating_supply <= a.total_supply, a.name);
    }
    assert.equal(new Set(ALL_ASSETS.map((a) => a.id)).size, ALL_ASSETS.length);
    assert.equal(new Set(ALL_ASSETS.map((a) => a.name.toLowerCase())).size, ALL_ASSETS.length);
    assert.equal(new Set(SYNTHETIC_ASSETS.map((a) => a.symbol)).size, SYNTHETIC_ASSETS.length);
    assert.ok(ALL_ASSETS.some((a) => a.total_supply > 2 ** 53 && a.market_cap > 2 ** 53));
    assert.ok(findAsset('Baby Doge Coin')!.total_supply > 2 ** 53);
    assert.ok(REAL_ASSETS.some((a) => a.price > 0 && a.price < 2e-9));
  });

  it('uses EIP-55 checksummed EVM addresses and 32-byte base58 Solana addresses everywhere', () => {
    const evm: string[] = [], solana: string[] = [];
    const sort = (address: string, chain?: string) => ((chain ?? (address.startsWith('0x') ? 'EVM' : 'Solana')) === 'Solana' ? solana : evm).push(address);
    for (const a of ALL_ASSETS) {
      a.contracts.forEach((c, i) => sort(c, a.blockchains[i]));
      a.circulating_supply_addresses.forEach((c) => sort(c));
    }
    for (const w of WALLET_RECORDS) {
      sort(w.address);
      w.nfts.forEach((n) => sort(n.token_address, n.chain));
    }
    Object.values(ENS_NAMES).forEach((a) => sort(a));
    for (const p of PAIRS) [p.address, p.factory, p.token0.address, p.token1.address].forEach((a) => sort(a, p.chain));
    REAL_ASSETS.forEach((a) => { const { deployer } = metadataExtras(a); if (deployer) sort(deployer); });
    assert.ok(evm.length > 1500 && solana.length > 100 && evm.length + solana.length > 2000);
    assert.deepEqual(evm.filter((a) => !hasValidChecksum(a)), []);
    assert.deepEqual(solana.filter((a) => !isSolanaAddress(a)), []);
    assert.equal(hasValidChecksum('0xa0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'), false, 'one flipped letter must fail');
    assert.equal(base58Decode('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')?.length, 32);
  });

  it('gives vesting tokens distributions of 100% and unlock schedules running past 2029', () => {
    const extras = REAL_ASSETS.map((a) => ({ symbol: a.symbol, ...metadataExtras(a) }));
    const split = extras.filter((e) => e.distribution.length > 0);
    const vesting = extras.filter((e) => e.release_schedule.length > 0);
    assert.ok(split.length >= 7 && vesting.length >= 6, `${split.length} splits, ${vesting.length} schedules`);
    for (const e of split) assert.ok(Math.abs(e.distribution.reduce((s, d) => s + d.percentage, 0) - 100) < 0.01, e.symbol);
    for (const e of vesting) assert.ok(new Date(e.release_schedule.at(-1)!.unlock_date).getUTCFullYear() >= 2029, e.symbol);
    const arb = extras.find((e) => e.symbol === 'ARB')!;
    assert.ok(arb.investors.length > 0 && arb.cexs.length > 0 && arb.distribution.length > 0 && arb.release_schedule.length > 0);
  });

  it('lists pairs whose tokens are the assets they stand for, so prices agree', () => {
    for (const p of PAIRS) {
      for (const side of [p.token0, p.token1]) {
        // Wrapped BNB is the only token not merged into its asset's contracts.
        assert.equal(findAsset(side.address, p.chain)?.symbol, side.symbol === 'WBNB' ? undefined : side.asset, `${p.exchange} ${side.address}`);
      }
    }
  });
});

describe('reference server, live shape', () => {
  const server = useServer();
  const search = async (query: string) => (await getJson(server(), `/api/1/search?${query}`)).body.data as Json[];
  const portfolio = async (wallet: string, extra = '') => (await getJson(server(), `/api/1/wallet/portfolio?wallet=${wallet}${extra}`)).body.data;

  it('searches name and symbol prefixes case-insensitively, biggest market cap first, at most 20 before the pairs', async () => {
    assert.deepEqual((await search('input=DOGWIF')).filter(isMarketHit).map((r) => r.symbol), ['WIF']);
    const usd = await search('input=uSd&name=ignored');
    const markets = usd.filter(isMarketHit);
    assert.ok(['USDT', 'USDC', 'USDe'].every((s) => markets.some((r) => r.symbol === s && r.type === 'asset')));
    for (let i = 1; i < markets.length; i++) assert.ok(markets[i - 1].market_cap >= markets[i].market_cap);
    assert.deepEqual(usd.slice(0, markets.length), markets, 'pairs come after assets and tokens');
    assert.deepEqual(Object.keys(markets[0]).sort(), [
      'blockchains', 'contracts', 'decimals', 'id', 'liquidity', 'logo', 'market_cap', 'name', 'pairs', 'price', 'price_change_1h',
      'price_change_24h', 'symbol', 'total_supply', 'twitter', 'type', 'volume', 'website']);
    const many = await search('input=u');
    assert.deepEqual([many.filter(isMarketHit).length, many.filter((h) => !isMarketHit(h)).length], [20, 5]);
  });

  it('requires input as the live validation does, and filters by kind', async () => {
    for (const query of ['', 'name=usd']) {
      const res = await getJson(server(), `/api/1/search?${query}`);
      assert.equal(res.status, 400);
      assert.match(res.body.error, /input/);
    }
    assert.deepEqual(await search('input='), []);
    assert.deepEqual(await search('input=sol&type=pairs'), (await search('input=sol')).filter((h) => !isMarketHit(h)));
    assert.deepEqual((await search('input=sol&type=assets')).map((h) => h.symbol), ['SOL']);
    assert.deepEqual(await search('input=zephyr&type=assets'), []);
    assert.equal((await getJson(server(), '/api/1/search?input=sol&type=nfts')).status, 400);
  });

  it('answers sol with SOL and its Raydium pool, wsol with pools only, long-tail names with token hits', async () => {
    const sol = await search('input=sol');
    assert.deepEqual([sol[0].type, sol[0].symbol], ['asset', 'SOL']);
    const raydium = sol.find((h) => h.address === RAYDIUM_WSOL_USDC);
    assert.deepEqual([raydium.type, raydium.exchange.name, raydium.baseToken], ['raydium', 'Raydium', WSOL_MINT]);
    assert.deepEqual([raydium.token0.symbol, raydium.token1.symbol, raydium.token1.decimals], ['WSOL', 'USDC', 6]);
    assert.equal(typeof raydium.liquidity, 'string', 'some pools send numbers as text');
    assert.ok(sol[0].pairs.some((p: Json) => p.address === RAYDIUM_WSOL_USDC), 'the asset hit lists its pools too');
    const wsol = await search('input=WSOL');
    assert.ok(wsol.length > 0 && wsol.every((h) => 'token0' in h && !('name' in h) && [h.token0.address, h.token1.address].includes(WSOL_MINT)));
    const tokens = await search('input=zephyr');
    assert.ok(tokens.length > 0 && tokens.every((h) => h.type === 'token' && !('id' in h) && !('liquidity' in h) && typeof h.volume_24h === 'number'));
    const synthetic = SYNTHETIC_ASSETS[321]!;
    assert.ok((await search(`input=${encodeURIComponent(synthetic.name)}`)).some((h) => h.type === 'token' && h.contracts[0] === synthetic.contracts[0]));
  });

  it('prices a pair from its tokens: the base token price, half the liquidity on each side', async () => {
    const pool = (await search('input=weth')).find((h) => h.type === 'uniswap-v3' && h.blockchain === 'Ethereum' && h.token0.symbol === 'USDC');
    const weth = findAsset('WETH')!;
    assert.deepEqual([pool.baseToken, pool.price, pool.token1.price], [weth.contracts[0], weth.price, weth.price]);
    assert.ok(near(pool.priceToken, weth.price / findAsset('USDC')!.price));
    assert.ok(near(pool.token0.approximateReserveUSD + pool.token1.approximateReserveUSD, pool.liquidity));
    assert.ok(near(Number(pool.token0.approximateReserveTokenRaw) / 1e6, pool.token0.approximateReserveToken), 'raw units of a 6-decimal token');
  });

  it('finds metadata by name, symbol or contract in any case, narrowed by blockchain', async () => {
    const byName = await getJson(server(), '/api/1/metadata?asset=chainLINK');
    assert.equal(byName.status, 200);
    assert.equal(byName.contentType, 'application/json; charset=utf-8');
    assert.equal(byName.body.data.symbol, 'LINK');
    assert.ok('rank' in byName.body.data && 'listed_at' in byName.body.data && 'max_supply' in byName.body.data);
    for (const address of ['0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', '0xA0B86991C6218B36C1D19D4A2E9EB0CE3606EB48']) {
      assert.equal((await getJson(server(), `/api/1/metadata?asset=${address}`)).body.data.name, 'USD Coin');
    }
    assert.equal((await getJson(server(), '/api/1/metadata?asset=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).body.data.name, 'USD Coin');
    assert.equal((await getJson(server(), '/api/1/metadata?asset=epjfwdd5aufqssqem2qn1xzybapc8g4wegkzwytdt1v')).status, 404);
    const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
    assert.equal((await getJson(server(), `/api/1/metadata?asset=${native}`)).body.data.symbol, 'ETH');
    assert.equal((await getJson(server(), `/api/1/metadata?asset=${native}&blockchain=56`)).body.data.symbol, 'BNB');
    assert.equal((await getJson(server(), '/api/1/metadata?asset=0x55d398326f99059fF775485246999027B3197955&blockchain=ethereum')).status, 404);
    const synthetic = SYNTHETIC_ASSETS[1234]!;
    assert.equal((await getJson(server(), `/api/1/metadata?asset=${synthetic.contracts[0]}`)).body.data.id, synthetic.id);
    assert.deepEqual(await getJson(server(), '/api/1/metadata?asset=NoSuchCoin'), { status: 404, contentType: 'application/json; charset=utf-8', body: { error: 'Asset not found' } });
    const missing = await getJson(server(), '/api/1/metadata');
    assert.equal(missing.status, 400);
    assert.equal(typeof missing.body.error, 'string');
  });

  it('describes ARB with backers, its distribution, past and upcoming unlocks and its exchanges; long-tail tokens with none', async () => {
    const arb = (await getJson(server(), '/api/1/metadata?asset=ARB')).body.data;
    assert.ok(arb.investors.some((i: Json) => i.lead && i.name === 'Polychain Capital'));
    assert.ok(near(arb.distribution.reduce((sum: number, d: Json) => sum + d.percentage, 0), 100));
    const dates: number[] = arb.release_schedule.map((u: Json) => u.unlock_date);
    assert.ok(dates.some((d) => d < nowMs()) && dates.some((d) => d > nowMs()), 'some unlocks are past, some upcoming');
    assert.deepEqual(dates, [...dates].sort((a, b) => a - b));
    for (const u of arb.release_schedule) assert.ok(near(u.tokens_to_unlock, Object.values<number>(u.allocation_details).reduce((s, n) => s + n, 0)));
    const names: string[] = arb.cexs.map((c: Json) => c.name);
    assert.ok(['Binance', 'Coinbase Exchange', 'OKX', 'Kraken'].every((n) => names.includes(n)), names.join());
    assert.ok((await getJson(server(), '/api/1/metadata?asset=BTC')).body.data.cexs.length > names.length, 'bigger market caps, more exchanges');
    assert.ok(!('price_change_24h' in arb) && typeof arb.deployer === 'string' && 'telegram' in arb && 'source' in arb);
    const longTail = (await getJson(server(), `/api/1/metadata?asset=${SYNTHETIC_ASSETS[7]!.contracts[0]}`)).body.data;
    assert.deepEqual([longTail.investors, longTail.distribution, longTail.release_schedule, longTail.cexs], [[], [], [], []]);
    assert.deepEqual([longTail.deployer, longTail.source, longTail.telegram], [null, null, null]);
  });

  it('returns consistent portfolios: numbers as numbers, raw units beyond 2^53, both forms of chain id', async () => {
    const data = await portfolio(WALLETS.ordinary.toLowerCase());
    assert.ok(data.assets.length >= 5);
    assert.equal(data.balances_length, data.assets.length);
    assert.ok(near(data.total_wallet_balance, data.assets.reduce((s: number, e: Json) => s + e.estimated_balance, 0)));
    assert.ok(near(data.assets.reduce((s: number, e: Json) => s + e.allocation, 0), 100));
    for (const e of data.assets) {
      assert.deepEqual([typeof e.token_balance, typeof e.price, typeof e.liquidity], ['number', 'number', 'number'], e.asset.symbol);
      assert.ok(near(e.estimated_balance, e.token_balance * e.price), e.asset.symbol);
    }
    const multi = await portfolio(WALLETS.multichain);
    const usdc = multi.assets.find((e: Json) => e.asset.symbol === 'USDC');
    assert.ok(Object.keys(usdc.cross_chain_balances).length >= 5);
    assert.equal(usdc.cross_chain_balances.Ethereum.chainId, '1');
    assert.deepEqual(pick(usdc.contracts_balances.find((c: Json) => c.chainId === 'evm:1'), 'tokenType', 'security'), { tokenType: 'erc20', security: null });
    assert.equal(multi.assets.find((e: Json) => e.asset.symbol === 'ETH').contracts_balances[0].tokenType, null, 'native coin');
    assert.equal(multi.assets.find((e: Json) => e.asset.symbol === 'BabyDoge').contracts_balances[0].balanceRaw, '2500000000000000000000');
    const solana = await portfolio(WALLETS.solana);
    const sol = solana.assets.find((e: Json) => e.asset.symbol === 'SOL');
    assert.equal(sol.cross_chain_balances.Solana.chainId, 'solana');
    assert.deepEqual(pick(sol.contracts_balances[0], 'chainId', 'tokenType', 'lamports'), { chainId: 'solana:solana', tokenType: null, lamports: sol.contracts_balances[0].balanceRaw });
    const bonk = solana.assets.find((e: Json) => e.asset.symbol === 'BONK').contracts_balances[0];
    assert.ok(bonk.tokenType === '2020' && isSolanaAddress(bonk.tokenAccount));
    const honeypot = (await portfolio(WALLETS.mixed)).assets.find((e: Json) => e.asset.symbol === 'SMINU');
    assert.deepEqual([honeypot.asset.id, honeypot.asset.logo, typeof honeypot.price], [null, null, 'number'], 'unlisted: no id or logo, a numeric price');
  });

  it('flags the honeypot and the 25% sell-tax token in the mixed wallet, and scans a few real tokens clean', async () => {
    const mixed = await portfolio(WALLETS.mixed);
    const flags = (data: Json, symbol: string) => data.assets.find((e: Json) => e.asset.symbol === symbol).contracts_balances[0].security;
    assert.deepEqual(pick(flags(mixed, 'SMINU'), 'isHoneypot', 'renounced'), { isHoneypot: true, renounced: false });
    assert.deepEqual(pick(flags(mixed, 'PAYINU'), 'isHoneypot', 'buyTax', 'sellTax'), { isHoneypot: false, buyTax: '5.00', sellTax: '25.00' });
    assert.equal(flags(mixed, 'ENS'), null, 'most tokens have no verdict');
    assert.deepEqual(pick(flags(await portfolio(WALLETS.ordinary), 'PEPE'), 'isHoneypot', 'sellTax', 'renounced'), { isHoneypot: false, sellTax: '0.00', renounced: true });
    const bonk = flags(await portfolio(WALLETS.solana), 'BONK');
    assert.ok(bonk.noMintAuthority === true && !('isHoneypot' in bonk), 'Solana verdicts carry Solana flags');
  });

  it('sends PnL only with pnl=true, adding up to the wallet totals', async () => {
    const plain = await portfolio(WALLETS.mixed);
    assert.deepEqual(plain.assets.flatMap((e: Json) => PNL_FIELDS.filter((k) => k in e)), []);
    assert.ok(!('total_realized_pnl' in plain || 'total_unrealized_pnl' in plain || 'win_rate' in plain));
    assert.ok(!('realized_pnl' in (await portfolio(WALLETS.mixed, '&pnl=false')).assets[0]));
    const withPnl = await portfolio(WALLETS.mixed, '&pnl=true');
    for (const e of withPnl.assets.filter((a: Json) => a.asset.id !== null)) {
      assert.deepEqual(PNL_FIELDS.filter((k) => typeof e[k] !== 'number'), [], e.asset.symbol);
      assert.ok(e.min_buy_price <= e.price_bought && e.price_bought <= e.max_buy_price);
      assert.ok(near(e.unrealized_pnl, e.estimated_balance - e.total_invested));
    }
    const unlisted = withPnl.assets.find((e: Json) => e.asset.id === null);
    assert.deepEqual(PNL_FIELDS.filter((k) => k in unlisted), [], 'an unlisted token has no PnL at all (absent, not zero)');
    assert.ok(near(withPnl.total_realized_pnl, withPnl.assets.reduce((s: number, e: Json) => s + (e.realized_pnl ?? 0), 0)));
    assert.ok(near(withPnl.total_unrealized_pnl, withPnl.assets.reduce((s: number, e: Json) => s + (e.unrealized_pnl ?? 0), 0)));
    assert.ok(withPnl.win_rate > 0 && withPnl.win_rate <= 100);
    const multi = (await getJson(server(), `/api/1/wallet/multi-portfolio?wallets=${WALLETS.ordinary}&pnl=true`)).body.data[0];
    assert.equal(typeof multi.assets[0].realized_pnl, 'number');
  });

  it('filters by blockchain names or ids and recomputes totals', async () => {
    const all = await portfolio(WALLETS.multichain);
    const some = await portfolio(WALLETS.multichain, '&blockchains=Base,42161');
    const chains = new Set(some.assets.flatMap((e: Json) => Object.keys(e.cross_chain_balances)));
    assert.deepEqual([...chains].sort(), ['Arbitrum', 'Base']);
    assert.ok(some.total_wallet_balance < all.total_wallet_balance);
    assert.ok(near(some.total_wallet_balance, some.assets.reduce((s: number, e: Json) => s + e.estimated_balance, 0)));
    const spellings = await Promise.all(['ethereum', '1', 'evm:1', 'Ethereum'].map((b) =>
      getJson(server(), `/api/1/wallet/portfolio?wallet=${WALLETS.multichain}&blockchains=${b}`)));
    // The same answer, but for the 24h changes: they follow the clock, which moved between the requests.
    const withoutChanges = (body: unknown) => JSON.parse(JSON.stringify(body, (k, v) => (k === 'price_change_24h' ? undefined : v)));
    for (const s of spellings) assert.deepEqual(withoutChanges(s.body), withoutChanges(spellings[0]!.body));
    assert.equal((await getJson(server(), `/api/1/wallet/portfolio?wallet=${WALLETS.multichain}&blockchains=dogechain`)).status, 400);
  });

  it('validates wallets: missing or malformed is 400, unknown well-formed is empty', async () => {
    assert.equal((await getJson(server(), '/api/1/wallet/portfolio')).status, 400);
    assert.equal((await getJson(server(), '/api/1/wallet/portfolio?wallet=0x123')).status, 400);
    const unknown = await portfolio(`0x${'ab'.repeat(20)}`);
    assert.deepEqual([unknown.total_wallet_balance, unknown.assets], [0, []]);
    const empty = await portfolio(WALLETS.empty);
    assert.deepEqual([empty.total_wallet_balance, empty.balances_length], [0, 0]);
    assert.ok((await portfolio(WALLETS.whale)).balances_length > 2000);
  });

  it('states each holding\'s 24h change as the market data states it at the same moment', async () => {
    const ids = (await portfolio(WALLETS.multichain)).assets.filter((e: Json) => e.asset.id !== null).map((e: Json) => e.asset.id).join(',');
    const market = async () => (await getJson(server(), `/api/1/market/multi-data?ids=${ids}`)).body.data;
    // The market data asked just before and just after the portfolio: the curve moves in between (a slow machine's
    // second moves a volatile token's change by about a hundredth of a point), so the held change lies within that.
    const before = await market();
    const held = (await portfolio(WALLETS.multichain)).assets.filter((e: Json) => e.asset.id !== null);
    const after = await market();
    assert.ok(held.length >= 3, `${held.length} listed holdings`);
    for (const entry of held) {
      const [a, b] = [before, after].map((m) => m[String(entry.asset.id)].price_change_24h as number);
      const slack = Math.abs(b! - a!) + 0.01;
      assert.ok(Math.abs(entry.price_change_24h - a!) <= slack, `${entry.asset.symbol}: ${entry.price_change_24h}% held, ${a}% then ${b}% on its market data`);
    }
  });

  it('serves multi-wallet portfolios, each told apart by its wallets list', async () => {
    const res = await getJson(server(), `/api/1/wallet/multi-portfolio?wallets=${WALLETS.solana},${WALLETS.empty}`);
    assert.deepEqual(res.body.data.map((p: Json) => p.wallets[0]), [WALLETS.solana, WALLETS.empty]);
    assert.ok(res.body.data.every((p: Json) => !('wallet' in p)), 'no wallet field in the live shape');
    assert.ok(res.body.data[0].assets.some((e: Json) => e.asset.symbol === 'SOL'));
    assert.equal((await getJson(server(), '/api/1/wallet/multi-portfolio')).status, 400);
    assert.equal((await getJson(server(), `/api/1/wallet/multi-portfolio?wallets=${WALLETS.solana},nope`)).status, 400);
  });

  it('lists NFTs by address or ENS name, filtered by chain, as nine strings each', async () => {
    const mine = (await getJson(server(), '/api/1/wallet/nfts?wallet=vitalik.eth')).body;
    assert.equal(mine.pagination, null, 'no pagination object unless asked');
    assert.ok(mine.data.length > 0 && mine.data.every((n: Json) => n.owner_of === WALLETS.mixed));
    const only = (await getJson(server(), `/api/1/wallet/nfts?wallet=${WALLETS.nftOnly}`)).body.data as Json[];
    for (const n of only) {
      assert.deepEqual(Object.keys(n).sort(), ['amount', 'blockchain', 'chain_id', 'name', 'owner_of', 'symbol', 'token_address', 'token_id', 'token_uri']);
      assert.ok(Object.values(n).every((v) => typeof v === 'string'));
      assert.match(n.token_uri, /^(https?|ipfs):\/\//);
    }
    assert.ok(only.some((n) => Number(n.amount) > 1));
    const base = (await getJson(server(), `/api/1/wallet/nfts?wallet=${WALLETS.nftOnly}&blockchains=8453`)).body.data as Json[];
    assert.deepEqual(base.map((n) => n.blockchain), ['Base']);
    assert.equal((await getJson(server(), '/api/1/wallet/nfts?wallet=nobody-here.eth')).status, 400);
    assert.equal((await getJson(server(), '/api/1/wallet/nfts')).status, 400);
    assert.equal((await getJson(server(), '/api/1/nope')).status, 404);
  });

  it('pages through the whale\'s NFTs 100 at a time, each exactly once, with totals when asked', async () => {
    const nfts = async (query: string) => (await getJson(server(), `/api/1/wallet/nfts?wallet=${WALLETS.whale}&${query}`)).body;
    const owned = WALLET_RECORDS.find((w) => w.address === WALLETS.whale)!.nfts.length;
    const seen: string[] = [];
    for (let page = 1; seen.length < owned + 100; page++) {
      const body = await nfts(`page=${page}&pagination=true`);
      assert.deepEqual(body.pagination, { total: owned, page, offset: 0, limit: 100 });
      seen.push(...body.data.map((n: Json) => `${n.token_address}#${n.token_id}`));
      if (body.data.length < 100) break;
    }
    assert.ok(owned > 250);
    assert.deepEqual([seen.length, new Set(seen).size], [owned, owned]);
    const first = await nfts('');
    assert.deepEqual([first.data.length, first.pagination], [100, null], 'without paging: the first 100');
    assert.deepEqual([(await nfts('limit=250&pagination=true')).pagination.limit, (await nfts('limit=250')).data.length], [100, 100]);
    const shifted = (await nfts('page=2&limit=50&offset=10')).data.map((n: Json) => `${n.token_address}#${n.token_id}`);
    assert.deepEqual(shifted, seen.slice(60, 110), 'skips (page-1)*limit + offset');
  });
});

describe('reference server, spec shape', () => {
  const server = useServer({ shape: 'spec' });

  it('returns records at top level and single search results as one object', async () => {
    const meta = (await getJson(server(), '/api/1/metadata?asset=Bitcoin')).body;
    assert.equal(meta.symbol, 'BTC');
    assert.ok(!('data' in meta) && !('max_supply' in meta) && !('rank' in meta));
    assert.ok(Object.values(meta).every((v) => v !== null));
    assert.equal((await getJson(server(), '/api/1/search?name=dogwifhat')).body.data.symbol, 'WIF');
    assert.ok(Array.isArray((await getJson(server(), '/api/1/search?name=usd')).body.data));
  });

  it('returns spec portfolio, multi-portfolio and NFT shapes', async () => {
    const single = (await getJson(server(), `/api/1/wallet/portfolio?wallet=${WALLETS.ordinary}`)).body;
    assert.deepEqual(Object.keys(single), ['assets']);
    assert.deepEqual(Object.keys(single.assets[0]).sort(), ['allocation', 'asset', 'balance', 'estimated_balance', 'price', 'price_bought', 'roi']);
    const multi = (await getJson(server(), `/api/1/wallet/multi-portfolio?wallets=${WALLETS.multichain}`)).body.data[0];
    assert.equal(multi.wallet, WALLETS.multichain);
    assert.ok('max_supply' in multi.assets[0].asset.data && 'chat' in multi.assets[0].asset.data);
    const nfts = (await getJson(server(), `/api/1/wallet/nfts?wallet=${WALLETS.nftOnly}`)).body;
    assert.deepEqual(Object.keys(nfts), ['data']);
    assert.equal(Object.keys(nfts.data[0]).length, 9);
  });
});

describe('reference server, API key', () => {
  const server = useServer({ apiKey: 'test-key' });

  it('answers 401 without the key and accepts Authorization or x-api-key', async () => {
    const path = '/api/1/search?input=eth';
    assert.deepEqual((await getJson(server(), path)).body, { message: 'Unauthorized' });
    assert.equal((await getJson(server(), path, { authorization: 'Bearer test-key' })).status, 401);
    assert.equal((await getJson(server(), path, { authorization: 'test-key' })).status, 200);
    assert.equal((await getJson(server(), path, { 'x-api-key': 'test-key' })).status, 200);
    assert.equal(server().requests.at(-1)?.headers['x-api-key'], 'test-key');
  });
});

describe('reference server, recording and control endpoints', () => {
  const server = useServer();
  beforeEach(() => { server().resetCounts(); server().clearFaults(); });

  it('records API requests but not control requests', async () => {
    await getJson(server(), '/api/1/search?input=sol');
    await getJson(server(), `/api/1/metadata?asset=SOL`);
    await getJson(server(), '/__control/requests');
    assert.equal(server().count(), 2);
    assert.equal(server().count('/api/1/search'), 1);
    assert.deepEqual(server().requests[0]!.query, { input: 'sol' });
    const listed = (await getJson(server(), '/__control/requests')).body;
    assert.equal(listed.count, 2);
    assert.equal(listed.requests[1].path, '/api/1/metadata');
    server().resetCounts();
    assert.equal(server().count(), 0);
  });

  it('queues faults over HTTP, consumes them per request and resets', async () => {
    const post = (body: unknown) => fetch(`${server().url}/__control/faults`, { method: 'POST', body: JSON.stringify(body) });
    assert.equal((await post({ kind: 'no-such-kind' })).status, 400);
    assert.equal((await post({ kind: 'server-error', path: '/api/1/search' })).status, 201);
    assert.equal((await getJson(server(), '/api/1/metadata?asset=SOL')).status, 200, 'other paths are untouched');
    assert.equal((await getJson(server(), '/api/1/search?input=sol')).status, 500);
    assert.equal((await getJson(server(), '/api/1/search?input=sol')).status, 200, 'times defaults to 1');
    await post({ kind: 'rate-limit', times: 'Infinity' });
    assert.equal((await getJson(server(), '/api/1/search?input=sol')).status, 429);
    assert.equal((await getJson(server(), '/api/1/search?input=sol')).status, 429);
    await fetch(`${server().url}/__control/faults`, { method: 'DELETE' });
    assert.equal((await getJson(server(), '/api/1/search?input=sol')).status, 200);
    await post({ kind: 'server-error' });
    await fetch(`${server().url}/__control/reset`, { method: 'POST' });
    assert.equal((await getJson(server(), '/api/1/search?input=sol')).status, 200);
    assert.equal(server().count(), 1);
  });
});

describe('reference server, faults on the wire', () => {
  const server = useServer();
  const url = () => `${server().url}/api/1/search?input=usd`;
  beforeEach(() => server().clearFaults());

  it('applies faults first-queued first, and latency then serves normally', async () => {
    server().addFault({ kind: 'server-error' });
    server().addFault({ kind: 'latency', latencyMs: 120 });
    const error = await rawGet(url());
    assert.deepEqual([error.status, JSON.parse(error.body.toString())], [500, { message: 'Internal server error' }]);
    const started = nowMs();
    assert.equal((await rawGet(url())).status, 200);
    assert.ok(nowMs() - started >= 110);
  });

  it('sends 429 with Retry-After, 502 HTML and malformed JSON', async () => {
    server().addFault({ kind: 'rate-limit', retryAfterSeconds: 7 });
    const limited = await rawGet(url());
    assert.deepEqual([limited.status, limited.headers['retry-after']], [429, '7']);
    assert.equal(typeof JSON.parse(limited.body.toString()).error, 'string');
    server().addFault({ kind: 'bad-gateway-html' });
    const proxy = await rawGet(url());
    assert.equal(proxy.status, 502);
    assert.match(String(proxy.headers['content-type']), /^text\/html/);
    assert.match(proxy.body.toString(), /<html>/);
    server().addFault({ kind: 'malformed-json' });
    const broken = await rawGet(url());
    assert.deepEqual([broken.status, broken.headers['content-type']], [200, 'application/json; charset=utf-8']);
    assert.throws(() => JSON.parse(broken.body.toString()), SyntaxError);
  });

  it('cuts a truncated body short of its Content-Length, and drops connections', async () => {
    server().addFault({ kind: 'truncated' });
    let promised = 0;
    const cut = await rawGet(url(), { onHeaders: (status, headers) => { assert.equal(status, 200); promised = Number(headers['content-length']); } })
      .then(() => undefined, (error: Error & { received?: number }) => error);
    assert.ok(cut instanceof Error);
    assert.ok(promised > 0 && (cut.received ?? promised) < promised);
    server().addFault({ kind: 'drop' });
    await assert.rejects(rawGet(url()), (error: NodeJS.ErrnoException) => ['ECONNRESET', 'EPIPE'].includes(error.code ?? '') || /hang up/.test(error.message));
    server().addFault({ kind: 'drop' });
    await assert.rejects(fetch(url()), TypeError); // what the extension's fetch sees
  });

  it('streams oversized valid JSON, chunked by default or with Content-Length', async () => {
    server().addFault({ kind: 'oversized' });
    const big = await rawGet(url());
    assert.equal(big.headers['transfer-encoding'], 'chunked');
    assert.equal(big.headers['content-length'], undefined);
    assert.equal(big.body.length, 11 * 1024 * 1024);
    assert.ok(Array.isArray(JSON.parse(big.body.toString()).data));
    server().addFault({ kind: 'oversized', sizeBytes: 100_000, withContentLength: true });
    const sized = await rawGet(url());
    assert.deepEqual([sized.headers['content-length'], sized.body.length], ['100000', 100_000]);
    JSON.parse(sized.body.toString());
  });
});

describe('reference server, hanging requests and global latency', () => {
  it('never answers a hang, and close() still returns promptly', async () => {
    const server = await startReferenceServer();
    server.addFault({ kind: 'hang' });
    const pending = rawGet(`${server.url}/api/1/search?input=eth`).then(() => 'answered', (e: Error) => e.message);
    const early = await Promise.race([pending, new Promise((r) => setTimeout(() => r('still waiting'), 250))]);
    assert.equal(early, 'still waiting');
    const started = nowMs();
    await server.close();
    assert.ok(nowMs() - started < 500);
    assert.notEqual(await pending, 'answered');
  });

  it('delays every response by latencyMs', async () => {
    const server = await startReferenceServer({ latencyMs: 100 });
    try {
      const started = nowMs();
      assert.equal((await rawGet(`${server.url}/api/1/search?input=eth`)).status, 200);
      assert.ok(nowMs() - started >= 90);
    } finally {
      await server.close();
    }
  });
});
