// A call routed between the two generations of the service's paths (./routes): tried in the route book's order, a
// missing path moves on to the next, and whichever answers is remembered for the origin (a bare 404 only doubted).
// While an operation's first probe is in flight, a second call waits for it, so a missing path is asked once, not once
// per caller.
import { missingRoute, type ApiVersion, type Generation, type RouteBook, type RouteChoice } from './routes';

export class RoutedCalls {
  /** A first probe of an operation in flight: a second call waits for it instead of probing too. */
  private readonly probes = new Map<string, Promise<unknown>>();

  constructor(private readonly routes: RouteBook) {}

  /** The generation a call asks first now: the setting's, else the one remembered, else the route's preference. */
  first(settings: { readonly baseUrl: string; readonly apiVersion: ApiVersion }, route: RouteChoice): Generation {
    const origin = originOf(settings.baseUrl);
    return origin === undefined ? 'v1' : this.routes.order(origin, route, settings.apiVersion)[0] ?? 'v1';
  }

  async call<T>(settings: { readonly baseUrl: string; readonly apiVersion: ApiVersion }, route: RouteChoice, calls: Readonly<Record<Generation, (settled: boolean) => Promise<T>>>): Promise<T> {
    const origin = originOf(settings.baseUrl);
    if (origin === undefined) return calls.v1(true);
    const operation = route.name;
    const probeKey = `${origin} ${operation}`;
    const probe = this.probes.get(probeKey);
    if (probe && settings.apiVersion === 'auto' && !this.routes.knows(origin, operation)) await probe.catch(() => undefined);
    const order = this.routes.order(origin, route, settings.apiVersion);
    const attempt = (async () => {
      let doubtful = false;
      for (const [i, generation] of order.entries()) {
        try {
          // Settled: this generation is known to answer (or is the only one asked), so a call need not probe gently.
          const value = await calls[generation](settings.apiVersion !== 'auto' || this.routes.knows(origin, operation) === generation);
          // A fallback that only says "unknown" proves nothing about which generation serves: nothing is remembered.
          if (i === 0 || value !== undefined) this.routes.answered(origin, operation, generation, doubtful);
          return value;
        } catch (e) {
          const missing = missingRoute(e);
          if (i === order.length - 1 || !missing) throw e;
          doubtful = missing === 'doubtful';
        }
      }
      throw new Error('unreachable');
    })();
    if (settings.apiVersion === 'auto' && !this.routes.knows(origin, operation) && !this.probes.has(probeKey)) {
      this.probes.set(probeKey, attempt);
      void attempt.then(() => this.probes.delete(probeKey), () => this.probes.delete(probeKey));
    }
    return attempt;
  }
}

function originOf(baseUrl: string): string | undefined {
  try {
    return new URL(baseUrl.trim()).origin;
  } catch {
    return undefined;
  }
}
