// `GET /api/1/wallet/history`: a wallet's net worth over time, or several wallets' as one series
// (`@mobula_labs/types` v1/wallet/HistorySchema.ts). Worked backwards from today: the balances the portfolio shows
// (moves of this run included), undone transaction by transaction (data/activity), valued at each instant on
// data/price-series' curves. The last point is the portfolio's own total, so the chart ends where the holdings are.
import { type BalanceDelta, txDeltas, type WalletTx } from './data/activity-model';
import { walletActivity } from './data/activity';
import { DAY, HOUR, MINUTE, priceCurve } from './data/price-series';
import type { AssetRecord, ChainName, Holding } from './data/types';
import { hostileHistory } from './hostile-wallets';
import { type ApiHandler, type ApiResponse, badRequest, ok, type RequestClock } from './http-util';
import { chainsOrError } from './params';
import { withMoves } from './portfolio';
import { resolveWallet } from './wallet-resolve';

/** The grids the service offers. */
export const WALLET_HISTORY_PERIODS: Readonly<Record<string, number>> = {
  '5min': 5 * MINUTE, '15min': 15 * MINUTE, '1h': HOUR, '6h': 6 * HOUR, '1d': DAY, '7d': 7 * DAY,
};
/** A longer answer keeps its newest points. */
export const MAX_WALLET_HISTORY_POINTS = 10_000;
/** Assets valued one by one (the biggest, and every one a transaction touched); the long tail moves as one. */
const INDIVIDUAL = 40;
const DEFAULT_SPAN = 30 * DAY;

interface Book { holdings: Holding[]; txs: WalletTx[] }

/** Every asked wallet's holdings (with the run's moves) and transactions, on the chains asked. */
function bookOf(records: ReadonlyArray<{ address: string; holdings: Holding[] }>, chains: ReadonlySet<ChainName> | null, clock: RequestClock, filterSpam: boolean): Book {
  const keep = (asset: AssetRecord, chain: ChainName) => (!chains || chains.has(chain)) && !(filterSpam && asset.spam === 'known');
  const holdings: Holding[] = [];
  const txs: WalletTx[] = [];
  for (const record of records) {
    const moved = clock.moves?.deltasOf(record.address) ?? [];
    holdings.push(...withMoves(record.holdings, moved).filter((h) => keep(h.asset, h.chain)));
    txs.push(...(clock.moves?.activityOf(record.address) ?? walletActivity(record.address, clock.anchorMs)).filter((tx) => !chains || chains.has(tx.chain)));
  }
  return { holdings, txs: txs.sort((a, b) => b.at - a.at) };
}

/** Ascending instants: the grid within [from, to], each transaction's time unless `strict`, and `to` itself. */
function instants(from: number, to: number, step: number, txs: readonly WalletTx[], strict: boolean): number[] {
  const set = new Set<number>([to]);
  for (let t = Math.floor(to / step) * step; t >= from && set.size <= MAX_WALLET_HISTORY_POINTS; t -= step) set.add(t);
  if (!strict) for (const tx of txs) if (tx.at >= from && tx.at <= to) set.add(tx.at);
  return [...set].sort((a, b) => a - b).slice(-MAX_WALLET_HISTORY_POINTS);
}

/** [ms, usd] at each instant, and today's total at catalogue prices (the portfolio's). */
function series(book: Book, times: readonly number[], anchorMs: number, filterSpam: boolean): { points: Array<[number, number]>; total: number } {
  const balances = new Map<AssetRecord, number>();
  for (const h of book.holdings) balances.set(h.asset, (balances.get(h.asset) ?? 0) + h.balance);
  const total = [...balances].reduce((sum, [asset, balance]) => sum + balance * asset.price, 0);
  const touched = new Set(book.txs.flatMap((tx) => txDeltas(tx).map((d) => d.asset)));
  const ranked = [...balances].sort(([a, x], [b, y]) => y * b.price - x * a.price).map(([asset]) => asset);
  const individual = new Set([...ranked.slice(0, INDIVIDUAL), ...touched]);
  const tail = ranked.filter((a) => !individual.has(a));
  const tailUsd = tail.reduce((sum, a) => sum + (balances.get(a) ?? 0) * a.price, 0);
  const proxy = tail[0];
  const curves = new Map([...individual].map((a) => [a, a.unlisted ? () => a.price : priceCurve(a, anchorMs)]));
  const proxyCurve = proxy && !proxy.unlisted ? priceCurve(proxy, anchorMs) : undefined;
  const points: Array<[number, number]> = [];
  let j = 0;
  const undo = (d: BalanceDelta) => {
    if (!(filterSpam && d.asset.spam === 'known')) balances.set(d.asset, (balances.get(d.asset) ?? 0) - d.delta);
  };
  for (let i = times.length - 1; i >= 0; i--) {
    const t = times[i]!;
    for (; j < book.txs.length && book.txs[j]!.at > t; j++) txDeltas(book.txs[j]!).forEach(undo);
    let value = proxyCurve ? tailUsd * (proxyCurve(t) / proxy!.price) : tailUsd;
    for (const asset of individual) value += Math.max(0, balances.get(asset) ?? 0) * curves.get(asset)!(t);
    points.push([t, Math.round(value * 100) / 100]);
  }
  return { points: points.reverse(), total };
}

function timeParam(query: URLSearchParams, name: string): number | undefined | ApiResponse {
  const text = query.get(name)?.trim();
  if (!text) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : badRequest(`${name} must be a timestamp in milliseconds, got "${text}"`);
}

/** The finest grid that keeps a window within about 1,000 points. */
function autoPeriod(span: number): number {
  return Object.values(WALLET_HISTORY_PERIODS).find((step) => span / step <= 1_000) ?? 7 * DAY;
}

/** `wallet=` or `wallets=a,b` (one combined series), `blockchains=`, `from=`/`to=` (ms), `period=`, `strictPeriod=`, `filterSpam=`. */
export const walletHistory: ApiHandler = (query, _shape, clock) => {
  const asked = (query.get('wallets') ?? query.get('wallet') ?? '').split(',').map((w) => w.trim()).filter((w) => w !== '');
  if (asked.length === 0) return badRequest('wallet or wallets is required');
  const filter = chainsOrError(query);
  if ('status' in filter) return filter;
  const records: Array<{ address: string; holdings: Holding[] }> = [];
  for (const wallet of asked) {
    const lookup = resolveWallet(wallet);
    if (!lookup.ok) return badRequest(lookup.error);
    if (lookup.record) records.push(lookup.record);
  }
  const fromParam = timeParam(query, 'from'), toParam = timeParam(query, 'to');
  if (typeof fromParam === 'object') return fromParam;
  if (typeof toParam === 'object') return toParam;
  const periodText = query.get('period')?.trim();
  if (periodText && !(periodText in WALLET_HISTORY_PERIODS)) return badRequest(`period must be one of ${Object.keys(WALLET_HISTORY_PERIODS).join(', ')}`);
  const to = Math.min(toParam ?? clock.now, clock.now);
  const filterSpam = query.get('filterSpam') === 'true';
  const book = bookOf(records, filter.chains, clock, filterSpam);
  // Nothing before the wallet's first transaction (a year back for a wallet that never moved).
  const first = book.txs.length > 0 ? book.txs[book.txs.length - 1]!.at : to - 365 * DAY;
  const from = Math.max(fromParam ?? to - DEFAULT_SPAN, first);
  const step = periodText ? WALLET_HISTORY_PERIODS[periodText]! : autoPeriod(to - from);
  const empty = book.holdings.length === 0 && book.txs.length === 0;
  const { points, total } = empty || from > to ? { points: [], total: 0 } : series(book, instants(from, to, step, book.txs, query.get('strictPeriod') === 'true'), clock.anchorMs, filterSpam);
  // Up to now, the last point is what the portfolio says today.
  if (points.length > 0 && to >= clock.now - MINUTE) points[points.length - 1] = [to, Math.round(total * 100) / 100];
  const answer = { data: { wallets: asked, balance_usd: total, balance_history: points } };
  return ok(clock.hostile ? hostileHistory(answer, clock.now) : answer);
};
