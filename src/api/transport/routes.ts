// Two generations of the service's paths. The spec's v1 paths are what every service with this interface
// speaks; the live service's SDK moved search, many-wallet holdings and price history to current paths
// (v2, or a kept v1 path asked once per wallet). For each operation the client tries the preferred
// generation, falls back when a path is missing, and remembers per service origin what answered: for the
// session and across restarts (through a RouteStore), asked again after a day. A bare 404 (a deploy blip, a
// gateway's page) is doubtful: the fallback answers that call, but the preferred generation is tried again soon, and
// only a second doubtful 404 in a row, or an answer that says the path is missing, keeps the fallback for the day.
import { HttpError } from './errors';
import { isFresh } from '../../core/stamps';
import { nowMs } from '../../core/clock';

export type Generation = 'current' | 'v1';
/** `walletscope.apiVersion`: auto (try current, fall back to v1), or a service that speaks only one. */
export type ApiVersion = 'auto' | '1' | '2';

/**
 * A choice between the generations, by its declaration's name (../operation: `prefers` is the one asked first while
 * nothing is remembered, the cheaper one for the same picture; each declaration says why).
 */
export interface RouteChoice {
  readonly name: string;
  readonly prefers: Generation;
}

/** Remembered answers are asked again after this long, so a service that gains a path is noticed. */
export const RECHECK_MS = 24 * 3_600_000;
/** A fallback taken after one doubtful 404 is kept this long before the preferred generation is tried again. */
export const DOUBT_RECHECK_MS = 10 * 60_000;
/** Doubtful 404s in a row after which the path is believed missing. */
const DOUBTS_TO_BELIEVE = 2;
/** At most this many origins are remembered (a user who tries many services does not grow the store). */
const MAX_ORIGINS = 20;
/** Routes read per origin: more than the catalogue has (a hostile store does not grow the book). */
const MAX_ROUTES = 50;

export interface RouteStore {
  read(): unknown;
  write(value: RememberedRoutes): void;
}

/** `doubts`: how many doubtful 404s in a row led here (absent: the path was clearly missing, or the first answered). */
type Entry = { readonly generation: Generation; readonly at: number; readonly doubts?: number };
/** Per origin, per route's name. */
export type RememberedRoutes = Record<string, Record<string, Entry>>;

export class RouteBook {
  private routes: RememberedRoutes;

  constructor(private readonly store: RouteStore | undefined, private readonly now: () => number = nowMs) {
    this.routes = readRoutes(store?.read());
  }

  /** The generations to try, in order: one when the setting names a version or a fresh answer is remembered. */
  order(origin: string, route: RouteChoice, version: ApiVersion): readonly Generation[] {
    if (version === '1') return ['v1'];
    if (version === '2') return ['current'];
    const first = this.knows(origin, route.name) ?? route.prefers;
    return first === 'current' ? ['current', 'v1'] : ['v1', 'current'];
  }

  /** Whether a remembered answer decides the order, so a missing path is not probed again. */
  knows(origin: string, operation: string): Generation | undefined {
    const known = this.routes[origin]?.[operation];
    return known && isFresh(known.at, this.now(), keptFor(known)) ? known.generation : undefined;
  }

  /**
   * `generation` answered. `doubtful`: after a doubtful 404 of the generation tried before it, which is then tried
   * again soon, unless the same happened just before (a second doubt in a row believes it).
   */
  answered(origin: string, operation: string, generation: Generation, doubtful = false): void {
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
    const entry: Record<string, Entry> = {};
    for (const [operation, e] of Object.entries(ops as Record<string, { generation?: unknown; at?: unknown } | undefined>).slice(0, MAX_ROUTES)) {
      if (!/^[a-z][A-Za-z]{0,39}$/.test(operation)) continue;
      if (e && (e.generation === 'current' || e.generation === 'v1') && typeof e.at === 'number' && Number.isFinite(e.at)) {
        const doubts = (e as { doubts?: unknown }).doubts;
        entry[operation] = { generation: e.generation, at: e.at, ...(typeof doubts === 'number' && doubts >= 1 && doubts < DOUBTS_TO_BELIEVE ? { doubts } : {}) };
      }
    }
    out[origin] = entry;
  }
  return out;
}
