// The wallets `npm start` watches on first open, and that the credits bench measures: between them every feature
// shows (holdings on several chains, Solana, NFTs, and the "mixed" wallet's spam row and risk flags).
import { WALLETS } from '../server/data/wallet-addresses';

export const DEMO_WALLETS = [
  { address: WALLETS.ordinary, label: 'Main' },
  { address: WALLETS.multichain, label: 'Multichain' },
  { address: WALLETS.solana, label: 'Solana trader' },
  { address: WALLETS.nftOnly, label: 'Collector' },
  { address: WALLETS.mixed, label: 'Mixed bag' },
] as const;
