// The sockets' bundle (dist/price-feed.js: the price feed and the wallet streams), loaded the first time one opens,
// so the websocket library stays out of dist/extension.js until live prices are used.
export { PriceFeed, type FeedStatus, type PriceFeedOptions } from './priceFeed';
export { WalletStream, type WalletStreamOptions } from './walletStream';
