// Every operation of the spec against the reference server over real loopback HTTP, in both shapes.
import assert from 'node:assert/strict';
import { ConfigurationError, HttpError } from '../../src/api/transport/errors';
import { WALLETS } from '../server/data/wallet-addresses';
import { freshClient, startHarness, type Harness } from './helpers';
import { searchAssets } from '../../src/api/search';

const USDC_ETH = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const USDC_SOL = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

for (const shape of ['live', 'spec'] as const) {
  describe(`client operations (${shape} response shapes)`, () => {
    let h: Harness;
    before(async () => { h = await startHarness({ shape }); });
    after(async () => { await h.server.close(); });
    beforeEach(() => { h.client.cache.clear(); h.server.resetCounts(); });

    const lastQuery = () => h.server.requests[h.server.requests.length - 1]?.query ?? {};

    it('reads one wallet\'s holdings with USD values that add up', async () => {
      const portfolio = await h.client.getPortfolio(WALLETS.ordinary);
      assert.equal(portfolio.wallet.toLowerCase(), WALLETS.ordinary.toLowerCase());
      assert.ok(portfolio.holdings.length >= 5);
      const usdc = portfolio.holdings.find((x) => x.asset.symbol === 'USDC');
      assert.ok(usdc && usdc.tokenBalance > 0 && usdc.price > 0);
      const sum = portfolio.holdings.reduce((s, x) => s + x.usdValue, 0);
      assert.ok(Math.abs(sum - portfolio.totalUsd) / portfolio.totalUsd < 0.001, `${sum} vs ${portfolio.totalUsd}`);
    });

    it('sends blockchains, cache and stale, and the server filters by chain', async () => {
      const portfolio = await h.client.getPortfolio(WALLETS.multichain, { blockchains: ['Base', 'Arbitrum'], cache: true, stale: 60 });
      assert.deepEqual(lastQuery(), { wallet: WALLETS.multichain, blockchains: 'Base,Arbitrum', cache: 'true', stale: '60' });
      assert.ok(portfolio.holdings.length > 0);
      for (const holding of portfolio.holdings) {
        for (const balance of holding.chainBalances) assert.ok(['Base', 'Arbitrum'].includes(balance.chain), balance.chain);
      }
    });

    it('reads several wallets in one request, in the order asked', async () => {
      const wallets = [WALLETS.ordinary, WALLETS.solana, WALLETS.empty];
      const portfolios = await h.client.getMultiPortfolio(wallets);
      assert.equal(h.server.count('/api/1/wallet/multi-portfolio'), 1);
      assert.deepEqual(portfolios.map((p) => p.wallet.toLowerCase()), wallets.map((w) => w.toLowerCase()));
      assert.equal(portfolios[2]?.holdings.length, 0);
      assert.equal(portfolios[2]?.totalUsd, 0);
      assert.ok(portfolios[1]?.holdings.some((x) => x.asset.contracts.some((c) => c.address === USDC_SOL)));
    });

    it('reads a wallet holding more than 2,000 assets', async () => {
      const [whale] = await h.client.getMultiPortfolio([WALLETS.whale]);
      assert.ok((whale?.holdings.length ?? 0) > 2000);
    });

    it('shows the same asset on several chains', async () => {
      const portfolio = await h.client.getPortfolio(WALLETS.multichain);
      const usdc = portfolio.holdings.find((x) => x.asset.symbol === 'USDC');
      if (shape === 'live') assert.ok((usdc?.chainBalances.length ?? 0) >= 3, 'cross-chain balances');
      assert.ok((usdc?.asset.blockchains.length ?? 0) >= 3 || shape === 'spec');
    });

    it('reads NFTs with their amounts and chains, by address or ENS name, with force and chain filters', async () => {
      const { nfts } = await h.client.getNfts(WALLETS.nftOnly, { force: true, blockchains: ['Ethereum'] });
      assert.deepEqual(lastQuery(), { wallet: WALLETS.nftOnly, force: 'true', blockchains: 'Ethereum', page: '1', limit: '100', pagination: 'true' });
      assert.ok(nfts.length > 0 && nfts.every((n) => n.tokenUri), 'a token URI on every item');
      if (shape === 'live') assert.ok(nfts.every((n) => n.blockchain === 'Ethereum'), 'the chain of every live item');
      assert.ok(nfts.some((n) => n.amount > 1), 'an ERC-1155 item held several times');
      if (shape === 'spec') assert.ok(nfts.some((n) => n.contractType === 'ERC1155'), 'the spec shape names the contract kind');
      assert.ok((await h.client.getNfts('vitalik.eth')).nfts.length > 0);
      const empty = await h.client.getNfts(WALLETS.empty);
      assert.deepEqual([empty.nfts, empty.more], [[], false]);
      assert.equal(empty.total, shape === 'live' ? 0 : undefined, 'the live service says how many; the spec does not');
    });

    it('pages through a wallet with hundreds of NFTs, each once, up to the bound asked for', async () => {
      const all = await h.client.getNfts(WALLETS.whale, { maxItems: 5000 });
      const keys = new Set(all.nfts.map((n) => `${n.contract.toLowerCase()}:${n.tokenId}`));
      if (shape === 'live') {
        assert.ok(all.nfts.length > 250 && all.total === all.nfts.length && !all.more, `${all.nfts.length} of ${all.total}`);
        assert.equal(keys.size, all.nfts.length, 'no NFT twice');
        const bounded = await h.client.getNfts(WALLETS.whale, { maxItems: 250 });
        assert.deepEqual([bounded.nfts.length, bounded.total, bounded.more], [250, all.total, true]);
      } else {
        // The spec has no paging: the server answers every page alike, and the client stops at the repeat.
        assert.equal(keys.size, all.nfts.length, 'no NFT twice');
        assert.ok(!all.more);
      }
    });

    it('finds metadata by name, by contract address in any case, and by Solana mint', async () => {
      const byName = await h.client.getAssetMetadata('USD Coin');
      const byAddress = await h.client.getAssetMetadata(USDC_ETH.toLowerCase(), { blockchain: 'Ethereum' });
      const byMint = await h.client.getAssetMetadata(USDC_SOL);
      assert.deepEqual(lastQuery(), { asset: USDC_SOL });
      for (const asset of [byName, byAddress, byMint]) {
        assert.equal(asset?.symbol, 'USDC');
        assert.ok(asset?.contracts.some((c) => c.address === USDC_ETH && c.blockchain === 'Ethereum'));
        assert.ok((asset?.price ?? 0) > 0 && (asset?.marketCap ?? 0) > 0);
      }
      assert.ok(h.server.requests.some((r) => r.query.blockchain === 'Ethereum'));
    });

    it('answers undefined for an asset the service does not know', async () => {
      assert.equal(await h.client.getAssetMetadata('0x000000000000000000000000000000000000dEaD'), undefined);
    });

    it('searches by the start of a name or symbol, in any case', async () => {
      const bySymbol = await searchAssets(h.client, 'bon');
      assert.ok(bySymbol.some((r) => r.symbol === 'BONK'), bySymbol.map((r) => r.symbol).join());
      const byName = await searchAssets(h.client, 'ChainL');
      assert.ok(byName.some((r) => r.name === 'Chainlink'), byName.map((r) => r.name).join());
      assert.deepEqual(lastQuery(), { input: 'ChainL', name: 'ChainL' });
      assert.deepEqual(await searchAssets(h.client, 'zzzzqqq'), []);
    });

    it('makes no request for an empty search or an empty wallet list', async () => {
      assert.deepEqual(await searchAssets(h.client, '   '), []);
      assert.deepEqual(await h.client.getMultiPortfolio([]), []);
      assert.equal(h.server.count(), 0);
    });
  });
}

describe('client requests and settings', () => {
  let h: Harness;
  before(async () => { h = await startHarness({ apiKey: 'sk-test-7f3a9' }); });
  after(async () => { await h.server.close(); });
  beforeEach(() => { h.client.cache.clear(); h.settings.apiKey = undefined; h.log.length = 0; });

  it('is refused without the key and sends it as the Authorization header when set', async () => {
    await assert.rejects(searchAssets(h.client, 'usd'), (e: unknown) => e instanceof HttpError && e.status === 401 && /check the API key/.test(e.message));
    h.settings.apiKey = 'sk-test-7f3a9';
    assert.ok((await searchAssets(h.client, 'usd')).length > 0);
    const last = h.server.requests[h.server.requests.length - 1];
    assert.equal(last?.headers.authorization, 'sk-test-7f3a9');
  });

  it('never puts the key in the request log', async () => {
    h.settings.apiKey = 'sk-test-7f3a9';
    await searchAssets(h.client, 'eth');
    assert.ok(h.log.length > 0);
    assert.ok(h.log.every((entry) => !JSON.stringify(entry).includes('sk-test-7f3a9')));
  });

  it('reports a missing required parameter with the server\'s message', async () => {
    h.settings.apiKey = 'sk-test-7f3a9';
    await assert.rejects(freshClient(h).getPortfolio('', {}), (e: unknown) => e instanceof HttpError && e.status === 400);
  });

  it('takes a new base URL on the next request', async () => {
    h.settings.apiKey = 'sk-test-7f3a9';
    const other = await startHarness();
    const saved = h.settings.baseUrl;
    try {
      h.settings.baseUrl = `${other.server.url}/`;
      await searchAssets(h.client, 'link');
      assert.equal(other.server.count('/api/1/search'), 1);
    } finally {
      h.settings.baseUrl = saved;
      await other.server.close();
    }
  });

  it('refuses a base URL that is not http(s), or has a query or fragment, without sending anything', async () => {
    const saved = h.settings.baseUrl;
    const sent = h.server.count('/api/1/search');
    h.settings.baseUrl = 'ftp://example.invalid';
    try {
      await assert.rejects(searchAssets(h.client, 'usd'), ConfigurationError);
      h.settings.baseUrl = 'not a url';
      await assert.rejects(searchAssets(h.client, 'usd'), (e: unknown) => e instanceof ConfigurationError && /not a valid URL/.test(e.message));
      for (const base of [`${saved}/?x=1`, `${saved}#top`]) {
        h.settings.baseUrl = base;
        await assert.rejects(searchAssets(h.client, 'usd'), (e: unknown) => e instanceof ConfigurationError && /query \(\?\) or a fragment/.test(e.message), base);
      }
      assert.equal(h.server.count('/api/1/search'), sent);
    } finally {
      h.settings.baseUrl = saved;
    }
  });
});
