// What the market streams change on the pool page (pure, no vscode): the header's price, liquidity and 24h volume from
// a market-details update, each through the formatter the header already uses, and the words that say whether the
// page is live ("Live") or refreshes ("Refreshes every 15 s"), or that the service's cap left this pool out.
import type { PoolFigures } from '../api/feed/marketFrames';
import { CAP_NOTICE } from '../api/feed/marketInterest';
import { formatPrice, formatUsdCompact } from '../format/numbers';
import type { LiveData, PoolView } from './protocol';

/** The header with the figures a frame brought (a figure the frame lacked stays as it was). */
export function withFigures(view: PoolView, f: PoolFigures): PoolView {
  return {
    ...view,
    priceUsd: f.priceUSD === undefined ? view.priceUsd : formatPrice(f.priceUSD),
    liquidity: f.liquidityUSD === undefined ? view.liquidity : formatUsdCompact(f.liquidityUSD),
    windows: f.volume24hUSD === undefined ? view.windows : view.windows.map((w) => (w.name === '24h' ? { ...w, volume: formatUsdCompact(f.volume24hUSD!) } : w)),
    fetchedAt: f.at,
  };
}

export function liveWords(live: boolean, capped: boolean, refreshMs: number): LiveData {
  if (live) return { live: true, text: 'Live: trades, the current candle and the figures update as they happen.' };
  return { live: false, text: capped ? CAP_NOTICE : `Refreshes every ${Math.round(refreshMs / 1000)} s while visible.` };
}
