// Pure choices for hovers (no vscode): which explorer link an address gets.
import { explorerName, explorerUrl } from '../format/explorers';

export type Family = 'evm' | 'solana' | 'tron';

/** The chain an address most likely lives on when the service names none. */
const DEFAULT_CHAIN: Record<Family, string> = { evm: 'Ethereum', solana: 'Solana', tron: 'Tron' };
const TRONSCAN = 'https://tronscan.org/#/address/{address}';

export interface ExplorerLink {
  readonly name: string;
  readonly url: string;
}

/**
 * The explorer page for an address: the user's template for the chain (setting `walletscope.explorers`,
 * matched case-insensitively) wins over the built-in map. `isToken` picks a token page over an account page.
 */
export function explorerLink(
  family: Family, chain: string | undefined, address: string, isToken: boolean, templates: Readonly<Record<string, string>>,
): ExplorerLink | undefined {
  const name = chain ?? DEFAULT_CHAIN[family];
  const template = Object.entries(templates).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]
    ?? (family === 'tron' ? TRONSCAN : undefined);
  if (template) return { name: hostOf(template) ?? name, url: template.split('{address}').join(encodeURIComponent(address)) };
  const url = explorerUrl(name, address, isToken ? 'token' : 'address');
  return url ? { name: explorerName(name) ?? name, url } : undefined;
}

function hostOf(template: string): string | undefined {
  try {
    return new URL(template.split('{address}').join('x')).host;
  } catch {
    return undefined;
  }
}
