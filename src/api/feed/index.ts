// The sockets' bundle (dist/price-feed.js: the price feed, the wallet streams and the market streams), loaded the first time one opens,
// so the websocket library stays out of dist/extension.js until live prices are used.
export { PriceFeed, type FeedStatus, type PriceFeedOptions } from './priceFeed';
export { WalletStream, type WalletStreamOptions } from './walletStream';
export { MarketStreams, type MarketStreamsOptions, type MarketListener } from './marketStreams';
