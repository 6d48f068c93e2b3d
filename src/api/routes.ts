// Two generations of the service's paths. The spec's v1 paths are what every service with this interface
// speaks; the live service's SDK moved search, many-wallet holdings and price history to current paths
// (v2, or a kept v1 path asked once per wallet). For each operation the client tries the preferred
// generation, falls back when a path is missing, and remembers per service origin what answered: for the
// session and across restarts (through a RouteStore), asked again after a day. A bare 404 (a deploy blip, a
// gateway's page) is doubtful: the fallback answers that call, but the preferred generation is tried again soon, and
// only a second doubtful 404 in a row, or an answer that says the path is missing, keeps the fallback for the day.
import { HttpError } from './errors';
import { isFresh } from './stamps';
import { nowMs } from '../core/clock';

/** The operations whose path depends on the generation. */
export type RoutedOperation = 'search' | 'history' | 'wallets' | 'prices' | 'pools' | 'candles' | 'activity' | 'discover';
export type Generation = 'current' | 'v1';
/** `walletscope.apiVersion`: auto (try current, fall back to v1), or a service that speaks only one. */
export type ApiVersion = 'auto' | '1' | '2';

export const ROUTED_OPERATIONS: readonly RoutedOperation[] = ['search', 'history', 'wallets', 'prices', 'pools', 'candles', 'activity', 'discover'];

/**
 * Which generation to try first when nothing is remembered: the cheaper one for the same picture. Prices come
 * in batches on the current paths (1 credit for up to 10 assets or 50 tokens, against 1 per asset on v1). Many
 * wallets cost the same per chain either way, and the kept path is the one the SDK still calls. Search and price
 * history stay on v1 while it answers, because the current paths give less: fast search (1 credit against 5)
 * lists tokens only, not the pools v1 lists ("WSOL/USDC · Raydium"), and a v2 price history (1 against 5)
 * has no volume or market-cap series for the chart's series switch. They are the fallback that keeps search
 * and every chart working the day v1 answers 404. A token's pools and a pool's candles are current first: v2
 * gives more for the same credit (buys, sells and change per window; 1 credit a chart against 5 on v1). A wallet's
 * activity too: v2 groups a transaction's swaps and transfers and names the DEX, for 1 credit whatever the chains (v1's
 * flat rows cost 1 per chain, 2 on Solana, and the SDK dropped them). Discovery too: pulse lists new pairs and token
 * rows with their age and risk flags, which v1's legacy market query cannot.
 */
const PREFERRED: Readonly<Record<RoutedOperation, Generation>> = {
  search: 'v1', history: 'v1', wallets: 'current', prices: 'current', pools: 'current', candles: 'current', activity: 'current', discover: 'current',
};

/** Remembered answers are asked again after this long, so a service that gains a path is noticed. */
export const RECHECK_MS = 24 * 3_600_000;
/** A fallback taken after one doubtful 404 is kept this long before the preferred generation is tried again. */
export const DOUBT_RECHECK_MS = 10 * 60_000;
/** Doubtful 404s in a row after which the path is believed missing. */
const DOUBTS_TO_BELIEVE = 2;
/** At most this many origins are remembered (a user who tries many services does not grow the store). */
const MAX_ORIGINS = 20;

export interface RouteStore {
  read(): unknown;
  write(value: RememberedRoutes): void;
}

/** `doubts`: how many doubtful 404s in a row led here (absent: the path was clearly missing, or the first answered). */
type Entry = { readonly generation: Generation; readonly at: number; readonly doubts?: number };
export type RememberedRoutes = Record<string, Partial<Record<RoutedOperation, Entry>>>;

export class RouteBook {
  private routes: RememberedRoutes;

  constructor(private readonly store: RouteStore | undefined, private readonly now: () => number = nowMs) {
    this.routes = readRoutes(store?.read());
  }

  /** The generations to try, in order: one when the setting names a version or a fresh answer is remembered. */
  order(origin: string, operation: RoutedOperation, version: ApiVersion): readonly Generation[] {
    if (version === '1') return ['v1'];
    if (version === '2') return ['current'];
    const known = this.knows(origin, operation);
    if (known) return known === 'current' ? ['current', 'v1'] : ['v1', 'current'];
    const first = PREFERRED[operation];
    return first === 'current' ? ['current', 'v1'] : ['v1', 'current'];
  }

  /** Whether a remembered answer decides the order, so a missing path is not probed again. */
  knows(origin: string, operation: RoutedOperation): Generation | undefined {
    const known = this.routes[origin]?.[operation];
    return known && isFresh(known.at, this.now(), keptFor(known)) ? known.generation : undefined;
  }

  /**
   * `generation` answered. `doubtful`: after a doubtful 404 of the generation tried before it, which is then tried
   * again soon, unless the same happened just before (a second doubt in a row believes it).
   */
  answered(origin: string, operation: RoutedOperation, generation: Generation, doubtful = false): void {
    const now = this.now();
    const before = this.routes[origin]?.[operation];
    // What is remembered stands while fresh, a doubtful fallback's short stay included.
    if (!doubtful && before?.generation === generation && this.knows(origin, operation)) return;
    const doubts = doubtful ? (before?.generation === generation && before.doubts && isFresh(before.at, now, RECHECK_MS) ? before.doubts : 0) + 1 : undefined;
    const entry: Entry = doubts === undefined || doubts >= DOUBTS_TO_BELIEVE ? { generation, at: now } : { generation, at: now, doubts };
    const others = Object.keys(this.routes).filter((o) => o !== origin).slice(-(MAX_ORIGINS - 1));
    const kept: RememberedRoutes = {};
    for (const o of others) kept[o] = this.routes[o]!;
    kept[origin] = { ...this.routes[origin], [operation]: entry };
    this.routes = kept;
    try {
      this.store?.write(this.routes);
    } catch {
      // Remembering is an optimisation: a store that cannot write costs one probe after a restart.
    }
  }
}

const itemErrors = new WeakSet<object>();

/**
 * An error of one request among several after another of them answered: the path exists, so whatever it says
 * is about that item (a wallet, a batch), never a reason to change generation. Returns the error, to rethrow.
 */
export function asItemError(error: unknown): unknown {
  if (error !== null && typeof error === 'object') itemErrors.add(error);
  return error;
}

/**
 * Whether a path is missing: 'clearly' for 405 or 501, or a 404 that says the path or route is unknown; 'doubtful'
 * for a bare 404 (no words, "Not Found", a gateway's page: a deploy blip looks the same); false for anything else,
 * a 404 that names what was asked for ("Asset not found", an answer of a path that exists) included.
 */
export function missingRoute(error: unknown): 'clearly' | 'doubtful' | false {
  if (!(error instanceof HttpError) || itemErrors.has(error)) return false;
  if (error.status === 405 || error.status === 501) return 'clearly';
  if (error.status !== 404) return false;
  const message = (error.serverMessage ?? '').toLowerCase();
  if (/\b(asset|token|wallet|pair|pool|market|data)s?\b[^.]*\bnot found\b|\bno (asset|token|data)\b/.test(message)) return false;
  return /not found:? *\/|cannot (get|post) \/|\b(route|path|endpoint)s? (is )?(not found|unknown|does not exist)|\bno (such )?(route|path|endpoint)\b|\bunknown (route|path|endpoint)\b/.test(message)
    ? 'clearly' : 'doubtful';
}

/** A path the service does not have, or may not have: the next generation is asked. */
export function isMissingRoute(error: unknown): boolean {
  return missingRoute(error) !== false;
}

function keptFor(entry: Entry): number {
  return entry.doubts !== undefined && entry.doubts < DOUBTS_TO_BELIEVE ? DOUBT_RECHECK_MS : RECHECK_MS;
}

function readRoutes(value: unknown): RememberedRoutes {
  const out: RememberedRoutes = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [origin, ops] of Object.entries(value as Record<string, unknown>).slice(-MAX_ORIGINS)) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin) || !ops || typeof ops !== 'object') continue;
    const entry: Partial<Record<RoutedOperation, Entry>> = {};
    for (const operation of ROUTED_OPERATIONS) {
      const e = (ops as Record<string, unknown>)[operation] as { generation?: unknown; at?: unknown } | undefined;
      if (e && (e.generation === 'current' || e.generation === 'v1') && typeof e.at === 'number' && Number.isFinite(e.at)) {
        const doubts = (e as { doubts?: unknown }).doubts;
        entry[operation] = { generation: e.generation, at: e.at, ...(typeof doubts === 'number' && doubts >= 1 && doubts < DOUBTS_TO_BELIEVE ? { doubts } : {}) };
      }
    }
    out[origin] = entry;
  }
  return out;
}
