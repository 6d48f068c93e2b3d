// The price feed's bundle (dist/price-feed.js), loaded by the extension the first time a price is followed,
// so the websocket library stays out of dist/extension.js until live prices are used.
export { PriceFeed, type FeedStatus, type PriceFeedOptions } from './priceFeed';
