// Fixed wallet addresses, exported by role so tests and demos can name the case they need.
// Generated once from labels (keccak/sha256) and pasted, so they read the same in code, logs and docs.
// `mixed` is the real vitalik.eth address, so the ENS name resolves the way it does on mainnet; its
// holdings here are invented.

export const WALLETS = {
  /** A few Ethereum tokens, some with clean security verdicts (PEPE, SHIB, LINK). */
  ordinary: '0x7cdCEc1688b3C228619F35b18C8328d473186720',
  /** USDC/USDT/ETH/WETH/DAI/LINK held on several chains at once: several cross_chain_balances keys. */
  multichain: '0x83205C42196a94f331C406334215Dba2E09f0A3d',
  /** More than 2,000 assets (mostly synthetic long-tail tokens) and 640 NFTs: paging matters. */
  whale: '0x80D6D3d7f9e8A768D9752d493f0003a34544565F',
  /** No assets and no NFTs. */
  empty: '0xa6e70E417Bc31a700836BB15eE23e85bD9283056',
  /** NFTs only (ERC-721 and ERC-1155 on Ethereum and Base), no fungible tokens. */
  nftOnly: '0x72982fdCC074052Fd45137a58972f9844d475072',
  /** Tokens (a honeypot and a 25% sell-tax token among them) and NFTs; vitalik.eth on the NFT endpoint. */
  mixed: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  /** Active Solana trader: SOL, stablecoins and many SPL tokens. */
  solana: '89pFM3kBrQzdEW7wZpULWFRMzps3HRaph9yZMJjVUeZz',
  /** Small Solana holder with one Solana NFT. */
  solanaSecond: '2EXqNzcwaxJbAECbQmvzc8QRPomaEpbpPAstwSbd8Ec9',
  /** USDC on Ethereum and Base, and a look-alike "USD Coin (USDC)" on the same two chains. */
  lookAlike: '0xd6A71fd2dFdDF4C89c1103eF493f992d841D0756',
} as const;

export type WalletRole = keyof typeof WALLETS;

/** ENS names the reference server resolves (lower-case keys). */
export const ENS_NAMES: Readonly<Record<string, string>> = {
  'vitalik.eth': WALLETS.mixed,
};
