// What the wallets view knows of each wallet (its holdings, their age, why a refresh failed) and the snapshot of it kept
// in globalState, so that a restart shows the last good data with its age at once. Split from ./portfolioStore, which
// decides when to fetch.
import type * as vscode from 'vscode';
import type { Portfolio } from '../api/types';
import type { ChainKnowledge } from './refreshPlan';

const SNAPSHOT_KEY = 'walletscope.portfolioSnapshot';

export interface WalletState extends ChainKnowledge {
  readonly portfolio: Portfolio | undefined;
  /** When `portfolio` was fetched (ms since epoch). */
  readonly fetchedAt: number | undefined;
  /** Why the last refresh failed for this wallet, if it did. */
  readonly error: string | undefined;
  /** The data comes from the snapshot of an earlier session and has not been refreshed yet. */
  readonly restored?: boolean;
  /** The user's chain filter when it was fetched ("" for none): a changed filter means asking again. */
  readonly filter?: string;
}

/** A wallet's state, or that nothing is known of it yet. */
export function stateOf(states: ReadonlyMap<string, WalletState>, address: string): WalletState {
  return states.get(address) ?? { portfolio: undefined, fetchedAt: undefined, error: undefined };
}

/** Puts the wallets of the last session's snapshot in `states` (marked restored, without errors); when the newest was fetched. */
export function restoreSnapshot(memento: vscode.Memento, states: Map<string, WalletState>): number | undefined {
  const snapshot = memento.get<Array<[string, WalletState]>>(SNAPSHOT_KEY);
  if (!Array.isArray(snapshot)) return undefined;
  for (const [address, state] of snapshot) {
    if (typeof address === 'string' && state?.portfolio) states.set(address, { ...state, error: undefined, restored: true });
  }
  const times = [...states.values()].map((s) => s.fetchedAt ?? 0);
  return times.length ? Math.max(...times) : undefined;
}

/** Keeps the wallets that have holdings, without their errors. */
export async function saveSnapshot(memento: vscode.Memento, states: ReadonlyMap<string, WalletState>): Promise<void> {
  const entries = [...states.entries()].filter(([, s]) => s.portfolio).map(([a, s]) => [a, { ...s, error: undefined, restored: undefined }]);
  await memento.update(SNAPSHOT_KEY, entries);
}
