// Wallets and tokens a small dashboard watches.

export const WATCHED_WALLETS = {
  personal: '0x7cdCEc1688b3C228619F35b18C8328d473186720',
  treasury: '0x83205C42196a94f331C406334215Dba2E09f0A3d',
  vitalik: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', // vitalik.eth
  solanaTrader: '89pFM3kBrQzdEW7wZpULWFRMzps3HRaph9yZMJjVUeZz',
} as const;

export const TOKENS = {
  ethereum: {
    USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    WETH: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    UNI: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
  },
  solana: {
    USDC: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    BONK: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
    JUP: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN',
  },
} as const;

export function isStablecoin(address: string): boolean {
  return address === TOKENS.ethereum.USDC || address === TOKENS.solana.USDC;
}
