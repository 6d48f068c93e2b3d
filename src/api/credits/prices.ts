// What each request costs, from the service's published price list (docs.mobula.io/pricing, 2026): one table,
// easy to update. Requests are priced by their path under /api/<version>, and by what they ask for (chains,
// wallets, assets). "All the endpoints not specified in this list are 1 call = 1 credit."

/** Who spent the credits: the Show Credit Usage table has one row each. */
export type Feature =
  | 'wallets' | 'nfts' | 'hover' | 'inline' | 'search' | 'asset' | 'pool' | 'quote' | 'overview' | 'walletPage' | 'alerts' | 'names' | 'live' | 'markets'
  | 'discover' | 'connection' | 'other';

export const FEATURES: readonly Feature[] = [
  'wallets', 'nfts', 'hover', 'inline', 'search', 'asset', 'pool', 'quote', 'overview', 'walletPage', 'alerts', 'names', 'live', 'markets', 'discover', 'connection', 'other',
];

type Unit = 'call' | 'chain' | 'chain per wallet' | 'asset' | 'token';

interface Price {
  readonly credits: number;
  readonly per: Unit;
  /** A Solana chain's price where it differs from an EVM chain's (`credits`). */
  readonly solana?: number;
}

/** The listed endpoints; the key is the path after /api/1 or /api/2. */
const PRICE_LIST: Readonly<Record<string, Price>> = {
  '/search': { credits: 5, per: 'call' },
  '/all': { credits: 5, per: 'call' },
  '/market/history': { credits: 5, per: 'call' },
  '/market/history/pair': { credits: 5, per: 'call' },
  '/market/multi-history': { credits: 5, per: 'asset' },
  '/market/multi-data': { credits: 1, per: 'asset' },
  '/wallet/portfolio': { credits: 1, per: 'chain' },
  // Not on the list: read as the single-wallet portfolio once per wallet, the cautious reading.
  '/wallet/multi-portfolio': { credits: 1, per: 'chain per wallet' },
  '/wallet/positions': { credits: 1, per: 'chain' },
  '/wallet/token-balances': { credits: 1, per: 'chain' },
  '/wallet/analysis': { credits: 5, per: 'call' },
  '/wallet/defi-positions': { credits: 10, per: 'call' },
  '/token/security': { credits: 10, per: 'call' },
  '/token/details': { credits: 1, per: 'token' },
  // Not on today's list (1 by rule): the higher figures of the 2025 list, which priced them, are budgeted.
  '/wallet/history': { credits: 2, per: 'chain per wallet', solana: 4 },
  '/wallet/transactions': { credits: 1, per: 'chain per wallet', solana: 2 },
  '/wallet/activity': { credits: 1, per: 'call' },
  '/wallet/labels': { credits: 1, per: 'call' },
  // Not listed, so 1 by rule (UNLISTED_CREDITS), and no older list priced them: Discover Tokens' pulse and v1's legacy
  // market query, a request each whatever it lists.
};

/** Every call not on the list. */
export const UNLISTED_CREDITS = 1;
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

/** What a billed answer is booked at: the service's figure when it is believed, else the list's price. */
export function bookedCost(url: URL, reported: number | undefined): { readonly credits: number; readonly fromService: boolean } {
  const listed = priceOf(url.pathname, (name) => url.searchParams.get(name), ALL_CHAINS_ESTIMATE);
  const cost = believedCost(reported, listed);
  return { credits: cost ?? listed, fromService: cost !== undefined };
}

/**
 * The credits a request costs by the price list. `allChains`: what a request naming no chain is charged for (one of
 * them Solana, where Solana costs more).
 */
export function priceOf(path: string, query: QueryReader, allChains = ALL_CHAINS_ESTIMATE): number {
  const price = PRICE_LIST[path.replace(/^\/api\/\d+/, '').replace(/\/+$/, '')];
  if (!price) return UNLISTED_CREDITS;
  const count = (name: string) => listLength(query(name));
  switch (price.per) {
    case 'call': return price.credits;
    case 'chain': return chainsPrice(price, query('blockchains'), allChains);
    case 'chain per wallet': return chainsPrice(price, query('blockchains'), allChains) * Math.max(1, count('wallets'));
    case 'asset': return price.credits * Math.max(1, count('ids') + count('assets') + count('symbols'));
    case 'token': return price.credits * Math.max(1, count('tokens') + count('addresses'));
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
