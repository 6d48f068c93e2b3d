// Every walletscope.* command id, as package.json's contributes.commands lists them (a unit test holds the two to each
// other). A leaf: any room may import it, so no feature reaches into another for an id.

export const SET_API_KEY = 'walletscope.setApiKey';
export const CLEAR_API_KEY = 'walletscope.clearApiKey';
export const CHECK_CONNECTION = 'walletscope.checkConnection';
export const LOOKUP_HOLDINGS = 'walletscope.lookUpHoldings';
export const SHOW_CREDIT_USAGE = 'walletscope.showCreditUsage';
export const RESET_CREDIT_USAGE = 'walletscope.resetCreditUsage';
export const SHOW_LOG = 'walletscope.showLog';
export const ADD_WALLET = 'walletscope.addWallet';
export const REMOVE_WALLET = 'walletscope.removeWallet';
export const RENAME_WALLET = 'walletscope.renameWallet';
export const REFRESH_WALLETS = 'walletscope.refreshWallets';
export const REFRESH_ALL_CHAINS = 'walletscope.refreshWalletsAllChains';
export const COPY_ADDRESS = 'walletscope.copyAddress';
export const FILTER_CHAINS = 'walletscope.filterChains';
export const HIDE_SMALL_BALANCES = 'walletscope.hideSmallBalances';
export const SHOW_SMALL_BALANCES = 'walletscope.showSmallBalances';
export const TOGGLE_SMALL_BALANCES = 'walletscope.toggleSmallBalances';
export const HIDE_SPAM = 'walletscope.hideSpam';
export const SHOW_SPAM = 'walletscope.showSpam';
export const REFRESH_NFTS = 'walletscope.refreshNfts';
export const LOAD_MORE_NFTS = 'walletscope.loadMoreNfts';
export const COPY_NFT_CONTRACT = 'walletscope.copyNftContract';
export const COPY_NFT_TOKEN_ID = 'walletscope.copyNftTokenId';
export const OPEN_TOKEN_URI = 'walletscope.openTokenUri';
export const COPY_TEXT = 'walletscope.copyText';
export const SHOW_ASSET = 'walletscope.showAsset';
export const SHOW_POOL = 'walletscope.showPool';
export const SHOW_WALLET = 'walletscope.showWallet';
export const SEARCH_ASSETS = 'walletscope.searchAssets';
export const DISCOVER_TOKENS = 'walletscope.discoverTokens';
export const LOOK_UP_ASSET = 'walletscope.lookUpAsset';
export const HIDE_AMOUNTS = 'walletscope.hideAmounts';
export const SHOW_AMOUNTS = 'walletscope.showAmounts';
export const TOGGLE_AMOUNTS = 'walletscope.toggleAmounts';
export const OPEN_OVERVIEW = 'walletscope.openOverview';
export const EXPORT_HOLDINGS = 'walletscope.exportHoldings';
export const MUTE_ALERTS = 'walletscope.muteAlerts';
export const UNMUTE_ALERTS = 'walletscope.unmuteAlerts';

/** The sidebar's wallet commands (handlers in dist/commands-feature.js). */
export const WALLET_COMMANDS = [
  ADD_WALLET, REMOVE_WALLET, RENAME_WALLET, REFRESH_WALLETS, REFRESH_ALL_CHAINS, COPY_ADDRESS, FILTER_CHAINS, HIDE_SMALL_BALANCES, SHOW_SMALL_BALANCES,
  TOGGLE_SMALL_BALANCES, HIDE_SPAM, SHOW_SPAM,
] as const;

/** The NFTs view's item commands (handlers in dist/commands-feature.js). */
export const NFT_COMMANDS = [COPY_NFT_CONTRACT, COPY_NFT_TOKEN_ID, OPEN_TOKEN_URI] as const;
