/** Wallets per multi-wallet request; the service sets no documented limit, long URLs do. */
export const WALLETS_PER_REQUEST = 20;

/**
 * A refresh's requests at once, and the least time between two starts: a thousand wallets (a thousand requests on the
 * current paths, fifty on v1's multi-wallet one) are asked at most 40 a second, never in one burst.
 */
export const REFRESH_REQUESTS_AT_ONCE = 6;
export const REFRESH_REQUEST_GAP_MS = 25;

/** The Wallets view's id (package.json contributes.views). */
export const WALLETS_VIEW = 'walletscope.wallets';
