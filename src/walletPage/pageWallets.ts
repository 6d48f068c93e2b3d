// The page's wallets as the Wallets view has them (its labels, the store's portfolios and errors); a wallet not
// watched from the page's own portfolio request. Host side: the labels are the Wallets view's.
import type { Portfolio } from '../api/types';
import { shortenAddress } from '../format/text';
import type { Figures } from '../format/figures';
import type { WatchedWallet } from '../wallets/model';
import type { WalletState } from '../wallets/portfolioStore';
import { walletLabel } from '../wallets/walletRow';
import type { PageWallet } from './walletModel';

/** The page's wallets as the Wallets view has them; one not watched from its own portfolio request (`own`). */
export function pageWallets(
  addresses: readonly string[], sources: { readonly wallets: { find(a: string): WatchedWallet | undefined }; readonly store: { state(a: string): WalletState }; readonly privacy: { readonly figures: Figures } },
  own: { readonly portfolio?: Portfolio; readonly error?: string },
): PageWallet[] {
  const f = sources.privacy.figures;
  return addresses.map((address) => {
    const watched = sources.wallets.find(address);
    if (!watched) return { label: f.address(address) === address ? shortenAddress(address) : f.address(address), address, portfolio: own.portfolio, error: own.error };
    const state = sources.store.state(address);
    return { label: walletLabel(watched, f), address, portfolio: state.portfolio, error: state.error };
  });
}
