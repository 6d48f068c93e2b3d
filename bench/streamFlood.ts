// What a flood of wallet-stream frames costs on Growth (issue 47): a watched wallet receiving dust four times a second
// for an hour, through the real pieces (the streams' hints, wallets/hintedRefresh, the background scheduler and the
// budget) on a simulated clock: how many refreshes, activity requests and notifications it makes, and its credits an
// hour against what the plan's budget lets background work spend. Before, each frame's burst was a refresh, an activity
// request and a notification: 20 of each in 20 s, about 6,400 credits an hour.
import { allowance } from '../src/api/credits/budget';
import { planOf } from '../src/api/credits/plans';
import { BackgroundScheduler } from '../src/core/scheduler';
import type { Usage } from '../src/api/credits/ledger';
import { registerHintedRefreshes } from '../src/wallets/hintedRefresh';
import { FakeClock } from '../test/unit/creditFakes';

const MAIN = '0x7cdCEc1688b3C228619F35b18C8328d473186720';
const START = Date.UTC(2026, 5, 10, 8);

export async function benchStreamFlood(): Promise<string[]> {
  const clock = new FakeClock(START);
  const plan = planOf('growth', 0);
  // A Growth key on pace: the share of its month the calendar has used.
  const month = (START - Date.UTC(2026, 5, 1)) / (30 * 86_400_000);
  const usage = { monthTotal: Math.round(plan.monthlyCredits * month), exhaustedAt: undefined, account: undefined } as unknown as Usage;
  const perHour = allowance(plan, usage, START).perHour;
  const scheduler = new BackgroundScheduler(clock, () => ({ perHour }));
  let refreshes = 0;
  const wallet = { address: MAIN, label: 'Main', chains: undefined, muted: false };
  const moves = registerHintedRefreshes({
    scheduler, focused: () => true, log: () => undefined,
    wallets: { all: [wallet] } as never,
    store: { plan: (_all: boolean, only?: readonly string[]) => ({ groups: [{ wallets: only ?? [MAIN], chains: ['Ethereum'] }], full: new Set(), skipped: [] }), refreshWallets: async () => { refreshes++; } } as never,
    // Each refresh of Main: its portfolio on its one chain (1 credit) and, as it moved, its activity (1 credit).
    credits: { measure: async (_feature: string, work: () => Promise<void>) => { await work(); return 2; } } as never,
  });
  const setTimeoutReal = globalThis.setTimeout;
  try {
    // The hints' own timer is a real one: stand it in with the simulated clock's.
    (globalThis as { setTimeout: unknown }).setTimeout = (run: () => void, ms: number) => clock.setTimeout(run, ms);
    for (let t = 0; t < 3_600_000; t += 250) {
      moves.hint([MAIN]);
      clock.advance(250);
      await new Promise<void>((resolve) => setImmediate(resolve)); // the refresh's promise settles, as between real frames
    }
  } finally {
    (globalThis as { setTimeout: unknown }).setTimeout = setTimeoutReal;
    moves.dispose();
    scheduler.dispose();
  }
  const credits = refreshes * 2;
  return [`alerts  a flood of wallet-stream frames on Growth (dust 4 times a second for an hour): ${refreshes} refreshes, ${refreshes} activity requests, `
    + `at most ${refreshes} notifications; ${credits} credits an hour (goal: within the background budget, ${Math.round(perHour)} an hour on pace; was about 6,400)`];
}
