// Search spends as little as typing allows (5 credits a search): nothing below two characters, the same text never
// asked twice, and a complete earlier answer narrowed here instead of asked; against the reference API as typed.
import assert from 'node:assert/strict';
import { parseResponse } from '../../src/api/schemas';
import { fastSearchResponseSchema } from '../../src/api/schemas/v2';
import type { SearchResult } from '../../src/api/types';
import { SearchDebouncer, type SearchOutcome } from '../../src/asset/searchDebouncer';
import { MIN_SEARCH_CHARS, SearchMemory, stillMatches } from '../../src/asset/searchNarrowing';
import { startHarness, type Harness } from './helpers';
import { searchAssets } from '../../src/api/search';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hit = (symbol: string, name: string, kind: 'asset' | 'token' = 'asset'): SearchResult => ({
  kind, id: 1, name, symbol, logo: undefined, contracts: [], blockchains: [], price: 1, marketCap: 1, liquidity: undefined, volume: undefined,
  website: undefined, twitter: undefined,
});

describe('search: credits', () => {
  it('narrows a complete earlier answer without asking, and tells an incomplete one from it', () => {
    const memory = new SearchMemory();
    memory.remember('us', [hit('USDC', 'USD Coin'), hit('USDT', 'Tether USD'), hit('UST', 'TerraUSD')]);
    assert.deepEqual(memory.known('usd')?.results.map((r) => r.symbol), ['USDC', 'USDT'], 'Tether USD: a word of the name starts with it');
    assert.equal(memory.known('usd')?.complete, true);
    assert.equal(memory.known('USD ')?.complete, true, 'case and spaces do not make a new question');
    assert.equal(memory.known('eth'), undefined, 'nothing earlier starts it');
    memory.remember('e', Array.from({ length: 20 }, (_, i) => hit(`E${i}`, `Eth ${i}`)));
    assert.equal(memory.known('et')?.complete, false, 'a full page may have left hits out: ask, showing these meanwhile');
  });

  it('asks again after a fast-search answer that filled its page, however few hits its tokens merged into', () => {
    const memory = new SearchMemory();
    const token = (i: number, id: number) => ({ address: `0x${String(i).padStart(40, '0')}`, chainId: 'evm:1', id, name: 'Eth thing', symbol: `ET${id}` });
    const full = parseResponse(fastSearchResponseSchema, { data: Array.from({ length: 20 }, (_, i) => token(i + 1, 1 + (i % 4))) });
    assert.equal(full.length, 4, 'twenty tokens of four assets');
    memory.remember('et', full);
    assert.equal(memory.known('eth')?.complete, false, 'the service may have more: ask');
    const short = parseResponse(fastSearchResponseSchema, { data: Array.from({ length: 7 }, (_, i) => token(i + 1, 1 + (i % 4))) });
    memory.remember('bt', short);
    assert.equal(memory.known('btc')?.complete, true, 'seven tokens: all there are');
  });

  it('does not take what it showed meanwhile (a partial answer, or a copy) for an answer of the service', () => {
    const memory = new SearchMemory();
    memory.remember('e', Array.from({ length: 20 }, (_, i) => (i < 3 ? hit(`ETH${i}`, `Eth ${i}`) : hit(`EN${i}`, `Ena ${i}`))));
    const meanwhile = memory.known('et')!;
    assert.deepEqual([meanwhile.results.length, meanwhile.complete], [3, false]);
    memory.remember('et', meanwhile.results); // shown while the request ran, which then failed
    assert.equal(memory.known('eth')?.complete, false, 'still a question for the service');
    memory.remember('et', [hit('ETH', 'Ethereum')]);
    assert.equal(memory.known('eth')?.complete, true, 'the service\'s own answer counts');
  });

  it('keeps a pair when a side or its exchange still matches', () => {
    const pair = { ...hit('WSOL/USDC', 'WSOL/USDC'), kind: 'pair' as const,
      pair: { address: 'p', blockchain: 'Solana', exchange: 'Raydium', base: { name: 'Wrapped SOL', symbol: 'WSOL', address: 'a' }, quote: { name: 'USD Coin', symbol: 'USDC', address: 'b' } } };
    assert.equal(stillMatches(pair, 'ray'), true);
    assert.equal(stillMatches(pair, 'usd'), true);
    assert.equal(stillMatches(pair, 'bonk'), false);
  });

  describe('as typed against the reference API', () => {
    let h: Harness;
    before(async () => { h = await startHarness({ plan: 'free' }); });
    after(async () => { await h.server.close(); });

    /** A search as the quick pick wires it (a fresh session's memory), and what it showed; the server's counts reset. */
    function searcher() {
      const memory = new SearchMemory();
      const outcomes: Array<SearchOutcome<SearchResult[]>> = [];
      h.server.resetCounts();
      const d = new SearchDebouncer<SearchResult[]>({
        delayMs: 30, minChars: MIN_SEARCH_CHARS, known: (t) => memory.known(t),
        search: (text, signal) => searchAssets(h.client, text, { signal }),
        onOutcome: (o) => { if (o.kind === 'results') memory.remember(o.text, o.results); outcomes.push(o); },
      });
      return { d, outcomes };
    }

    it('asks nothing for one character, and each text once a session', async () => {
      const { d, outcomes } = searcher();
      d.input('u');
      await sleep(80);
      assert.equal(h.server.count('/api/1/search'), 0);
      assert.equal(outcomes.at(-1)?.kind, 'short');
      d.input('usdc');
      await sleep(120);
      d.input('usd');
      await sleep(120);
      d.input('usdc');
      await sleep(120);
      assert.deepEqual(h.server.requests.filter((r) => r.path === '/api/1/search').map((r) => r.query.input), ['usdc', 'usd']);
      const shown = outcomes.at(-1);
      assert.ok(shown?.kind === 'results' && shown.results.some((r) => r.symbol === 'USDC'));
      assert.equal(h.server.credits().used, 10, 'two searches, 5 credits each');
    });

    it('filters a complete answer as the user narrows it, asking nothing', async () => {
      const { d, outcomes } = searcher();
      d.input('tr');
      await sleep(150);
      const first = outcomes.at(-1);
      assert.ok(first?.kind === 'results' && first.results.length > 1 && first.results.length < 20, 'tr: a few hits, all there are');
      for (const text of ['tru', 'trum', 'trump']) {
        d.input(text);
        await sleep(100);
      }
      assert.equal(h.server.count('/api/1/search'), 1);
      const narrowed = outcomes.at(-1);
      assert.ok(narrowed?.kind === 'results' && narrowed.results.length > 0 && narrowed.results.length < first.results.length);
      assert.ok(narrowed.results.some((r) => r.symbol === 'TRUMP'));
    });
  });
});
