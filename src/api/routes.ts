// Two generations of the service's paths. The spec's v1 paths are what every service with this interface
// speaks; the live service's SDK moved search, many-wallet holdings and price history to current paths
// (v2, or a kept v1 path asked once per wallet). For each operation the client tries the preferred
// generation, falls back when a path is missing, and remembers per service origin what answered: for the
// session and across restarts (through a RouteStore), asked again after a day.
import { HttpError } from './errors';

/** The operations whose path depends on the generation. */
export type RoutedOperation = 'search' | 'history' | 'wallets' | 'prices' | 'pools' | 'candles';
export type Generation = 'current' | 'v1';
/** `walletscope.apiVersion`: auto (try current, fall back to v1), or a service that speaks only one. */
export type ApiVersion = 'auto' | '1' | '2';

export const ROUTED_OPERATIONS: readonly RoutedOperation[] = ['search', 'history', 'wallets', 'prices', 'pools', 'candles'];

/**
 * Which generation to try first when nothing is remembered: the cheaper one for the same picture. Prices come
 * in batches on the current paths (1 credit for up to 10 assets or 50 tokens, against 1 per asset on v1). Many
 * wallets cost the same per chain either way, and the kept path is the one the SDK still calls. Search and price
 * history stay on v1 while it answers, because the current paths give less: fast search (1 credit against 5)
 * lists tokens only, not the pools v1 lists ("WSOL/USDC · Raydium"), and a v2 price history (1 against 5)
 * has no volume or market-cap series for the chart's series switch. They are the fallback that keeps search
 * and every chart working the day v1 answers 404. A token's pools and a pool's candles are current first: v2
 * gives more for the same credit (buys, sells and change per window; 1 credit a chart against 5 on v1).
 */
const PREFERRED: Readonly<Record<RoutedOperation, Generation>> = {
  search: 'v1', history: 'v1', wallets: 'current', prices: 'current', pools: 'current', candles: 'current',
};

/** Remembered answers are asked again after this long, so a service that gains a path is noticed. */
export const RECHECK_MS = 24 * 3_600_000;
/** At most this many origins are remembered (a user who tries many services does not grow the store). */
const MAX_ORIGINS = 20;

export interface RouteStore {
  read(): unknown;
  write(value: RememberedRoutes): void;
}

type Entry = { readonly generation: Generation; readonly at: number };
export type RememberedRoutes = Record<string, Partial<Record<RoutedOperation, Entry>>>;

export class RouteBook {
  private routes: RememberedRoutes;

  constructor(private readonly store: RouteStore | undefined, private readonly now: () => number = Date.now) {
    this.routes = readRoutes(store?.read());
  }

  /** The generations to try, in order: one when the setting names a version or a fresh answer is remembered. */
  order(origin: string, operation: RoutedOperation, version: ApiVersion): readonly Generation[] {
    if (version === '1') return ['v1'];
    if (version === '2') return ['current'];
    const known = this.routes[origin]?.[operation];
    if (known && this.now() - known.at < RECHECK_MS && known.at <= this.now()) {
      return known.generation === 'current' ? ['current', 'v1'] : ['v1', 'current'];
    }
    const first = PREFERRED[operation];
    return first === 'current' ? ['current', 'v1'] : ['v1', 'current'];
  }

  /** Whether a remembered answer decides the order, so a missing path is not probed again. */
  knows(origin: string, operation: RoutedOperation): Generation | undefined {
    const known = this.routes[origin]?.[operation];
    return known && this.now() - known.at < RECHECK_MS && known.at <= this.now() ? known.generation : undefined;
  }

  answered(origin: string, operation: RoutedOperation, generation: Generation): void {
    if (this.routes[origin]?.[operation]?.generation === generation && this.knows(origin, operation)) return;
    const others = Object.keys(this.routes).filter((o) => o !== origin).slice(-(MAX_ORIGINS - 1));
    const kept: RememberedRoutes = {};
    for (const o of others) kept[o] = this.routes[o]!;
    kept[origin] = { ...this.routes[origin], [operation]: { generation, at: this.now() } };
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
 * A path the service does not have: 404, 405 or 501 whose answer is not about the thing asked for. A
 * 404 that names an asset, token or wallet ("Asset not found") is an answer of a path that exists.
 */
export function isMissingRoute(error: unknown): boolean {
  if (!(error instanceof HttpError) || itemErrors.has(error)) return false;
  if (error.status === 405 || error.status === 501) return true;
  if (error.status !== 404) return false;
  const message = (error.serverMessage ?? '').toLowerCase();
  return !/\b(asset|token|wallet|pair|pool|market|data)s?\b[^.]*\bnot found\b|\bno (asset|token|data)\b/.test(message);
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
        entry[operation] = { generation: e.generation, at: e.at };
      }
    }
    out[origin] = entry;
  }
  return out;
}
