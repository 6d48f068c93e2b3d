// Every operation of the service Walletscope asks, in one list: each is declared beside its domain types (./operation),
// and this index is what checks and documents them together (each path written once, each priced, each answered by
// the reference server). Nothing in the extension's first bundle imports it: the declarations load with their features.
import { historyOperation, sparklineOperation } from './history';
import { metadataOperation, multiPortfolioOperation, nftsOperation, portfolioOperation, walletsRoute } from './holdingsOperations';
import { discoverOperation } from './discover';
import { candlesOperation, poolOperation, poolsOperation, quoteOperation, tradesOperation } from './markets/requests';
import { assetDetailsOperation, multiDataOperation, pricesRoute, tokenPriceOperation } from './priceOperations';
import { searchOperation } from './search';
import { activityOperation } from './wallets/activity';
import { walletHistoryOperation } from './wallets/history';
import { labelsOperation } from './wallets/labels';

export const OPERATIONS = [
  portfolioOperation, multiPortfolioOperation, nftsOperation, metadataOperation, assetDetailsOperation, tokenPriceOperation, multiDataOperation,
  searchOperation, historyOperation, sparklineOperation, poolsOperation, poolOperation, candlesOperation, tradesOperation, quoteOperation,
  activityOperation, walletHistoryOperation, labelsOperation, discoverOperation,
] as const;

/** Choices between generations made of several operations. */
export const ROUTES = [walletsRoute, pricesRoute] as const;

/** The names of the operations, derived from the declarations. */
export type OperationName = (typeof OPERATIONS)[number]['name'];
