// The reference API server and its data set: invariants of the data, endpoint behaviour in both
// response shapes, auth, control endpoints, and every injected fault as seen on the wire.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { base58Decode, isSolanaAddress } from '../server/base58';
import { hasValidChecksum, keccak256Hex, keccakSponge } from '../server/keccak';
import { ALL_ASSETS, REAL_ASSETS, findAsset } from '../server/data/catalogue';
import { CHAINS } from '../server/data/chains';
import { SYNTHETIC_ASSETS } from '../server/data/synthetic';
import { ENS_NAMES, WALLETS } from '../server/data/wallet-addresses';
import { WALLET_RECORDS } from '../server/data/wallets';
import { rawGet } from '../server/raw-http';
import { startReferenceServer, type ReferenceServer, type ReferenceServerOptions } from '../server/server';

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
    assert.ok(evm.length > 1500 && solana.length > 100 && evm.length + solana.length > 2000);
    assert.deepEqual(evm.filter((a) => !hasValidChecksum(a)), []);
    assert.deepEqual(solana.filter((a) => !isSolanaAddress(a)), []);
    assert.equal(hasValidChecksum('0xa0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'), false, 'one flipped letter must fail');
    assert.equal(base58Decode('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')?.length, 32);
  });
});

describe('reference server, live shape', () => {
  const server = useServer();

  it('searches name and symbol prefixes case-insensitively, biggest market cap first, at most 20', async () => {
    const byName = (await getJson(server(), '/api/1/search?name=DOGWIF')).body.data as Json[];
    assert.deepEqual(byName.map((r) => r.symbol), ['WIF']);
    const bySymbol = (await getJson(server(), '/api/1/search?input=uSd')).body.data as Json[];
    assert.ok(['USDT', 'USDC', 'USDe'].every((s) => bySymbol.some((r) => r.symbol === s)));
    for (let i = 1; i < bySymbol.length; i++) assert.ok(bySymbol[i - 1].market_cap >= bySymbol[i].market_cap);
    assert.deepEqual(Object.keys(bySymbol[0]).sort(), ['blockchains', 'contracts', 'id', 'liquidity', 'logo', 'market_cap', 'name', 'price', 'symbol', 'twitter', 'volume', 'website']);
    assert.equal((await getJson(server(), '/api/1/search?name=a')).body.data.length, 20);
    assert.deepEqual((await getJson(server(), '/api/1/search')).body, { data: [] });
    const synthetic = SYNTHETIC_ASSETS[321]!;
    assert.ok((await getJson(server(), `/api/1/search?name=${encodeURIComponent(synthetic.name)}`)).body.data.some((r: Json) => r.id === synthetic.id));
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

  it('returns consistent portfolios with live quirks (string balances, raw units beyond 2^53)', async () => {
    const { data } = (await getJson(server(), `/api/1/wallet/portfolio?wallet=${WALLETS.ordinary.toLowerCase()}`)).body;
    assert.ok(data.assets.length >= 5);
    assert.equal(data.balances_length, data.assets.length);
    assert.ok(near(data.total_wallet_balance, data.assets.reduce((s: number, e: Json) => s + e.estimated_balance, 0)));
    assert.ok(near(data.assets.reduce((s: number, e: Json) => s + e.allocation, 0), 100));
    for (const e of data.assets) assert.ok(near(e.estimated_balance, Number(e.token_balance) * Number(e.price)), e.asset.symbol);
    assert.ok(data.assets.some((e: Json) => typeof e.token_balance === 'string'));
    const multi = (await getJson(server(), `/api/1/wallet/portfolio?wallet=${WALLETS.multichain}`)).body.data;
    const usdc = multi.assets.find((e: Json) => e.asset.symbol === 'USDC');
    assert.ok(Object.keys(usdc.cross_chain_balances).length >= 5);
    assert.equal(usdc.cross_chain_balances.Ethereum.chainId, 'evm:1');
    const babyDoge = multi.assets.find((e: Json) => e.asset.symbol === 'BabyDoge');
    assert.equal(babyDoge.contracts_balances[0].balanceRaw, '2500000000000000000000');
  });

  it('filters by blockchain names or ids and recomputes totals', async () => {
    const all = (await getJson(server(), `/api/1/wallet/portfolio?wallet=${WALLETS.multichain}`)).body.data;
    const some = (await getJson(server(), `/api/1/wallet/portfolio?wallet=${WALLETS.multichain}&blockchains=Base,42161`)).body.data;
    const chains = new Set(some.assets.flatMap((e: Json) => Object.keys(e.cross_chain_balances)));
    assert.deepEqual([...chains].sort(), ['Arbitrum', 'Base']);
    assert.ok(some.total_wallet_balance < all.total_wallet_balance);
    assert.ok(near(some.total_wallet_balance, some.assets.reduce((s: number, e: Json) => s + e.estimated_balance, 0)));
    const spellings = await Promise.all(['ethereum', '1', 'evm:1', 'Ethereum'].map((b) =>
      getJson(server(), `/api/1/wallet/portfolio?wallet=${WALLETS.multichain}&blockchains=${b}`)));
    for (const s of spellings) assert.deepEqual(s.body, spellings[0]!.body);
    assert.equal((await getJson(server(), `/api/1/wallet/portfolio?wallet=${WALLETS.multichain}&blockchains=dogechain`)).status, 400);
  });

  it('validates wallets: missing or malformed is 400, unknown well-formed is empty', async () => {
    assert.equal((await getJson(server(), '/api/1/wallet/portfolio')).status, 400);
    assert.equal((await getJson(server(), '/api/1/wallet/portfolio?wallet=0x123')).status, 400);
    const unknown = (await getJson(server(), `/api/1/wallet/portfolio?wallet=0x${'ab'.repeat(20)}`)).body.data;
    assert.deepEqual([unknown.total_wallet_balance, unknown.assets], [0, []]);
    const empty = (await getJson(server(), `/api/1/wallet/portfolio?wallet=${WALLETS.empty}`)).body.data;
    assert.deepEqual([empty.total_wallet_balance, empty.balances_length], [0, 0]);
    const whale = (await getJson(server(), `/api/1/wallet/portfolio?wallet=${WALLETS.whale}`)).body.data;
    assert.ok(whale.balances_length > 2000);
  });

  it('serves multi-wallet portfolios', async () => {
    const res = await getJson(server(), `/api/1/wallet/multi-portfolio?wallets=${WALLETS.solana},${WALLETS.empty}`);
    assert.deepEqual(res.body.data.map((p: Json) => p.wallet), [WALLETS.solana, WALLETS.empty]);
    assert.ok(res.body.data[0].assets.some((e: Json) => e.asset.symbol === 'SOL'));
    assert.equal((await getJson(server(), '/api/1/wallet/multi-portfolio')).status, 400);
    assert.equal((await getJson(server(), `/api/1/wallet/multi-portfolio?wallets=${WALLETS.solana},nope`)).status, 400);
  });

  it('lists NFTs by address or ENS name, filtered by chain, with JSON-string metadata', async () => {
    const mine = (await getJson(server(), '/api/1/wallet/nfts?wallet=vitalik.eth')).body;
    assert.equal(mine.pagination.total, mine.data.length);
    assert.ok(mine.data.every((n: Json) => n.owner_of === WALLETS.mixed));
    const only = (await getJson(server(), `/api/1/wallet/nfts?wallet=${WALLETS.nftOnly}`)).body.data as Json[];
    assert.ok(only.some((n) => n.contract_type === 'ERC1155' && Number(n.amount) > 1));
    for (const n of only) {
      if (n.metadata !== null) assert.equal(typeof JSON.parse(n.metadata).image, 'string');
      assert.match(n.token_uri, /^(https?|ipfs):\/\//);
    }
    assert.ok(only.some((n) => n.metadata === null));
    const base = (await getJson(server(), `/api/1/wallet/nfts?wallet=${WALLETS.nftOnly}&blockchains=8453`)).body.data as Json[];
    assert.deepEqual(base.map((n) => n.blockchain), ['Base']);
    assert.equal((await getJson(server(), '/api/1/wallet/nfts?wallet=nobody-here.eth')).status, 400);
    assert.equal((await getJson(server(), '/api/1/wallet/nfts')).status, 400);
    assert.equal((await getJson(server(), '/api/1/nope')).status, 404);
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
    const path = '/api/1/search?name=eth';
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
    await getJson(server(), '/api/1/search?name=sol');
    await getJson(server(), `/api/1/metadata?asset=SOL`);
    await getJson(server(), '/__control/requests');
    assert.equal(server().count(), 2);
    assert.equal(server().count('/api/1/search'), 1);
    assert.deepEqual(server().requests[0]!.query, { name: 'sol' });
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
    assert.equal((await getJson(server(), '/api/1/search?name=sol')).status, 500);
    assert.equal((await getJson(server(), '/api/1/search?name=sol')).status, 200, 'times defaults to 1');
    await post({ kind: 'rate-limit', times: 'Infinity' });
    assert.equal((await getJson(server(), '/api/1/search?name=sol')).status, 429);
    assert.equal((await getJson(server(), '/api/1/search?name=sol')).status, 429);
    await fetch(`${server().url}/__control/faults`, { method: 'DELETE' });
    assert.equal((await getJson(server(), '/api/1/search?name=sol')).status, 200);
    await post({ kind: 'server-error' });
    await fetch(`${server().url}/__control/reset`, { method: 'POST' });
    assert.equal((await getJson(server(), '/api/1/search?name=sol')).status, 200);
    assert.equal(server().count(), 1);
  });
});

describe('reference server, faults on the wire', () => {
  const server = useServer();
  const url = () => `${server().url}/api/1/search?name=usd`;
  beforeEach(() => server().clearFaults());

  it('applies faults first-queued first, and latency then serves normally', async () => {
    server().addFault({ kind: 'server-error' });
    server().addFault({ kind: 'latency', latencyMs: 120 });
    const error = await rawGet(url());
    assert.deepEqual([error.status, JSON.parse(error.body.toString())], [500, { message: 'Internal server error' }]);
    const started = Date.now();
    assert.equal((await rawGet(url())).status, 200);
    assert.ok(Date.now() - started >= 110);
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
    const pending = rawGet(`${server.url}/api/1/search?name=eth`).then(() => 'answered', (e: Error) => e.message);
    const early = await Promise.race([pending, new Promise((r) => setTimeout(() => r('still waiting'), 250))]);
    assert.equal(early, 'still waiting');
    const started = Date.now();
    await server.close();
    assert.ok(Date.now() - started < 500);
    assert.notEqual(await pending, 'answered');
  });

  it('delays every response by latencyMs', async () => {
    const server = await startReferenceServer({ latencyMs: 100 });
    try {
      const started = Date.now();
      assert.equal((await rawGet(`${server.url}/api/1/search?name=eth`)).status, 200);
      assert.ok(Date.now() - started >= 90);
    } finally {
      await server.close();
    }
  });
});
