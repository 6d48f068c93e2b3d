// The wallet streams' hints (src/core/moveHints.ts): a frame says a wallet may have moved; looking is a refresh, which
// comes once the burst settles and at most once a minute per wallet, however many frames arrive.
import * as assert from 'node:assert/strict';
import { MoveHints } from '../../src/core/moveHints';

const MAIN = '0x7cdCEc1688b3C228619F35b18C8328d473186720';
const OTHER = '0x83205C42196a94f331C406334215Dba2E09f0A3d';
const timing = { settleMs: 1000, minIntervalMs: 60_000 };

describe('wallet streams: hints that a wallet moved', () => {
  it('a flood of frames about one wallet is one refresh a minute, however fast they come', () => {
    const hints = new MoveHints(timing);
    let refreshes = 0;
    for (let t = 0; t < 20 * 60_000; t += 250) { // a transfer every quarter second for twenty minutes
      hints.heard([MAIN], t);
      if (hints.due(t).length > 0) {
        refreshes++;
        hints.refreshedForHints(hints.due(t), t);
      }
    }
    assert.equal(refreshes, 20, 'one a minute: the first a second after the first frame, then every minute');
  });

  it('waits for a burst to settle, and answers a wallet however its address is written', () => {
    const hints = new MoveHints(timing);
    assert.equal(hints.heard([MAIN], 0), true);
    assert.equal(hints.heard([MAIN.toLowerCase()], 400), false, 'the same wallet, the same hint');
    assert.deepEqual(hints.due(999), []);
    assert.deepEqual(hints.due(1000), [MAIN]);
    assert.equal(hints.nextDueAt(500), 1000);
    hints.refreshedForHints([MAIN.toLowerCase()], 1000);
    assert.equal(hints.size, 0);
    hints.heard([MAIN], 2000);
    assert.equal(hints.nextDueAt(2000), 61_000, 'refreshed a second ago: next a minute after that');
  });

  it('keeps wallets apart; the view\'s refresh answers the hints heard before it, and holds the next one off not at all', () => {
    const hints = new MoveHints(timing);
    hints.heard([MAIN], 0);
    hints.heard([OTHER], 500);
    assert.deepEqual(hints.due(1000), [MAIN]);
    assert.deepEqual(hints.due(1500), [MAIN, OTHER]);
    hints.answered([MAIN, OTHER], 1500); // the Wallets view's own refresh
    assert.equal(hints.nextDueAt(1500), undefined);
    hints.heard([MAIN], 2000); // a move right after it: news at once
    assert.equal(hints.nextDueAt(2000), 3000);
  });

  it('forgets a wallet unwatched or muted, and trusts no refresh stamped in the future', () => {
    const hints = new MoveHints(timing);
    hints.heard([MAIN, OTHER], 0);
    hints.keep((a) => a === OTHER, 0);
    assert.deepEqual(hints.due(5000), [OTHER]);
    hints.refreshedForHints([OTHER], 8 * 3_600_000); // a clock that ran ahead, then was set back
    hints.heard([OTHER], 10_000);
    assert.deepEqual(hints.due(11_000), [OTHER], 'not held off for eight hours');
  });
});

describe('wallet streams: hinted refreshes, as the wallets feature runs them', () => {
  it('answers with the view\'s refresh only the hints heard before each wallet\'s answer came, not one heard after it', async () => {
    const { registerHintedRefreshes } = await import('../../src/wallets/hintedRefresh');
    const { BackgroundScheduler } = await import('../../src/core/scheduler');
    const { FakeClock } = await import('./creditFakes');
    const clock = new FakeClock(1_000_000);
    const scheduler = new BackgroundScheduler(clock, () => ({ perHour: Infinity }));
    const fetchedAt = new Map<string, number>();
    const refreshed: string[][] = [];
    const moves = registerHintedRefreshes({
      scheduler, focused: () => true, log: () => undefined,
      wallets: { all: [{ address: MAIN, muted: false }, { address: OTHER, muted: false }] } as never,
      store: { state: (a: string) => ({ fetchedAt: fetchedAt.get(a) }), plan: () => ({ groups: [], full: new Set(), skipped: [] }),
        refreshWallets: async (due: string[]) => { refreshed.push(due); } } as never,
      credits: { measure: async (_f: string, work: () => Promise<void>) => { await work(); return 1; } } as never,
    });
    try {
      const started = clock.now();
      fetchedAt.set(MAIN, started + 300); // the view's refresh: Main answered at +0.3 s
      clock.advance(1500);
      moves.hint([MAIN]); // a frame at +1.5 s: Main moved after its answer
      moves.hint([OTHER]); // Other's fetch failed in that refresh (no new fetchedAt)
      clock.advance(1500);
      moves.answered([MAIN, OTHER], started); // the refresh ends at +3 s
      clock.advance(2000);
      await new Promise((r) => setImmediate(r));
      assert.deepEqual(refreshed.flat().sort(), [MAIN, OTHER].sort(), 'both still refreshed for their hints');
    } finally {
      moves.dispose();
      scheduler.dispose();
    }
  });
});
