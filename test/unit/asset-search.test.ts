// Search as the user types: one request per pause, stale requests cancelled, only the latest answer shown.
import assert from 'node:assert/strict';
import { SearchDebouncer, type SearchOutcome } from '../../src/asset/searchDebouncer';
import { startHarness, type Harness } from './helpers';
import { searchAssets } from '../../src/api/search';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Recorder {
  debouncer: SearchDebouncer<string>;
  outcomes: Array<SearchOutcome<string>>;
  busy: boolean[];
  asked: string[];
  aborted: string[];
}

function recorder(delayMs: number, answerMs = 0, fail?: (text: string) => Error | undefined): Recorder {
  const r: Recorder = { outcomes: [], busy: [], asked: [], aborted: [], debouncer: undefined as unknown as SearchDebouncer<string> };
  r.debouncer = new SearchDebouncer<string>({
    delayMs,
    search: async (text, signal) => {
      r.asked.push(text);
      signal.addEventListener('abort', () => r.aborted.push(text));
      await sleep(answerMs);
      const error = fail?.(text);
      if (error) throw error;
      return `results for ${text}`;
    },
    onOutcome: (o) => r.outcomes.push(o),
    onBusy: (b) => r.busy.push(b),
  });
  return r;
}

async function type(d: { input(text: string): void }, text: string, gapMs: number): Promise<void> {
  for (let i = 1; i <= text.length; i++) {
    d.input(text.slice(0, i));
    await sleep(gapMs);
  }
}

describe('asset search as you type', () => {
  it('asks once for a quick burst of keystrokes, with the whole text', async () => {
    const r = recorder(60);
    await type(r.debouncer, 'usd coin', 5);
    await sleep(100);
    assert.deepEqual(r.asked, ['usd coin']);
    assert.deepEqual(r.outcomes, [{ kind: 'results', text: 'usd coin', results: 'results for usd coin' }]);
    assert.deepEqual(r.busy, [true, false], 'busy from the first keystroke to the answer');
  });

  it('cancels a request whose text changed and never shows its answer', async () => {
    const r = recorder(20, 80);
    r.debouncer.input('us');
    await sleep(40); // the request for "us" is out
    r.debouncer.input('usd');
    await sleep(150);
    assert.deepEqual(r.asked, ['us', 'usd']);
    assert.deepEqual(r.aborted, ['us']);
    assert.deepEqual(r.outcomes.map((o) => o.kind === 'results' && o.text), ['usd']);
  });

  it('answers blank text at once without a request, and forgets what was pending', async () => {
    const r = recorder(20);
    r.debouncer.input('pe');
    r.debouncer.input('   ');
    await sleep(50);
    assert.deepEqual(r.asked, []);
    assert.deepEqual(r.outcomes, [{ kind: 'empty' }]);
    assert.deepEqual(r.busy, [true, false]);
  });

  it('reports errors of the latest text, and asks again at once on a retry', async () => {
    let failing = true;
    const r = recorder(10, 0, () => (failing ? new Error('The service answered 500 (server error).') : undefined));
    r.debouncer.input('pepe');
    await sleep(40);
    assert.equal(r.outcomes[0]?.kind, 'error');
    failing = false;
    r.debouncer.now('pepe');
    await sleep(10);
    assert.deepEqual(r.outcomes[1], { kind: 'results', text: 'pepe', results: 'results for pepe' });
    assert.equal(r.debouncer.requestCount, 2);
  });

  it('stops everything when disposed', async () => {
    const r = recorder(10, 30);
    r.debouncer.input('eth');
    await sleep(20);
    r.debouncer.dispose();
    await sleep(40);
    assert.deepEqual(r.outcomes, []);
    assert.deepEqual(r.aborted, ['eth']);
  });

  describe('against the reference API', () => {
    let h: Harness;
    before(async () => { h = await startHarness(); });
    after(() => h.server.close());

    it('makes one search request for a 10-character burst typed at 40 ms a key', async () => {
      h.server.resetCounts();
      const outcomes: Array<SearchOutcome<unknown>> = [];
      const debouncer = new SearchDebouncer({ delayMs: 250, search: (text, signal) => searchAssets(h.client, text, { signal }), onOutcome: (o) => outcomes.push(o) });
      await type(debouncer, 'wrapped bi', 40);
      await sleep(400);
      assert.equal(h.server.count('/api/1/search'), 1);
      assert.equal(outcomes.length, 1);
      const [outcome] = outcomes;
      assert.ok(outcome?.kind === 'results' && Array.isArray(outcome.results) && outcome.results.length > 0);
    });
  });
});
