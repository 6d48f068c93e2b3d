// The credits ledger: per feature, today and this month (UTC), shared by windows, surviving restarts, rolling
// over with the month, merging finished days without counting anything twice, and deaf to files it did not write.
import assert from 'node:assert/strict';
import { CreditLedger } from '../../src/api/credits/ledger';
import { MemoryLedgerStore, november } from './creditFakes';

function ledger(store: MemoryLedgerStore, writer: string, clock: { time: number }) {
  return new CreditLedger(store, writer, () => clock.time, 60_000);
}

describe('credits: the ledger', () => {
  it('counts per feature for today and this month, and keeps requests apart from credits', async () => {
    const clock = { time: november(10, 9) };
    const l = ledger(new MemoryLedgerStore(), 'w1', clock);
    l.record('wallets', 12);
    l.record('search', 5);
    clock.time = november(11, 9);
    l.record('search', 5);
    l.record('live', 3, false, 0);
    const u = l.usage();
    assert.equal(u.monthTotal, 25);
    assert.equal(u.todayTotal, 8);
    assert.equal(u.month.get('search'), 10);
    assert.equal(u.today.get('wallets'), undefined);
    assert.equal(u.requestsThisMonth.get('search'), 2);
    assert.equal(u.requestsThisMonth.get('live'), 0, 'socket minutes are credits, not requests');
  });

  it('starts the month at zero on the 1st (UTC), keeping last month\'s days for the pace only', async () => {
    const clock = { time: Date.UTC(2026, 10, 30, 23, 30) };
    const store = new MemoryLedgerStore();
    const l = ledger(store, 'w1', clock);
    l.record('wallets', 40);
    await l.flush();
    clock.time = Date.UTC(2026, 11, 1, 0, 30);
    l.record('hover', 2);
    const u = l.usage();
    assert.equal(u.monthTotal, 2);
    assert.equal(u.todayTotal, 2);
    assert.equal(u.daily.get('2026-11-30'), 40, 'the pace still sees yesterday');
  });

  it('is shared by windows: each writes only its own file, and each sees the other\'s after a refresh', async () => {
    const clock = { time: november(5, 12) };
    const store = new MemoryLedgerStore();
    const a = ledger(store, 'window-a', clock);
    const b = ledger(store, 'window-b', clock);
    a.record('wallets', 10);
    b.record('search', 5);
    b.record('wallets', 4);
    await Promise.all([a.flush(), b.flush()]);
    await Promise.all([a.refresh(), b.refresh()]);
    for (const l of [a, b]) {
      assert.equal(l.usage().monthTotal, 19);
      assert.equal(l.usage().month.get('wallets'), 14);
    }
    a.record('hover', 1); // not yet flushed: a knows, b not yet
    assert.equal(a.usage().monthTotal, 20);
    assert.equal(b.usage().monthTotal, 19);
    assert.equal([...store.files.keys()].filter((n) => n.startsWith('2026-11-05')).length, 2);
  });

  it('survives a restart: the next session reads what the last one wrote', async () => {
    const clock = { time: november(5, 12) };
    const store = new MemoryLedgerStore();
    const first = ledger(store, 'session-1', clock);
    first.record('asset', 6);
    await first.dispose();
    const second = ledger(store, 'session-2', clock);
    await second.refresh();
    second.record('asset', 1);
    assert.equal(second.usage().month.get('asset'), 7);
  });

  it('merges finished days into one file once, however many windows try at the same time', async () => {
    const clock = { time: november(3, 12) };
    const store = new MemoryLedgerStore();
    for (let i = 0; i < 5; i++) {
      const l = ledger(store, `old-${i}`, clock);
      l.record('wallets', 10);
      await l.flush();
    }
    clock.time = november(8, 12);
    const racers = [ledger(store, 'a', clock), ledger(store, 'b', clock), ledger(store, 'c', clock)];
    await Promise.all(racers.map((r) => r.refresh()));
    assert.deepEqual([...store.files.keys()].filter((n) => n.startsWith('2026-11-03')).length, 1, [...store.files.keys()].join(', '));
    const fresh = ledger(store, 'later', clock);
    await fresh.refresh();
    assert.equal(fresh.usage().monthTotal, 50);
    for (const r of racers) assert.equal(r.usage().monthTotal, 50);
  });

  it('deletes days older than two months', async () => {
    const clock = { time: Date.UTC(2026, 7, 1) };
    const store = new MemoryLedgerStore();
    const old = ledger(store, 'old', clock);
    old.record('wallets', 10);
    await old.flush();
    clock.time = november(5);
    await ledger(store, 'new', clock).refresh();
    assert.equal(store.files.size, 0);
  });

  it('counts nothing from a file it cannot trust: not JSON, absurd figures, unknown features', async () => {
    const clock = { time: november(5, 12) };
    const store = new MemoryLedgerStore();
    await store.write('2026-11-05.junk.json', '{not json');
    await store.write('2026-11-05.huge.json', JSON.stringify({ credits: { wallets: 1e300 }, requests: {} }));
    await store.write('2026-11-05.odd.json', JSON.stringify({ credits: { wallets: 3, bitcoin: 99, search: -5 }, requests: { wallets: 1 } }));
    await store.write('notes.txt', 'hello');
    const l = ledger(store, 'me', clock);
    await l.refresh();
    assert.equal(l.usage().monthTotal, 3);
  });

  it('remembers that credits ran out until an answer shows they are back, and the service\'s latest figures', async () => {
    const clock = { time: november(20, 8) };
    const store = new MemoryLedgerStore();
    const a = ledger(store, 'a', clock);
    a.noteAccount({ limit: 10_000, remaining: 120 });
    clock.time += 60_000;
    a.noteAccount({ limit: 10_000, remaining: 0 });
    a.noteExhausted();
    await a.flush();
    const b = ledger(store, 'b', clock);
    await b.refresh();
    assert.equal(b.usage().exhaustedAt, clock.time, 'another window knows at once');
    assert.deepEqual(b.usage().account, { limit: 10_000, remaining: 0, at: clock.time, spent: 0 });
    clock.time += 60_000;
    b.record('search', 5);
    assert.equal(b.usage().exhaustedAt, undefined, 'an answer means the credits are back (an upgrade)');
  });

  it('counts a day once when a window flushes it again after another window merged it (a machine that slept across two midnights)', async () => {
    const clock = { time: november(3, 23) };
    const store = new MemoryLedgerStore();
    const sleeper = ledger(store, 'sleeper', clock);
    const other = ledger(store, 'other', clock);
    sleeper.record('wallets', 100);
    other.record('search', 5);
    await Promise.all([sleeper.flush(), other.flush()]);
    sleeper.record('wallets', 11); // counted at 23:59, written when the machine wakes
    clock.time = november(6, 9);
    await ledger(store, 'merger', clock).refresh(); // a window started today merges the 3rd: it has the sleeper's first 100
    await sleeper.flush();
    const fresh = ledger(store, 'fresh', clock);
    await fresh.refresh();
    assert.equal(fresh.usage().month.get('wallets'), 111, 'not 211');
    await ledger(store, 'merger', clock).refresh(); // and after the next merge too
    await fresh.refresh();
    assert.equal(fresh.usage().monthTotal, 116);
  });

  it('counts its own day once when it reads it back merged by another window', async () => {
    const clock = { time: november(4, 22) };
    const store = new MemoryLedgerStore();
    const idle = ledger(store, 'idle', clock);
    const busy = ledger(store, 'busy', clock);
    idle.record('hover', 510);
    busy.record('hover', 1);
    await Promise.all([idle.flush(), busy.flush()]);
    clock.time = november(6, 9);
    await ledger(store, 'merger', clock).refresh(); // a window started today merges the 4th
    await busy.refresh();
    await idle.refresh();
    assert.equal(idle.usage().month.get('hover'), 511, 'not 1,021');
    assert.equal(busy.usage().month.get('hover'), 511);
  });

  it('counts a merge claimed by two windows at once once (a store whose rename is not atomic, as a browser\'s may be)', async () => {
    const clock = { time: november(2, 12) };
    const store = new MemoryLedgerStore();
    for (const name of ['a', 'b', 'c']) {
      const l = ledger(store, name, clock);
      l.record('wallets', 10);
      await l.flush();
    }
    store.claim = (from, to) => { // both racers get every file
      const text = store.files.get(from);
      if (text !== undefined) store.files.set(to, text);
      return Promise.resolve(text !== undefined);
    };
    clock.time = november(6, 12);
    await Promise.all([ledger(store, 'x', clock).refresh(), ledger(store, 'y', clock).refresh()]);
    const fresh = ledger(store, 'fresh', clock);
    await fresh.refresh();
    assert.equal(fresh.usage().monthTotal, 30);
  });

  it('ignores stamps from the future: "credits used up" stamped while the clock ran ahead ends with the next answer', async () => {
    const clock = { time: november(20, 12) };
    const store = new MemoryLedgerStore();
    const l = ledger(store, 'a', clock);
    clock.time += 3 * 3_600_000; // the clock runs three hours ahead
    l.noteExhausted();
    l.noteAccount({ limit: 10_000, remaining: 0 });
    clock.time -= 3 * 3_600_000; // and is set back
    assert.equal(l.usage().exhaustedAt, undefined, 'a stamp from the future is not trusted');
    assert.equal(l.usage().account, undefined);
    l.noteExhausted();
    assert.equal(l.usage().exhaustedAt, clock.time);
    clock.time += 60_000;
    l.record('search', 5);
    assert.equal(l.usage().exhaustedAt, undefined, 'an answer means the credits are back');
  });

  it('sets the month back to zero when the user resets it, in every window and after a restart', async () => {
    const clock = { time: november(20, 12) };
    const store = new MemoryLedgerStore();
    const a = ledger(store, 'a', clock);
    const b = ledger(store, 'b', clock);
    a.record('wallets', 1e9); // a figure the user knows is wrong
    a.noteExhausted();
    b.record('search', 5);
    await Promise.all([a.flush(), b.flush()]);
    await a.refresh();
    clock.time = november(21, 9);
    await a.resetMonth();
    assert.equal(a.usage().monthTotal, 0);
    assert.equal(a.usage().exhaustedAt, undefined);
    a.record('hover', 2);
    await a.flush();
    const later = ledger(store, 'later', clock);
    await later.refresh();
    assert.equal(later.usage().monthTotal, 2);
    a.record('hover', 3); // the day the reset was made goes on counting in the window that made it
    assert.equal(a.usage().monthTotal, 5);
    assert.equal(later.usage().daily.get('2026-11-20'), 0);
    clock.time = Date.UTC(2026, 11, 2);
    later.record('hover', 1);
    assert.equal(later.usage().monthTotal, 1, 'the next month is its own');
  });

  it('writes one file at a time: a reset while the timer\'s write is under way waits for it (a replace in progress fails)', async () => {
    const clock = { time: november(20, 12) };
    /** A store whose replace of a file fails while another replace of the same file is under way, as VS Code's remote one does. */
    class SlowReplace extends MemoryLedgerStore {
      private readonly busy = new Set<string>();
      override async write(name: string, text: string): Promise<void> {
        if (this.busy.has(name)) throw new Error(`Unable to delete nonexistent file '${name}'`);
        this.busy.add(name);
        await new Promise((r) => setTimeout(r, 20));
        this.busy.delete(name);
        return super.write(name, text);
      }
    }
    const store = new SlowReplace();
    const a = ledger(store, 'a', clock);
    a.record('wallets', 4);
    const timer = a.flush(); // the flush timer's write, under way
    a.record('wallets', 1);
    await Promise.all([timer, a.resetMonth(), a.flush()]);
    const later = ledger(store, 'later', clock);
    await later.refresh();
    assert.equal(later.usage().monthTotal, 0, 'the reset reached the files');
    a.record('wallets', 2);
    await a.flush();
    await later.refresh();
    assert.equal(later.usage().monthTotal, 2, 'and what came after it');
  });

  it('trusts no reset made while the clock ran ahead, and takes nothing off another window for a day that never reached the disk', async () => {
    const clock = { time: november(20, 12) };
    const store = new MemoryLedgerStore();
    const a = ledger(store, 'a', clock);
    a.record('wallets', 50);
    clock.time += 2 * 86_400_000; // two days ahead
    await a.resetMonth();
    clock.time -= 2 * 86_400_000; // set back
    a.record('search', 5);
    assert.equal(a.usage().monthTotal, 55, 'the mark from the future is not trusted');
    const b = ledger(store, 'b', clock);
    b.record('hover', 300);
    await b.flush();
    const crasher = ledger(store, 'crasher', clock);
    crasher.record('wallets', 1000);
    await crasher.resetMonth(); // its own day is flushed first, so its mark is what the disk holds
    b.record('hover', 7);
    await b.flush();
    const reader = ledger(store, 'reader', clock);
    await reader.refresh();
    assert.equal(reader.usage().monthTotal, 7, 'each writer loses only what it had counted at the reset');
  });

  it('writes merged files under names the first format\'s windows do not read, so an older window never merges them away', async () => {
    const clock = { time: november(3, 12) };
    const store = new MemoryLedgerStore();
    for (const name of ['a', 'b']) {
      const l = ledger(store, name, clock);
      l.record('wallets', 100);
      await l.flush();
    }
    clock.time = november(8, 12);
    await ledger(store, 'merger', clock).refresh();
    const oldName = /^(\d{4}-\d{2}-\d{2})\.([a-z0-9-]{1,80})\.json(?:\.claim-[a-z0-9-]{1,80})?$/;
    const merged = [...store.files.keys()].filter((n) => n.startsWith('2026-11-03'));
    assert.equal(merged.length, 1);
    assert.doesNotMatch(merged[0]!, oldName);
  });

  it('goes on from its own record when the clock is set back across midnights to a day it already wrote', async () => {
    const clock = { time: november(10, 12) };
    const store = new MemoryLedgerStore();
    const l = ledger(store, 'w', clock);
    l.record('wallets', 100);
    await l.flush();
    clock.time = november(12, 12);
    l.record('hover', 1);
    await l.flush(); // the 10th goes to the disk
    clock.time = november(10, 13);
    l.record('wallets', 1);
    await l.flush();
    const reader = ledger(store, 'reader', { time: november(12, 13) });
    await reader.refresh();
    assert.equal(reader.usage().daily.get('2026-11-10'), 101, 'not 1');
  });

  it('lets no future stamp of one window hide another\'s real "used up", and no other account\'s', async () => {
    const clock = { time: november(20, 12) };
    const store = new MemoryLedgerStore();
    const ahead = ledger(store, 'ahead', clock);
    clock.time += 3_600_000;
    ahead.noteExhausted('https://api.mobula.io k1');
    clock.time -= 3_600_000;
    const real = ledger(store, 'real', clock);
    real.noteExhausted('https://api.mobula.io k1');
    await Promise.all([ahead.flush(), real.flush()]);
    const reader = ledger(store, 'reader', clock);
    await reader.refresh();
    assert.equal(reader.usage('https://api.mobula.io k1').exhaustedAt, clock.time);
    assert.equal(reader.usage('https://api.mobula.io k2').exhaustedAt, undefined, 'another key\'s credits are not used up');
  });
});

