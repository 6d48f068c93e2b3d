// A wallet over time, for the features that show it (the wallet page, alerts, names in hovers): functions on top of the
// client, like ../markets, so their readers load with the features that ask and not with the extension's first bundle.
export { DEFAULT_ACTIVITY_PAGE, getWalletActivity, isSpamTransaction, MAX_ACTIVITY_PAGE } from './activity';
export { getWalletHistory, MAX_NET_WORTH_USD, WALLET_RANGE_SPECS } from './history';
export { getWalletLabels, LABEL_TTL_MS, MAX_LABEL_BATCH } from './labels';
export type * from './types';
export { WALLET_HISTORY_RANGES } from './types';
