// The asset page's messages: both directions parse what each side sends and refuse anything else.
import assert from 'node:assert/strict';
import { parseFromPage, parseSavedState, parseToPage, type PageState } from '../../src/asset/protocol';

const loaded: PageState = {
  status: 'loaded', query: 'USDC', blockchain: 'Ethereum', refreshing: false,
  asset: {
    name: 'USD Coin', symbol: 'USDC', logo: 'https://example.com/usdc.png', price: '$1.00', rank: 6,
    stats: [{ label: 'Market cap', value: '$60.12B' }],
    contracts: [{ chain: 'Ethereum', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', explorerUrl: 'https://etherscan.io/token/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }],
    links: [{ kind: 'website', label: 'Website', url: 'https://www.circle.com' }],
    description: 'A stablecoin.', excludedAddresses: [], excludedMore: 0,
    holdings: [{ wallet: 'Main', balance: '1,000 USDC', usd: '$1,000.00', chains: 'on Ethereum' }],
    fetchedAt: 1_700_000_000_000,
    mixedScripts: false, tags: ['Stablecoin'], listed: 'Listed 8 Oct 2018', exchanges: ['Coinbase'], exchangesMore: 0,
    investors: [], investorsMore: 0, distribution: [{ name: 'Reserves', percent: '100%', value: 100 }],
    unlocks: [], unlocksMore: 0,
  },
};

describe('asset page protocol', () => {
  describe('extension → page', () => {
    it('accepts every state and a notice', () => {
      const states: PageState[] = [
        { status: 'loading', query: 'usdc' },
        { status: 'not-found', query: 'nope', blockchain: 'Base' },
        { status: 'error', query: 'usdc', message: 'The service is rate limiting requests; try again in 60 s.', retryAt: 1_700_000_060_000 },
        loaded,
        { ...loaded, refreshing: true, warning: 'The service did not answer within 10 s.' },
      ];
      for (const state of states) {
        const parsed = parseToPage({ type: 'state', state });
        assert.ok(parsed.ok, JSON.stringify(parsed));
        assert.deepEqual(parsed.message, { type: 'state', state });
      }
      assert.deepEqual(parseToPage({ type: 'notice', text: 'Copied' }), { ok: true, message: { type: 'notice', text: 'Copied' } });
    });

    it('drops unknown fields instead of passing them on', () => {
      const parsed = parseToPage({ type: 'notice', text: 'hi', html: '<b>x</b>' });
      assert.ok(parsed.ok);
      assert.deepEqual(parsed.message, { type: 'notice', text: 'hi' });
    });

    it('refuses malformed messages, saying where', () => {
      const cases: Array<[unknown, RegExp]> = [
        [undefined, /./],
        ['state', /./],
        [{ type: 'html', html: '<script>alert(1)</script>' }, /type/],
        [{ type: 'state' }, /state/],
        [{ type: 'state', state: { status: 'exploded', query: 'x' } }, /status/],
        [{ type: 'state', state: { status: 'loading' } }, /query/],
        [{ type: 'state', state: { ...loaded, asset: { ...loaded.asset, stats: 'many' } } }, /asset\.stats/],
        [{ type: 'state', state: { ...loaded, asset: { ...loaded.asset, links: [{ kind: 'onclick', label: 'x', url: 'https://x' }] } } }, /links\.0\.kind/],
        [{ type: 'state', state: { ...loaded, asset: { ...loaded.asset, name: 'x'.repeat(201) } } }, /asset\.name/],
        [{ type: 'notice', text: 42 }, /text/],
      ];
      for (const [message, where] of cases) {
        const parsed = parseToPage(message);
        assert.equal(parsed.ok, false, JSON.stringify(message));
        if (!parsed.ok) assert.match(parsed.reason, where);
      }
    });
  });

  describe('page → extension', () => {
    it('accepts ready, refresh, openLink and copy', () => {
      for (const message of [
        { type: 'ready' }, { type: 'refresh' }, { type: 'openLink', url: 'https://etherscan.io' },
        { type: 'copy', text: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', what: 'contract' }, { type: 'copy', text: 'abc', what: 'address' },
      ]) assert.deepEqual(parseFromPage(message), { ok: true, message });
    });

    it('parses a javascript: link as a message (the extension refuses it) but refuses malformed ones', () => {
      assert.ok(parseFromPage({ type: 'openLink', url: 'javascript:alert(1)' }).ok);
      for (const message of [
        null, 42, [], {}, { type: 'READY' }, { type: 'openLink' }, { type: 'openLink', url: 7 }, { type: 'openLink', url: `https://x/${'a'.repeat(2100)}` },
        { type: 'copy', text: 'x' }, { type: 'copy', text: 'x', what: 'password' }, { type: 'copy', text: 'x'.repeat(301), what: 'address' },
        { type: 'runCommand', command: 'workbench.action.terminal.new' },
      ]) assert.equal(parseFromPage(message).ok, false, JSON.stringify(message));
    });
  });

  it('reads the saved state a reloaded window hands back, and nothing else', () => {
    assert.deepEqual(parseSavedState({ query: 'USDC', blockchain: 'Base' }), { ok: true, message: { query: 'USDC', blockchain: 'Base' } });
    assert.deepEqual(parseSavedState({ query: 'USDC' }), { ok: true, message: { query: 'USDC' } });
    for (const state of [undefined, null, {}, { query: 3 }, { query: 'x'.repeat(301) }]) assert.equal(parseSavedState(state).ok, false);
  });
});
