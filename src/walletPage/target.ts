// What a wallet page is opened with and known by: one wallet's address, or all the watched wallets combined; from a
// command's arguments (a Wallets view row, an address from Look Up Holdings or the alerts) or the palette's quick pick.
// Pure, no vscode: the command's registration (main bundle) and the panels (lazy bundle) share it.
import { checkWalletInput, sameWallet } from '../detect/walletInput';
import { safeTabTitle } from '../format/safeText';
import { shortenAddress } from '../format/text';

/** The wallet page's webview type: the serializer (main bundle) and the panels (lazy bundle) share it. */
export const WALLET_VIEW_TYPE = 'walletscope.wallet';
/** The key of the page that combines every watched wallet. */
export const ALL_WALLETS = 'all';
export const ALL_WALLETS_TITLE = 'All wallets';

/** One wallet (its address as given, trimmed), or all the watched wallets (`address` undefined). */
export interface WalletQuery {
  readonly address?: string | undefined;
}

/** One page per wallet: EVM and ENS compared without case (Solana is case-sensitive); `all` for the combined page. */
export function sameQuery(a: WalletQuery, b: WalletQuery): boolean {
  if (a.address === undefined || b.address === undefined) return a.address === b.address;
  return sameWallet(a.address, b.address);
}

export function queryKey(q: WalletQuery): string {
  return q.address ?? ALL_WALLETS;
}

/**
 * The command's arguments: an address (string), a Wallets view row (`{ wallet: { address } }`), or `all`; anything
 * else is nothing (the command then asks).
 */
export function queryFromArguments(argument: unknown): WalletQuery | undefined {
  if (argument === ALL_WALLETS) return {};
  const given = typeof argument === 'string' ? argument
    : typeof argument === 'object' && argument !== null ? (argument as { wallet?: { address?: unknown } }).wallet?.address : undefined;
  if (typeof given !== 'string' || given.length > 200) return undefined;
  const check = checkWalletInput(given);
  return check.ok ? { address: check.address } : undefined;
}

/** The tab title before the wallet's label is known: its address, shortened. */
export function walletTitle(q: WalletQuery): string {
  return safeTabTitle(q.address === undefined ? ALL_WALLETS_TITLE : shortenAddress(q.address));
}
