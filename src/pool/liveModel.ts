// What the pool page is sent besides what it asked (pure, no vscode): the header's prices, liquidity and 24h volume from
// a market-details update, each through the formatter the header already uses; the words that say whether the page is
// live ("Live") or refreshes ("Refreshes every 15 s"), or that the service's cap left this pool out; and what the page
// is sent instead of a message it would refuse (the part as failed, nothing of its data).
import type { PoolFigures } from '../api/feed/marketFrames';
import { CAP_NOTICE } from '../api/feed/marketInterest';
import { formatPrice, formatUsdCompact } from '../format/numbers';
import { priceInQuote } from './model';
import type { LiveData, PoolView, ToPageMessage } from './protocol';
import type { PoolQuery } from './target';

/** The header with the figures a frame brought (a figure the frame lacked stays as it was). */
export function withFigures(view: PoolView, f: PoolFigures): PoolView {
  return {
    ...view,
    priceUsd: f.priceUSD === undefined ? view.priceUsd : formatPrice(f.priceUSD),
    priceQuote: f.priceQuote === undefined ? view.priceQuote : priceInQuote(f.priceQuote, view.quote),
    liquidity: f.liquidityUSD === undefined ? view.liquidity : formatUsdCompact(f.liquidityUSD),
    windows: f.volume24hUSD === undefined ? view.windows : view.windows.map((w) => (w.name === '24h' ? { ...w, volume: formatUsdCompact(f.volume24hUSD!) } : w)),
    fetchedAt: f.at,
  };
}

/** What the page says: live, left out by the cap, or how often its trades refresh now (the budget decides). */
export function liveWords(live: boolean, capped: boolean, refreshMs: number): LiveData {
  if (live) return { live: true, text: 'Live: trades, the current candle and the figures update as they happen.' };
  if (capped) return { live: false, text: CAP_NOTICE };
  if (!Number.isFinite(refreshMs)) return { live: false, text: 'Background refreshes are paused by the credit budget; Refresh asks now.' };
  const s = Math.max(1, Math.round(refreshMs / 1000));
  const every = s < 60 ? `${s} s` : s < 3600 ? `${Math.round(s / 60)} min` : `${Math.round(s / 3600)} h`;
  return { live: false, text: `Refreshes every ${every} while visible.` };
}

/** Instead of a message the page would refuse: the part as failed, nothing of its data (none for a notice or the live words). */
export function showableInstead(message: ToPageMessage, reason: string, q: PoolQuery): ToPageMessage | undefined {
  const text = `Walletscope could not show this part of the pool's data (${reason.slice(0, 200)}).`;
  switch (message.type) {
    case 'state': return { type: 'state', state: { status: 'error', address: q.address.slice(0, 200), blockchain: q.blockchain?.slice(0, 80), message: text } };
    case 'candles': return { type: 'candles', candles: { period: message.candles.period, status: 'error', message: text } };
    case 'trades': return { type: 'trades', trades: { status: 'error', message: text, rows: [] } };
    case 'quote': return { type: 'quote', quote: { status: 'error', side: message.quote.side, amountIn: '', message: text, hops: [], wallet: '' } };
    case 'notice': case 'live': return undefined;
  }
}
