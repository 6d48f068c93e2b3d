// The chains the service names by id ("evm:1", "solana:solana") and by name ("Ethereum"): one table for both ways
// (a swap's chain id from a pool's chain name; a transaction's chain written as people know it). Pure.

const CHAINS: ReadonlyArray<readonly [id: string, name: string]> = [
  ['evm:1', 'Ethereum'], ['evm:8453', 'Base'], ['evm:42161', 'Arbitrum'], ['evm:56', 'BNB Smart Chain (BEP20)'], ['evm:137', 'Polygon'],
  ['evm:10', 'Optimism'], ['evm:43114', 'Avalanche C-Chain'], ['evm:250', 'Fantom'], ['evm:59144', 'Linea'], ['evm:534352', 'Scroll'],
  ['evm:81457', 'Blast'], ['evm:100', 'Gnosis'], ['evm:42220', 'Celo'], ['evm:25', 'Cronos'], ['evm:324', 'zkSync Era'], ['solana:solana', 'Solana'],
];
/** The chains the table knows, as people name them, in its order (most used first). */
export const CHAIN_NAMES: readonly string[] = CHAINS.map(([, name]) => name);
const IDS: ReadonlyMap<string, string> = new Map(CHAINS.map(([id, name]) => [name.toLowerCase(), id]));
const NAMES: ReadonlyMap<string, string> = new Map(CHAINS);

/** The service's id of a chain it names ("Base" → "evm:8453"); undefined for a chain not in the table. */
export function chainIdOf(name: string): string | undefined {
  return IDS.get(name.trim().toLowerCase());
}

/** A chain as people know it ("evm:8453" → "Base"); a name, or an id not in the table, as given. */
export function chainNameOf(chain: string): string {
  return NAMES.get(chain.trim().toLowerCase()) ?? chain.trim();
}
