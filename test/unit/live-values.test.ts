import assert from 'node:assert/strict';
import { feedKeyDecision, feedUrlFor } from '../../src/api/feed/feedUrl';
import { payloads, readFrame, subscribeMessage, tickMatches } from '../../src/api/feed/messages';
import { reconnectDelay } from '../../src/api/feed/backoff';
import type { Holding, Portfolio } from '../../src/api/types';
import { liveTargets, withLivePrices } from '../../src/wallets/liveValues';

function holding(symbol: string, id: number | undefined, balance: number, price: number, contract?: string): Holding {
  return {
    asset: { id, name: symbol, symbol, logo: undefined, contracts: contract ? [{ address: contract, blockchain: 'Ethereum' }] : [], blockchains: ['Ethereum'] },
    price, tokenBalance: balance, usdValue: balance * price, allocation: undefined, priceChange24h: undefined, priceBought: undefined,
    roi: undefined, realizedPnl: undefined, unrealizedPnl: undefined, chainBalances: [],
  };
}

describe('live prices: frames, targets and revaluation', () => {
  it('reads one update or an array, in USD only, and ignores anything else', () => {
    const one = '{"timestamp":1733173907000,"price":3881.3,"volume24h":8.7e5,"baseSymbol":"SWETH","quoteSymbol":"USD","extra":{"priceUSD":3881.3,"blockNumber":"21317425"}}';
    assert.deepEqual(readFrame(one), [{ timestamp: 1733173907000, priceUsd: 3881.3, volume24h: 870000, baseSymbol: 'SWETH', baseId: undefined }]);
    const many = JSON.stringify([
      { timestamp: 1, price: 1.09, baseSymbol: 'EURA', quoteSymbol: 'USD' },
      { timestamp: 1, price: 1.17, baseSymbol: 'WSTETH', quoteSymbol: 'ETH' },
      { timestamp: 1, price: 1.06, baseSymbol: 'EZETH', quoteSymbol: 'ETH', baseID: '102478632', quoteID: '100004304', extra: { priceUSD: 2512.4 } },
    ]);
    assert.deepEqual(readFrame(many).map((t) => [t.baseSymbol, t.priceUsd]), [['EURA', 1.09], ['EZETH', 2512.4]], 'a price in ETH is not a USD price');
    const now = Date.UTC(2026, 10, 23);
    assert.deepEqual(readFrame(JSON.stringify({ timestamp: now + 2 * 86_400_000, price: 1, quoteSymbol: 'USD' }), now), [], 'from the future');
    assert.deepEqual(readFrame(JSON.stringify({ timestamp: 9e15, price: 1, quoteSymbol: 'USD' }), now), [], 'beyond any date');
    for (const junk of ['ping', '{not json', '[]', 'null', '{"price":"abc"}', '{"timestamp":1,"price":-3,"quoteSymbol":"USD"}', '"x"']) {
      assert.deepEqual(readFrame(junk), [], junk);
    }
  });

  it('matches updates by asset id when they carry one, else by symbol', () => {
    const tick = { timestamp: 1, priceUsd: 1, volume24h: undefined, baseSymbol: 'ARB', baseId: '100118' };
    assert.ok(tickMatches(tick, { kind: 'asset', id: 100118, symbol: 'ARB' }));
    assert.ok(!tickMatches(tick, { kind: 'asset', id: 999, symbol: 'ARB' }), 'same symbol, other asset');
    assert.ok(tickMatches({ ...tick, baseId: undefined }, { kind: 'token', blockchain: 'Arbitrum', address: '0x912C', symbol: 'arb' }));
  });

  it('sends ids and tokens in the shapes the feed documents, with the key and a tag', () => {
    const [ids, tokens] = payloads([{ kind: 'asset', id: 1 }, { kind: 'token', blockchain: 'Base', address: '0xabc', symbol: 'X' }, { kind: 'asset', id: 2 }]);
    assert.deepEqual(ids, { kind: 'asset_ids', asset_ids: [1, 2] });
    assert.deepEqual(tokens, { kind: 'address', tokens: [{ blockchain: 'Base', address: '0xabc' }] });
    assert.deepEqual(JSON.parse(subscribeMessage(ids!, 'key')), { type: 'feed', authorization: 'key', kind: 'asset_ids', asset_ids: [1, 2], tag: 'walletscope' });
  });

  it('finds the feed and sends the key only to the service feed, an approved origin, or loopback', () => {
    assert.equal(feedUrlFor('https://api.mobula.io', ''), 'wss://production-feed.mobula.io');
    assert.equal(feedUrlFor('http://127.0.0.1:4000/', ''), 'ws://127.0.0.1:4000/feed');
    assert.equal(feedUrlFor('https://proxy.example', 'wss://feed.example/x'), 'wss://feed.example/x');
    assert.equal(feedUrlFor('https://api.mobula.io', 'https://not-a-socket'), undefined);
    const approved = new Set(['https://api.mobula.io', 'http://127.0.0.1:4000']);
    assert.equal(feedKeyDecision('wss://production-feed.mobula.io', approved), 'send');
    assert.equal(feedKeyDecision('ws://127.0.0.1:4000/feed', approved), 'send');
    assert.equal(feedKeyDecision('wss://evil.example/feed', approved), 'ask');
    assert.equal(feedKeyDecision('ws://feed.example/feed', approved), 'never', 'plain ws to another computer');
    assert.equal(feedKeyDecision('wss://production-feed.mobula.io', new Set(['http://127.0.0.1:4000'])), 'ask', 'a key entered for another API');
  });

  it('backs off exponentially with jitter, bounded', () => {
    const b = { baseMs: 1000, maxMs: 30_000 };
    assert.equal(reconnectDelay(0, b, () => 0), 500);
    assert.equal(reconnectDelay(0, b, () => 1), 1000);
    assert.equal(reconnectDelay(3, b, () => 0.5), 6000);
    assert.equal(reconnectDelay(50, b, () => 1), 30_000);
  });

  it('follows the largest holdings across wallets, one target per asset', () => {
    const a: Portfolio = { wallet: 'a', totalUsd: 0, holdings: [holding('ETH', 100002, 2, 3000), holding('DUST', undefined, 1, 0.01, '0xd'), holding('NOPE', undefined, 5, 1)] };
    const b: Portfolio = { wallet: 'b', totalUsd: 0, holdings: [holding('ETH', 100002, 1, 3000), holding('ARB', 100118, 10000, 1)] };
    const targets = liveTargets([a, undefined, b], 2);
    assert.deepEqual(targets, [{ kind: 'asset', id: 100118, symbol: 'ARB' }, { kind: 'asset', id: 100002, symbol: 'ETH' }]);
    assert.equal(liveTargets([a], 10).length, 2, 'a holding with neither id nor contract is not followed');
  });

  it('revalues holdings, totals and allocations at new prices, and leaves others alone', () => {
    const p: Portfolio = { wallet: 'a', totalUsd: 7000, holdings: [holding('ETH', 100002, 2, 3000), holding('ARB', 100118, 1000, 1)] };
    const moved = withLivePrices(p, new Map([['id:100002', 3100]]));
    assert.equal(moved.totalUsd, 7200);
    assert.equal(moved.holdings[0]!.usdValue, 6200);
    assert.equal(moved.holdings[1]!.usdValue, 1000);
    assert.ok(Math.abs(moved.holdings[0]!.allocation! - (6200 / 7200) * 100) < 1e-9);
    assert.equal(withLivePrices(p, new Map([['id:5', 1]])), p, 'nothing changed: same object');
  });
});
