/** Wallets per multi-wallet request; the service sets no documented limit, long URLs do. */
export const WALLETS_PER_REQUEST = 20;

/** The Wallets view's id (package.json contributes.views). */
export const WALLETS_VIEW = 'walletscope.wallets';
