// Block explorer links for a transaction on a chain (a pool's trades): the explorers of ./explorers, whose pages for a
// transaction are all at `/tx/<hash>`. Unknown chains and hashes that do not fit the chain get none.
import { explorerFor } from './explorers';

const EVM_TX = /^0x[0-9a-fA-F]{64}$/;
/** A Solana signature: 64 bytes in base58, 86 to 88 characters (a few less with leading zero bytes). */
const SOLANA_TX = /^[1-9A-HJ-NP-Za-km-z]{64,90}$/;

/** The https URL of a transaction on the chain's explorer; undefined for an unknown chain or a hash that does not fit it. */
export function txUrl(chain: string, hash: string | undefined): string | undefined {
  const explorer = explorerFor(chain);
  const trimmed = hash?.trim() ?? '';
  if (!explorer) return undefined;
  const fits = explorer.kind === 'evm' ? EVM_TX.test(trimmed) : SOLANA_TX.test(trimmed);
  return fits ? `${explorer.base}/tx/${trimmed}` : undefined;
}

/** The explorer's name for a chain's transactions ("Etherscan"), or undefined when none is known. */
export function txExplorerName(chain: string): string | undefined {
  return explorerFor(chain)?.name;
}
