// Which block explorer page an address gets, for the hover's link and the language server's document
// links: the service's chain when it named one, else the family's usual chain. Pure; both hosts call it.
import { explorerLink as chainExplorerLink, type ExplorerLink } from '../format/explorers';

export type Family = 'evm' | 'solana' | 'tron';

/** The chain an address most likely lives on when the service names none. */
const DEFAULT_CHAIN: Record<Family, string> = { evm: 'Ethereum', solana: 'Solana', tron: 'Tron' };
/** Tron has no entry in the built-in map; its explorer takes any address page. */
const BUILT_IN_TEMPLATES: Readonly<Record<string, string>> = { Tron: 'https://tronscan.org/#/address/{address}' };

/** The explorer page for an address; `isToken` picks a token page over an account page. */
export function explorerLink(
  family: Family, chain: string | undefined, address: string, isToken: boolean, templates: Readonly<Record<string, string>>,
): ExplorerLink | undefined {
  return chainExplorerLink(chain ?? DEFAULT_CHAIN[family], address, isToken ? 'token' : 'address', { ...BUILT_IN_TEMPLATES, ...templates });
}
