// The sidebar's command ids, apart from their handlers (which load on first use from dist/commands-feature.js).

export const WALLETS_VIEW = 'walletscope.wallets';
export const ADD_WALLET = 'walletscope.addWallet';
export const REFRESH_WALLETS = 'walletscope.refreshWallets';
export const REFRESH_ALL_CHAINS = 'walletscope.refreshWalletsAllChains';

export const WALLET_COMMANDS = [
  ADD_WALLET, 'walletscope.removeWallet', 'walletscope.renameWallet', REFRESH_WALLETS, REFRESH_ALL_CHAINS, 'walletscope.copyAddress',
  'walletscope.filterChains', 'walletscope.hideSmallBalances', 'walletscope.showSmallBalances', 'walletscope.toggleSmallBalances',
  'walletscope.hideSpam', 'walletscope.showSpam',
] as const;

export const NFT_COMMANDS = ['walletscope.copyNftContract', 'walletscope.copyNftTokenId', 'walletscope.openTokenUri'] as const;
