// The screener: `GET|POST /api/2/pulse` (v1/pulse/PulseSchema.ts: `assetMode` for token rows, `chainId`, up to 10
// `views` of {name, model, sortBy, sortOrder, limit ≤ 100, offset}; the answer keyed by view name, `{data: [...]}`) and
// the legacy `GET /api/1/market/query` (v1/market/MarketQuerySchema.ts: sortBy among its fields, sortOrder,
// blockchains, limit, offset; listed assets only). GET pulse takes one view from the query (`model`, `sortBy`,
// `sortOrder`, `limit`, `offset`) or several as JSON in `views`. Pure functions of the request and the clock.
import { resolveChain } from './data/chains';
import { type ApiHandler, type ApiResponse, badRequest, ok, type PostHandler, type RequestClock } from './http-util';
import { hostileRows } from './pulse-hostile';
import { newPools, screenTokens, type ScreenToken } from './pulse-data';
import { poolRow, queryRow, tokenRow } from './pulse-render';
import { createdAtMs } from './pool-model';

type Json = Record<string, unknown>;
interface View { name: string; model?: string; sortBy?: string; sortOrder?: string; limit: number; offset: number }

const MODELS = ['new', 'bonding', 'bonded', 'trending', 'filtered-bonding', 'filtered-bonded'];
const QUERY_FIELDS = ['price', 'price_change_1h', 'price_change_7d', 'liquidity', 'market_cap', 'volume', 'price_change_24h', 'off_chain_volume'];
const TOKEN_SORTS: Readonly<Record<string, (t: ScreenToken) => number>> = {
  price_change_24h: (t) => t.change24h, volume_24h: (t) => t.volume24h, liquidity: (t) => t.liquidity, created_at: (t) => t.createdAt, price: (t) => t.price,
  // v1's names
  volume: (t) => t.volume24h, market_cap: (t) => t.asset?.market_cap ?? 0,
};

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const flag = (v: unknown) => v === true || v === 'true' || v === '1';

function readView(raw: unknown): View | string {
  if (!raw || typeof raw !== 'object') return 'each view must be an object';
  const v = raw as Json, name = text(v.name), model = text(v.model);
  const limit = v.limit === undefined ? 30 : Number(v.limit), offset = v.offset === undefined ? 0 : Number(v.offset);
  if (!name) return 'views[].name is required';
  if (model !== undefined && !MODELS.includes(model)) return `Invalid model: ${model}`;
  if (!Number.isInteger(limit) || limit < 0 || limit > 100) return 'views[].limit must be at most 100';
  if (!Number.isInteger(offset) || offset < 0) return 'views[].offset must be a whole number';
  const sortOrder = text(v.sortOrder);
  if (sortOrder !== undefined && sortOrder !== 'asc' && sortOrder !== 'desc') return 'views[].sortOrder must be asc or desc';
  return { name, model, sortBy: text(v.sortBy), sortOrder, limit, offset };
}

function sorted<T>(rows: T[], figure: ((row: T) => number) | undefined, order: string | undefined): T[] {
  return figure ? [...rows].sort((a, b) => (order === 'asc' ? figure(a) - figure(b) : figure(b) - figure(a))) : rows;
}

function answer(body: Json, clock: RequestClock): ApiResponse {
  const chainText = Array.isArray(body.chainId) ? text(body.chainId[0]) : text(body.chainId);
  const chain = chainText === undefined ? undefined : resolveChain(chainText);
  if (chainText !== undefined && !chain) return badRequest(`Unknown chainId: ${chainText}`);
  if (!Array.isArray(body.views) || body.views.length > 10) return badRequest('views must be a list of at most 10 views');
  const views = body.views.map(readView);
  const wrong = views.find((v): v is string => typeof v === 'string');
  if (wrong) return badRequest(wrong);
  const { now, anchorMs } = clock, out: Json = {};
  for (const view of views as View[]) {
    const page = <T>(rows: T[]) => rows.slice(view.offset, view.offset + view.limit);
    let data: Json[];
    if (flag(body.assetMode)) {
      const tokens = screenTokens(now, anchorMs).filter((t) => !chain || t.chain === chain);
      const byModel = view.model === 'new' ? sorted(tokens, TOKEN_SORTS.created_at, 'desc') : tokens;
      data = page(sorted(byModel, view.sortBy ? TOKEN_SORTS[view.sortBy] : undefined, view.sortOrder)).map((t) => tokenRow(t, now));
    } else {
      const pools = newPools(anchorMs).filter((p) => !chain || p.chain === chain);
      const byModel = view.model === 'trending' ? sorted(pools, (p) => p.volume24h, 'desc') : pools;
      const figure = view.sortBy === 'created_at' ? (p: (typeof pools)[number]) => createdAtMs(p, anchorMs) : view.sortBy === 'volume_24h' ? (p: (typeof pools)[number]) => p.volume24h : undefined;
      data = page(sorted(byModel, figure, view.sortOrder)).map((p) => poolRow(p, now, anchorMs));
    }
    out[view.name] = { data: clock.hostile ? hostileRows(data, now) : data };
  }
  return ok(out);
}

/** `POST /api/2/pulse`. */
export const pulsePost: PostHandler = (body, clock) =>
  (body && typeof body === 'object' && !Array.isArray(body) ? answer(body as Json, clock) : badRequest('Expected a JSON object'));

/** `GET /api/2/pulse`. */
export const pulseGet: ApiHandler = (query, _shape, clock) => {
  let views: unknown = [{ name: query.get('model') ?? 'default', model: query.get('model') ?? undefined, sortBy: query.get('sortBy') ?? undefined,
    sortOrder: query.get('sortOrder') ?? undefined, limit: query.get('limit') ?? undefined, offset: query.get('offset') ?? undefined }];
  const listed = query.get('views');
  if (listed !== null) {
    try { views = JSON.parse(listed); } catch { return badRequest('views must be JSON'); }
  }
  return answer({ assetMode: query.get('assetMode'), chainId: query.get('chainId') ?? query.get('blockchains') ?? undefined, views }, clock);
};

/** `GET /api/1/market/query`: listed assets, `{data: [...]}`. */
export const marketQuery: ApiHandler = (query, _shape, { now, anchorMs }) => {
  const sortBy = query.get('sortBy') ?? undefined;
  if (sortBy !== undefined && !QUERY_FIELDS.includes(sortBy)) return badRequest(`Invalid sortBy: ${sortBy}`);
  const chains = (query.get('blockchains') ?? '').split(',').filter((c) => c.trim() !== '').map((c) => resolveChain(c));
  if (chains.includes(undefined)) return badRequest('Unknown blockchain');
  const limit = Number(query.get('limit') ?? 20), offset = Number(query.get('offset') ?? 0);
  if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(offset) || offset < 0) return badRequest('limit and offset must be whole numbers');
  const listed = screenTokens(now, anchorMs).filter((t) => t.asset && (chains.length === 0 || chains.includes(t.chain)));
  const rows = sorted(listed, sortBy ? TOKEN_SORTS[sortBy === 'price_change_1h' || sortBy === 'price_change_7d' ? 'price_change_24h' : sortBy] : undefined, query.get('sortOrder') ?? 'desc');
  return ok({ data: rows.slice(offset, offset + limit).map((t) => queryRow(t, t.asset!)) });
};
