// An operation of the service, declared once beside its domain types: for each generation that has it (./transport/routes), the
// path, the query or body of an ask, the answer's schema and the endpoint's price; which generation it prefers; how long
// an answer is kept; whether "not found" is an answer. Every path of the service is written in one declaration, and the
// client (./serviceRequests), its peeks, the credits it books and the route book all read the declarations.
import type { Price } from './credits/prices';
import type { Query } from './transport/requestUrl';
import type { Generation, RouteChoice } from './transport/routes';

/** One generation's endpoint for an operation. */
export interface Endpoint<A, T> {
  /** `/api/2/...`, or a path of the spec's v1 (`/wallet/x` is `/api/1/wallet/x`). */
  readonly path: string;
  /** What the service's list charges for it (../credits/prices reads it for the ask's chains, wallets or assets). */
  readonly price: Price;
  /** The query of an ask; undefined when this generation cannot ask it (the other one is asked). */
  readonly query: (ask: A) => Query | undefined;
  /** A POST's body (a batch query): the question, so it is part of the cache key. */
  readonly body?: (ask: A) => unknown;
  readonly parse: (body: unknown, ask: A) => T;
}

/** A choice between the generations that is remembered per service origin (./transport/routes): its name is stored. */
export interface Route<N extends string = string> extends RouteChoice {
  readonly name: N;
}

export interface Operation<A, T, N extends string = string> {
  readonly name: N;
  readonly generations: { readonly [G in Generation]?: Endpoint<A, T> };
  /** When both generations have it: the one asked first while nothing is remembered (the operation is its own route). */
  readonly prefers?: Generation;
  /**
   * How long an answer is kept, in ms, from the user's cache setting (`settingMs`, never 0 here: the setting's 0 keeps
   * nothing); 0 keeps nothing.
   */
  readonly keep: (settingMs: number, ask: A) => number;
  /** A 404 that names what was asked for is an answer: undefined (kept briefly, like any answer). */
  readonly notFound?: true;
}

/** Answers kept for the session: a name, supply or link changes rarely, and a search asked twice costs twice. */
export const SESSION_MS = 12 * 3_600_000;

/** Kept as the setting says, times `factor`. */
export const setting = (factor = 1) => (settingMs: number): number => settingMs * factor;
export const session = (): number => SESSION_MS;

/** A declaration, its name kept as a literal type (so the unions of names are derived from the declarations). */
export function operation<const N extends string, A, T>(declared: Operation<A, T, N>): Operation<A, T, N> {
  return declared;
}

/** A route for a choice made of several operations (a batch of prices, a wallet's holdings asked per wallet). */
export function route<const N extends string>(declared: Route<N>): Route<N> {
  return declared;
}
