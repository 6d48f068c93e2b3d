// The six chains of the data set, and how a `blockchains` filter names them.
import type { ChainName } from './types';

export interface ChainInfo {
  name: ChainName;
  /** Live chainId string (newer versions of the service); older ones sent the bare EVM number. */
  chainId: string;
  evmChainId: number | null;
  isEvm: boolean;
}

export const CHAINS: readonly ChainInfo[] = [
  { name: 'Ethereum', chainId: 'evm:1', evmChainId: 1, isEvm: true },
  { name: 'Base', chainId: 'evm:8453', evmChainId: 8453, isEvm: true },
  { name: 'Arbitrum', chainId: 'evm:42161', evmChainId: 42161, isEvm: true },
  { name: 'BNB Smart Chain (BEP20)', chainId: 'evm:56', evmChainId: 56, isEvm: true },
  { name: 'Polygon', chainId: 'evm:137', evmChainId: 137, isEvm: true },
  { name: 'Solana', chainId: 'solana:solana', evmChainId: null, isEvm: false },
];

// Extra spellings clients and users send: short names people type and the ids the service accepts.
const ALIASES: Record<string, ChainName> = {
  eth: 'Ethereum', mainnet: 'Ethereum', arbitrum: 'Arbitrum', 'arbitrum one': 'Arbitrum',
  bnb: 'BNB Smart Chain (BEP20)', bsc: 'BNB Smart Chain (BEP20)', 'bnb smart chain': 'BNB Smart Chain (BEP20)',
  matic: 'Polygon', sol: 'Solana', solana: 'Solana',
};

export function chainInfo(name: ChainName): ChainInfo {
  const info = CHAINS.find((c) => c.name === name);
  if (!info) throw new Error(`unknown chain ${name}`);
  return info;
}

/** One filter token ("1", "evm:1", "ethereum", "BNB Smart Chain (BEP20)") to a chain, or undefined. */
export function resolveChain(token: string): ChainName | undefined {
  const key = token.trim().toLowerCase();
  for (const chain of CHAINS) {
    if (key === chain.name.toLowerCase() || key === chain.chainId) return chain.name;
    if (chain.evmChainId !== null && key === String(chain.evmChainId)) return chain.name;
  }
  return ALIASES[key];
}

export type ChainFilter = { ok: true; chains: ReadonlySet<ChainName> | null } | { ok: false; unknown: string };

/** Parses a comma-separated `blockchains` parameter; null chains means "all chains". */
export function parseChainFilter(param: string | undefined): ChainFilter {
  if (param === undefined || param.trim() === '') return { ok: true, chains: null };
  const chains = new Set<ChainName>();
  for (const token of param.split(',')) {
    if (token.trim() === '') continue;
    const chain = resolveChain(token);
    if (!chain) return { ok: false, unknown: token.trim() };
    chains.add(chain);
  }
  return { ok: true, chains: chains.size > 0 ? chains : null };
}
