// What the alerts' two halves share: the shell activation loads (./alerts: notification, badge, marks) and the comparison
// loaded on the first check (./alertCompare).
import type * as vscode from 'vscode';
import type { WalletAssetClient } from '../api/client';
import type { ActivityTransaction } from '../api/wallets/types';
import type { Config } from '../config';
import type { Privacy } from '../settings/privacy';
import type { PortfolioStore } from './portfolioStore';
import type { UnseenMoves } from './unseenMoves';
import type { WalletList } from './walletList';

export interface AlertDeps {
  readonly client: WalletAssetClient;
  readonly config: Config;
  readonly wallets: WalletList;
  readonly store: PortfolioStore;
  readonly privacy: Privacy;
  readonly memento: vscode.Memento;
  readonly log: vscode.LogOutputChannel;
  /** Whether the budget lets background work spend now: the activity asked for an alert is background work. */
  readonly backgroundMaySpend: () => boolean;
  /** Where moves are remembered: files every window shares (global storage), or globalState where there are none. */
  readonly storage: vscode.Uri | undefined;
  readonly now: () => number;
  /** The comparison's bundle (dist/alerts-feature.js), loaded on the first check. */
  readonly loadComparer: () => Promise<{ createComparer(deps: ComparerDeps): Comparer }>;
}

export interface ComparerDeps extends AlertDeps {
  readonly unseen: UnseenMoves;
  /** This window won the move: it raises the notification (`tx`: the transaction it was, when the activity said). */
  readonly raise: (address: string, text: string, tx?: ActivityTransaction) => void;
}

export interface Comparer {
  /** Compares every wallet refreshed since it was last compared. */
  compareAll(): Promise<void>;
  /** Tests: forget what this window holds in memory, as a restart would; the files stay. */
  restart(): void;
}
