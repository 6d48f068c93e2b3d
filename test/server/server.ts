// Local reference API server imitating the wallet/asset data service (Mobula REST v1) for offline
// tests and demos. Order per API request: record, injected fault, latency, auth, endpoint. The websocket
// price feed shares the port (path /feed, see price-feed.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { CREDITS_EXHAUSTED_MESSAGE, CreditAccount } from './account';
import { API_ROUTES } from './api-routes';
import { V2_POST_ROUTES } from './v2-prices';
import { walletActivityBatch } from './wallet-activity';
import { walletLabels } from './wallet-labels';
import { pulsePost } from './pulse';
import { DEMO_MOVE, MoveBook } from './moves';
import { WALLETS } from './data/wallet-addresses';
import { servesPath, V2_ROUTES } from './v2-routes';
import { ServerClock } from './clock';
import { CONTROL_PREFIX, handleControl } from './control';
import { applyFault, BILLED_FAULTS, type FaultContext, FaultQueue } from './faults';
import { ERROR_PAGE, hostileBody } from './hostile';
import { headerRecord, type PostHandler, queryRecord, readBody, sendJson, sendText } from './http-util';
import { sparklineSvg } from './market-data';
import { PriceFeed } from './price-feed';
import { WalletStreams } from './wallet-streams';
import type { FaultSpec, FeedFault, RecordedRequest, ReferenceServer, ReferenceServerOptions } from './types';

export { ENS_NAMES, WALLETS, type WalletRole } from './data/wallet-addresses';

/** The demo move's wallet ("Main"), as it appears in a request. */
const DEMO_WALLET = WALLETS.ordinary.toLowerCase();
/** In hostile mode, a search for this answers 500 with the adversarial error page (for error surfaces). */
export const HOSTILE_ERROR_QUERY = 'hostile-error';
export { SENTINEL_COMMAND, TEXT_PAYLOAD } from './hostile';
export { NO_HISTORY_ASSET_NAME } from './data/price-series';
export type {
  FaultKind, FaultSpec, FeedClientFrame, FeedFault, FeedFaultMode, FeedStats, RecordedRequest, ReferenceServer, ReferenceServerOptions, ResponseShape,
} from './types';

/** Every path that takes a POST; the activity takes a GET too (one wallet) beside its batch, and so does pulse. */
export const POST_ROUTES: Readonly<Record<string, PostHandler>> = {
  ...V2_POST_ROUTES, '/api/2/wallet/activity': walletActivityBatch, '/api/1/wallet/labels': walletLabels, '/api/2/pulse': pulsePost,
};

/** History and feed prices equal the catalogue's at a 5-minute grid point, by default the one before start. */
const ANCHOR_GRID_MS = 5 * 60_000;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'authorization, x-api-key, content-type',
  'access-control-expose-headers': 'x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-cost, retry-after',
};

export async function startReferenceServer(opts: ReferenceServerOptions = {}): Promise<ReferenceServer> {
  const shape = opts.shape ?? 'live';
  const host = opts.host ?? '127.0.0.1';
  const faults = new FaultQueue();
  const requests: RecordedRequest[] = [];
  /** API requests open now, and the most open at once. */
  const load = { open: 0, peak: 0 };
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  /** Starts the demo move's countdown, once (set when moveAfterMs is). */
  let armDemoMove: (() => void) | undefined;
  let closed = false;
  let closing: Promise<void> | undefined;
  let serverUrl = '';
  const clock = new ServerClock(opts.clockOffsetMs);
  const now = () => clock.now();
  const priceAnchorMs = opts.priceAnchorMs ?? Math.floor(now() / ANCHOR_GRID_MS) * ANCHOR_GRID_MS;
  const generations = { mode: opts.generations ?? 'both' };
  const moves = new MoveBook(priceAnchorMs);
  const account = new CreditAccount(opts.plan ?? 'enterprise', opts.monthlyCredits, now);
  const creditHeaders = (cost?: number) => (opts.creditHeaders === false ? {} : account.headers(cost));
  const feed = new PriceFeed({
    tickMs: opts.feedTickMs ?? 1000, anchorMs: priceAnchorMs, now, apiKey: opts.apiKey,
    refusal: () => (account.allowsPriceFeed() ? undefined : 'Websocket feeds are not included in your plan'),
    chargeMinute: () => account.chargeSocketMinute(), // an open socket costs a credit a minute, each minute as it starts
  });
  const streams = new WalletStreams({
    moves, anchorMs: priceAnchorMs, now, apiKey: opts.apiKey, chargeMinute: () => account.chargeSocketMinute(), marketTickMs: opts.marketTickMs, hostile: opts.hostile,
    refusal: () => (account.allowsStreams() ? undefined : 'Websocket streams are not included in your plan'),
  });

  const faultContext: FaultContext = {
    // Timers are tracked so close() can cancel them; a cancelled delay simply never resolves.
    delay: (ms) => new Promise((resolve) => {
      const timer = setTimeout(() => { timers.delete(timer); resolve(); }, ms);
      timers.add(timer);
    }),
    isClosed: () => closed,
  };

  function isAuthorized(req: IncomingMessage): boolean {
    if (opts.apiKey === undefined) return true;
    return req.headers.authorization === opts.apiKey || req.headers['x-api-key'] === opts.apiKey;
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const record: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, query: queryRecord(url.searchParams), headers: headerRecord(req), at: performance.now() };
    requests.push(record);
    load.open++;
    load.peak = Math.max(load.peak, load.open);
    res.once('close', () => load.open--);
    const fault = faults.take(url.pathname, url.searchParams);
    // A fault with a 200 status is an answer the service sent and billed (its body went wrong on the way).
    const billed = fault && BILLED_FAULTS.has(fault.kind) && isAuthorized(req) ? chargeFault(url) : {};
    if (fault && (await applyFault(fault, req, res, faultContext, billed)) === 'done') return;
    if (opts.latencyMs) await faultContext.delay(opts.latencyMs);
    if (closed || res.destroyed) return;
    if (!isAuthorized(req)) return sendJson(res, 401, { message: 'Unauthorized' });
    if (!account.affords(1)) return sendJson(res, 429, { error: CREDITS_EXHAUSTED_MESSAGE }, creditHeaders());
    if (opts.hostile && url.searchParams.get('input') === HOSTILE_ERROR_QUERY) return sendText(res, 500, 'text/html; charset=utf-8', ERROR_PAGE);
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const served = servesPath(generations.mode, path);
    const handler = served ? API_ROUTES[path] ?? V2_ROUTES[path] : undefined;
    const batch = served ? POST_ROUTES[path] : undefined;
    if (!handler && !batch) return sendJson(res, 404, { error: `Not found: ${url.pathname}`, hint: 'API paths start with /api/1/' });
    const allowed = [...(handler ? ['GET'] : []), ...(batch ? ['POST'] : [])];
    if (!allowed.includes(req.method ?? '')) return sendJson(res, 405, { error: `Method ${req.method} not allowed` }, { allow: allowed.join(', ') });
    const context = { now: now(), anchorMs: priceAnchorMs, origin: serverUrl, moves, hostile: opts.hostile ?? false };
    let answer;
    if (batch && req.method === 'POST') {
      const body = await readJsonBody(req);
      record.body = body;
      answer = body === undefined ? { status: 400, body: { error: 'Expected a JSON body' } } : batch(body, context);
    } else answer = handler!(url.searchParams, shape, context);
    if (armDemoMove && `${url.search}${JSON.stringify(record.body ?? '')}`.toLowerCase().includes(DEMO_WALLET)) armDemoMove();
    if (opts.hostile && answer.status >= 400) return sendText(res, answer.status, 'text/html; charset=utf-8', ERROR_PAGE);
    let headers: Record<string, string> = {};
    if (answer.status >= 200 && answer.status < 300) { // only answers are charged, as the service does
      const cost = account.cost(path, url.searchParams);
      if (!account.affords(cost)) return sendJson(res, 429, { error: CREDITS_EXHAUSTED_MESSAGE }, creditHeaders());
      account.charge(path, cost);
      headers = fault?.kind === 'figures' ? { ...fault.headers } : creditHeaders(cost);
    }
    sendJson(res, answer.status, opts.hostile ? hostileBody(answer.body) : answer.body, headers);
  }

  function chargeFault(url: URL): Record<string, string> {
    const path = url.pathname.replace(/\/+$/, '');
    const cost = account.cost(path, url.searchParams);
    if (!account.affords(cost)) return {};
    account.charge(path, cost);
    return creditHeaders(cost);
  }

  /** The drawings /market/sparkline points at: images, neither recorded nor charged. */
  function handleImage(res: ServerResponse, path: string): Promise<void> {
    const svg = sparklineSvg(path, now(), priceAnchorMs);
    if (svg) sendText(res, 200, 'image/svg+xml', svg, { 'cache-control': 'max-age=3600' });
    else sendJson(res, 404, { error: 'Not found' });
    return Promise.resolve();
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://reference.invalid');
    if (opts.cors !== false && !url.pathname.startsWith(CONTROL_PREFIX)) {
      // What a browser needs to call the API from another origin (the web build in vscode.dev): any origin, the key's
      // header, and the credit headers readable. A preflight is answered here, neither recorded nor charged.
      for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
      if (req.method === 'OPTIONS') return void res.writeHead(204, { 'access-control-max-age': '600' }).end();
    }
    const work = url.pathname.startsWith(CONTROL_PREFIX)
      ? handleControl(req, res, url.pathname, { faults, requests, feed, account, generations, moves, streams, clock })
      : url.pathname.startsWith('/sparklines/') ? handleImage(res, url.pathname) : handleApi(req, res, url);
    work.catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { message: `Reference server bug: ${String(error)}` });
      else res.destroy();
    });
  });
  // The wallet streams on the API's own origin (the service's SDK opens wss://api.mobula.io), the price feed at /feed.
  server.on('upgrade', (req, socket, head) => (/^\/?(\?|$)/.test(req.url ?? '/') ? streams : feed).handleUpgrade(req, socket, head));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => { server.off('error', reject); resolve(); });
  });
  // The demo's move (`npm start`): the wallet receives funds a while after the extension first asks for it (not after
  // start: a first `npm start` spends most of a minute installing VS Code), so the move lands after the balances the
  // alert compares with, and an alert shows.
  if (opts.moveAfterMs !== undefined) armDemoMove = () => {
    armDemoMove = undefined;
    if (closed) return; // a request answered as the server closes starts nothing that would keep it alive
    const timer = setTimeout(() => { timers.delete(timer); moves.move(DEMO_MOVE, now()); }, opts.moveAfterMs);
    timers.add(timer);
  };
  const { port } = server.address() as AddressInfo;
  const authority = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  const url = `http://${authority}`;
  serverUrl = url;

  return {
    url,
    requests,
    addFault: (fault: FaultSpec) => faults.add(fault),
    clearFaults: () => faults.clear(),
    count: (pathPrefix?: string) => requests.filter((r) => pathPrefix === undefined || r.path.startsWith(pathPrefix)).length,
    resetCounts: () => { requests.length = 0; load.peak = load.open; },
    peakInFlight: () => load.peak,
    feedUrl: `ws://${authority}/feed`,
    priceAnchorMs,
    now,
    advanceClock: (ms: number) => clock.advance(ms),
    setFeedFault: (fault: FeedFault) => feed.setFault(fault),
    feedStats: () => feed.stats(),
    streamStats: () => streams.stats(),
    pushMarket: (count, type) => streams.market.push(count, type),
    dropStreams: () => streams.drop(),
    feedMessages: () => feed.messages(),
    credits: () => account.state(),
    setCredits: (change) => { account.change(change); return account.state(); },
    move: (spec) => {
      const made = moves.move(spec, now());
      if (typeof made === 'string') throw new Error(made);
      return { wallet: made.wallet, hash: made.tx.hash, at: made.tx.at };
    },
    close: () => {
      closing ??= (async () => {
        closed = true;
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        streams.close();
        await feed.close(); // websocket clients first, so they get a close frame rather than a cut
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const socket of sockets) socket.destroy(); // hanging and keep-alive connections alike
        });
      })();
      return closing;
    },
  };
}

/** A batch request's JSON body (at most 64 KB), or undefined when it is not JSON. */
async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse(await readBody(req)) as unknown;
  } catch {
    return undefined;
  }
}
