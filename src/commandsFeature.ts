// The command handlers, loaded as their own bundle (dist/commands-feature.js) the first time a command runs: the
// sidebar's wallet and NFT commands, the wallet rows' tooltips (on the first hover), Set and Clear API Key, Check Connection, and Look Up Holdings.
export { walletCommandHandlers } from './wallets/walletCommands';
export { holdingTooltipOf, walletTooltip } from './wallets/walletTooltip';
export { nftCommandHandlers } from './wallets/nftCommands';
export { apiKeyCommandHandlers } from './settings/apiKeyCommands';
export { checkConnectionHandlers } from './settings/checkConnection';
export { lookUpHoldingsHandlers } from './hover/lookUpHoldings';
