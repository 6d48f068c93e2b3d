// Timeouts from shared timers (src/api/transport/deadline.ts), against the reference server on loopback: requests started
// together share a timeout window, yet each ends on its own terms: a cancel ends only its own request, a timeout
// is never earlier than asked and at most a window later, and many requests at once raise no warning.
import assert from 'node:assert/strict';
import { startDeadline } from '../../src/api/transport/deadline';
import { CancelledError, TimeoutError } from '../../src/api/transport/errors';
import { freshClient, startHarness, type Harness } from './helpers';

const METADATA = '/api/1/metadata';
const ASSETS = ['Bitcoin', 'Ethereum', 'USD Coin'];

describe('deadline windows', () => {
  it('requests started together without a caller share one signal, which ends no earlier than their timeout', async () => {
    const started = performance.now();
    const [first, second] = [startDeadline(1000, undefined), startDeadline(1000, undefined)];
    assert.equal(first.signal, second.signal);
    await new Promise((resolve) => first.signal.addEventListener('abort', resolve, { once: true }));
    const elapsed = performance.now() - started;
    assert.ok(elapsed >= 999, `ended after ${elapsed.toFixed(1)} ms of a 1000 ms timeout`);
    assert.ok(first.expired() && second.expired());
  });

  it('a request its caller can cancel has its own signal: ended by its window, or by its caller alone', async () => {
    const caller = new AbortController();
    const [mine, neighbour, shared] = [startDeadline(1000, caller.signal), startDeadline(1000, new AbortController().signal), startDeadline(1000, undefined)];
    assert.notEqual(mine.signal, shared.signal);
    caller.abort();
    assert.ok(mine.signal.aborted && !mine.expired());
    assert.ok(!neighbour.signal.aborted && !shared.signal.aborted);
    await new Promise((resolve) => neighbour.signal.addEventListener('abort', resolve, { once: true }));
    assert.ok(neighbour.expired() && shared.signal.aborted);
    const late = startDeadline(1000, caller.signal);
    assert.ok(late.signal.aborted, 'a caller that already cancelled');
    for (const d of [mine, neighbour, shared, late]) d.release();
  });
});

describe('request deadlines shared by a window', () => {
  let h: Harness;
  before(async () => { h = await startHarness(); });
  after(async () => { await h.server.close(); });
  beforeEach(() => {
    h.server.clearFaults();
    h.settings.timeoutMs = 2000;
  });

  it('a cancelled request ends alone: the others in its window still answer', async () => {
    h.server.addFault({ kind: 'latency', latencyMs: 300, path: METADATA, times: ASSETS.length });
    const client = freshClient(h);
    const controller = new AbortController();
    const calls = ASSETS.map((asset, i) => client.getAssetMetadata(asset, i === 1 ? { signal: controller.signal } : {}));
    setTimeout(() => controller.abort(), 50);
    const settled = await Promise.allSettled(calls);
    assert.equal(settled[0]!.status, 'fulfilled');
    const cancelled = settled[1]!;
    assert.ok(cancelled.status === 'rejected' && cancelled.reason instanceof CancelledError, String(cancelled.status));
    assert.equal(settled[2]!.status, 'fulfilled');
    assert.equal((settled[2] as PromiseFulfilledResult<{ name: string } | undefined>).value?.name, 'USD Coin');
  });

  it('a timeout ends every request in its window, cancellable or not, no earlier than asked', async () => {
    h.settings.timeoutMs = 1000;
    h.server.addFault({ kind: 'latency', latencyMs: 3000, path: METADATA, times: ASSETS.length });
    const client = freshClient(h);
    const started = performance.now();
    const settled = await Promise.allSettled(ASSETS.map((asset, i) =>
      client.getAssetMetadata(asset, i === 0 ? { signal: new AbortController().signal } : {})));
    const elapsed = performance.now() - started;
    for (const outcome of settled) assert.ok(outcome.status === 'rejected' && outcome.reason instanceof TimeoutError, String(outcome.status));
    assert.ok(elapsed >= 995, `timed out after ${elapsed.toFixed(0)} ms, before the 1000 ms asked`);
    assert.ok(elapsed < 1600, `timed out after ${elapsed.toFixed(0)} ms: a window is at most 100 ms`);
  });

  it('an answer just inside its timeout is not cut short by its window', async () => {
    h.settings.timeoutMs = 1000;
    h.server.addFault({ kind: 'latency', latencyMs: 800, path: METADATA });
    const asset = await freshClient(h).getAssetMetadata('Bitcoin');
    assert.equal(asset?.name, 'Bitcoin');
  });

  it('forty requests at once share a signal without a listener-leak warning', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    try {
      h.server.addFault({ kind: 'latency', latencyMs: 100, path: METADATA, times: 40 });
      const client = freshClient(h);
      const before = h.server.count(METADATA);
      // Distinct questions, so the cache does not fold them into one request.
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => client.getAssetMetadata(`${ASSETS[i % 3]!}${' '.repeat(i)}x`).catch((e: unknown) => e)));
      assert.equal(h.server.count(METADATA) - before, 40);
      assert.equal(answers.filter((a) => a instanceof TimeoutError).length, 0);
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(warnings.map((w) => w.name), []);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
