// The wallet streams' hints that a watched wallet moved (../core/moveHints), turned into refreshes: background work of
// its own ("moves"), paced by the budget like the Wallets view's refresh and pushing none of it back, each wallet at
// most once a minute (so its notifications come at most so often), and only while the window has focus. A refresh of
// every wallet (the view's, or one someone asked for) answers the hints too.
import type * as vscode from 'vscode';
import { MoveHints } from '../core/moveHints';
import { addressKey } from '../detect/evm';
import type { CreditsFeature } from '../credits';
import type { PortfolioStore } from './portfolioStore';
import { planPrice } from './refreshPlan';
import type { WalletList } from './walletList';

/** Frames about one wallet within this long of the first are one hint (a transfer and its fee, a swap's legs). */
const SETTLE_MS = 1000;
/** A wallet is refreshed for the streams' hints at most this often. */
export const HINT_MIN_INTERVAL_MS = 60_000;

export interface HintedRefreshes extends vscode.Disposable {
  /** Frames said these moved (muted and unwatched wallets are no news). */
  hint(addresses: readonly string[]): void;
  /** These wallets were refreshed by a refresh that started at `started`: a hint heard before a wallet's answer came
   *  is answered (one heard while the refresh ran, after its answer, is not; a wallet whose fetch failed keeps its). */
  answered(addresses: readonly string[], started: number): void;
}

export function registerHintedRefreshes(deps: {
  readonly scheduler: CreditsFeature['scheduler']; readonly store: PortfolioStore; readonly wallets: WalletList;
  readonly credits: Pick<CreditsFeature, 'measure'>; readonly focused: () => boolean; readonly log: (line: string) => void;
}): HintedRefreshes {
  const { scheduler, store, wallets, credits, focused, log } = deps;
  const now = () => scheduler.now();
  const hints = new MoveHints({ settleMs: SETTLE_MS, minIntervalMs: HINT_MIN_INTERVAL_MS });
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The scheduler plans by jobs, not by wallets: it looks again when the next hint falls due. */
  const plan = () => {
    clearTimeout(timer);
    const at = hints.nextDueAt(now());
    timer = at === undefined ? undefined : setTimeout(() => scheduler.poke(), Math.max(0, at - now()) + 10);
    scheduler.poke();
  };
  const job = scheduler.add({
    name: 'moves', share: 1,
    minIntervalMs: () => 0, // each wallet's own minimum is the hints'
    cost: () => planPrice(store.plan(false, hints.due(now()))),
    wanted: () => focused() && hints.due(now()).length > 0,
    run: async () => {
      const due = hints.due(now());
      hints.refreshedForHints(due, now());
      plan();
      log(`wallet streams: ${due.length === 1 ? 'a wallet' : `${due.length} wallets`} may have moved; refreshing (at most once a minute each)`);
      return credits.measure('alerts', () => store.refreshWallets(due, 'alerts'));
    },
  });
  return {
    hint(addresses) {
      const watched = new Set(wallets.all.filter((w) => !w.muted).map((w) => addressKey(w.address)));
      hints.keep((a) => watched.has(addressKey(a)), now());
      const news = addresses.filter((a) => watched.has(addressKey(a)));
      if (news.length > 0 && hints.heard(news, now())) plan();
    },
    answered(addresses, started) {
      for (const address of addresses) {
        const at = store.state(address).fetchedAt;
        if (at !== undefined && at >= started) hints.answered([address], at);
      }
      plan();
    },
    dispose() {
      clearTimeout(timer);
      job.dispose();
    },
  };
}
