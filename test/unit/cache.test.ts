import assert from 'node:assert/strict';
import { ResponseCache } from '../../src/api/transport/cache';
import { CancelledError } from '../../src/api/transport/errors';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('ResponseCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => { clock = 1_000; });

  it('serves a repeat from memory until the TTL passes', async () => {
    const cache = new ResponseCache(10, now);
    let loads = 0;
    const load = async () => ++loads;
    assert.equal(await cache.getOrLoad('k', load, { ttlMs: () => 500 }), 1);
    clock += 499;
    assert.equal(await cache.getOrLoad('k', load, { ttlMs: () => 500 }), 1);
    clock += 1;
    assert.equal(await cache.getOrLoad('k', load, { ttlMs: () => 500 }), 2);
    assert.equal(loads, 2);
  });

  it('keeps nothing when the TTL is zero', async () => {
    const cache = new ResponseCache(10, now);
    let loads = 0;
    await cache.getOrLoad('k', async () => ++loads, { ttlMs: () => 0 });
    await cache.getOrLoad('k', async () => ++loads, { ttlMs: () => 0 });
    assert.equal(loads, 2);
    assert.equal(cache.size, 0);
  });

  it('uses the TTL the value asks for (short for "not found")', async () => {
    const cache = new ResponseCache(10, now);
    const ttl = (v: string | undefined) => (v === undefined ? 10 : 1000);
    let loads = 0;
    await cache.getOrLoad<string | undefined>('missing', async () => { loads++; return undefined; }, { ttlMs: ttl });
    clock += 11;
    await cache.getOrLoad<string | undefined>('missing', async () => { loads++; return undefined; }, { ttlMs: ttl });
    assert.equal(loads, 2);
  });

  it('bypasses a cached value when forced', async () => {
    const cache = new ResponseCache(10, now);
    let loads = 0;
    await cache.getOrLoad('k', async () => ++loads, { ttlMs: () => 1000 });
    assert.equal(await cache.getOrLoad('k', async () => ++loads, { ttlMs: () => 1000, force: true }), 2);
    assert.equal(await cache.getOrLoad('k', async () => ++loads, { ttlMs: () => 1000 }), 2, 'the forced answer replaces the old one');
  });

  it('evicts the least recently used entry when full', async () => {
    const cache = new ResponseCache(2, now);
    const ttl = { ttlMs: () => 10_000 };
    await cache.getOrLoad('a', async () => 'A', ttl);
    await cache.getOrLoad('b', async () => 'B', ttl);
    await cache.getOrLoad('a', async () => 'A2', ttl); // touch a: b is now the oldest
    await cache.getOrLoad('c', async () => 'C', ttl);
    assert.equal(cache.size, 2);
    assert.equal(cache.peek('a'), 'A');
    assert.equal(cache.peek('b'), undefined);
    assert.equal(cache.peek('c'), 'C');
  });

  it('shares one load among concurrent callers', async () => {
    const cache = new ResponseCache(10, now);
    const gate = deferred<string>();
    let loads = 0;
    const load = () => { loads++; return gate.promise; };
    const calls = [1, 2, 3].map(() => cache.getOrLoad('k', load, { ttlMs: () => 1000 }));
    gate.resolve('v');
    assert.deepEqual(await Promise.all(calls), ['v', 'v', 'v']);
    assert.equal(loads, 1);
  });

  it('does not cache failures', async () => {
    const cache = new ResponseCache(10, now);
    await assert.rejects(cache.getOrLoad('k', async () => { throw new Error('boom'); }, { ttlMs: () => 1000 }), /boom/);
    assert.equal(await cache.getOrLoad('k', async () => 'ok', { ttlMs: () => 1000 }), 'ok');
  });

  it('lets one caller cancel without aborting the load others wait for', async () => {
    const cache = new ResponseCache(10, now);
    const gate = deferred<string>();
    let loadSignal: AbortSignal | undefined;
    const load = (signal: AbortSignal | undefined) => { loadSignal = signal; return gate.promise; };
    const leaving = new AbortController();
    const first = cache.getOrLoad('k', load, { ttlMs: () => 1000, signal: leaving.signal });
    const second = cache.getOrLoad('k', load, { ttlMs: () => 1000 });
    leaving.abort();
    await assert.rejects(first, CancelledError);
    assert.equal(loadSignal?.aborted, false);
    gate.resolve('v');
    assert.equal(await second, 'v');
  });

  it('keeps a load whose first caller cannot cancel when a later one leaves', async () => {
    const cache = new ResponseCache(10, now);
    const gate = deferred<string>();
    const first = cache.getOrLoad('k', () => gate.promise, { ttlMs: () => 1000 });
    const leaving = new AbortController();
    const second = cache.getOrLoad('k', async () => 'another load', { ttlMs: () => 1000, signal: leaving.signal });
    leaving.abort();
    await assert.rejects(second, CancelledError);
    gate.resolve('v');
    assert.equal(await first, 'v');
    assert.equal(await cache.getOrLoad('k', async () => 'not asked', { ttlMs: () => 1000 }), 'v', 'the answer was kept');
  });

  it('aborts the load when its last waiter cancels, and starts afresh after', async () => {
    const cache = new ResponseCache(10, now);
    let loadSignal: AbortSignal | undefined;
    const never = (signal: AbortSignal | undefined) => { loadSignal = signal; return new Promise<string>(() => {}); };
    const caller = new AbortController();
    const call = cache.getOrLoad('k', never, { ttlMs: () => 1000, signal: caller.signal });
    caller.abort();
    await assert.rejects(call, CancelledError);
    assert.equal(loadSignal?.aborted, true);
    assert.equal(await cache.getOrLoad('k', async () => 'fresh', { ttlMs: () => 1000 }), 'fresh');
  });

  it('rejects at once when the signal is already aborted', async () => {
    const cache = new ResponseCache(10, now);
    let loads = 0;
    await assert.rejects(cache.getOrLoad('k', async () => ++loads, { ttlMs: () => 1000, signal: AbortSignal.abort() }), CancelledError);
    assert.equal(loads, 0);
  });
});
