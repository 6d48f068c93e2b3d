// The sockets' bundle (dist/price-feed.js: the price feed, the wallet streams, and the desktop's websocket the market
// streams open), loaded the first time one opens, so the websocket library stays out of dist/extension.js until used.
export { PriceFeed, type FeedStatus, type PriceFeedOptions } from './priceFeed';
export { WalletStream, type WalletStreamOptions } from './walletStream';
export { wsOpener } from './wsSocket';
export { StreamHub, windowStreams } from './streamHub';
