// Block explorer links for a contract or an address on a chain, by the chain names and ids the service uses.
// Pure, so the asset page and the hover build the same links. Unknown chains and malformed addresses get none.
import { isEvmAddress } from '../detect/evm';

export type ExplorerTarget = 'token' | 'address';

export interface Explorer {
  readonly name: string;
  readonly base: string;
  readonly kind: 'evm' | 'solana';
}

const etherscanLike = (name: string, host: string): Explorer => ({ name, base: `https://${host}`, kind: 'evm' });

const EXPLORERS: Readonly<Record<string, Explorer>> = {
  ethereum: etherscanLike('Etherscan', 'etherscan.io'),
  base: etherscanLike('BaseScan', 'basescan.org'),
  arbitrum: etherscanLike('Arbiscan', 'arbiscan.io'),
  'bnb smart chain (bep20)': etherscanLike('BscScan', 'bscscan.com'),
  polygon: etherscanLike('PolygonScan', 'polygonscan.com'),
  optimism: etherscanLike('Optimistic Etherscan', 'optimistic.etherscan.io'),
  'avalanche c-chain': etherscanLike('SnowTrace', 'snowtrace.io'),
  fantom: etherscanLike('FTMScan', 'ftmscan.com'),
  linea: etherscanLike('LineaScan', 'lineascan.build'),
  scroll: etherscanLike('ScrollScan', 'scrollscan.com'),
  blast: etherscanLike('BlastScan', 'blastscan.io'),
  gnosis: etherscanLike('GnosisScan', 'gnosisscan.io'),
  celo: etherscanLike('CeloScan', 'celoscan.io'),
  cronos: etherscanLike('CronoScan', 'cronoscan.com'),
  'zksync era': etherscanLike('zkSync Explorer', 'era.zksync.network'),
  solana: { name: 'Solscan', base: 'https://solscan.io', kind: 'solana' },
};

// Other spellings: short names people type and the chain ids the service sends (`evm:1`, `1`, `solana:solana`).
const ALIASES: Readonly<Record<string, string>> = {
  eth: 'ethereum', mainnet: 'ethereum', 'evm:1': 'ethereum', '1': 'ethereum',
  'evm:8453': 'base', '8453': 'base',
  'arbitrum one': 'arbitrum', 'evm:42161': 'arbitrum', '42161': 'arbitrum',
  bsc: 'bnb smart chain (bep20)', bnb: 'bnb smart chain (bep20)', 'bnb smart chain': 'bnb smart chain (bep20)', 'evm:56': 'bnb smart chain (bep20)', '56': 'bnb smart chain (bep20)',
  matic: 'polygon', 'evm:137': 'polygon', '137': 'polygon',
  'op mainnet': 'optimism', 'evm:10': 'optimism', '10': 'optimism',
  avalanche: 'avalanche c-chain', 'evm:43114': 'avalanche c-chain', '43114': 'avalanche c-chain',
  'evm:250': 'fantom', 'evm:59144': 'linea', 'evm:534352': 'scroll', 'evm:81457': 'blast', 'evm:100': 'gnosis', 'evm:42220': 'celo',
  'evm:25': 'cronos', 'evm:324': 'zksync era', zksync: 'zksync era',
  sol: 'solana', 'solana:solana': 'solana',
};

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** The service lists gas coins under this placeholder: it has no token page. */
const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** The chain's explorer (its name, https origin and address family), by any spelling the service or people use. */
export function explorerFor(chain: string): Explorer | undefined {
  const key = chain.trim().toLowerCase();
  return EXPLORERS[ALIASES[key] ?? key];
}

/** The explorer's name for a chain ("Etherscan"), or undefined when no explorer is known. */
export function explorerName(chain: string): string | undefined {
  return explorerFor(chain)?.name;
}

/**
 * The https URL of a token (contract) or an address page on the chain's explorer; undefined for unknown chains,
 * addresses that do not fit the chain, and the native-coin placeholder.
 */
export function explorerUrl(chain: string, address: string, target: ExplorerTarget = 'token'): string | undefined {
  const explorer = explorerFor(chain);
  const trimmed = address.trim();
  if (!explorer) return undefined;
  if (explorer.kind === 'evm') {
    if (!isEvmAddress(trimmed) || trimmed.toLowerCase() === NATIVE_PLACEHOLDER) return undefined;
    return `${explorer.base}/${target}/${trimmed}`;
  }
  if (!BASE58_ADDRESS.test(trimmed)) return undefined;
  return `${explorer.base}/${target === 'token' ? 'token' : 'account'}/${trimmed}`;
}

export interface ExplorerLink {
  readonly name: string;
  readonly url: string;
}

/**
 * The explorer page for an address on a chain: the user's template for that chain (setting
 * `walletscope.explorers`: chain name → URL with `{address}`, matched case-insensitively) wins over the
 * built-in explorers. Templates are expected to be http(s); others are ignored.
 */
export function explorerLink(
  chain: string, address: string, target: ExplorerTarget, templates: Readonly<Record<string, string>> = {},
): ExplorerLink | undefined {
  const template = Object.entries(templates).find(([key]) => key.toLowerCase() === chain.trim().toLowerCase())?.[1];
  if (template && /^https?:\/\//i.test(template) && template.includes('{address}')) {
    const url = template.split('{address}').join(encodeURIComponent(address.trim()));
    return { name: hostOf(url) ?? chain, url };
  }
  const url = explorerUrl(chain, address, target);
  return url ? { name: explorerName(chain) ?? chain, url } : undefined;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

const BUILT_IN_HOSTS: ReadonlySet<string> = new Set(Object.values(EXPLORERS).map((e) => new URL(e.base).host));

/** Whether a URL template points at one of the built-in explorers over https (what a project's files may name). */
export function isBuiltInExplorer(template: string): boolean {
  try {
    const url = new URL(template.split('{address}').join('x'));
    return url.protocol === 'https:' && url.username === '' && url.password === '' && BUILT_IN_HOSTS.has(url.host);
  } catch {
    return false;
  }
}
