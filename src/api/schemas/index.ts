// The schemas' one door for the modules loaded on first use. What activation loads imports the modules it needs (./parse
// and the schemas it reads) directly: every schema here is built when its module loads, so this list would carry
// search's and history's into activation.
export { parseResponse } from './parse';
export { assetSchema } from './asset';
export { searchResponseSchema } from './search';
export { metadataResponseSchema } from './metadata';
export { multiPortfolioSchema, singlePortfolioSchema } from './portfolio';
export { nftResponseSchema } from './nft';
export { historyResponseSchema } from './history';
export { multiDataResponseSchema, sparklineResponseSchema, type MarketEntry } from './prices';
