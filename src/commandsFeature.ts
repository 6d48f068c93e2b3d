// The command handlers, loaded as their own bundle (dist/commands-feature.js) the first time a command runs: the
// sidebar's wallet and NFT commands, Set and Clear API Key, and Check Connection.
export { walletCommandHandlers } from './wallets/walletCommands';
export { nftCommandHandlers } from './wallets/nftCommands';
export { apiKeyCommandHandlers } from './settings/apiKeyCommands';
export { checkConnectionHandlers } from './settings/checkConnection';
