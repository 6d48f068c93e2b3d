// HTTP control endpoints, so a process that did not start the server (a VS Code test host, a demo
// shell with curl) can inject faults and read what the extension sent. Never counted as API requests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accountChangeProblem, type AccountChange, type CreditAccount } from './account';
import { type FaultQueue, faultProblem } from './faults';
import { readBody, sendJson } from './http-util';
import { type MoveBook, moveSpecOf } from './moves';
import { feedFaultProblem, type PriceFeed } from './price-feed';
import type { ServerClock } from './clock';
import type { WalletStreams } from './wallet-streams';
import { GENERATIONS, type Generations } from './v2-routes';
import type { FaultSpec, FeedFault, RecordedRequest } from './types';

export const CONTROL_PREFIX = '/__control/';

export interface ControlState {
  faults: FaultQueue;
  requests: RecordedRequest[];
  feed: PriceFeed;
  account: CreditAccount;
  /** Which generations of paths answer (./v2-routes). */
  generations: { mode: Generations };
  /** Funds moved this run (./moves). */
  moves: MoveBook;
  /** The wallet streams (./wallet-streams). */
  streams: WalletStreams;
  /** The server's clock (./clock), which a test moves on with the extension's. */
  clock: ServerClock;
}

export async function handleControl(req: IncomingMessage, res: ServerResponse, path: string, state: ControlState): Promise<void> {
  const route = `${req.method ?? 'GET'} ${path}`;
  switch (route) {
    case 'POST /__control/faults': {
      const parsed = await parseFault(req);
      if (typeof parsed === 'string') return sendJson(res, 400, { error: parsed });
      state.faults.add(parsed);
      return sendJson(res, 201, { ok: true, queued: state.faults.pending.length });
    }
    case 'DELETE /__control/faults':
      state.faults.clear();
      return sendJson(res, 200, { ok: true });
    case 'GET /__control/faults':
      return sendJson(res, 200, { faults: state.faults.pending.map(({ spec, remaining }) => ({ ...spec, remaining: jsonTimes(remaining) })) });
    case 'GET /__control/requests':
      return sendJson(res, 200, { count: state.requests.length, requests: state.requests });
    case 'POST /__control/reset':
      state.faults.clear();
      state.requests.length = 0;
      state.feed.reset();
      state.account.resetUsage();
      state.moves.reset();
      state.streams.reset();
      return sendJson(res, 200, { ok: true });
    case 'GET /__control/streams':
      return sendJson(res, 200, state.streams.stats());
    case 'POST /__control/streams/push': { // {"count": 100, "type"?: "fast-trade"}: market frames now (tests, the bench)
      const body = await parseJsonBody(req, () => undefined) as { count?: unknown; type?: unknown } | string | null;
      const spec = typeof body === 'object' && body !== null ? body : {};
      const count = Number(spec.count ?? 1);
      if (!Number.isInteger(count) || count < 1 || count > 100_000) return sendJson(res, 400, { error: 'body must be {"count": 1 to 100000, "type"?: "market-details" | "fast-trade" | "ohlcv"}' });
      return sendJson(res, 200, { ok: true, sent: state.streams.market.push(count, typeof spec.type === 'string' ? spec.type : undefined) });
    }
    case 'POST /__control/streams/tick': { // {"ms": 1000}: how often the market streams send
      const body = await parseJsonBody(req, () => undefined) as { ms?: unknown } | string | null;
      const ms = Number(typeof body === 'object' && body !== null ? body.ms : NaN);
      if (!Number.isFinite(ms) || ms < 5 || ms > 3_600_000) return sendJson(res, 400, { error: 'body must be {"ms": 5 to 3600000}' });
      state.streams.market.setTickMs(ms);
      return sendJson(res, 200, { ok: true });
    }
    case 'POST /__control/streams/drop':
      return sendJson(res, 200, { ok: true, dropped: state.streams.drop() });
    case 'GET /__control/credits':
      return sendJson(res, 200, state.account.state());
    case 'POST /__control/credits': {
      const parsed = await parseJsonBody(req, accountChangeProblem);
      if (typeof parsed === 'string') return sendJson(res, 400, { error: parsed });
      state.account.change(parsed as AccountChange);
      return sendJson(res, 200, state.account.state());
    }
    case 'POST /__control/feed': {
      const parsed = await parseFeedFault(req);
      if (typeof parsed === 'string') return sendJson(res, 400, { error: parsed });
      state.feed.setFault(parsed);
      return sendJson(res, 200, { ok: true, ...state.feed.stats() });
    }
    case 'GET /__control/feed':
      return sendJson(res, 200, state.feed.stats());
    case 'GET /__control/feed/messages': {
      const messages = state.feed.messages();
      return sendJson(res, 200, { count: messages.length, messages });
    }
    case 'GET /__control/clock':
      return sendJson(res, 200, { now: state.clock.now() });
    case 'POST /__control/clock': { // {"advanceMs": 3600000}: an hour passes for the service (with the extension's test clock)
      const body = await parseJsonBody(req, () => undefined) as { advanceMs?: unknown } | string | null;
      const ms = typeof body === 'object' && body !== null && typeof body.advanceMs === 'number' ? body.advanceMs : NaN;
      if (!Number.isFinite(ms) || ms < 0 || ms > 366 * 86_400_000) return sendJson(res, 400, { error: 'body must be {"advanceMs": 0 to 31622400000}' });
      return sendJson(res, 200, { now: state.clock.advance(ms) });
    }
    case 'GET /__control/generations':
      return sendJson(res, 200, { mode: state.generations.mode });
    case 'POST /__control/generations': {
      const parsed = await parseJsonBody(req, (v) => (GENERATIONS.includes((v as { mode?: Generations } | null)?.mode as Generations)
        ? undefined : `body must be {"mode": ${GENERATIONS.map((g) => `"${g}"`).join(' | ')}}`));
      if (typeof parsed === 'string') return sendJson(res, 400, { error: parsed });
      state.generations.mode = (parsed as { mode: Generations }).mode;
      return sendJson(res, 200, { mode: state.generations.mode });
    }
    case 'POST /__control/move': {
      const spec = moveSpecOf(await parseJsonBody(req, () => undefined));
      if (typeof spec === 'string') return sendJson(res, 400, { error: spec });
      const made = state.moves.move(spec, state.clock.now());
      if (typeof made === 'string') return sendJson(res, 400, { error: made });
      return sendJson(res, 201, { ok: true, wallet: made.wallet, chain: made.tx.chain, hash: made.tx.hash, at: made.tx.at, moves: state.moves.size });
    }
    case 'POST /__control/price': {
      const body = await parseJsonBody(req, () => undefined) as { token?: unknown; factor?: unknown } | string | null;
      const spec = typeof body === 'object' && body !== null ? body : {};
      const refused = typeof spec.token === 'string' ? state.moves.reprice(spec.token, Number(spec.factor)) : 'body must be {"token": "ETH", "factor": 1.5}';
      return refused ? sendJson(res, 400, { error: refused }) : sendJson(res, 200, { ok: true });
    }
    default:
      return sendJson(res, 404, { error: `Unknown control endpoint: ${route}` });
  }
}

/** JSON has no Infinity: accept "Infinity", null or -1 for "every matching request". */
async function parseFault(req: IncomingMessage): Promise<FaultSpec | string> {
  let value: unknown;
  try {
    value = JSON.parse(await readBody(req));
  } catch {
    return 'body must be a JSON FaultSpec, e.g. {"kind":"rate-limit","times":2}';
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (record.times === 'Infinity' || record.times === null || record.times === -1) record.times = Infinity;
  }
  return faultProblem(value) ?? (value as FaultSpec);
}

async function parseFeedFault(req: IncomingMessage): Promise<FeedFault | string> {
  let value: unknown;
  try {
    value = JSON.parse(await readBody(req));
  } catch {
    return 'body must be JSON, e.g. {"mode":"drop","afterMessages":3}';
  }
  return feedFaultProblem(value) ?? (value as FeedFault);
}

async function parseJsonBody(req: IncomingMessage, problem: (value: unknown) => string | undefined): Promise<unknown> {
  let value: unknown;
  try {
    value = JSON.parse(await readBody(req));
  } catch {
    return 'body must be JSON';
  }
  return problem(value) ?? value;
}

function jsonTimes(remaining: number): number | string {
  return Number.isFinite(remaining) ? remaining : 'Infinity';
}
