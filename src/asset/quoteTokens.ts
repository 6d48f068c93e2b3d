// What the asset page quotes its token against, per chain: the chain's native coin (as the service names it: the
// 0xEeee… placeholder on EVM chains, wrapped SOL on Solana) and USDC (Circle's native USDC on each chain). Pure.
import type { PoolToken } from '../api/markets/types';
import type { QuotePair } from '../pool/quoteModel';

export const COUNTERS = ['native', 'usdc'] as const;
export type Counter = (typeof COUNTERS)[number];

const EVM_NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

interface ChainTokens { readonly native: string; readonly nativeAddress: string; readonly usdc: string }

const TOKENS: Readonly<Record<string, ChainTokens>> = {
  ethereum: { native: 'ETH', nativeAddress: EVM_NATIVE, usdc: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  base: { native: 'ETH', nativeAddress: EVM_NATIVE, usdc: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
  arbitrum: { native: 'ETH', nativeAddress: EVM_NATIVE, usdc: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831' },
  optimism: { native: 'ETH', nativeAddress: EVM_NATIVE, usdc: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85' },
  polygon: { native: 'POL', nativeAddress: EVM_NATIVE, usdc: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
  'bnb smart chain (bep20)': { native: 'BNB', nativeAddress: EVM_NATIVE, usdc: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d' },
  'avalanche c-chain': { native: 'AVAX', nativeAddress: EVM_NATIVE, usdc: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E' },
  solana: { native: 'SOL', nativeAddress: 'So11111111111111111111111111111111111111112', usdc: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
};

function tokensOf(blockchain: string): ChainTokens | undefined {
  return TOKENS[blockchain.trim().toLowerCase()];
}

/** The counters offered on a chain, labelled ("ETH", "USDC"); none where Walletscope knows neither. */
export function counterChoices(blockchain: string): Array<{ key: Counter; label: string }> {
  const tokens = tokensOf(blockchain);
  return tokens ? [{ key: 'native', label: tokens.native }, { key: 'usdc', label: 'USDC' }] : [];
}

const token = (address: string, symbol: string): PoolToken =>
  ({ address, symbol, name: undefined, logo: undefined, assetId: undefined, priceUSD: undefined });

/** The asset's token on a chain against a counter; undefined where the chain has no counters, or the token is the counter. */
export function assetQuotePair(asset: { address: string; blockchain: string; symbol: string }, counter: Counter): QuotePair | undefined {
  const tokens = tokensOf(asset.blockchain);
  if (!tokens) return undefined;
  const [address, symbol] = counter === 'native' ? [tokens.nativeAddress, tokens.native] : [tokens.usdc, 'USDC'];
  if (address.toLowerCase() === asset.address.toLowerCase()) return undefined;
  return { blockchain: asset.blockchain, address: asset.address, base: token(asset.address, asset.symbol), quote: token(address, symbol) };
}
