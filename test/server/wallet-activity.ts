// A wallet's activity: `GET /api/2/wallet/activity` (one wallet, paged by a transaction hash cursor), its batch `POST`
// (up to 100 wallets, each answered or refused on its own) and v1's `GET /api/1/wallet/transactions` (flat rows, paged
// by page and offset). The transactions are the data set's (data/activity) with the run's moves on top (./moves).
import type { TxAction, WalletTx } from './data/activity-model';
import { walletActivity } from './data/activity';
import { parseChainFilter } from './data/chains';
import type { ChainName } from './data/types';
import { hostileActivity } from './hostile-wallets';
import { type ApiHandler, type ApiResponse, badRequest, ok, type PostHandler, type RequestClock } from './http-util';
import { chainsOrError, intParam } from './params';
import { renderActivityTx, renderTransactionRows } from './wallet-activity-render';
import { resolveWallet, type WalletLookup } from './wallet-resolve';

const MAX_LIMIT = 100;
const MAX_BATCH = 100;

export interface ActivityAsk {
  chains: ReadonlySet<ChainName> | null;
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
  cursorHash: string | undefined;
  /** before: older than the cursor's transaction; after: newer. */
  cursorDirection: 'before' | 'after';
  from: number | undefined;
  to: number | undefined;
  filterSpam: boolean;
  unlistedAssets: boolean;
  backfill: boolean;
}

/** A transaction and the actions of it that pass the filters. */
export interface Shown { tx: WalletTx; actions: readonly TxAction[] }

type Lookup = Extract<WalletLookup, { ok: true }>;

/** The wallet's transactions: its moves this run over what the data set holds; none for a wallet it does not know. */
function transactionsOf(lookup: Lookup, clock: RequestClock): readonly WalletTx[] {
  if (!lookup.record) return [];
  return clock.moves ? clock.moves.activityOf(lookup.record.address) : walletActivity(lookup.record.address, clock.anchorMs);
}

/** What passes the chain, time, spam and listing filters, newest first. */
export function shownOf(txs: readonly WalletTx[], ask: Pick<ActivityAsk, 'chains' | 'from' | 'to' | 'filterSpam' | 'unlistedAssets'>): Shown[] {
  const out: Shown[] = [];
  for (const tx of txs) {
    if ((ask.chains && !ask.chains.has(tx.chain)) || (ask.from !== undefined && tx.at < ask.from) || (ask.to !== undefined && tx.at > ask.to)) continue;
    const actions = tx.actions.filter((a) => assetsOf(a).every((asset) => !(ask.filterSpam && asset.spam === 'known') && (ask.unlistedAssets || !asset.unlisted)));
    if (actions.length > 0) out.push({ tx, actions });
  }
  return out;
}

function assetsOf(action: TxAction) {
  return action.model === 'swap' ? [action.sold, action.bought] : [action.asset];
}

/** The page asked for, in the order asked; an unknown cursor gives an empty page. */
function pageOf(shown: readonly Shown[], ask: ActivityAsk): Shown[] {
  const list = ask.order === 'desc' ? shown : [...shown].reverse();
  let start = 0;
  if (ask.cursorHash !== undefined) {
    const at = list.findIndex((s) => s.tx.hash === ask.cursorHash);
    if (at < 0) return [];
    // "before" is older: further down a newest-first list, further up an oldest-first one (the nearest `limit` of those).
    if ((ask.cursorDirection === 'before') !== (ask.order === 'desc')) return list.slice(Math.max(0, at - ask.limit), at);
    start = at + 1;
  }
  return list.slice(start + ask.offset, start + ask.offset + ask.limit);
}

/** The activity answer for one wallet (WalletActivityV2ResponseSchema). */
function activityAnswer(lookup: Lookup, ask: ActivityAsk, clock: RequestClock): Record<string, unknown> {
  const page = pageOf(shownOf(transactionsOf(lookup, clock), ask), ask);
  const answer = {
    data: page.map(({ tx, actions }) => renderActivityTx(tx, lookup.queried, clock.anchorMs, actions)),
    pagination: { page: Math.floor(ask.offset / ask.limit) + 1, offset: ask.offset, limit: ask.limit, pageEntries: page.length },
    ...(ask.backfill ? { backfillStatus: 'processed' } : {}),
  };
  return clock.hostile ? hostileActivity(answer, { wallet: lookup.queried, ask, clock }) : answer;
}

const flag = (value: string | boolean | undefined, fallback: boolean) => (value === undefined ? fallback : value === true || value === 'true');

function timeOf(name: string, value: unknown): number | undefined | ApiResponse {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : badRequest(`${name} must be a timestamp in milliseconds`);
}

/** The ask from a query string or a batch item (lists as arrays, flags as booleans there). */
function askOf(get: (name: string) => unknown): ActivityAsk | ApiResponse {
  const list = (name: string) => { const v = get(name); return Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : ''; };
  const filter = parseChainFilter([list('blockchains'), list('chainIds')].filter((s) => s !== '').join(','));
  if (!filter.ok) return badRequest(`Unknown blockchain: ${filter.unknown}`);
  const order = get('order') ?? 'desc';
  if (order !== 'asc' && order !== 'desc') return badRequest('order must be asc or desc');
  const direction = get('cursorDirection') ?? get('cursor_direction') ?? 'before';
  if (direction !== 'before' && direction !== 'after') return badRequest('cursorDirection must be before or after');
  const from = timeOf('from', get('from')), to = timeOf('to', get('to'));
  if (typeof from === 'object') return from;
  if (typeof to === 'object') return to;
  const number = (name: string, fallback: number, min: number, max: number) => intParam(new URLSearchParams({ [name]: String(get(name) ?? fallback) }), name, fallback, min, max);
  const cursor = get('cursorHash') ?? get('cursor_hash');
  return {
    chains: filter.chains, limit: number('limit', MAX_LIMIT, 1, MAX_LIMIT), offset: number('offset', 0, 0, 1_000_000), order,
    cursorHash: typeof cursor === 'string' && cursor.trim() !== '' ? cursor.trim() : undefined, cursorDirection: direction, from, to,
    filterSpam: flag(get('filterSpam') as string | boolean | undefined, true), unlistedAssets: flag(get('unlistedAssets') as string | boolean | undefined, true),
    backfill: flag(get('backfillTransfers') as string | boolean | undefined, false),
  };
}

/** `GET /api/2/wallet/activity?wallet=&blockchains=|chainIds=&limit=&order=&cursorHash=&cursorDirection=&from=&to=&filterSpam=...`. */
export const walletActivityV2: ApiHandler = (query, _shape, clock) => {
  const wallet = query.get('wallet')?.trim();
  if (!wallet) return badRequest('Missing required parameter: wallet');
  const lookup = resolveWallet(wallet);
  if (!lookup.ok) return badRequest(lookup.error);
  const ask = askOf((name) => query.get(name) ?? undefined);
  return 'status' in ask ? ask : ok(activityAnswer(lookup, ask, clock));
};

/** `POST /api/2/wallet/activity`: `{items: [...]}` (or the array), each answered with its wallet, or `{wallet, error}`. */
export const walletActivityBatch: PostHandler = (body, clock) => {
  const items = Array.isArray(body) ? body : body && typeof body === 'object' ? (body as { items?: unknown }).items : undefined;
  if (!Array.isArray(items) || items.length === 0 || !items.every((i) => i !== null && typeof i === 'object' && !Array.isArray(i))) {
    return badRequest('Expected {items: [{wallet, ...}]}');
  }
  if (items.length > MAX_BATCH) return badRequest(`Maximum ${MAX_BATCH} wallets per request`);
  const payload = (items as Array<Record<string, unknown>>).map((item) => {
    const wallet = typeof item.wallet === 'string' ? item.wallet : '';
    const lookup = resolveWallet(wallet);
    if (!lookup.ok) return { wallet, error: lookup.error };
    const ask = askOf((name) => item[name]);
    if ('status' in ask) return { wallet, error: (ask.body as { error: string }).error };
    return { ...activityAnswer(lookup, ask, clock), wallet };
  });
  return ok({ payload });
};

/** `GET /api/1/wallet/transactions?wallet=|wallets=&blockchains=&limit=&page=&offset=&order=&from=&to=&pagination=`. */
export const walletTransactionsV1: ApiHandler = (query, _shape, clock) => {
  const asked = (query.get('wallets') ?? query.get('wallet') ?? '').split(',').map((w) => w.trim()).filter((w) => w !== '');
  if (asked.length === 0) return badRequest('Missing required parameter: wallet');
  const filter = chainsOrError(query);
  if ('status' in filter) return filter;
  const from = timeOf('from', query.get('from')), to = timeOf('to', query.get('to'));
  if (typeof from === 'object') return from;
  if (typeof to === 'object') return to;
  const order = query.get('order') ?? 'desc';
  if (order !== 'asc' && order !== 'desc') return badRequest('order must be asc or desc');
  const rows: Array<Record<string, unknown>> = [];
  for (const wallet of asked) {
    const lookup = resolveWallet(wallet);
    if (!lookup.ok) return badRequest(lookup.error);
    const shown = shownOf(transactionsOf(lookup, clock), {
      chains: filter.chains, from, to, filterSpam: query.get('filterSpam') === 'true', unlistedAssets: query.get('unlistedAssets') !== 'false',
    });
    for (const { tx, actions } of shown) rows.push(...renderTransactionRows(tx, lookup.queried, clock.anchorMs, actions));
  }
  rows.sort((a, b) => ((b.timestamp as number) - (a.timestamp as number)) * (order === 'desc' ? 1 : -1));
  const limit = intParam(query, 'limit', MAX_LIMIT, 1, MAX_LIMIT), page = intParam(query, 'page', 1, 1), offset = intParam(query, 'offset', 0, 0);
  const skip = (page - 1) * limit + offset;
  const answer = {
    data: { transactions: rows.slice(skip, skip + limit), wallets: asked }, details: null,
    pagination: query.get('pagination') === 'true' ? { total: rows.length, page, offset, limit } : null,
  };
  return ok(clock.hostile ? hostileActivity(answer, { wallet: asked[0]!, clock }) : answer);
};
