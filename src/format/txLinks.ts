// Block explorer links for a transaction on a chain (a pool's trades), by the chain names and ids the service uses.
// Pure and separate from ./explorers, whose table is about addresses; unknown chains and malformed hashes get none.

interface TxExplorer {
  readonly name: string;
  readonly base: string;
  readonly kind: 'evm' | 'solana';
}

const evm = (name: string, host: string): TxExplorer => ({ name, base: `https://${host}/tx/`, kind: 'evm' });

const TX_EXPLORERS: Readonly<Record<string, TxExplorer>> = {
  ethereum: evm('Etherscan', 'etherscan.io'),
  base: evm('BaseScan', 'basescan.org'),
  arbitrum: evm('Arbiscan', 'arbiscan.io'),
  'bnb smart chain (bep20)': evm('BscScan', 'bscscan.com'),
  polygon: evm('PolygonScan', 'polygonscan.com'),
  optimism: evm('Optimistic Etherscan', 'optimistic.etherscan.io'),
  'avalanche c-chain': evm('SnowTrace', 'snowtrace.io'),
  solana: { name: 'Solscan', base: 'https://solscan.io/tx/', kind: 'solana' },
};

// The other spellings the service and people use for the same chains (as in ./explorers).
const ALIASES: Readonly<Record<string, string>> = {
  eth: 'ethereum', mainnet: 'ethereum', 'evm:1': 'ethereum', '1': 'ethereum',
  'evm:8453': 'base', '8453': 'base',
  'arbitrum one': 'arbitrum', 'evm:42161': 'arbitrum', '42161': 'arbitrum',
  bsc: 'bnb smart chain (bep20)', bnb: 'bnb smart chain (bep20)', 'bnb smart chain': 'bnb smart chain (bep20)', 'evm:56': 'bnb smart chain (bep20)', '56': 'bnb smart chain (bep20)',
  matic: 'polygon', 'evm:137': 'polygon', '137': 'polygon',
  'op mainnet': 'optimism', 'evm:10': 'optimism', '10': 'optimism',
  avalanche: 'avalanche c-chain', 'evm:43114': 'avalanche c-chain', '43114': 'avalanche c-chain',
  sol: 'solana', 'solana:solana': 'solana',
};

const EVM_TX = /^0x[0-9a-fA-F]{64}$/;
/** A Solana signature: 64 bytes in base58, 86 to 88 characters (a few less with leading zero bytes). */
const SOLANA_TX = /^[1-9A-HJ-NP-Za-km-z]{64,90}$/;

function txExplorerFor(chain: string): TxExplorer | undefined {
  const key = chain.trim().toLowerCase();
  return TX_EXPLORERS[ALIASES[key] ?? key];
}

/** The https URL of a transaction on the chain's explorer; undefined for an unknown chain or a hash that does not fit it. */
export function txUrl(chain: string, hash: string | undefined): string | undefined {
  const explorer = txExplorerFor(chain);
  const trimmed = hash?.trim() ?? '';
  if (!explorer) return undefined;
  const fits = explorer.kind === 'evm' ? EVM_TX.test(trimmed) : SOLANA_TX.test(trimmed);
  return fits ? `${explorer.base}${trimmed}` : undefined;
}

/** The explorer's name for a chain's transactions ("Etherscan"), or undefined when none is known. */
export function txExplorerName(chain: string): string | undefined {
  return txExplorerFor(chain)?.name;
}
