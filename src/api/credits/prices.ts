// What a request costs, from the service's published price list (docs.mobula.io/pricing, 2026): each operation's
// declaration says its endpoint's price (../operation: one place per path), and this room reads it for what a request
// asks for (chains, wallets, assets). Pure: no path, no request, no transport.

/** Who spent the credits: the Show Credit Usage table has one row each. */
export type Feature =
  | 'wallets' | 'nfts' | 'hover' | 'inline' | 'search' | 'asset' | 'pool' | 'quote' | 'overview' | 'walletPage' | 'alerts' | 'names' | 'live' | 'markets'
  | 'discover' | 'agent' | 'connection' | 'other';

export const FEATURES: readonly Feature[] = [
  'wallets', 'nfts', 'hover', 'inline', 'search', 'asset', 'pool', 'quote', 'overview', 'walletPage', 'alerts', 'names', 'live', 'markets', 'discover', 'agent', 'connection', 'other',
];

export type Unit = 'call' | 'chain' | 'chain per wallet' | 'asset';

/** An endpoint's price on the service's list; each operation's declaration carries its own (../operation). */
export interface Price {
  readonly credits: number;
  readonly per: Unit;
  /** A Solana chain's price where it differs from an EVM chain's (`credits`). */
  readonly solana?: number;
}

/** "All the endpoints not specified in this list are 1 call = 1 credit." */
export const UNLISTED: Price = { credits: 1, per: 'call' };

/** An open websocket, a minute (plus what it streams, which the service does not itemise). */
export const SOCKET_CREDITS_PER_MINUTE = 1;
/**
 * Chains a portfolio request with no `blockchains` is charged for. The service does not say how many chains
 * "all" is (it covers 90+); until it reports a cost itself, Walletscope assumes this many.
 */
export const ALL_CHAINS_ESTIMATE = 20;

/**
 * A cost the service reports is believed within this factor of the price list, either way (up to at least
 * MIN_BELIEVED): a request naming every chain may really cost 90 where the list's estimate is 20, but one broken or
 * hostile header must neither book the month as spent (10^12) nor make billed work look free (0).
 */
export const BELIEVED_FACTOR = 10;
const MIN_BELIEVED = 10;

/** The service's figure for a request when it is within reach of the list's price; undefined when absent or absurd. */
export function believedCost(reported: number | undefined, listed: number): number | undefined {
  if (reported === undefined || !Number.isFinite(reported)) return undefined;
  return reported >= listed / BELIEVED_FACTOR && reported <= Math.max(MIN_BELIEVED, listed * BELIEVED_FACTOR) ? reported : undefined;
}

export type QueryReader = (name: string) => string | null;

/** What a billed answer is booked at: the service's figure when it is believed, else the list's price (`listed`). */
export function bookedCost(listed: number, reported: number | undefined): { readonly credits: number; readonly fromService: boolean } {
  const cost = believedCost(reported, listed);
  return { credits: cost ?? listed, fromService: cost !== undefined };
}

/**
 * The credits a request costs by the price list. `allChains`: what a request naming no chain is charged for (one of
 * them Solana, where Solana costs more).
 */
export function priceOf(price: Price, query: QueryReader, allChains = ALL_CHAINS_ESTIMATE): number {
  const count = (name: string) => listLength(query(name));
  switch (price.per) {
    case 'call': return price.credits;
    case 'chain': return chainsPrice(price, query('blockchains'), allChains);
    case 'chain per wallet': return chainsPrice(price, query('blockchains'), allChains) * Math.max(1, count('wallets'));
    case 'asset': return price.credits * Math.max(1, count('ids') + count('assets') + count('symbols'));
  }
}

/** What a portfolio costs for wallets and chains (undefined or empty: every chain), before it is asked. */
export function portfolioPrice(wallets: number, chains: readonly string[] | undefined, allChains = ALL_CHAINS_ESTIMATE): number {
  return wallets * (chains?.length ? chains.length : allChains);
}

/** The chains named, each at its price (Solana's where it differs); every chain when none is named. */
function chainsPrice(price: Price, blockchains: string | null, allChains: number): number {
  const named = listOf(blockchains);
  const solana = price.solana ?? price.credits;
  if (named.length === 0) return price.solana === undefined ? price.credits * allChains : price.credits * Math.max(0, allChains - 1) + solana;
  return named.reduce((sum, chain) => sum + (isSolana(chain) ? solana : price.credits), 0);
}

/** How the service and people name Solana in a chain filter. */
function isSolana(chain: string): boolean {
  return /^(solana(:solana)?|sol)$/i.test(chain.trim());
}

function listOf(value: string | null): string[] {
  return value ? value.split(',').filter((part) => part.trim() !== '') : [];
}

function listLength(value: string | null): number {
  return value ? value.split(',').filter((part) => part.trim() !== '').length : 0;
}
