/** Wallets per multi-wallet request; the service sets no documented limit, long URLs do. */
export const WALLETS_PER_REQUEST = 20;
