// Every request the client can make, with every option, passes the live service's own parameter schemas
// (@mobula_labs/types): what we send is what the live service accepts. Checked on the requests as the
// reference server received them over loopback, so the URL encoding is the real one.
import assert from 'node:assert/strict';
import {
  FeedPayloadSchema, MarketHistoryParamsSchema, MarketMultiDataAssetParamsSchema, MarketSparklineParamsSchema, MetadataParamsSchema, PortfolioParamsSchema,
  SearchParamsSchema, WalletActivityV2ParamsSchema, WalletHistoryParamsSchema, WalletLabelsParamsSchema, WalletNFTParamsSchema,
  WalletTransactionsParamsSchema,
} from '@mobula_labs/types';
import { HISTORY_RANGES } from '../../src/api/historyRanges';
import { payloads, subscribeMessage } from '../../src/api/feed/messages';
import type { HoldingsOptions } from '../../src/api/options';
import { WALLETS } from '../server/data/wallet-addresses';
import { startHarness, type Harness } from './helpers';
import { getPriceHistory, getSparkline } from '../../src/api/history';
import { searchAssets } from '../../src/api/search';
import { getWalletActivity, getWalletHistory, getWalletLabels, WALLET_HISTORY_RANGES } from '../../src/api/wallets';

type ParamsSchema = { safeParse(input: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } };

const EVERY_HOLDINGS_OPTION: Required<Omit<HoldingsOptions, 'signal' | 'forceRefresh' | 'feature' | 'onBilled' | 'turnstile'>> = {
  blockchains: ['Ethereum', 'Base'], cache: true, stale: 120, pnl: true, filterSpam: true, minliq: 1000, unlistedAssets: false,
  fetchAllChains: false, shouldFetchPriceChange: true, testnet: false, from: 1_700_000_000_000, to: 1_760_000_000_000, period: '1d',
};

describe('conformance: requests pass the live service\'s parameter schemas', () => {
  let h: Harness;
  before(async () => { h = await startHarness(); });
  after(async () => { await h.server.close(); });
  beforeEach(() => { h.client.cache.clear(); h.server.resetCounts(); });

  /** The query of every request made so far, each checked with `schema`. */
  function assertAccepted(schema: ParamsSchema, pathPrefix: string): Array<Record<string, string>> {
    const queries = h.server.requests.filter((r) => r.path.startsWith(pathPrefix)).map((r) => r.query);
    assert.ok(queries.length > 0, `no request to ${pathPrefix}`);
    for (const query of queries) {
      const result = schema.safeParse(query);
      assert.ok(result.success, `${pathPrefix} ${JSON.stringify(query)}: ${result.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    }
    return queries;
  }

  it('search sends the live `input` and the spec\'s `name`, and the optional type', async () => {
    await searchAssets(h.client, '  usd ');
    await searchAssets(h.client, 'sol', { type: 'pairs' });
    const [plain, typed] = assertAccepted(SearchParamsSchema, '/api/1/search');
    assert.deepEqual(plain, { input: 'usd', name: 'usd' });
    assert.deepEqual(typed, { input: 'sol', name: 'sol', type: 'pairs' });
  });

  it('price history sends an id or an asset with its chain, a start and a period, for every range', async () => {
    for (const range of HISTORY_RANGES) await getPriceHistory(h.client, { id: 100118 }, range);
    await getPriceHistory(h.client, { asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', blockchain: 'Ethereum' }, '7d');
    const queries = assertAccepted(MarketHistoryParamsSchema, '/api/1/market/history');
    assert.deepEqual(queries.map((q) => q.period), ['5m', '15m', '1h', '6h', '1d', '15m']);
    assert.deepEqual(Object.keys(queries[5]!).sort(), ['asset', 'blockchain', 'from', 'period']);
  });

  it('feed subscriptions pass the feed\'s payload schema, by asset id and by token', () => {
    const messages = payloads([{ kind: 'asset', id: 100118 }, { kind: 'token', blockchain: 'Base', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', symbol: 'USDC' }])
      .map((p) => JSON.parse(subscribeMessage(p, 'key')) as Record<string, unknown>);
    assert.equal(messages.length, 2);
    for (const message of messages) {
      const result = FeedPayloadSchema.safeParse(message);
      assert.ok(result.success, JSON.stringify(message));
      assert.equal(message.type, 'feed');
      assert.equal(message.authorization, 'key');
    }
  });

  it('metadata sends only keys its strict schema allows', async () => {
    await h.client.getAssetMetadata('USDC');
    await h.client.getAssetMetadata('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', { blockchain: 'Ethereum' });
    const queries = assertAccepted(MetadataParamsSchema, '/api/1/metadata');
    assert.deepEqual(queries[1], { asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', blockchain: 'Ethereum' });
  });

  it('portfolio and multi-portfolio send every option as text', async () => {
    await h.client.getPortfolio(WALLETS.ordinary);
    await h.client.getPortfolio(WALLETS.multichain, EVERY_HOLDINGS_OPTION);
    await h.client.getMultiPortfolio([WALLETS.ordinary, WALLETS.solana], EVERY_HOLDINGS_OPTION);
    const [, single] = assertAccepted(PortfolioParamsSchema, '/api/1/wallet/portfolio');
    const [multi] = assertAccepted(PortfolioParamsSchema, '/api/1/wallet/multi-portfolio');
    const expected = {
      blockchains: 'Ethereum,Base', cache: 'true', stale: '120', pnl: 'true', filterSpam: 'true', minliq: '1000', unlistedAssets: 'false',
      fetchAllChains: 'false', shouldFetchPriceChange: 'true', testnet: 'false', from: '1700000000000', to: '1760000000000', period: '1d',
    };
    assert.deepEqual(single, { wallet: WALLETS.multichain, ...expected });
    assert.deepEqual(multi, { wallets: `${WALLETS.ordinary},${WALLETS.solana}`, ...expected });
  });

  it('batched prices send ids, or contracts with their chains; the trend drawing an id or a contract with its time frame', async () => {
    await h.client.getPrices([{ kind: 'asset', id: 100001 }, { kind: 'asset', id: 100006 }, { kind: 'token', blockchain: 'Ethereum', address: '0x6982508145454Ce325dDbE47a25d4ec3d2311933', symbol: 'PEPE' }]);
    const sent = assertAccepted(MarketMultiDataAssetParamsSchema, '/api/1/market/multi-data');
    assert.deepEqual(sent.map((q) => q.ids ?? `${q.assets}@${q.blockchains}`).sort(), ['0x6982508145454Ce325dDbE47a25d4ec3d2311933@Ethereum', '100001,100006']);
    await getSparkline(h.client, { id: 100006 }, '7d');
    await getSparkline(h.client, { asset: '0x6982508145454Ce325dDbE47a25d4ec3d2311933', blockchain: 'Ethereum' }, '24h');
    assert.deepEqual(assertAccepted(MarketSparklineParamsSchema, '/api/1/market/sparkline'),
      [{ id: '100006', timeFrame: '7d' }, { asset: '0x6982508145454Ce325dDbE47a25d4ec3d2311933', blockchain: 'Ethereum', timeFrame: '24h' }]);
  });

  it('NFTs page with page, limit and pagination as text', async () => {
    await h.client.getNfts(WALLETS.nftOnly, { blockchains: ['Ethereum'], force: true });
    await h.client.getNfts(WALLETS.whale, { maxItems: 250 });
    const queries = assertAccepted(WalletNFTParamsSchema, '/api/1/wallet/nfts');
    assert.deepEqual(queries[0], { wallet: WALLETS.nftOnly, blockchains: 'Ethereum', force: 'true', page: '1', limit: '100', pagination: 'true' });
    assert.deepEqual(queries.slice(1).map((q) => q.page), ['1', '2', '3'], 'the whale\'s 250 NFTs take three pages');
  });

  it('wallet activity, v1 transactions, history for every range and labels send what the live schemas take', async () => {
    for (const apiVersion of ['2', '1'] as const) {
      h.settings.apiVersion = apiVersion;
      const first = await getWalletActivity(h.client, WALLETS.ordinary, { feature: 'walletPage', limit: 10, blockchains: ['Ethereum', 'Base'] });
      await getWalletActivity(h.client, WALLETS.ordinary, { feature: 'walletPage', limit: 10, cursor: first.cursor, filterSpam: false });
    }
    h.settings.apiVersion = '1';
    const current = assertAccepted(WalletActivityV2ParamsSchema, '/api/2/wallet/activity');
    assert.deepEqual(current[1], { wallet: WALLETS.ordinary, limit: '10', order: 'desc', filterSpam: 'false', cursorHash: current[1]!.cursorHash!, cursorDirection: 'before' });
    assertAccepted(WalletTransactionsParamsSchema, '/api/1/wallet/transactions');
    for (const range of WALLET_HISTORY_RANGES) await getWalletHistory(h.client, [WALLETS.ordinary, WALLETS.solana], range, { feature: 'walletPage', blockchains: ['Solana'] });
    assertAccepted(WalletHistoryParamsSchema, '/api/1/wallet/history');
    await getWalletLabels(h.client, [WALLETS.whale, WALLETS.solana], { feature: 'names' });
    const bodies = h.server.requests.filter((r) => r.path.startsWith('/api/1/wallet/labels')).map((r) => r.body);
    assert.ok(bodies.length === 1 && WalletLabelsParamsSchema.safeParse(bodies[0]).success, JSON.stringify(bodies));
  });
});
