// The Wallets view's nodes: what each row is, apart from how it is drawn (./walletItems, ./walletRow), so the two
// drawings share the model rather than each other. No vscode: a row's command is described, not made.
import type { ChainBalance, Holding } from '../api/types';
import type { SpamHolding, WalletBreakdown } from '../core/breakdown';
import type { ChainGroup } from './chainGroups';
import type { WatchedWallet } from './model';
import type { WalletState } from './portfolioStore';

/** A command a message row runs when clicked (vscode.Command's shape). */
export interface NodeCommand {
  readonly command: string;
  readonly title: string;
  readonly arguments?: unknown[];
}

export type WalletNode =
  | { readonly kind: 'total'; readonly totalUsd: number; readonly lines: readonly string[] }
  | { readonly kind: 'wallet'; readonly wallet: WatchedWallet; readonly state: WalletState; readonly stale: boolean; readonly loading: boolean; readonly breakdown?: WalletBreakdown; readonly moved?: string }
  | { readonly kind: 'holding'; readonly wallet: string; readonly holding: Holding; readonly index: number; readonly spamReason?: string; readonly onChain?: ChainBalance }
  | { readonly kind: 'spam'; readonly wallet: string; readonly items: readonly SpamHolding[]; readonly usd: number }
  /** One chain of a holding held on several: `parent` is the holding row's id, `position` its place among the chains. */
  | { readonly kind: 'chain'; readonly parent: string; readonly position: number; readonly holding: Holding; readonly balance: ChainBalance }
  | { readonly kind: 'chainGroup'; readonly wallet: string; readonly group: ChainGroup }
  | { readonly kind: 'message'; readonly id: string; readonly text: string; readonly icon: 'error' | 'info' | 'loading~spin' | 'eye-closed'; readonly tooltip?: string; readonly command?: NodeCommand };

