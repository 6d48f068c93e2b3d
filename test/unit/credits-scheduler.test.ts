// The background scheduler: each job runs only while wanted, never more often than its minimum, and never faster
// than its share of the budget affords its cost; nothing runs while the budget is stopped.
import assert from 'node:assert/strict';
import { BackgroundScheduler, type BackgroundJob, type BudgetView } from '../../src/core/scheduler';
import { FakeClock, november } from './creditFakes';

const MIN = 60_000;
const HOUR = 3_600_000;

function job(name: string, cost: number, opts: Partial<{ share: number; minMs: number; wanted: () => boolean }> = {}) {
  const runs: number[] = [];
  let clock: FakeClock | undefined;
  const j: BackgroundJob & { runs: number[]; bind(c: FakeClock): void } = {
    name, share: opts.share ?? 1, runs,
    bind: (c) => { clock = c; },
    minIntervalMs: () => opts.minMs ?? 5 * MIN,
    cost: () => cost,
    wanted: opts.wanted ?? (() => true),
    run: async () => { runs.push(clock!.now()); },
  };
  return j;
}

async function settle(s: BackgroundScheduler): Promise<void> {
  for (let i = 0; i < 5; i++) await s.idle();
}

describe('credits: the background scheduler', () => {
  let clock: FakeClock;
  let budget: BudgetView;
  let s: BackgroundScheduler;
  beforeEach(() => {
    clock = new FakeClock(november(1));
    budget = { perHour: 10 };
    s = new BackgroundScheduler(clock, () => budget);
  });
  afterEach(() => s.dispose());

  async function hours(n: number): Promise<void> {
    for (let m = 0; m < n * 60; m++) {
      clock.advance(MIN);
      await settle(s);
    }
  }

  it('spaces a job by what its cost takes of the hourly allowance, and runs it at once the first time', async () => {
    const wallets = job('wallets', 8);
    wallets.bind(clock);
    s.add(wallets);
    await settle(s);
    assert.equal(wallets.runs.length, 1, 'first run at once');
    assert.equal(s.intervalMs('wallets'), 0.8 * HOUR);
    await hours(4);
    assert.equal(wallets.runs.length, 6, `${wallets.runs.length} runs in 4 h: one at start, then every 48 min`);
  });

  it('never runs more often than the job\'s minimum, however large the budget', async () => {
    budget = { perHour: Infinity };
    const prices = job('prices', 3, { minMs: MIN });
    prices.bind(clock);
    s.add(prices);
    await hours(1);
    assert.equal(prices.runs.length, 61);
  });

  it('splits the allowance among the jobs that want to run, by share', async () => {
    const wallets = job('wallets', 8, { share: 3 });
    let pageOpen = true;
    const prices = job('prices', 1, { share: 1, wanted: () => pageOpen });
    for (const j of [wallets, prices]) { j.bind(clock); s.add(j); }
    assert.equal(s.intervalMs('wallets'), (8 / 7.5) * HOUR);
    assert.equal(s.intervalMs('prices'), (1 / 2.5) * HOUR);
    pageOpen = false;
    assert.equal(s.intervalMs('wallets'), 0.8 * HOUR, 'a job nobody can see leaves its share to the others');
  });

  it('runs nothing nobody can see, and catches up as soon as someone can', async () => {
    let visible = false;
    const wallets = job('wallets', 8, { wanted: () => visible });
    wallets.bind(clock);
    s.add(wallets, clock.now());
    await hours(3);
    assert.equal(wallets.runs.length, 0);
    visible = true;
    s.poke();
    await settle(s);
    assert.equal(wallets.runs.length, 1, 'the view shown again after 3 h: due at once');
  });

  it('runs nothing while the budget is stopped, and nothing when no allowance is left', async () => {
    const wallets = job('wallets', 8);
    wallets.bind(clock);
    budget = { perHour: 10, stopped: 'credits used up: resets on 1 December' };
    s.add(wallets);
    await hours(2);
    assert.equal(wallets.runs.length, 0);
    budget = { perHour: 0 };
    s.poke();
    await hours(2);
    assert.equal(wallets.runs.length, 0);
    assert.equal(s.nextRunAt('wallets'), undefined);
  });

  it('counts a run the user asked for: the next background run waits until the budget has paid for it', async () => {
    const wallets = job('wallets', 8);
    wallets.bind(clock);
    s.add(wallets, clock.now());
    clock.advance(40 * MIN);
    s.ran('wallets', 20);
    assert.equal(s.nextRunAt('wallets'), clock.now() + 2 * HOUR);
  });

  it('waits after a run for what it really cost: an expensive daily fetch is paid for by a longer pause after it', async () => {
    let spent = 24;
    const wallets = { ...job('wallets', 8), run: async () => spent };
    s.add(wallets);
    await settle(s);
    assert.equal(s.intervalMs('wallets'), 2.4 * HOUR, 'the first fetch of every chain cost 24');
    spent = 7;
    clock.advance(2.4 * HOUR);
    await settle(s);
    assert.equal(s.intervalMs('wallets'), 0.7 * HOUR);
  });

  it('never starts a job again while it is still running', async () => {
    budget = { perHour: Infinity };
    let release: () => void = () => undefined;
    let started = 0;
    let wanted = true;
    s.add({ name: 'slow', share: 1, minIntervalMs: () => MIN, cost: () => 1, wanted: () => wanted,
      run: () => { started++; return new Promise<void>((r) => { release = r; }); } });
    for (let i = 0; i < 10; i++) clock.advance(MIN);
    assert.equal(started, 1);
    wanted = false;
    release();
    await settle(s);
    assert.equal(started, 1);
  });

  it('does not wait out a last run stamped while the clock ran ahead (a snapshot from a clock since set back)', async () => {
    const wallets = job('wallets', 8);
    wallets.bind(clock);
    s.add(wallets, clock.now() + 6 * HOUR); // stamped six hours ahead, then the clock was set back
    await settle(s);
    assert.equal(wallets.runs.length, 1, 'runs now rather than in six hours and 48 minutes');
    await hours(2);
    assert.equal(wallets.runs.length, 3, 'then every 48 minutes');
  });
});

