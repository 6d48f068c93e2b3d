// What the pool page shows of a pool and its candles (pure, no vscode): the header and its windows as formatted
// text, and the candles as bounded arrays. Every text is the service's, so each goes through safeLabel (the page's
// one function for untrusted text) and is clipped to its field; figures through the bounded formatters. Market
// data, not the user's: Hide Amounts leaves it.
import type { Candle, Pool, PoolToken } from '../api/markets/types';
import { explorerLink } from '../format/explorers';
import { formatPrice, formatTokenAmount, formatUsdCompact } from '../format/numbers';
import { safeLabel } from '../format/safeText';
import { allowedImage, type RemoteImages } from '../format/url';
import { ageText, windowFigures } from '../format/poolWindows';
import { MAX_CANDLES, WINDOW_NAMES, type CandleArrays, type PoolView } from './protocol';

export interface PoolViewOptions {
  readonly now: number;
  readonly images: RemoteImages;
  readonly explorers: Readonly<Record<string, string>>;
  /** Who quotes are asked for, already worded (see ./quoteModel). */
  readonly quoteWallet: string;
}


/** A token's name on the page: its symbol, else its name, else its address shortened. */
export function tokenLabel(token: PoolToken): string {
  return safeLabel(token.symbol ?? token.name ?? '', 60) || safeLabel(`${token.address.slice(0, 8)}…`, 60);
}

export function poolView(pool: Pool, { now, images, explorers, quoteWallet }: PoolViewOptions): PoolView {
  const base = tokenLabel(pool.base), quote = tokenLabel(pool.quote);
  const explorer = explorerLink(pool.blockchain, pool.address, 'address', explorers);
  const usable = explorer && explorer.url.length <= 400 ? explorer : undefined;
  return {
    pair: safeLabel(`${base} / ${quote}`, 130),
    base, quote,
    dex: safeLabel(pool.exchange.name ?? '', 80) || 'Unknown DEX',
    dexLogo: allowedImage(pool.exchange.logo, images),
    chain: safeLabel(pool.blockchain, 80),
    address: safeLabel(pool.address, 200),
    explorerUrl: usable?.url,
    explorerName: usable && safeLabel(usable.name, 80),
    priceUsd: pool.priceUSD === undefined ? '—' : formatPrice(pool.priceUSD),
    priceQuote: pool.priceQuote === undefined || !Number.isFinite(pool.priceQuote) ? '—' : priceInQuote(pool.priceQuote, quote),
    liquidity: money(pool.liquidityUSD),
    age: pool.createdAt === undefined ? '—' : ageText(now - pool.createdAt),
    windows: WINDOW_NAMES.map((name) => ({ name, ...windowFigures(pool.windows[name]) })),
    quoteWallet: safeLabel(quoteWallet, 300),
    fetchedAt: now,
  };
}

/** The base token's price in the quote token, as the header writes it ("1,234.5 USDC"). */
export function priceInQuote(value: number, quote: string): string {
  return `${formatTokenAmount(value)} ${quote}`;
}

/** Candles as the page's arrays: only complete, finite ones, oldest first, the newest MAX_CANDLES. */
export function candleArrays(candles: readonly Candle[]): CandleArrays {
  const out: CandleArrays = { t: [], o: [], h: [], l: [], c: [], v: [] };
  const sorted = [...candles].filter((k) => [k.t, k.o, k.h, k.l, k.c, k.v].every(Number.isFinite)).sort((a, b) => a.t - b.t);
  for (const k of sorted.slice(-MAX_CANDLES)) {
    out.t.push(k.t); out.o.push(k.o); out.h.push(k.h); out.l.push(k.l); out.c.push(k.c); out.v.push(k.v);
  }
  return out;
}

function money(value: number | undefined): string {
  return value === undefined ? '—' : formatUsdCompact(value);
}

