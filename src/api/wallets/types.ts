// A wallet over time, in the extension's own terms, whichever generation of the service answered: its transactions
// (swaps and transfers, normalised), its net worth as one series, and names for addresses. Text from the service is
// kept raw (each surface escapes it) but clipped, so no name can be a megabyte.
import type { CallOptions } from '../options';
import type { Series } from '../types';

/** Who asks for a wallet's history, activity or names: what the credits are recorded against. */
export type WalletFeature = 'walletPage' | 'alerts' | 'names' | 'agent';

/** Every wallet call names its feature, so the ledger never books it as "other". */
export interface WalletCallOptions extends CallOptions {
  readonly feature: WalletFeature;
}

/** An asset as an activity names it: enough to show it and to tell it from a look-alike. */
export interface ActivityAsset {
  readonly id: number | undefined;
  readonly name: string;
  readonly symbol: string;
  /** Its contract on the transaction's chain (a placeholder address for a gas coin, as the service gives it). */
  readonly contract: string | undefined;
  readonly logo: string | undefined;
  /** Its price today, USD, as the service lists it (the action's `usd` is at the transaction's time). */
  readonly price: number | undefined;
  readonly liquidity: number | undefined;
}

export interface SwapAction {
  readonly kind: 'swap';
  /** What the wallet gave, and how much. */
  readonly assetIn: ActivityAsset;
  readonly amountIn: number;
  /** What it got. */
  readonly assetOut: ActivityAsset;
  readonly amountOut: number;
  /** What the swap was worth, USD, when made. */
  readonly usd: number | undefined;
  /** Where: "Uniswap V3", when the service says. */
  readonly platform: string | undefined;
}

/** in/out: a transfer; vault moves are the wallet's deposits into a vault or staking pool and what came back. */
export type TransferDirection = 'in' | 'out' | 'vaultDeposit' | 'vaultWithdraw' | 'unstake';

export interface TransferAction {
  readonly kind: 'transfer';
  readonly direction: TransferDirection;
  readonly asset: ActivityAsset;
  /** Always positive: the direction says which way. */
  readonly amount: number;
  readonly usd: number | undefined;
  readonly from: string | undefined;
  readonly to: string | undefined;
  /** The other side: who sent it (in, withdrawals, unstakes) or who got it (out, deposits). */
  readonly counterparty: string | undefined;
}

export type ActivityAction = SwapAction | TransferAction;

export interface ActivityTransaction {
  /** The chain as the service names it: "evm:1", "solana:solana", or a name ("Ethereum"); explorers take each. */
  readonly chain: string;
  readonly hash: string;
  /** ms since the epoch, never later than when the answer was read. */
  readonly time: number;
  /** The service gave a time ahead of the clock: `time` is then when it was read. */
  readonly timeInFuture: boolean;
  readonly block: number | undefined;
  /** The network fee, USD. */
  readonly feeUsd: number | undefined;
  readonly actions: readonly ActivityAction[];
  /** Actions of this transaction left unread (more than MAX_ACTIONS) or unreadable. */
  readonly moreActions: number;
}

export interface ActivityPage {
  /** Newest first, spam left out unless asked for. */
  readonly transactions: readonly ActivityTransaction[];
  /** What to pass for the next (older) page; undefined when there is none. */
  readonly cursor: string | undefined;
  /** Transactions of this page left out as spam (the sidebar's rules). */
  readonly hiddenSpam: number;
  /** Which generation of paths answered. */
  readonly source: 'current' | 'v1';
}

export interface ActivityOptions extends WalletCallOptions {
  /** Transactions per page, 1 to 100 (default 25). */
  readonly limit?: number;
  /** A page's `cursor`: the transactions before it. */
  readonly cursor?: string;
  readonly blockchains?: readonly string[];
  /** Leave out spam: the service's filter and the sidebar's rules (default true). */
  readonly filterSpam?: boolean;
  /** The clock times are held to (tests). */
  readonly now?: number;
}

export const WALLET_HISTORY_RANGES = ['24h', '7d', '30d', '1y', 'all'] as const;
export type WalletHistoryRange = (typeof WALLET_HISTORY_RANGES)[number];

export interface WalletHistoryOptions extends WalletCallOptions {
  readonly blockchains?: readonly string[];
  /** The clock the range is counted back from (tests). */
  readonly now?: number;
}

/** One wallet's, or several wallets' combined, USD value over a range. */
export interface WalletHistory {
  readonly wallets: readonly string[];
  /** The total today, as the service gave it. */
  readonly balanceUsd: number | undefined;
  readonly series: Series;
}

/** What the service says of an address. */
export interface AddressLabel {
  /** Who it belongs to ("Binance 14"): service text, raw and clipped; every surface escapes it. */
  readonly name: string | undefined;
  /** The service's kind of owner: "cex", "dex", "defi", "individual", "fund", "bridge"... */
  readonly type: string | undefined;
  readonly labels: readonly string[];
}
