// Public types of the reference server, shared by the server, its CLI and the tests that drive it.

import type { AccountChange, AccountState, ServerPlan } from './account';

import type { MoveSpec } from './moves';
import type { Generations } from './v2-routes';
import type { WalletStreamStats } from './wallet-streams';
export type { Generations, MoveSpec };
export type { AccountChange, AccountState, ServerPlan };
export type ResponseShape = 'live' | 'spec';

export interface ReferenceServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1: never reachable from outside the machine. */
  host?: string;
  /** When set, API requests need `Authorization: <key>` or `x-api-key: <key>`. */
  apiKey?: string;
  /** 'live' (default) imitates what the service really returns; 'spec' follows the spec document. */
  shape?: ResponseShape;
  /** Delay added to every API response. */
  latencyMs?: number;
  /** Attack payloads in every visible string, adversarial descriptions and error pages (see hostile.ts). */
  hostile?: boolean;
  /** Interval between the market streams' frames for each subscription (default 1500; /__control/streams/tick changes it). */
  marketTickMs?: number;
  /** Interval between price feed updates (default 1000). */
  feedTickMs?: number;
  /** Added to the machine's clock for everything the server dates (prices, stamps, the credits' month); the test host
   *  sets it so that every window starts at one pinned instant (../host/calendar.ts). Default: the process's clock
   *  (src/core/clock.ts), which is the machine's unless the process pinned it (the unit tests do). */
  clockOffsetMs?: number;
  /** When history and feed prices equal the catalogue's (default: server start, rounded down to 5 minutes).
   *  Fixing it makes two servers answer the same history. */
  priceAnchorMs?: number;
  /** The key's plan (default 'enterprise': unlimited credits, websockets allowed). */
  plan?: ServerPlan;
  /** Credits a month of a 'custom' plan. */
  monthlyCredits?: number;
  /** Send the x-ratelimit-* credit headers (default true); false imitates a service that sends none. */
  creditHeaders?: boolean;
  /** Answer browsers (CORS headers and preflights, default true); false imitates a service a web page cannot call. */
  cors?: boolean;
  /** Which generations of paths answer (default 'both'; changeable at run time through /__control/generations). */
  generations?: Generations;
  /** Once, this long after the first request naming the ordinary wallet, the demo move (./moves DEMO_MOVE: it receives 2.5 ETH). */
  moveAfterMs?: number;
}

export interface ReferenceServer {
  /** Base URL such as http://127.0.0.1:54321; API paths are url + '/api/1/...'. */
  readonly url: string;
  /** Stops listening and destroys every open socket, hanging requests included. */
  close(): Promise<void>;
  addFault(fault: FaultSpec): void;
  clearFaults(): void;
  /** Every API request (control requests excluded), oldest first. */
  readonly requests: ReadonlyArray<RecordedRequest>;
  /** Number of recorded API requests whose path starts with `pathPrefix` (all when omitted). */
  count(pathPrefix?: string): number;
  /** Forgets recorded requests. */
  resetCounts(): void;
  /** The most API requests open at once since the start or the last resetCounts (a burst's height). */
  peakInFlight(): number;
  /** The websocket price feed: ws://host:port/feed. */
  readonly feedUrl: string;
  /** See ReferenceServerOptions.priceAnchorMs: history at this instant is the catalogue price. */
  readonly priceAnchorMs: number;
  /** The server's clock now (the machine's, shifted by clockOffsetMs and every advance). */
  now(): number;
  /** Moves the server's clock on (a test leaving a window open for hours); returns the new now. */
  advanceClock(ms: number): number;
  /** Changes how the feed behaves from now on; 'normal' ends a fault. */
  setFeedFault(fault: FeedFault): void;
  feedStats(): FeedStats;
  /** The wallet streams: connections, subscriptions, frames sent, upgrades refused for the plan, what clients sent. */
  streamStats(): WalletStreamStats;
  /** Sends `count` rounds of market frames now to every market subscription (of `type` only, if given); the frames sent. */
  pushMarket(count: number, type?: string): number;
  /** Cuts every streams socket (no close frame); the connections cut. */
  dropStreams(): number;
  /** Frames clients sent on the feed, oldest first (the last 1,000). */
  feedMessages(): ReadonlyArray<FeedClientFrame>;
  /** The key's credit account: plan, credits used this month and per path. */
  credits(): AccountState;
  /** Changes the plan, spends or forgets credits (what POST /__control/credits does). */
  setCredits(change: AccountChange): AccountState;
  /** Moves funds now (what POST /__control/move does); throws when the move cannot be made. */
  move(spec: MoveSpec): { wallet: string; hash: string; at: number };
}

export type FeedFaultMode = 'normal' | 'refuse' | 'drop' | 'garbage' | 'silent';
export const FEED_FAULT_MODES: readonly FeedFaultMode[] = ['normal', 'refuse', 'drop', 'garbage', 'silent'];

export interface FeedFault {
  /** refuse: new upgrades get 403, open sockets close with 1013. drop: each socket is cut (no close frame) after
   *  `afterMessages` updates. garbage: junk frames between updates. silent: subscriptions accepted, nothing sent. */
  mode: FeedFaultMode;
  /** For 'drop': updates sent before the cut (default 3), counted from when the fault was set. */
  afterMessages?: number;
}

export interface FeedStats {
  /** Open websocket connections. */
  connections: number;
  /** Subscribed assets summed over open connections. */
  subscriptions: number;
  /** Frames sent to clients (updates, errors and junk) since start or reset. */
  messagesSent: number;
  /** Upgrades refused since start or reset because the key's plan has no websocket feed. */
  refusedForPlan: number;
  mode: FeedFaultMode;
}

export interface FeedClientFrame {
  /** Numbered per server from 1, in connection order. */
  connection: number;
  receivedAt: number;
  /** The parsed JSON; else the text (a binary frame as "<binary N bytes>"), cut to 2 KB. */
  data: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  /** A batch (POST) request's parsed JSON body. */
  body?: unknown;
  /** When it arrived (performance.now() of the server's process, ms). */
  at: number;
}

export type FaultKind =
  | 'latency' | 'rate-limit' | 'server-error' | 'bad-gateway-html' | 'malformed-json'
  | 'truncated' | 'oversized' | 'drop' | 'hang' | 'figures' | 'not-found-html' | 'empty';

export const FAULT_KINDS: readonly FaultKind[] = [
  'latency', 'rate-limit', 'server-error', 'bad-gateway-html', 'malformed-json', 'truncated', 'oversized', 'drop', 'hang', 'figures', 'not-found-html', 'empty',
];

export interface FaultSpec {
  kind: FaultKind;
  /** How many matching requests it hits; default 1, Infinity allowed. */
  times?: number;
  /** Only requests whose path starts with this, e.g. '/api/1/search'. */
  path?: string;
  /** Only requests with these query parameters, e.g. `{ wallet: '0x…' }` (one wallet of several). */
  query?: Record<string, string>;
  /** For 'latency': delay before serving normally (default 1000). */
  latencyMs?: number;
  /** For 'rate-limit': value of the Retry-After header (default 1). */
  retryAfterSeconds?: number;
  /** For 'oversized': body size (default 11 MiB). */
  sizeBytes?: number;
  /** For 'oversized': send a Content-Length header instead of chunked encoding. */
  withContentLength?: boolean;
  /**
   * For 'figures': serve normally, with these headers in place of the credit headers (a broken or hostile
   * `x-ratelimit-cost`); for 'rate-limit': sent beside Retry-After (a burst limiter's `x-ratelimit-remaining: 0`).
   */
  headers?: Record<string, string>;
}
